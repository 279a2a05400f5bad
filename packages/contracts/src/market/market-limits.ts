// Constants of the Gate v4 spot market-data wire, no schemas: pages read them at first paint
// (decision 0031). Numbers are Gate's own where its docs give them (decision 0033).

import { GATE_CANDLE_INTERVALS, GATE_INTERVAL_SECONDS, type GateCandleInterval } from '@meridian/domain';

/** Gate API v4: the path family of the market-data calls (a Gate client needs only the host changed). */
export const GATE_V4_PREFIX = '/api/v4';
/** Gate API v4 spot market data. */
export const SPOT_PREFIX = `${GATE_V4_PREFIX}/spot`;

/** Gate's REST candlestick intervals, as it names them (`30d` is a calendar month). */
export const CANDLESTICK_INTERVALS = GATE_CANDLE_INTERVALS;
export type CandlestickInterval = GateCandleInterval;
/** The length of each fixed interval in seconds; `30d` is a calendar month and has none. */
export const CANDLESTICK_INTERVAL_SECONDS: Readonly<Record<Exclude<CandlestickInterval, '30d'>, number>> =
  /* @__PURE__ */ (() => {
    const { '30d': _month, ...fixed } = GATE_INTERVAL_SECONDS;
    return fixed;
  })();
/** Gate: `interval` defaults to 30m. */
export const DEFAULT_CANDLESTICK_INTERVAL: CandlestickInterval = '30m';
/** Gate: `limit` defaults to 100 recent points. */
export const DEFAULT_CANDLESTICK_LIMIT = 100;
/** Gate: "Maximum of 1000 points can be returned in a query." */
export const MAX_CANDLESTICK_POINTS = 1000;

/** Gate: `limit` defaults to 10 depth levels. */
export const DEFAULT_ORDER_BOOK_LIMIT = 10;
/** Gate does not state its maximum; ours is the deepest WebSocket book Gate serves (100 levels). */
export const MAX_ORDER_BOOK_LIMIT = 100;

/** Gate: public trades `limit` defaults to 100, at most 1000. */
export const DEFAULT_TRADES_LIMIT = 100;
export const MAX_TRADES_LIMIT = 1000;
/** Gate: without `from`, public trades cover the last 30 days. */
export const DEFAULT_TRADES_WINDOW_SECONDS = 30 * 86_400;

/** Gate's `timezone` values on /spot/tickers. */
export const TICKER_TIMEZONES = ['utc0', 'utc8', 'all'] as const;

/** Gate's error labels the market-data calls answer with (match on the label, never the message). */
export const GATE_ERROR_LABELS = {
  invalidParamValue: 'INVALID_PARAM_VALUE',
  missingRequiredParam: 'MISSING_REQUIRED_PARAM',
  invalidCurrencyPair: 'INVALID_CURRENCY_PAIR',
  // Ours, with MARKET_DATA_UPSTREAM (decision 0037): the real feed failed us, not the caller.
  /** 502: the upstream feed could not be reached. */
  upstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  /** 502: the upstream feed answered something that is not a Gate answer (bad JSON, wrong shape, 5xx). */
  upstreamBadAnswer: 'UPSTREAM_BAD_ANSWER',
  /** 504: the upstream feed did not answer in time. */
  upstreamTimeout: 'UPSTREAM_TIMEOUT',
} as const;
