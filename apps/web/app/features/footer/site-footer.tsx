import {
  copyrightLine,
  copyrightYear,
  footerDownload,
  footerLinks,
  type FooterLink,
  type FooterLinkTarget,
  showDeclarationLink,
  isComingPage,
} from '@meridian/domain';
import { useTranslations } from '../../i18n';
import { useModals } from '../../shell/modals';
import { useLocalizedPath, useSite } from '../../shell/site';
import './footer.css';

/**
 * Fetch the dialogs' code as soon as a pointer or focus comes near a control that opens one (the
 * same module the frame's modal table loads).
 */
const preload = () => void import('./footer-modals');

/** Open the modal a footer link's target calls for. */
function useOpenFooterModal(): (target: FooterLinkTarget) => void {
  const { open } = useModals();
  const to = useLocalizedPath();
  return (target) => {
    switch (target.type) {
      case 'stay-tuned':
        return open('footer-stay-tuned', {});
      case 'declaration':
        // widgets §2 "a Declaration link shown only to logged-in users who have signed".
        return open('turkish-declaration', { mode: 'view' });
      case 'page':
        return open('footer-download', { href: to(target.path) });
      case 'external':
      case 'document':
        return open('footer-download', { href: target.url });
    }
  };
}

function FooterLinkItem({ link }: { link: FooterLink }) {
  const t = useTranslations('footer');
  const to = useLocalizedPath();
  const openModal = useOpenFooterModal();
  const label = t(`links.${link.id}`);
  const { target } = link;
  switch (target.type) {
    case 'page':
      return <a href={to(target.path)}>{label}</a>;
    case 'external':
      return <a href={target.url}>{label}</a>;
    case 'document':
      // shell §2 "Hong Kong, Bahamas: PDF documents": a file, opened by the browser as a document.
      return (
        <a href={target.url} type="application/pdf">
          {label} <span className="site-footer__file-type">({t('pdf')})</span>
        </a>
      );
    case 'stay-tuned':
    case 'declaration':
      // Opens a notice rather than going anywhere, so it is a button (styled as a link).
      return (
        <button
          type="button"
          className="site-footer__link-button"
          aria-haspopup="dialog"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => openModal(target)}
        >
          {label}
        </button>
      );
  }
}

/**
 * widgets §2 "Footers per region": the links of this site's footer kind, the copyright line on
 * wide screens, and on narrow screens (max-width 768px) a download button that opens a modal. CSS
 * decides which shows, so the server-rendered page is right at every width with no script.
 */
export function SiteFooter({
  loggedIn = false,
  declarationStatus,
}: {
  /** Whether the page is for a logged-in user. */
  loggedIn?: boolean;
  /** widgets §3 the account's declaration status, where the page read it (the Turkey site). */
  declarationStatus?: number | undefined;
}) {
  const t = useTranslations('footer');
  const { site, requestTime } = useSite();
  const openModal = useOpenFooterModal();

  // widgets §5 "its link shows only when logged in and signed".
  const showDeclaration = showDeclarationLink({ loggedIn, declarationStatus });
  // A page not built yet (domain COMING_PAGES) has no link.
  const links = footerLinks(site, { showDeclaration }).filter(
    (link) => link.target.type !== 'page' || !isComingPage(link.target.path),
  );
  const download = footerDownload(site);
  const line = copyrightLine(site);
  // The request's clock, not the browser's: server render and hydration agree. A string, so ICU
  // does not format the year as a number ("2,026").
  const year = String(copyrightYear(requestTime));

  return (
    <footer className={download ? 'site-footer site-footer--with-download' : 'site-footer'} data-footer={site.footer}>
      {links.length > 0 ? (
        <nav className="site-footer__links" aria-label={t('navLabel')}>
          <ul>
            {links.map((link) => (
              <li key={link.id}>
                <FooterLinkItem link={link} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {download ? (
        <button
          type="button"
          className="button site-footer__download"
          aria-haspopup="dialog"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => openModal(download)}
        >
          {t('downloadButton')}
        </button>
      ) : null}
      <p className="site-footer__copyright">
        {line.kind === 'japan'
          ? t('copyright.japan', { year })
          : t('copyright.standard', { year, siteName: line.siteName })}
      </p>
    </footer>
  );
}
