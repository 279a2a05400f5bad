import type { FooterKind, SiteConfig } from '../sites/site-config';
import type { SiteKey } from '../sites/site-ids';

/** What a footer link is, which also names its text. */
export type FooterLinkId = 'about' | 'contact' | 'download' | 'user-agreement' | 'fee' | 'declaration';

/**
 * Where a footer link goes:
 * - `page`: a path on this site, to be put under the current locale prefix;
 * - `external`: an absolute URL, used as it is;
 * - `document`: a file such as a PDF, opened as a document (no locale prefix);
 * - `stay-tuned`: no navigation; a "stay tuned, feature upcoming" notice opens instead.
 */
export type FooterLinkTarget =
  | { type: 'page'; path: string }
  | { type: 'external'; url: string }
  | { type: 'document'; url: string }
  | { type: 'stay-tuned' }
  /** The signed Turkish declaration, shown in its dialog (widgets §2 "a Declaration link"). */
  | { type: 'declaration' };

export interface FooterLink {
  id: FooterLinkId;
  target: FooterLinkTarget;
}

/** widgets §2 routes: "/fee". */
export const FEE_PATH = '/fee';
/** shell §2 "/page/contacts is the UK about page": a site whose about page is this one says "Contact". */
export const CONTACTS_PATH = '/page/contacts';
/**
 * widgets §2 "Footers per region: global: About, download, user agreement, fee. Turkey: About, app
 * download, and a Declaration link shown only to logged-in users who have signed. EU, US, Japan, UK,
 * Australia: About or contact, user agreement, fee. Hong Kong: download link only."
 */
export const FOOTER_LINKS: Readonly<Record<FooterKind, readonly FooterLinkId[]>> = {
  global: ['about', 'download', 'user-agreement', 'fee'],
  turkey: ['about', 'download', 'declaration'],
  regulated: ['about', 'user-agreement', 'fee'],
  'hong-kong': ['download'],
};

/**
 * widgets §2 "The EU site shows a 'stay tuned, feature upcoming' modal for some links": its fee
 * and app-download links, the two features not yet offered there.
 */
export const STAY_TUNED_LINKS: Readonly<Partial<Record<SiteKey, ReadonlySet<FooterLinkId>>>> = {
  eu: new Set<FooterLinkId>(['fee', 'download']),
};

/** Declaration status values: widgets §3 "status (1 needs signing, 2 signed)"; §9 "Declaration signed status: 2". */
export const DECLARATION_SIGNED_STATUS = 2;

/**
 * widgets §6 "Turkish users who signed see the Declaration link"; §5 "its link shows only when
 * logged in and signed".
 */
export function showDeclarationLink(viewer: { loggedIn: boolean; declarationStatus: number | undefined }): boolean {
  return viewer.loggedIn && viewer.declarationStatus === DECLARATION_SIGNED_STATUS;
}

/** A site path, an absolute URL or a document file, as the site config writes it. */
export function footerTarget(pathOrUrl: string): FooterLinkTarget {
  if (/^https?:\/\//i.test(pathOrUrl)) return { type: 'external', url: pathOrUrl };
  // shell §2 "Hong Kong, Bahamas: PDF documents": files are not pages, so no locale prefix.
  if (/\.pdf(?:[?#].*)?$/i.test(pathOrUrl)) return { type: 'document', url: pathOrUrl };
  return { type: 'page', path: pathOrUrl };
}

function linkFor(site: SiteConfig, id: FooterLinkId): FooterLink | null {
  if (id === 'download' && site.hide.appDownload) return null;
  if (STAY_TUNED_LINKS[site.key]?.has(id)) return { id, target: { type: 'stay-tuned' } };
  switch (id) {
    case 'about':
      return { id: site.docs.about === CONTACTS_PATH ? 'contact' : 'about', target: footerTarget(site.docs.about) };
    case 'contact':
      return { id, target: footerTarget(CONTACTS_PATH) };
    case 'download':
      return { id, target: footerTarget(site.appDownloadPath) };
    case 'user-agreement':
      return { id, target: footerTarget(site.docs.agreement) };
    case 'fee':
      return { id, target: footerTarget(FEE_PATH) };
    case 'declaration':
      // The spec names the link, not a page: it opens the declaration the user signed (decision 0050).
      return { id, target: { type: 'declaration' } };
  }
}

/** The footer links of `site`, in order, for a viewer who may see the Declaration link or not. */
export function footerLinks(site: SiteConfig, viewer: { showDeclaration: boolean }): FooterLink[] {
  return FOOTER_LINKS[site.footer]
    .filter((id) => id !== 'declaration' || viewer.showDeclaration)
    .map((id) => linkFor(site, id))
    .filter((link): link is FooterLink => link !== null);
}

/**
 * widgets §2 "On narrow screens the footer shows a download modal instead": what the narrow-screen
 * download button leads to, or null on a site that hides app download (shell §3 hide flags).
 */
export function footerDownload(site: SiteConfig): FooterLinkTarget | null {
  return linkFor(site, 'download')?.target ?? null;
}

/**
 * widgets §2 "A copyright line shows on wide screens (Japan has a special line; others show site
 * name and current year)".
 */
export type CopyrightLine = { kind: 'japan' } | { kind: 'standard'; siteName: string };

export function copyrightLine(site: SiteConfig): CopyrightLine {
  return site.key === 'japan' ? { kind: 'japan' } : { kind: 'standard', siteName: site.name };
}

/**
 * The copyright year of a page rendered at `requestTimeMs`: taken from the request's clock, never
 * the browser's, so the server render and hydration agree (in UTC, the same on both).
 */
export function copyrightYear(requestTimeMs: number): number {
  return new Date(requestTimeMs).getUTCFullYear();
}
