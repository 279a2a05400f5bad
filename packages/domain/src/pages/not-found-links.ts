/**
 * The links of the 404 page, as data. All paths are without locale prefix; the page puts them
 * under the visitor's prefix (shell §2 "All links are locale-prefixed").
 *
 * widgets §2 "Language-prefixed ({lang}) not-found page links: /{lang}/trade/BTC_USDT,
 * /{lang}/futures/USDT/BTC_USDT, /{lang}/alpha, /{lang}/etf, /{lang}/convert/USDT/BTC,
 * /{lang}/buy-sell-crypto, /{lang}/copytrading, /{lang}/price, /{lang}/crypto-market-data,
 * /{lang}/price-prediction, /{lang}/how-to-buy, /{lang}/converter, /{lang}/news, /{lang}/learn,
 * /{lang}/blog, /{lang}/crypto-wiki, /{lang}/learn/glossary, /{lang}/upcoming-event, /{lang}/help;
 * trending stories /{lang}/explore/bitcoin-halving-countdown, /{lang}{token}, /{lang}{token}"
 *
 * shell §2 "a list of helpful links (learn, blog, live, nft, post, price, how-to-buy) and trending
 * story links (bitcoin halving countdown under explore, a copy-trading article, an ORDI article)"
 */

/** The three columns the desktop layout shows (one list on phones). */
export type NotFoundLinkGroup = 'trade' | 'markets' | 'community';

export interface NotFoundLink {
  /** Names the label in the not-found catalog. */
  id: string;
  path: string;
  group: NotFoundLinkGroup;
}

export const NOT_FOUND_LINK_GROUPS: readonly NotFoundLinkGroup[] = ['trade', 'markets', 'community'];

/** widgets §2's nineteen links in its order, then the three of shell §2 that widgets lacks. */
export const NOT_FOUND_HELPFUL_LINKS = [
  { id: 'spot', path: '/trade/BTC_USDT', group: 'trade' },
  { id: 'futures', path: '/futures/USDT/BTC_USDT', group: 'trade' },
  { id: 'alpha', path: '/alpha', group: 'trade' },
  { id: 'etf', path: '/etf', group: 'trade' },
  { id: 'convert', path: '/convert/USDT/BTC', group: 'trade' },
  { id: 'buySellCrypto', path: '/buy-sell-crypto', group: 'trade' },
  { id: 'copyTrading', path: '/copytrading', group: 'trade' },
  { id: 'price', path: '/price', group: 'markets' },
  { id: 'marketData', path: '/crypto-market-data', group: 'markets' },
  { id: 'pricePrediction', path: '/price-prediction', group: 'markets' },
  { id: 'howToBuy', path: '/how-to-buy', group: 'markets' },
  { id: 'converter', path: '/converter', group: 'markets' },
  { id: 'news', path: '/news', group: 'community' },
  { id: 'learn', path: '/learn', group: 'community' },
  { id: 'blog', path: '/blog', group: 'community' },
  { id: 'cryptoWiki', path: '/crypto-wiki', group: 'community' },
  { id: 'glossary', path: '/learn/glossary', group: 'community' },
  { id: 'upcomingEvents', path: '/upcoming-event', group: 'community' },
  { id: 'help', path: '/help', group: 'community' },
  // shell §2 only: learn, blog, price and how-to-buy are already above.
  { id: 'live', path: '/live', group: 'community' },
  { id: 'nft', path: '/nft', group: 'community' },
  { id: 'post', path: '/post', group: 'community' },
] as const satisfies readonly NotFoundLink[];

/**
 * widgets §2 gives the two articles only as "/{lang}{token}"; these are the learn-centre articles
 * shell §2 names ("a copy-trading article, an ORDI article").
 */
export const NOT_FOUND_TRENDING_STORIES = [
  { id: 'bitcoinHalving', path: '/explore/bitcoin-halving-countdown' },
  { id: 'copyTrading', path: '/learn/articles/what-is-copy-trading' },
  { id: 'ordi', path: '/learn/articles/what-is-ordi' },
] as const satisfies readonly { id: string; path: string }[];

export type NotFoundHelpfulLinkId = (typeof NOT_FOUND_HELPFUL_LINKS)[number]['id'];
export type NotFoundTrendingStoryId = (typeof NOT_FOUND_TRENDING_STORIES)[number]['id'];

/** The helpful links of one group, in list order. */
export function notFoundLinksOf(group: NotFoundLinkGroup): ReadonlyArray<(typeof NOT_FOUND_HELPFUL_LINKS)[number]> {
  return NOT_FOUND_HELPFUL_LINKS.filter((link) => link.group === group);
}
