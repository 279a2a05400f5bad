/**
 * Issue 8: "a link to a page not built yet is not rendered (a single list of 'coming' routes
 * drives that, so later issues flip them on)". Each entry is a path without locale prefix and
 * covers the paths below it (`/trade` covers `/trade/BTC_USDT`); an issue that builds one of these
 * pages removes its entry, and every link to it appears at once.
 */
export const COMING_PAGES = [
  // Markets, trading and earning (the markets, trading and account issues build these).
  '/futures-delivery',
  '/options',
  '/alpha',
  '/etf',
  '/convert',
  '/converter',
  '/buy-sell-crypto',
  '/crypto',
  '/copytrading',
  '/crypto-market-data',
  '/price-prediction',
  '/how-to-buy',
  '/c2c',
  // Content sections of the 404 page and the footers.
  '/news',
  '/learn',
  '/blog',
  '/crypto-wiki',
  '/upcoming-event',
  '/help',
  '/live',
  '/nft',
  '/post',
  '/explore',
] as const;

export type ComingPage = (typeof COMING_PAGES)[number];

/** A path without query or fragment (`/trade/BTC_USDT?x=1` → `/trade/BTC_USDT`). */
function barePath(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}

/**
 * Whether `path` (an app path without locale prefix) leads to a page that is not built yet: a listed
 * entry or a path below it, by whole segments (`/options` covers `/options/BTC` but not `/optionsx`). Absolute URLs, static files and every other path are
 * not coming: they are linked as they are.
 */
export function isComingPage(path: string): boolean {
  if (!path.startsWith('/')) return false;
  const bare = barePath(path);
  return COMING_PAGES.some((entry) => bare === entry || bare.startsWith(`${entry}/`));
}
