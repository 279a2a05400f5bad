import { defineEndpoint } from '../endpoint';
import { SPOT_PREFIX } from './market-limits';

/** The module of every schema below: imported on first use (decision 0031). */
const schemas = () => import('./market');

// Gate API v4 public spot market data (issue 11, decision 0033): bare JSON as Gate answers it (no
// {code, message, data} envelope), errors as Gate's {label, message}. A GET's `body` is its query.

/** All spot pairs. */
export const getCurrencyPairs = defineEndpoint({
  method: 'GET',
  path: `${SPOT_PREFIX}/currency_pairs`,
  schemas,
  answer: 'currencyPairList',
  envelope: false,
});

/** One spot pair; the path's `:currency_pair` is filled by currencyPairPath. */
export const getCurrencyPair = defineEndpoint({
  method: 'GET',
  path: `${SPOT_PREFIX}/currency_pairs/:currency_pair`,
  schemas,
  answer: 'currencyPair',
  envelope: false,
});

/** The path of getCurrencyPair for one pair (`BTC_USDT`). */
export function currencyPairPath(pair: string): string {
  return getCurrencyPair.path.replace(':currency_pair', encodeURIComponent(pair));
}

/** 24 h tickers: every pair, or the one named by `currency_pair` (always an array). */
export const getTickers = defineEndpoint({
  method: 'GET',
  path: `${SPOT_PREFIX}/tickers`,
  schemas,
  body: 'tickersQuery',
  answer: 'tickerList',
  envelope: false,
});

/** Candlesticks as Gate's string rows [t, quote volume, close, high, low, open, base volume, closed]. */
export const getCandlesticks = defineEndpoint({
  method: 'GET',
  path: `${SPOT_PREFIX}/candlesticks`,
  schemas,
  body: 'candlesticksQuery',
  answer: 'candlestickList',
  envelope: false,
});

/** The order book: asks ascending, bids descending, `id` with `with_id=true`. */
export const getOrderBook = defineEndpoint({
  method: 'GET',
  path: `${SPOT_PREFIX}/order_book`,
  schemas,
  body: 'orderBookQuery',
  answer: 'orderBook',
  envelope: false,
});

/** Public trades, newest first. */
export const getTrades = defineEndpoint({
  method: 'GET',
  path: `${SPOT_PREFIX}/trades`,
  schemas,
  body: 'tradesQuery',
  answer: 'tradeList',
  envelope: false,
});
