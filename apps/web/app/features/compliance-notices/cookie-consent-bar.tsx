import { documentHref } from '@meridian/domain';
import { useTranslations } from '../../i18n';
import { NoticeBar } from '../../kit';
import { useConsent } from '../../shell/consent';
import { useSite } from '../../shell/site';

/**
 * shell §8 "cookie policy with accept necessary / accept all": where the region requires consent
 * and nothing is chosen yet. The choice is stored in a cookie, so the server renders the next page
 * without the bar (no layout shift); there is no close button, as closing would choose nothing.
 */
export function CookieConsentBar() {
  const t = useTranslations('compliance.cookies');
  const { required, choice, choose } = useConsent();
  const { site, locale } = useSite();
  if (!required || choice !== undefined) return null;
  const policy = site.docs.privacy_policy;
  return (
    <NoticeBar
      label={t('label')}
      testId="cookie-consent"
      message={
        <>
          {t('text', { siteName: site.name })}{' '}
          {policy ? <a href={documentHref(locale.prefix, policy)}>{t('policy')}</a> : null}
        </>
      }
      actions={(describedBy) => (
        <>
          <button
            type="button"
            className="button button--outline"
            aria-describedby={describedBy}
            onClick={() => choose('necessary')}
          >
            {t('necessary')}
          </button>
          <button type="button" className="button" aria-describedby={describedBy} onClick={() => choose('all')}>
            {t('all')}
          </button>
        </>
      )}
    />
  );
}
