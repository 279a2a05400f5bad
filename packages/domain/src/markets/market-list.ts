import Big from 'big.js';

/**
 * One market as the tables show it: the pair, its 24 h figures as decimal text (as the market-data
 * API sends them: exact, never floats), its price precision, and the closes of its sparkline.
 */
export interface MarketRow {
  /** `BASE_QUOTE`, as in `/trade/BTC_USDT`. */
  pair: string;
  base: string;
  quote: string;
  last: string;
  /** 24 h change in percent, e.g. `-2.5`. */
  changePercentage: string;
  high24h: string;
  low24h: string;
  baseVolume: string;
  quoteVolume: string;
  /** Decimals of the pair's price. */
  pricePrecision: number;
  /** Closes of the last 24 hours, oldest first (the sparkline). */
  spark: string[];
}

export type MarketSortKey = 'pair' | 'last' | 'change' | 'volume' | 'high' | 'low';
export type SortDirection = 'asc' | 'desc';
export type MarketTab = 'gainers' | 'losers' | 'volume';

export const MARKET_TABS: readonly MarketTab[] = ['gainers', 'losers', 'volume'];

/** Quote currencies worth one US dollar, for turning volumes and prices into dollars. */
const DOLLAR_QUOTES = new Set(['USDT', 'USDC', 'USD']);

const big = (text: string): Big | null => {
  try {
    return new Big(text);
  } catch {
    return null;
  }
};

/** Exact comparison of two decimal texts; text that is not a number sorts after every number. */
export function compareDecimalText(a: string, b: string): number {
  const x = big(a);
  const y = big(b);
  if (!x || !y) return x ? -1 : y ? 1 : 0;
  return x.cmp(y);
}

/**
 * What one unit of `currency` is worth in US dollars, read from the markets themselves: 1 for a
 * dollar stablecoin, else the last price of `<currency>_USDT` (or `_USDC`); null when no market says.
 */
export function dollarPrice(currency: string, rows: readonly MarketRow[]): string | null {
  if (DOLLAR_QUOTES.has(currency)) return '1';
  for (const quote of ['USDT', 'USDC']) {
    const row = rows.find((r) => r.pair === `${currency}_${quote}`);
    if (row && big(row.last)) return row.last;
  }
  return null;
}

/** A row's 24 h volume in US dollars (its quote volume at the quote's dollar price), exact; null when unknown. */
export function dollarVolume(row: MarketRow, rows: readonly MarketRow[]): Big | null {
  const price = dollarPrice(row.quote, rows);
  const volume = big(row.quoteVolume);
  return price && volume ? volume.times(price) : null;
}

/**
 * A price in the site's chosen fiat: price × (quote in dollars) × (dollars to fiat, the site
 * settings' `curr_fiat_market_rates`), cut to `decimals` (never rounded up). Null when a rate is missing.
 */
export function fiatValue(
  row: Pick<MarketRow, 'last' | 'quote'>,
  rows: readonly MarketRow[],
  fiatRate: string | undefined,
  decimals = 2,
): string | null {
  const price = big(row.last);
  const quoteInDollars = dollarPrice(row.quote, rows);
  const rate = fiatRate === undefined ? null : big(fiatRate);
  if (!price || !quoteInDollars || !rate) return null;
  // Big.roundDown = 0: cut toward zero.
  return price.times(quoteInDollars).times(rate).round(decimals, 0).toFixed(decimals);
}

const sortValue: Record<Exclude<MarketSortKey, 'pair' | 'volume'>, (row: MarketRow) => string> = {
  last: (row) => row.last,
  change: (row) => row.changePercentage,
  high: (row) => row.high24h,
  low: (row) => row.low24h,
};

/** Rows sorted by a column (volume in dollars, so pairs with different quotes compare); ties by pair. */
export function sortMarketRows(rows: readonly MarketRow[], key: MarketSortKey, direction: SortDirection): MarketRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const volumes = key === 'volume' ? new Map(rows.map((row) => [row.pair, dollarVolume(row, rows)])) : undefined;
  const compare = (a: MarketRow, b: MarketRow): number => {
    if (key === 'pair') return a.pair.localeCompare(b.pair, 'en');
    if (key === 'volume') {
      const x = volumes?.get(a.pair) ?? null;
      const y = volumes?.get(b.pair) ?? null;
      return !x || !y ? (x ? -sign : y ? sign : 0) : x.cmp(y);
    }
    return compareDecimalText(sortValue[key](a), sortValue[key](b));
  };
  return [...rows].sort((a, b) => sign * compare(a, b) || a.pair.localeCompare(b.pair, 'en'));
}

/**
 * The rows a search and a quote filter leave: the search matches the base or the pair (`btc`,
 * `BTC/USDT`, `btc_usdt`), any case; quote `all` keeps every quote.
 */
export function filterMarketRows(rows: readonly MarketRow[], search: string, quote: string): MarketRow[] {
  const needle = search
    .trim()
    .toUpperCase()
    .replace(/[\s/-]+/g, '_');
  return rows.filter((row) => (quote === 'all' || row.quote === quote) && (needle === '' || row.pair.includes(needle)));
}

/** The quote currencies present, most markets first (ties alphabetically). */
export function quoteCurrencies(rows: readonly MarketRow[]): string[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.quote, (counts.get(row.quote) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en')).map(([quote]) => quote);
}

/** A home tab's rows: top gainers (largest rise first), losers (largest fall first) or 24 h dollar volume. */
export function marketTabRows(rows: readonly MarketRow[], tab: MarketTab, count: number): MarketRow[] {
  const sorted =
    tab === 'gainers'
      ? sortMarketRows(rows, 'change', 'desc')
      : tab === 'losers'
        ? sortMarketRows(rows, 'change', 'asc')
        : sortMarketRows(rows, 'volume', 'desc');
  return sorted.slice(0, count);
}

/** Whether a change is a rise, a fall or neither (the rise colour colours the first two). */
export function changeDirection(changePercentage: string): 'up' | 'down' | 'flat' {
  const change = big(changePercentage);
  if (!change || change.eq(0)) return 'flat';
  return change.gt(0) ? 'up' : 'down';
}

/**
 * The points of a sparkline for an SVG `width`×`height` box: closes scaled between their lowest
 * and highest (a flat line in the middle when they are all equal); empty when fewer than two.
 */
export function sparklinePoints(closes: readonly string[], width: number, height: number): string {
  const values = closes.map(Number).filter(Number.isFinite);
  if (values.length < 2) return '';
  const low = Math.min(...values);
  const high = Math.max(...values);
  const step = width / (values.length - 1);
  return values
    .map((value, i) => {
      const y = high === low ? height / 2 : height - ((value - low) / (high - low)) * height;
      return `${(i * step).toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}
