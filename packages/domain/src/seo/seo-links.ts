import { type Locale, REGIONAL_LOCALES } from '../locales/locales';
import { localizePath } from '../locales/locales';
import type { SiteConfig } from '../sites/site-config';
import { MAIN_HOST, siteUrl, TURKEY_ENGLISH_PREFIX, TURKEY_HOST, US_HOST_PATHS } from '../sites/site-hosts';

/** Search engines are only ever given the https URL, whatever scheme the request came over. */
export const SEO_PROTOCOL = 'https:';

/** One `<link rel="alternate" hreflang href>`. */
export interface AlternateLink {
  /** Lower-case BCP 47 tag ('en', 'zh-tw', 'en-us'), or 'x-default'. */
  hrefLang: string;
  href: string;
}

export interface SeoLinks {
  canonical: string;
  alternates: AlternateLink[];
}

/**
 * A page path as search engines should see it: leading slash, no query or fragment, no trailing
 * slash except on the home page, so /fee and /fee/ share one canonical URL.
 */
export function canonicalPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const rooted = bare.startsWith('/') ? bare : `/${bare}`;
  const trimmed = rooted.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** `pathname` of the browser's URL with the locale's prefix taken off (the path seoLinks wants). */
export function unprefixedPath(locale: Locale, pathname: string): string {
  if (locale.prefix === '') return pathname === '' ? '/' : pathname;
  const head = `/${locale.prefix}`;
  const lower = pathname.toLowerCase();
  if (lower === head || lower === `${head}/`) return '/';
  return lower.startsWith(`${head}/`) ? pathname.slice(head.length) : pathname;
}

function hrefLangOf(locale: Locale): string {
  return locale.htmlLang.toLowerCase();
}

/**
 * shell §2 "Canonical URL and alternate-language links are built per page. The main site also
 * adds x-default and an en-tr alternate; the US site uses fixed US URLs."
 *
 * - Every site: the canonical URL is this page in this locale; one alternate per locale of the
 *   site (a regional site's alternates never leave its own prefixes or domain).
 * - Main: x-default is the English page (English has no prefix), and en-tr is the Turkey site's
 *   English page.
 * - US: one language only, so canonical and the single alternate are the US URL.
 */
export function seoLinks(site: SiteConfig, locale: Locale, path: string): SeoLinks {
  const page = canonicalPath(path);
  if (site.key === 'us') {
    const url = usUrl(site, page);
    return { canonical: url, alternates: [{ hrefLang: 'en-us', href: url }] };
  }
  const alternates = site.locales.map((l) => ({ hrefLang: hrefLangOf(l), href: siteUrl(site, l, page, SEO_PROTOCOL) }));
  if (site.key === 'main') {
    const english = site.locales.find((l) => l.prefix === '') ?? locale;
    alternates.push({ hrefLang: 'x-default', href: siteUrl(site, english, page, SEO_PROTOCOL) });
    alternates.push({
      hrefLang: 'en-tr',
      href: `${SEO_PROTOCOL}//${TURKEY_HOST}${localizePath(TURKEY_ENGLISH_PREFIX, page)}`,
    });
  }
  return { canonical: siteUrl(site, locale, page, SEO_PROTOCOL), alternates };
}

/**
 * "Fixed US URLs": every US page lives at https://www.meridian.example/en-us{path}, except
 * shell §2 "/login and /signup on the US site go to the US host with no language prefix".
 */
function usUrl(site: SiteConfig, page: string): string {
  if (US_HOST_PATHS.has(page)) return `${SEO_PROTOCOL}//${site.webSiteDomain}${page}`;
  return siteUrl(site, REGIONAL_LOCALES['en-us'], page, SEO_PROTOCOL);
}

/** The host a site's pages are served on: its own domain, or the main host for prefix sites. */
export function siteHost(site: SiteConfig): string {
  return site.hosting.kind === 'main-host-prefix' ? MAIN_HOST : site.webSiteDomain;
}

/** An absolute https URL for a file of the site (its logo, for Open Graph and JSON-LD). */
export function siteAssetUrl(site: SiteConfig, assetPath: string): string {
  if (/^https?:\/\//i.test(assetPath)) return assetPath;
  return `${SEO_PROTOCOL}//${siteHost(site)}${assetPath.startsWith('/') ? assetPath : `/${assetPath}`}`;
}

/**
 * `og:locale` wants language_TERRITORY. Locales without a region get the territory their
 * language is most used in on our sites (Open Graph's own list has ar_AR for Arabic).
 */
const OG_TERRITORY: Readonly<Record<string, string>> = {
  en: 'en_US',
  zh: 'zh_CN',
  ja: 'ja_JP',
  ko: 'ko_KR',
  vi: 'vi_VN',
  tr: 'tr_TR',
  ar: 'ar_AR',
  ru: 'ru_RU',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  it: 'it_IT',
  id: 'id_ID',
  th: 'th_TH',
  uk: 'uk_UA',
};

export function openGraphLocale(locale: Locale): string {
  const [language = 'en', region] = locale.htmlLang.split('-');
  if (region) return `${language.toLowerCase()}_${region.toUpperCase()}`;
  return OG_TERRITORY[language.toLowerCase()] ?? language.toLowerCase();
}
