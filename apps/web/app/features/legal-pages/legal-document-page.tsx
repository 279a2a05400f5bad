import {
  documentHref,
  LEGAL_EFFECTIVE_DATES,
  type LegalDocumentKind,
  type LegalTitleId,
  siteLegalDocuments,
} from '@meridian/domain';
import { useFormatter, useTranslations } from '../../i18n';
import { useSite } from '../../shell/site';
import { LEGAL_SECTIONS } from './legal-sections';
import './legal-pages.css';

interface Props {
  document: LegalDocumentKind;
  title: LegalTitleId;
}

/** One legal document of the current site (shell §2 "Legal and site pages per region"). */
export function LegalDocumentPage({ document, title }: Props) {
  const t = useTranslations('legal');
  const format = useFormatter();
  const { site, locale } = useSite();
  const brand = { site: site.name };
  // Dates are calendar days: midnight UTC, formatted in UTC (the provider's time zone).
  const effective = format.dateTime(new Date(`${LEGAL_EFFECTIVE_DATES[document]}T00:00:00Z`), { dateStyle: 'long' });
  return (
    <main className="page legal-page" id="main">
      <article className="legal-page__document" aria-labelledby="legal-title">
        <header>
          <h1 id="legal-title">{t(`titles.${title}`)}</h1>
          <p className="legal-page__effective" data-testid="legal-effective">
            {t('effective', { date: effective })}
          </p>
        </header>
        <p className="legal-page__intro">{t(`${document}.intro`, brand)}</p>
        <ol className="legal-page__sections">
          {LEGAL_SECTIONS[document].map((section, i) => (
            <li key={section.heading}>
              <section aria-labelledby={`legal-section-${i + 1}`}>
                <h2 id={`legal-section-${i + 1}`}>{t(section.heading, brand)}</h2>
                <p>{t(section.body, brand)}</p>
              </section>
            </li>
          ))}
        </ol>
        <p className="legal-page__contact">{t('contact', { email: site.support.email })}</p>
      </article>
      <nav className="legal-page__nav" aria-labelledby="legal-nav-title">
        <h2 id="legal-nav-title">{t('documentsNav')}</h2>
        <ul>
          {siteLegalDocuments(site.docs).map((doc) => {
            const label = t(`titles.${doc.title}`);
            const current = doc.document === document;
            return (
              <li key={doc.document}>
                <a
                  href={documentHref(locale.prefix, doc.path)}
                  aria-current={current ? 'page' : undefined}
                  type={doc.format === 'pdf' ? 'application/pdf' : undefined}
                  data-format={doc.format}
                >
                  {doc.format === 'pdf' ? t('pdfLink', { title: label }) : label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </main>
  );
}
