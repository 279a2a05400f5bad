import type { Locale } from '../locales/locales';
import { localizePath } from '../locales/locales';
import type { SiteConfig } from './site-config';

// Facts of the site registry that code running in the browser needs (links, titles), in a module
// of their own: importing the registry would ship every site's configuration to every page.

/** The main site's host; every `main-host-prefix` site is served here under its prefixes. */
export const MAIN_HOST = 'www.meridian.example';
/** The main site's name, for pages drawn without the root loader's site (an error page). */
export const MAIN_SITE_NAME = 'Meridian';
/** The Turkey site's own domain, and the prefix of its English pages (the main site's en-tr alternate). */
export const TURKEY_HOST = 'www.meridiantr.example';
export const TURKEY_ENGLISH_PREFIX = 'en';

/** shell §2 "/login and /signup on the US site go to the US host with no language prefix." */
export const US_HOST_PATHS: ReadonlySet<string> = new Set(['/login', '/signup']);

/** The absolute URL of `path` (without locale prefix) on `site` in `locale`. */
export function siteUrl(site: SiteConfig, locale: Locale, path: string, protocol = 'https:'): string {
  const host = site.hosting.kind === 'main-host-prefix' ? MAIN_HOST : site.webSiteDomain;
  return `${protocol}//${host}${localizePath(locale.prefix, path)}`;
}
