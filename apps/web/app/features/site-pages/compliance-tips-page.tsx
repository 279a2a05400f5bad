import { documentHref } from '@meridian/domain';
import { useTranslations } from '../../i18n';
import { useSite } from '../../shell/site';
import './site-pages.css';

/**
 * shell §2 "/state_compliance_tips is the redirect target for restricted users": why the service
 * is closed here, and what an existing customer can do.
 */
export function ComplianceTipsPage() {
  const t = useTranslations('pages.complianceTips');
  const { site, locale } = useSite();
  const brand = { site: site.name };
  const { email } = site.support;
  return (
    <main className="page site-page site-page--narrow" id="main">
      <h1>{t('title', brand)}</h1>
      <p className="site-page__lead">{t('lead')}</p>
      <section aria-labelledby="compliance-why">
        <h2 id="compliance-why">{t('whyHeading')}</h2>
        <p>{t('why', brand)}</p>
      </section>
      <section aria-labelledby="compliance-account">
        <h2 id="compliance-account">{t('accountHeading')}</h2>
        <p>{t('account')}</p>
      </section>
      <ul className="site-page__links">
        <li>
          <a href={documentHref(locale.prefix, site.docs.agreement)} data-testid="compliance-agreement">
            {t('agreement')}
          </a>
        </li>
        <li>
          <a href={`mailto:${email}`}>{t('contact', { email })}</a>
        </li>
      </ul>
    </main>
  );
}
