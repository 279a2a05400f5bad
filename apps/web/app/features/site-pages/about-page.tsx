import { aboutOfferings, documentHref } from '@meridian/domain';
import { useTranslations } from '../../i18n';
import { useSite } from '../../shell/site';
import './site-pages.css';

/**
 * /about-us: who the exchange is, under this site's brand (widgets §2 footers "About"). It says
 * only what the site offers today (domain aboutOfferings, driven by COMING_PAGES), so it grows as
 * pages are built and never promises what does not exist (issue 8).
 */
export function AboutPage() {
  const t = useTranslations('pages.about');
  const { site, locale } = useSite();
  const brand = { site: site.name };
  const href = (path: string) => documentHref(locale.prefix, path);
  return (
    <main className="page site-page" id="main">
      <h1>{t('title', brand)}</h1>
      <p className="site-page__lead">{t('lead', brand)}</p>
      <section aria-labelledby="about-offerings" data-testid="about-offerings">
        <h2 id="about-offerings">{t('offeringsHeading')}</h2>
        <ul className="site-page__offerings">
          {aboutOfferings().map((id) => (
            <li key={id} data-offering={id}>
              {t(`offerings.${id}`, { count: site.locales.length })}
            </li>
          ))}
        </ul>
      </section>
      <div className="site-page__cards">
        <section className="site-page__card" aria-labelledby="about-security">
          <h2 id="about-security">{t('securityHeading')}</h2>
          <p>{t('security')}</p>
        </section>
        <section className="site-page__card" aria-labelledby="about-region">
          <h2 id="about-region">{t('regionHeading')}</h2>
          <p>{t('region', brand)}</p>
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
