import { localizePath } from '../locales/locales';

/**
 * How a route of a per-site page answers on one site: the page itself, a redirect to where this
 * site keeps the same page, or not found.
 */
export type SitePageDecision =
  | { kind: 'page' }
  /** `to` is a path of this site (without locale prefix), a static file or an absolute URL. */
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/** Trailing slashes do not make another page. */
export function normalizePagePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * `requested` is a page when it is where this site keeps it (`sitePath`); the generic paths in
 * `redirectFrom` (the ones other sites and old links use) send the visitor to `sitePath`; any other
 * path is not this site's page. shell §2 "App download page is /appdownload; Turkey uses
 * /mobileapp" and "/page/contacts is the UK about page".
 */
export function decideSitePage(requested: string, sitePath: string, redirectFrom: readonly string[]): SitePageDecision {
  const path = normalizePagePath(requested);
  if (path === normalizePagePath(sitePath)) return { kind: 'page' };
  if (redirectFrom.includes(path)) return { kind: 'redirect', to: sitePath };
  return { kind: 'not-found' };
}

/** A document served as a file (the PDFs of shell §2), not as a page of the app. */
export function isStaticDocument(path: string): boolean {
  return /^https?:\/\//i.test(path) || /\.pdf$/i.test(path);
}

/**
 * The href of a site document or page for a visitor on locale `prefix`: app pages go under the
 * prefix, static files and absolute URLs are the same for every locale.
 */
export function documentHref(prefix: string, path: string): string {
  return isStaticDocument(path) ? path : localizePath(prefix, path);
}

/** The generic app-download path: every site but Turkey serves it, Turkey redirects it. */
export const APP_DOWNLOAD_PATH = '/appdownload';

/** The generic about path; the UK keeps its about page at /page/contacts (shell §2). */
export const ABOUT_PATH = '/about-us';

/** /appdownload or /mobileapp on a site; a site that hides app download has no such page. */
export function decideAppDownloadPage(
  requested: string,
  site: { appDownloadPath: string; hide: { appDownload: boolean } },
): SitePageDecision {
  if (site.hide.appDownload) return { kind: 'not-found' };
  return decideSitePage(requested, site.appDownloadPath, [APP_DOWNLOAD_PATH]);
}

/** /about-us or /page/contacts on a site, from where `docs.about` says its about page is. */
export function decideAboutPage(requested: string, docs: { about: string }): SitePageDecision {
  return decideSitePage(requested, docs.about, [ABOUT_PATH]);
}
