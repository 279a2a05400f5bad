import {
  currencyPairPath,
  getCandlesticks,
  getCurrencyPair,
  getCurrencyPairs,
  getOrderBook,
  getTickers,
  getTrades,
} from '@meridian/contracts';
import type { CurrencyPair, Ticker, Trade } from '@meridian/contracts';
import type { MarketRow } from '@meridian/domain';
import { tickerFigures } from './ticker-figures';
import { type ApiFetch, createTtlCache, getEnvelope, SERVER_REQUEST_TIMEOUT_MS } from '../http';

/** Pairs change with listings: a minute is fresh enough. */
const PAIRS_TTL_MS = 60_000;
/** Tickers move every second; a page shares them with the requests of the same second. */
const TICKERS_TTL_MS = 1_000;
/** A sparkline's hourly closes: its last point follows the live price in the browser. */
const SPARK_TTL_MS = 60_000;
/** Hourly closes of the last 24 hours. */
const SPARK_POINTS = 24;

const pairsCache = createTtlCache<CurrencyPair[]>({ ttlMs: PAIRS_TTL_MS });
const tickersCache = createTtlCache<Ticker[]>({ ttlMs: TICKERS_TTL_MS });
const sparkCache = createTtlCache<string[]>({ ttlMs: SPARK_TTL_MS, maxEntries: 500 });

const options = { timeoutMs: SERVER_REQUEST_TIMEOUT_MS };

/** Every spot pair the market lists (empty when the market-data API does not answer). */
export function loadCurrencyPairs(api: ApiFetch): Promise<CurrencyPair[]> {
  return pairsCache('all', async () => {
    const outcome = await getEnvelope(api, getCurrencyPairs, options);
    return outcome.ok ? { value: outcome.data, cache: true } : { value: [], cache: false };
  });
}

/** A pair looked up: listed, not listed by the market, or not known because the API did not answer. */
export type PairLookup = { kind: 'listed'; pair: CurrencyPair } | { kind: 'unknown' } | { kind: 'unavailable' };

/** One pair: the market's answer, told apart from no answer (a page of a listed pair must not 404 in an outage). */
export async function loadCurrencyPair(api: ApiFetch, pair: string): Promise<PairLookup> {
  const listed = (await loadCurrencyPairs(api)).find((p) => p.id === pair);
  if (listed) return { kind: 'listed', pair: listed };
  // Listed since the list was cached? Ask for it alone (an unknown pair answers Gate's 400).
  const outcome = await getEnvelope(api, { ...getCurrencyPair, path: currencyPairPath(pair) }, options);
  if (outcome.ok) return { kind: 'listed', pair: outcome.data };
  const refused = outcome.reason === 'status' && outcome.status >= 400 && outcome.status < 500;
  return refused ? { kind: 'unknown' } : { kind: 'unavailable' };
}

function loadTickers(api: ApiFetch): Promise<Ticker[]> {
  return tickersCache('all', async () => {
    const outcome = await getEnvelope(api, getTickers, options);
    return outcome.ok ? { value: outcome.data, cache: true } : { value: [], cache: false };
  });
}

function loadSpark(api: ApiFetch, pair: string): Promise<string[]> {
  return sparkCache(pair, async () => {
    const outcome = await getEnvelope(api, getCandlesticks, {
      ...options,
      query: { currency_pair: pair, interval: '1h', limit: String(SPARK_POINTS) },
    });
    // Gate's row: [t, quote volume, close, high, low, open, base volume, closed]: the closes.
    return outcome.ok ? { value: outcome.data.map((row) => row[2]), cache: true } : { value: [], cache: false };
  });
}

/**
 * Every market as the tables show it (domain MarketRow), from the Gate-v4 market-data API:
 * pairs, their tickers and their 24 h sparklines. Empty when the API does not answer: the page
 * then says market data is unavailable.
 */
export async function loadMarketRows(api: ApiFetch): Promise<MarketRow[]> {
  const [pairs, tickers] = await Promise.all([loadCurrencyPairs(api), loadTickers(api)]);
  const byPair = new Map(tickers.map((t) => [t.currency_pair, t]));
  const listed = pairs.filter((p) => p.trade_status !== 'untradable' && byPair.has(p.id));
  const sparks = await Promise.all(listed.map((p) => loadSpark(api, p.id)));
  return listed.flatMap((pair, i) => {
    const ticker = byPair.get(pair.id);
    if (!ticker) return [];
    return [
      {
        pair: pair.id,
        base: pair.base,
        quote: pair.quote,
        ...tickerFigures(ticker),
        pricePrecision: pair.precision,
        spark: sparks[i] ?? [],
      },
    ];
  });
}

/** The book the trade page renders with (then live over the stream); null when the API does not answer. */
export async function loadOrderBook(
  api: ApiFetch,
  pair: string,
  limit: number,
): Promise<{ asks: [string, string][]; bids: [string, string][] } | null> {
  const outcome = await getEnvelope(api, getOrderBook, {
    ...options,
    query: { currency_pair: pair, limit: String(limit), with_id: 'true' },
  });
  return outcome.ok ? { asks: outcome.data.asks, bids: outcome.data.bids } : null;
}

/** The latest public trades, newest first; null when the API does not answer. */
export async function loadRecentTrades(api: ApiFetch, pair: string, limit: number): Promise<Trade[] | null> {
  const outcome = await getEnvelope(api, getTrades, {
    ...options,
    query: { currency_pair: pair, limit: String(limit) },
  });
  return outcome.ok ? outcome.data : null;
}
