import { isLocalePrefix, type Locale, localizePath, REGIONAL_LOCALES } from '../locales/locales';
import { MAIN_HOST, US_HOST_PATHS } from './site-hosts';
import { MAIN_SITE, SITES, siteByKey } from './site-registry';

import type { SiteConfig } from './site-config';

export interface RequestTarget {
  /** 'http:' or 'https:' */
  protocol: string;
  /** Host as the visitor typed it, possibly with a port. */
  host: string;
  pathname: string;
  search: string;
}

export type SiteResolution =
  | {
      kind: 'page';
      site: SiteConfig;
      locale: Locale;
      /** The path with the locale prefix taken off, always starting with '/'. */
      path: string;
      /**
       * The locale prefix as this URL spells it: the locale's own prefix, except on the US host's
       * /login and /signup, which carry none (shell §2).
       */
      urlPrefix: string;
    }
  | {
      kind: 'redirect';
      status: 301 | 302;
      location: string;
      /** shell §4 locale guard: the `lang` cookie value to reset to, when the guard fired. */
      resetLangCookie?: string;
    };

/**
 * shell §2 "Regional hosts map to the main host with a prefix: EU /en-eu, Japan /en-jp, US /en-us,
 * UK /en-uk, UAE /en-dubai. A separate Japan domain maps to /en."
 */
export const HOST_ALIASES: Readonly<Record<string, string>> = {
  'eu.meridian.example': 'en-eu',
  'jp.meridian.example': 'en-jp',
  'us.meridian.example': 'en-us',
  'uk.meridian.example': 'en-uk',
  'ae.meridian.example': 'en-dubai',
  'au.meridian.example': 'en-au',
  'www.meridian-japan.example': 'en',
};

const REGIONAL_SITE_BY_PREFIX: ReadonlyMap<string, SiteConfig> = new Map(
  SITES.flatMap((site) =>
    site.hosting.kind === 'main-host-prefix' ? site.locales.map((l) => [l.prefix, site] as const) : [],
  ),
);

const OWN_DOMAIN_SITES: ReadonlyMap<string, SiteConfig> = new Map(
  SITES.filter((s) => s.hosting.kind === 'own-domain' && s.key !== 'main').flatMap((s) => [
    [s.webSiteDomain, s] as const,
    [s.webSiteDomain.replace(/^www\./, ''), s] as const,
  ]),
);

function hostname(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

function port(host: string): string {
  return /:(\d+)$/.exec(host)?.[1] ?? '';
}

/** An absolute URL on another host, keeping the visitor's scheme and port (so it works in development). */
function onHost(target: RequestTarget, host: string, path: string): string {
  const p = port(target.host);
  return `${target.protocol}//${host}${p ? `:${p}` : ''}${path}${target.search}`;
}

function splitFirstSegment(pathname: string): [string, string] {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match) return ['', '/'];
  return [match[1] ?? '', match[2] ?? '/'];
}

/** Which site and locale a request is for, or where it must go instead. */
export function resolveSite(target: RequestTarget): SiteResolution {
  const host = hostname(target.host);
  const [first, rest] = splitFirstSegment(target.pathname);
  const segment = first.toLowerCase();

  const aliasPrefix = HOST_ALIASES[host];
  if (aliasPrefix !== undefined) {
    const usSite = siteByKey('us');
    if (host === usSite.webSiteDomain && US_HOST_PATHS.has(target.pathname)) {
      return { kind: 'page', site: usSite, locale: REGIONAL_LOCALES['en-us'], path: target.pathname, urlPrefix: '' };
    }
    // A path that already carries the host's prefix (an in-site link followed from the US host's
    // log-in page, say) keeps it: /en-us/fee there is /en-us/fee on the main host, not /en-us/en-us/fee.
    const prefixed = aliasPrefix !== '' && segment === aliasPrefix;
    const mainPath = prefixed ? target.pathname : localizePath(aliasPrefix, target.pathname);
    return { kind: 'redirect', status: 301, location: onHost(target, MAIN_HOST, mainPath) };
  }

  const ownSite = OWN_DOMAIN_SITES.get(host);
  if (ownSite) return resolveOnSite(ownSite, target, segment, rest);

  // The main host (and any host we do not know, such as localhost in development).
  const regional = REGIONAL_SITE_BY_PREFIX.get(segment);
  if (regional) {
    const locale = regional.locales.find((l) => l.prefix === segment) ?? regional.locales[0];
    if (regional.key === 'us' && US_HOST_PATHS.has(rest)) {
      return { kind: 'redirect', status: 302, location: onHost(target, regional.webSiteDomain, rest) };
    }
    if (locale) return { kind: 'page', site: regional, locale, path: rest, urlPrefix: locale.prefix };
  }
  // English has no prefix on the main site, so /en/... is the same page as /...
  if (segment === 'en') return { kind: 'redirect', status: 301, location: `${rest}${target.search}` };
  return resolveOnSite(MAIN_SITE, target, segment, rest);
}

function resolveOnSite(site: SiteConfig, target: RequestTarget, segment: string, rest: string): SiteResolution {
  const defaultLocale = site.locales[0];
  if (!defaultLocale) throw new Error(`site ${site.key} has no locale`);
  const locale = segment === '' ? undefined : site.locales.find((l) => l.prefix !== '' && l.prefix === segment);
  if (locale) return { kind: 'page', site, locale, path: rest, urlPrefix: locale.prefix };
  if (segment !== '' && isLocalePrefix(segment)) {
    // shell §4 "Locale guard: if the requested locale is not in the site's supported list, the
    // language cookie is reset to the default (tr for Turkey, else en) and the page is redirected."
    return {
      kind: 'redirect',
      status: 302,
      location: `${localizePath(defaultLocale.prefix, rest)}${target.search}`,
      resetLangCookie: site.defaultLang,
    };
  }
  return { kind: 'page', site, locale: defaultLocale, path: target.pathname, urlPrefix: defaultLocale.prefix };
}

/**
 * The site a host belongs to, for calls that carry no page path (the API). Alias hosts belong to
 * their regional site; unknown hosts to main.
 */
export function siteForHost(rawHost: string): SiteConfig {
  const host = hostname(rawHost);
  const own = OWN_DOMAIN_SITES.get(host);
  if (own) return own;
  const aliasPrefix = HOST_ALIASES[host];
  return (aliasPrefix && REGIONAL_SITE_BY_PREFIX.get(aliasPrefix)) || MAIN_SITE;
}
