import type { DownloadTaskInfo } from '@meridian/contracts';
import { localizeAmountText, type PageDownloadLinks, showDownloadRewardModal } from '@meridian/domain';
import { useTranslations } from '../../i18n';
import type { QrCodeShape } from '../../kit';
import { useSession } from '../../shell/session';
import { useLocalizedPath, useSite } from '../../shell/site';
import { AppDownloadCard } from './app-download-card';
import { promoAmountText } from './download-reward';
import './app-download-promo.css';

/** What the /campaigns loader read on the server: the download task, the links and the card's QR code. */
export interface CampaignsView {
  task: DownloadTaskInfo;
  links: PageDownloadLinks;
  qr: QrCodeShape;
}

/**
 * The app-download rewards page (shell §2 "/campaigns (app-download rewards page)"): the download
 * task's reward (widgets §3), how to get it, the app-download card, and sign-up for visitors.
 */
export function CampaignsPage({ view }: { view: CampaignsView }) {
  const t = useTranslations('appDownloadPromo');
  const { site, numberSymbols } = useSite();
  const { session } = useSession();
  const to = useLocalizedPath();
  const brand = { site: site.name };
  const hasTask = showDownloadRewardModal(view.task);
  return (
    <main className="page campaigns-page" id="main" data-testid="campaigns-page">
      <h1>{t('campaigns.heading')}</h1>
      <p className="campaigns-page__lead">{t('campaigns.lead', brand)}</p>
      <div className="campaigns-page__columns">
        <div className="campaigns-page__task">
          <section aria-labelledby="campaigns-reward">
            <h2 id="campaigns-reward">{t('campaigns.rewardHeading')}</h2>
            {hasTask ? (
              <>
                {/* The amount stands out, but it is no heading (a styled <p> would read as one). */}
                <div className="campaigns-page__amount" data-testid="campaigns-reward">
                  {t('campaigns.rewardAmount', {
                    amount: localizeAmountText(view.task.reward_num, numberSymbols, { precision: 8 }),
                    currency: view.task.reward_currency,
                  })}
                </div>
                <p>{t('campaigns.promo', { promo: promoAmountText(numberSymbols) })}</p>
              </>
            ) : (
              <p role="status">{t('campaigns.noTask')}</p>
            )}
          </section>
          <section aria-labelledby="campaigns-steps">
            <h2 id="campaigns-steps">{t('campaigns.stepsHeading')}</h2>
            <ol className="campaigns-page__steps">
              <li>{t('campaigns.stepDownload', brand)}</li>
              <li>{t('campaigns.stepSignUp')}</li>
              <li>{t('campaigns.stepComplete')}</li>
            </ol>
          </section>
          {session.status === 'logged-in' ? null : (
            <section className="campaigns-page__sign-up" aria-label={t('campaigns.signUp')}>
              <p>{t('campaigns.signUpPrompt', brand)}</p>
              <a className="button" href={to('/signup')}>
                {t('campaigns.signUp')}
              </a>
            </section>
          )}
        </div>
        <section aria-labelledby="campaigns-download">
          <h2 id="campaigns-download">{t('campaigns.downloadHeading')}</h2>
          <AppDownloadCard variant="horizontal" links={view.links} qr={view.qr} task={view.task} />
        </section>
      </div>
    </main>
  );
}
