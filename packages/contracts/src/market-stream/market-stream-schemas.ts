import * as z from 'zod/mini';
import { chatMessage } from '../chat/chat';
import { CHAT_CHANNELS, MARKET_CHANNELS, PING_CHANNEL, PRIVATE_CHANNELS } from './market-stream-names';

const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'a decimal number as text'));
const level = z.tuple([decimal, decimal]);

/** What a client sends: a subscription change (with its channel's payload) or a ping. */
export const streamRequest = z.object({
  time: z.int(),
  id: z.optional(z.int()),
  channel: z.union([z.enum(MARKET_CHANNELS), z.enum(PRIVATE_CHANNELS), z.enum(CHAT_CHANNELS), z.literal(PING_CHANNEL)]),
  event: z.optional(z.enum(['subscribe', 'unsubscribe'])),
  payload: z.optional(z.array(z.string())),
});
export type StreamRequest = z.infer<typeof streamRequest>;

export const streamError = z.object({ code: z.int(), message: z.string() });

/** Every message the server sends: Gate's envelope. */
export const streamMessage = z.object({
  time: z.int(),
  time_ms: z.int(),
  id: z.optional(z.int()),
  channel: z.string(),
  event: z.string(),
  // Gate's own updates leave `error` out (a real feed's frames parse too, decision 0037); ours send null.
  error: z.optional(z.nullable(streamError)),
  result: z.unknown(),
});
export type StreamMessage = z.infer<typeof streamMessage>;

/** `spot.tickers` update (strings, as Gate sends them). */
export const streamTicker = z.object({
  currency_pair: z.string(),
  last: decimal,
  lowest_ask: decimal,
  highest_bid: decimal,
  change_percentage: decimal,
  base_volume: decimal,
  quote_volume: decimal,
  high_24h: decimal,
  low_24h: decimal,
});
export type StreamTicker = z.infer<typeof streamTicker>;

/** `spot.trades` update: one taker trade (id and create_time are numbers here, unlike REST). */
export const streamTrade = z.object({
  id: z.int(),
  create_time: z.int(),
  create_time_ms: z.string(),
  side: z.enum(['buy', 'sell']),
  currency_pair: z.string(),
  amount: decimal,
  price: decimal,
  range: z.string(),
});
export type StreamTrade = z.infer<typeof streamTrade>;

/** `spot.candlesticks` update: the bucket's candle; `w` is true once its window has closed. */
export const streamCandle = z.object({
  t: z.string(),
  v: decimal,
  c: decimal,
  h: decimal,
  l: decimal,
  o: decimal,
  n: z.string(),
  a: decimal,
  w: z.boolean(),
});
export type StreamCandle = z.infer<typeof streamCandle>;

/** `spot.book_ticker` update: best bid and ask. */
export const streamBookTicker = z.object({
  t: z.int(),
  u: z.int(),
  s: z.string(),
  b: decimal,
  B: decimal,
  a: decimal,
  A: decimal,
});
export type StreamBookTicker = z.infer<typeof streamBookTicker>;

/** `spot.order_book` update: a snapshot of the top `l` levels. */
export const streamOrderBook = z.object({
  t: z.int(),
  lastUpdateId: z.int(),
  s: z.string(),
  l: z.string(),
  bids: z.array(level),
  asks: z.array(level),
});
export type StreamOrderBook = z.infer<typeof streamOrderBook>;

/** `spot.order_book_update` update: absolute sizes per changed level, `"0"` removes it; `full` replaces the book. */
export const streamOrderBookUpdate = z.object({
  t: z.int(),
  full: z.optional(z.boolean()),
  l: z.string(),
  s: z.string(),
  U: z.int(),
  u: z.int(),
  b: z.array(level),
  a: z.array(level),
});
export type StreamOrderBookUpdate = z.infer<typeof streamOrderBookUpdate>;

/** `chat.messages` update: one message of a subscribed room (plain text; `mine` per connection). */
export const streamChatMessage = chatMessage;
export type StreamChatMessage = z.infer<typeof streamChatMessage>;
