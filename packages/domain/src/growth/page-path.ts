import { isLocalePrefix } from '../locales/locales';

// The page a browser path names, for the growth rules that match paths (the download banner's
// excluded pages, the growth tabs): `/de/referral/?ch=x#top` and `/referral` are the same page.

/**
 * `path` without query, fragment, locale prefix (shell §2 "Language prefixes": `/de`, `/en-eu`,
 * `/tr` ...) and trailing slash, lower-cased; '/' for a home page. Paths are compared this way
 * because the routes are served case-insensitively under every locale prefix.
 */
export function pagePathOf(path: string): string {
  const bare = (path.split(/[?#]/, 1)[0] ?? '').toLowerCase();
  const segments = bare.split('/').filter((segment) => segment !== '');
  if (segments.length > 0 && isLocalePrefix(segments[0] ?? '')) segments.shift();
  return `/${segments.join('/')}`;
}

/** Whether page path `page` (from pagePathOf) is `base` or a page under it (`/trade` holds `/trade/BTC_USDT`). */
export function isPageUnder(page: string, base: string): boolean {
  const root = pagePathOf(base);
  return root === '/' ? page === '/' : page === root || page.startsWith(`${root}/`);
}
