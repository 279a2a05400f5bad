import { HOST_ALIASES, localizePath, MAIN_HOST, siteUrl, SITES, type SiteConfig } from '@meridian/domain';
import type { MessageLinks } from './account-messages';

/** Hosts of the site registry, and loopback names for development. */
const KNOWN_HOSTS: ReadonlySet<string> = new Set([
  MAIN_HOST,
  ...SITES.map((s) => s.webSiteDomain),
  ...Object.keys(HOST_ALIASES),
  'localhost',
  '127.0.0.1',
  '[::1]',
]);

const hostnameOf = (host: string) => host.toLowerCase().replace(/:\d+$/, '');

/**
 * Links in messages lead to the site the request came from, in the visitor's language. The host is
 * used only when it is one of ours (or loopback in development): a forged Host header must never
 * turn a password-reset link into a link to someone else's server (reset poisoning); any other
 * host gets the site's own domain.
 */
export function messageLinks(options: {
  site: SiteConfig;
  langCookie: string | undefined;
  host: string;
  https: boolean;
}): MessageLinks {
  const { site } = options;
  const locale = site.locales.find((l) => l.code === options.langCookie) ?? site.locales[0];
  if (!locale) throw new Error(`site ${site.key} has no locale`);
  const known = KNOWN_HOSTS.has(hostnameOf(options.host)) && /^[A-Za-z0-9.:[\]-]+$/.test(options.host);
  const url = (path: string) =>
    known
      ? `${options.https ? 'https' : 'http'}://${options.host}${localizePath(locale.prefix, path)}`
      : siteUrl(site, locale, path);
  return {
    siteName: site.name,
    verify: (token) => `${url('/verify-email')}?token=${token}`,
    reset: (token) => `${url('/reset-password')}?token=${token}`,
    home: url('/'),
  };
}
