import { APP_STORES, appStoreUrl } from '@meridian/domain';
import { useTranslations } from '../../i18n';
import { useSite } from '../../shell/site';
import { QrCodeArea, type QrCodeShape } from '../../kit';
import './site-pages.css';

/** shell §2 "App download page is /appdownload; Turkey uses /mobileapp." */
export function AppDownloadPage({ qr }: { qr: QrCodeShape }) {
  const t = useTranslations('pages.appDownload');
  const { site } = useSite();
  const brand = { site: site.name };
  return (
    <main className="page site-page app-download" id="main">
      <div className="app-download__hero">
        <div>
          <h1>{t('title', brand)}</h1>
          <p className="site-page__lead">{t('lead')}</p>
          <section aria-labelledby="app-download-stores">
            <h2 id="app-download-stores">{t('storesHeading')}</h2>
            <ul className="app-download__stores">
              {APP_STORES.map((store) => (
                <li key={store}>
                  <a
                    className="button app-download__store"
                    href={appStoreUrl(store, site.key)}
                    rel="noopener noreferrer"
                  >
                    {t(store)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <section className="app-download__qr" aria-labelledby="app-download-qr">
          <h2 id="app-download-qr">{t('qrHeading')}</h2>
          <QrCodeArea label={t('qrLabel', brand)} qr={qr} />
          <p>{t('qrCaption')}</p>
        </section>
      </div>
      <section aria-labelledby="app-download-benefits">
        <h2 id="app-download-benefits">{t('benefitsHeading')}</h2>
        <ul className="site-page__cards app-download__benefits">
          <li className="site-page__card">{t('benefitPrices')}</li>
          <li className="site-page__card">{t('benefitTrade')}</li>
          <li className="site-page__card">{t('benefitSecurity')}</li>
        </ul>
      </section>
    </main>
  );
}
