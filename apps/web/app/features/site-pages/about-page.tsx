import { documentHref } from '@meridian/domain';
import { useTranslations } from 'use-intl';
import { useSite } from '../../shell/site';
import './site-pages.css';

/** /about-us: who the exchange is, under this site's brand (widgets §2 footers "About"). */
export function AboutPage() {
  const t = useTranslations('pages.about');
  const { site, locale, settings } = useSite();
  const brand = { site: site.name };
  const href = (path: string) => documentHref(locale.prefix, path);
  return (
    <main className="page site-page" id="main">
      <h1>{t('title', brand)}</h1>
      <p className="site-page__lead">{t('lead', brand)}</p>
      <div className="site-page__cards">
        <section className="site-page__card" aria-labelledby="about-mission">
          <h2 id="about-mission">{t('missionHeading')}</h2>
          <p>{t('mission', { count: settings.currency_count })}</p>
        </section>
        <section className="site-page__card" aria-labelledby="about-security">
          <h2 id="about-security">{t('securityHeading')}</h2>
          <p>{t('security')}</p>
        </section>
        <section className="site-page__card" aria-labelledby="about-compliance">
          <h2 id="about-compliance">{t('complianceHeading')}</h2>
          <p>{t('compliance', brand)}</p>
        </section>
      </div>
      <section aria-labelledby="about-links">
        <h2 id="about-links">{t('linksHeading')}</h2>
        <ul className="site-page__links">
          <li>
            <a href={href('/fee')}>{t('fees')}</a>
          </li>
          {site.hide.appDownload ? null : (
            <li>
              <a href={href(site.appDownloadPath)}>{t('download')}</a>
            </li>
          )}
          <li>
            <a href={href(site.docs.agreement)}>{t('agreement')}</a>
          </li>
          <li>
            <a href={`mailto:${site.support.email}`}>{t('support', { email: site.support.email })}</a>
          </li>
        </ul>
      </section>
    </main>
  );
}
