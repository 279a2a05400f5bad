import * as z from 'zod/mini';
import {
  CANDLESTICK_INTERVALS,
  MAX_CANDLESTICK_POINTS,
  MAX_ORDER_BOOK_LIMIT,
  MAX_TRADES_LIMIT,
  TICKER_TIMEZONES,
} from './market-limits';

// Gate API v4 spot market data (decision 0033): Gate's field names, numbers as decimal text as Gate
// sends them, precisions and unix-second times as integers. Strict, so a real feed that answers
// another shape is caught (issue 11 deliverable 4 parses upstream answers with these).

/** A decimal number as text, optionally signed ("-7.45", "0.0021724"). */
export const gateDecimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'a decimal number as text'));
/** Gate sends "" where it has no value (an empty book side). */
const decimalOrEmpty = z.union([gateDecimal, z.literal('')]);
/** Unix seconds or an id, as text. */
const integerText = z.string().check(z.regex(/^\d+$/, 'a whole number as text'));
const pairId = z.string().check(z.regex(/^[A-Z0-9]+_[A-Z0-9]+$/, 'a pair as BASE_QUOTE'));

/** GET /spot/currency_pairs/{currency_pair}; Gate's SDK-only fields (up_rate, slippage, ...) are left out. */
export const currencyPair = z.object({
  id: pairId,
  base: z.string(),
  base_name: z.string(),
  quote: z.string(),
  quote_name: z.string(),
  fee: gateDecimal,
  /** null: no limit. */
  min_base_amount: z.nullable(gateDecimal),
  min_quote_amount: z.nullable(gateDecimal),
  max_base_amount: z.nullable(gateDecimal),
  max_quote_amount: z.nullable(gateDecimal),
  /** Decimals of an amount. */
  amount_precision: z.int().check(z.nonnegative()),
  /** Decimals of a price: one tick is 10^-precision. */
  precision: z.int().check(z.nonnegative()),
  trade_status: z.enum(['untradable', 'buyable', 'sellable', 'tradable']),
  sell_start: z.int(),
  buy_start: z.int(),
  // Newer Gate fields: optional, so an older feed still parses.
  delisting_time: z.optional(z.int()),
  type: z.optional(z.enum(['normal', 'premarket'])),
  trade_url: z.optional(z.string()),
  st_tag: z.optional(z.boolean()),
});
export type CurrencyPair = z.infer<typeof currencyPair>;
export const currencyPairList = z.array(currencyPair);

/** GET /spot/tickers: one row per pair. */
export const ticker = z.object({
  currency_pair: pairId,
  last: gateDecimal,
  lowest_ask: decimalOrEmpty,
  highest_bid: decimalOrEmpty,
  /** Only on a single-pair query (Gate). */
  lowest_size: z.optional(decimalOrEmpty),
  highest_size: z.optional(decimalOrEmpty),
  /** 24 h change in percent, no % sign. */
  change_percentage: gateDecimal,
  change_utc0: z.optional(gateDecimal),
  change_utc8: z.optional(gateDecimal),
  base_volume: gateDecimal,
  quote_volume: gateDecimal,
  high_24h: gateDecimal,
  low_24h: gateDecimal,
  // Leveraged tokens only (none here).
  etf_net_value: z.optional(z.nullable(gateDecimal)),
  etf_pre_net_value: z.optional(z.nullable(gateDecimal)),
  etf_pre_timestamp: z.optional(z.nullable(z.int())),
  etf_leverage: z.optional(z.nullable(gateDecimal)),
});
export type Ticker = z.infer<typeof ticker>;
export const tickerList = z.array(ticker);

/**
 * One candlestick, Gate's row order (not OHLC): [bucket start (unix s), quote volume, close, high,
 * low, open, base volume, "true" when the bucket is complete]. Gate's own doc example has 7 items.
 */
export const candlestickRow = z.tuple([
  integerText,
  gateDecimal,
  gateDecimal,
  gateDecimal,
  gateDecimal,
  gateDecimal,
  gateDecimal,
  z.optional(z.enum(['true', 'false'])),
]);
export type CandlestickRow = z.infer<typeof candlestickRow>;
export const candlestickList = z.array(candlestickRow);

const priceLevel = z.tuple([gateDecimal, gateDecimal]);
/** GET /spot/order_book: `current` and `update` in ms; asks ascending, bids descending. */
export const orderBook = z.object({
  /** The book's update id; only with `with_id=true`. */
  id: z.optional(z.int()),
  current: z.int(),
  update: z.int(),
  asks: z.array(priceLevel),
  bids: z.array(priceLevel),
});
export type OrderBook = z.infer<typeof orderBook>;

/** GET /spot/trades: one public trade (the taker's side); every field is text. */
export const trade = z.object({
  id: integerText,
  create_time: integerText,
  /** ms with a fraction, "1548000000123.456". */
  create_time_ms: gateDecimal,
  currency_pair: pairId,
  side: z.enum(['buy', 'sell']),
  amount: gateDecimal,
  price: gateDecimal,
  sequence_id: z.optional(integerText),
});
export type Trade = z.infer<typeof trade>;
export const tradeList = z.array(trade);

/** Every failed Gate call: a non-2xx status with this body; match on `label`. */
export const gateError = z.object({ label: z.string(), message: z.string() });
export type GateError = z.infer<typeof gateError>;

// ---- query strings (each value arrives as text) ----

const wholeNumber = (what: string) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,15}$/, `${what} as a whole number`)),
    z.transform((text) => Number(text)),
  );
const boundedCount = (max: number) =>
  z.pipe(wholeNumber('a count'), z.int().check(z.minimum(1, 'at least 1'), z.maximum(max, `at most ${max}`)));
const flag = z.pipe(
  z.enum(['true', 'false'], 'true or false'),
  z.transform((text) => text === 'true'),
);
const pairParam = z
  .string()
  .check(z.minLength(1, 'a pair such as BTC_USDT'), z.maxLength(40, 'a pair such as BTC_USDT'));

/** /spot/tickers query: every pair without `currency_pair`. */
export const tickersQuery = z.object({
  currency_pair: z.optional(pairParam),
  timezone: z.optional(z.enum(TICKER_TIMEZONES, `one of ${TICKER_TIMEZONES.join(', ')}`)),
});

/**
 * /spot/candlesticks query. Gate's rules across fields (checked by the API): `limit` cannot be
 * combined with `from`/`to`, `from` ≤ `to`, and at most MAX_CANDLESTICK_POINTS points in the range.
 */
export const candlesticksQuery = z.object({
  currency_pair: pairParam,
  interval: z.optional(z.enum(CANDLESTICK_INTERVALS, `one of ${CANDLESTICK_INTERVALS.join(' ')}`)),
  /** Unix seconds. */
  from: z.optional(wholeNumber('unix seconds')),
  to: z.optional(wholeNumber('unix seconds')),
  limit: z.optional(boundedCount(MAX_CANDLESTICK_POINTS)),
});
export type CandlesticksQuery = z.infer<typeof candlesticksQuery>;

/** /spot/order_book query; `interval` merges depth to a price step ("0": none). */
export const orderBookQuery = z.object({
  currency_pair: pairParam,
  limit: z.optional(boundedCount(MAX_ORDER_BOOK_LIMIT)),
  with_id: z.optional(flag),
  interval: z.optional(z.string().check(z.regex(/^\d{1,20}(\.\d{1,20})?$/, 'a price step such as 0.01, or 0'))),
});
export type OrderBookQuery = z.infer<typeof orderBookQuery>;

/** /spot/trades query: by `last_id` (then `from`/`to` are ignored, as Gate does) or by time range. */
export const tradesQuery = z.object({
  currency_pair: pairParam,
  limit: z.optional(boundedCount(MAX_TRADES_LIMIT)),
  last_id: z.optional(z.string().check(z.regex(/^\d{1,19}$/, 'a trade id'))),
  /** With `last_id`: true for older trades (id < last_id), false for newer ones. */
  reverse: z.optional(flag),
  from: z.optional(wholeNumber('unix seconds')),
  to: z.optional(wholeNumber('unix seconds')),
});
export type TradesQuery = z.infer<typeof tradesQuery>;
