import { ANALYTICS_EVENTS, localizeDecimalText } from '@meridian/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslations } from '../../i18n';
import { useAnalytics } from '../../shell/analytics';
import type { ModalBodyProps } from '../../shell/modals';
import { useLocalizedPath, useSite } from '../../shell/site';
import { Dialog } from '../../ui/dialog';
import './marketing-popups.css';

/**
 * widgets §2 "New-user reward pop-up (variant A or B)": A offers one prize (widgets §3
 * "group_A.num" USDT), B a first-deposit prize and a first-trade prize ("group_B.num_first",
 * "num_second"). widgets §4 "Confirm goes to signup; close notifies": the close button, Escape and
 * an outside click record `newbie_popup_close`; the show was counted when it appeared.
 */
export default function NewUserRewardDialog({
  props: { variant, prize, onShown },
  onClose,
}: ModalBodyProps<'new-user-reward'>) {
  const t = useTranslations('marketingPopups');
  const to = useLocalizedPath();
  const { numberSymbols } = useSite();
  const track = useAnalytics();
  // The daily counter is stored when the pop-up is on the page.
  useEffect(onShown, [onShown]);
  const usdt = (amount: string) => t('usdt', { amount: localizeDecimalText(amount, numberSymbols) });
  const close = () => {
    track(ANALYTICS_EVENTS.newbiePopupClose, { variant });
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={variant === 'A' ? t('newUser.titleA') : t('newUser.titleB')}
      description={variant === 'A' ? t('newUser.leadA') : t('newUser.leadB')}
      closeLabel={t('close')}
      className={`new-user-reward new-user-reward--${variant.toLowerCase()}`}
      testId={`new-user-reward-${variant}`}
    >
      {variant === 'A' ? (
        <p className="new-user-reward__amount">{usdt(prize.group_A.num)}</p>
      ) : (
        <ul className="new-user-reward__prizes" aria-label={t('newUser.rewards')}>
          <li className="new-user-reward__prize">
            <span className="new-user-reward__label">{t('newUser.firstDeposit')}</span>
            <span className="new-user-reward__amount">{usdt(prize.group_B.num_first)}</span>
          </li>
          <li className="new-user-reward__prize">
            <span className="new-user-reward__label">{t('newUser.firstTrade')}</span>
            <span className="new-user-reward__amount">{usdt(prize.group_B.num_second)}</span>
          </li>
        </ul>
      )}
      <div className="ui-dialog__actions">
        <Link to={to('/signup')} className="button new-user-reward__confirm" onClick={onClose}>
          {t('newUser.signUp')}
        </Link>
      </div>
    </Dialog>
  );
}
