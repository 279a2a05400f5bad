/**
 * The live market-data stream: Gate's WebSocket v4 envelope and spot channels (issue 11, decision
 * 0036), so a client written for Gate reads Meridian's stream and a real feed can stand in for it.
 * This module is the one owner of the stream's path and channel names; the schemas of its frames
 * are in ./market-stream-schemas (loaded on use, as the HTTP contracts' are: decision 0031).
 */

/** The stream's path on the API origin (and on the web origin, which upgrades or forwards it). */
export const MARKET_STREAM_PATH = '/ws/v4/';

/** The public spot channels the stream serves, with Gate's names. */
export const MARKET_CHANNELS = [
  'spot.tickers',
  'spot.trades',
  'spot.candlesticks',
  'spot.book_ticker',
  'spot.order_book',
  'spot.order_book_update',
] as const;
export type MarketChannel = (typeof MARKET_CHANNELS)[number];

/**
 * The account's private channels (issue 12), Gate's names: authenticated by the session cookie
 * of the upgrade request (never a token in the URL). Payload: pairs or contracts, or `!all`.
 */
/** `futures.balances` (issue 16): the futures wallet, which transfers and the positions move. */
export const PRIVATE_CHANNELS = [
  'spot.orders',
  'spot.usertrades',
  'spot.balances',
  'futures.positions',
  'futures.balances',
] as const;
export type PrivateChannel = (typeof PRIVATE_CHANNELS)[number];
/** The payload that subscribes to every pair or contract of a private channel. */
export const ALL_PAIRS = '!all';

/**
 * The chat channel (issue 16 "Chat ... delivered over the WebSocket"): payload = room slugs (at
 * most CHAT_STREAM_MAX_ROOMS of domain). Reading rules as over HTTP: public rooms for anyone, a
 * support room for its owner and the support staff (the upgrade request's session cookie). Each
 * `update` carries one ChatMessage (`streamChatMessage`), `mine` as seen by this connection.
 * Nothing is replayed on subscribe or after a reconnect: the client fetches the history.
 */
export const CHAT_CHANNELS = ['chat.messages'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];
export const CHAT_MESSAGES_CHANNEL: ChatChannel = 'chat.messages';

export const PING_CHANNEL = 'spot.ping';
export const PONG_CHANNEL = 'spot.pong';

/** Candlestick intervals of the stream, as Gate names them (no 1s on the stream, unlike REST). */
export const STREAM_CANDLE_INTERVALS = {
  '10s': 10,
  '30s': 30,
  '1m': 60,
  '3m': 180,
  '5m': 300,
  '15m': 900,
  '30m': 1800,
  '1h': 3600,
  '2h': 7200,
  '4h': 14_400,
  '6h': 21_600,
  '8h': 28_800,
  '12h': 43_200,
  '1d': 86_400,
  '7d': 604_800,
  '30d': 2_592_000,
} as const;
export type StreamCandleInterval = keyof typeof STREAM_CANDLE_INTERVALS;

/** Book depths `spot.order_book` offers, and its update speeds. */
export const ORDER_BOOK_LEVELS = ['5', '10', '20', '30', '50', '100'] as const;
export const ORDER_BOOK_SPEEDS = { '100ms': 100, '1000ms': 1000 } as const;
/** Update speeds of `spot.order_book_update` (Gate: 20 ms gives 20 levels, 100 ms gives 100). */
export const ORDER_BOOK_UPDATE_SPEEDS = { '20ms': { ms: 20, levels: 20 }, '100ms': { ms: 100, levels: 100 } } as const;

/** Gate's error codes on the stream. */
export const STREAM_ERROR = {
  /** Invalid request body format */
  badFrame: 1,
  /** Invalid argument provided */
  badArgument: 2,
  /** Server side error happened */
  server: 3,
  /** Authentication fail: a private channel without a valid session. */
  unauthenticated: 4,
} as const;

/** A client's frame may be at most this far from the server's clock (Gate: 60 s). */
export const STREAM_CLOCK_SKEW_SECONDS = 60;
