import { localizeAmountText } from '@meridian/domain';
import { useTranslations } from '../../i18n';
import type { ModalBodyProps } from '../../shell/modals';
import { useLocalizedPath, useSite } from '../../shell/site';
import { Dialog } from '../../ui/dialog';
import { CAMPAIGNS_PATH } from './campaigns-path';
import { promoAmountText } from './download-reward';
import './app-download-promo.css';

/** The amounts of a reward have at most 8 decimals (a coin's); the API sends them as decimal text. */
const REWARD_DECIMALS = 8;

/**
 * The download reward modal (shell §9 "Download reward modal | promo amount 40,000 (dollars)"):
 * the visitor's reward (widgets §3 reward_num reward_currency), the promotion's amount and a link
 * to the rewards page. Loaded lazily by the frame's modal host on first use.
 */
export default function DownloadRewardModal({ props, onClose }: ModalBodyProps<'download-reward'>) {
  const t = useTranslations('appDownloadPromo');
  const { site, numberSymbols } = useSite();
  const to = useLocalizedPath();
  const amount = localizeAmountText(props.task.reward_num, numberSymbols, { precision: REWARD_DECIMALS });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('reward.title')}
      description={t('reward.description', { site: site.name, amount, currency: props.task.reward_currency })}
      closeLabel={t('reward.close')}
      testId="download-reward-modal"
    >
      <p className="download-reward__promo">{t('reward.promo', { promo: promoAmountText(numberSymbols) })}</p>
      <div className="ui-dialog__actions">
        <a className="button" href={to(CAMPAIGNS_PATH)} onClick={onClose}>
          {t('reward.details')}
        </a>
      </div>
    </Dialog>
  );
}
