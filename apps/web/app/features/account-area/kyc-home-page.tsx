import { isCompanyKyc, kycLevelName, kycReviewState, kycSteps } from '@meridian/domain';
import { useTranslations } from '../../i18n';
import { useSession } from '../../shell/session';
import { useSite } from '../../shell/site';

/**
 * /myaccount/kyc_home (widgets §1; issue 16): the account's identity level (shell §3 user info
 * `verified`, "KYC levels: 0 none, 5 level 0.5, 2 level 1, 1 level 2, 4 level 3, 3 company") as
 * steps, and the review state of its latest application (`kyc_status`). From the session the root
 * loader read, so it needs no call of its own.
 */
export function KycHomePage() {
  const t = useTranslations('accountArea.kyc');
  const levels = useTranslations('account.header.kyc');
  const { site } = useSite();
  const { session } = useSession();
  const { verified, kyc_status: kycStatus } = session.userInfo;
  const review = kycReviewState(kycStatus);
  return (
    <main className="page account-page" id="main" data-testid="kyc-home">
      <h1>{t('title')}</h1>
      <p className="account-page__intro">{t('description', { site: site.name })}</p>
      <section className="account-page__card" aria-labelledby="kyc-current">
        <h2 id="kyc-current">{t('currentLevel')}</h2>
        <p className="account-page__total" data-testid="kyc-level" data-verified={verified}>
          {levels(kycLevelName(verified))}
        </p>
        {isCompanyKyc(verified) ? <p className="account-page__muted">{t('company')}</p> : null}
        <p className="account-page__muted" data-testid="kyc-review" data-review={review}>
          {t('review.label')}: {t(`review.${review}`)}
        </p>
      </section>
      <section className="account-page__section" aria-labelledby="kyc-levels">
        <h2 id="kyc-levels">{t('levels')}</h2>
        <ol className="kyc-steps">
          {kycSteps(verified).map((step) => (
            <li
              key={step.level}
              className="kyc-steps__step"
              data-state={step.state}
              data-testid={`kyc-step-${step.level}`}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              <span>{levels(step.level)}</span>
              <span className="kyc-steps__state">{t(`step.${step.state}`)}</span>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
