import { useTranslations } from '../../i18n';
import { useSite } from '../../shell/site';
import './site-pages.css';

/** shell §2 "/page/contacts is the UK about page": who we are and how to reach each team. */
export function ContactsPage() {
  const t = useTranslations('pages.contacts');
  const { site } = useSite();
  const { email, phone } = site.support;
  return (
    <main className="page site-page" id="main">
      <h1>{t('title', { site: site.name })}</h1>
      <p className="site-page__lead">{t('lead', { site: site.name })}</p>
      <div className="site-page__cards">
        <section className="site-page__card" aria-labelledby="contacts-support" data-testid="contacts-support">
          <h2 id="contacts-support">{t('supportHeading')}</h2>
          <p>{t('support')}</p>
          <dl className="site-page__contact-list">
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${email}`} aria-label={t('emailSupport', { email })}>
                {email}
              </a>
            </dd>
            <dt>{t('phone')}</dt>
            <dd>
              {/* tel: wants the number without spaces; the text keeps them for reading. */}
              <a href={`tel:${phone.replace(/\s+/g, '')}`} aria-label={t('callSupport', { phone })} dir="ltr">
                {phone}
              </a>
            </dd>
          </dl>
        </section>
        <section className="site-page__card" aria-labelledby="contacts-business" data-testid="contacts-business">
          <h2 id="contacts-business">{t('businessHeading')}</h2>
          <p>{t('business')}</p>
          <dl className="site-page__contact-list">
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${site.business.email}`} aria-label={t('emailBusiness', { email: site.business.email })}>
                {site.business.email}
              </a>
            </dd>
          </dl>
        </section>
        <section className="site-page__card" aria-labelledby="contacts-complaints">
          <h2 id="contacts-complaints">{t('complaintsHeading')}</h2>
          <p>{t('complaints')}</p>
        </section>
      </div>
    </main>
  );
}
