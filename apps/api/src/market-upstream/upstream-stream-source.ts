import {
  type CurrencyPair,
  MARKET_STREAM_PATH,
  marketStreamSchemas,
  PING_CHANNEL,
  type StreamBookTicker,
  type StreamTicker,
  type StreamTrade,
} from '@meridian/contracts';
import WebSocket from 'ws';
import type { BookLevels, MarketStreamSource, StreamCandleValues } from '../market-stream/stream-source';
import type { Topic } from '../market-stream/subscriptions';
import type { MarketResult } from '../services/market/market-source';

/** How the feed's stream is followed (decision 0037); every field has a default but `base` and `pairs`. */
export interface UpstreamStreamOptions {
  /** The feed's origin as for the REST relay (http → ws, https → wss; `/ws/v4/` is added). */
  base: string;
  /** The feed's pair list (the REST relay's), read at start and every `pairsRefreshMs`. */
  pairs: () => Promise<MarketResult<CurrencyPair[]>>;
  now?: () => number;
  /** First wait before a reconnect; it doubles up to `maxReconnectMs`. */
  minReconnectMs?: number;
  maxReconnectMs?: number;
  /** Gate's application ping (spot.ping), so the feed keeps the connection. */
  pingMs?: number;
  pairsRefreshMs?: number;
  /** Recent trades kept per pair (the stream sends each once, on the tick after it arrives). */
  maxTradesPerPair?: number;
  /** Largest frame accepted from the feed. */
  maxFrameBytes?: number;
}

export interface UpstreamStreamSource extends MarketStreamSource {
  /** Frames from the feed that were not JSON or not of the contract's shapes, dropped. */
  dropped(): number;
  /** Whether the connection to the feed is open. */
  connected(): boolean;
  /** Subscriptions held upstream. */
  upstreamSubscriptions(): number;
  close(): void;
}

const DEFAULTS = {
  minReconnectMs: 500,
  maxReconnectMs: 30_000,
  pingMs: 20_000,
  pairsRefreshMs: 60_000,
  maxTradesPerPair: 500,
  maxFrameBytes: 1024 * 1024,
};

/** Candles kept per name: the forming one and the one before (its last word once it closes). */
const CANDLES_KEPT = 3;
/** The feed's deepest book; every local depth is cut from it. */
const UPSTREAM_BOOK = { levels: '100', speed: '100ms' } as const;
const PAIR_ID = /^[A-Z0-9]{1,20}_[A-Z0-9]{1,20}$/;

/** The feed subscription a local topic needs (several topics may share one: any book depth or speed). */
function upstreamOf(topic: Topic): { channel: string; payload: string[] } {
  switch (topic.channel) {
    case 'spot.candlesticks':
      return { channel: topic.channel, payload: [topic.interval, topic.pair] };
    case 'spot.order_book':
    case 'spot.order_book_update':
      return { channel: 'spot.order_book', payload: [topic.pair, UPSTREAM_BOOK.levels, UPSTREAM_BOOK.speed] };
    default:
      return { channel: topic.channel, payload: [topic.pair] };
  }
}

const keyOf = (sub: { channel: string; payload: string[] }) => `${sub.channel}|${sub.payload.join(',')}`;

/**
 * The market stream's source in MARKET_DATA_UPSTREAM mode (decision 0037): one WebSocket to the
 * feed's Gate v4 stream, subscribed only to what local clients watch, keeping the latest values
 * (checked with the contracts' stream schemas; anything else is dropped and counted). It
 * reconnects with doubling waits and subscribes again; until a value has come it answers undefined.
 */
export async function upstreamStreamSource(options: UpstreamStreamOptions): Promise<UpstreamStreamSource> {
  const settings = { ...DEFAULTS, ...options };
  const now = options.now ?? Date.now;
  const schemas = await marketStreamSchemas();
  const url = new URL(options.base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${MARKET_STREAM_PATH}`;

  /** Feed subscriptions and how many local topics need each. */
  const subscriptions = new Map<string, { channel: string; payload: string[]; count: number }>();
  const tickers = new Map<string, StreamTicker>();
  const bookTickers = new Map<string, StreamBookTicker>();
  const books = new Map<string, { id: number; bids: BookLevels; asks: BookLevels }>();
  const candles = new Map<string, StreamCandleValues[]>();
  const trades = new Map<string, { at: number; trade: StreamTrade }[]>();
  let knownPairs: Set<string> | undefined;
  let socket: WebSocket | undefined;
  let attempt = 0;
  let closed = false;
  let dropped = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const forgetValues = () => {
    tickers.clear();
    bookTickers.clear();
    books.clear();
    candles.clear();
    trades.clear();
  };

  const drop = (why: string) => {
    dropped += 1;
    // The first and then every 100th: a feed gone wrong must not flood the log.
    if (dropped === 1 || dropped % 100 === 0) {
      console.warn(`[api] market upstream stream: dropped a frame (${why}; ${dropped} so far)`);
    }
  };

  const send = (frame: Record<string, unknown>) => {
    if (socket?.readyState !== WebSocket.OPEN) return;
    socket.send(JSON.stringify({ time: Math.floor(now() / 1000), ...frame }));
  };

  /** Whether a value for `channel` and these payload items is still wanted (late updates are not kept). */
  const wanted = (channel: string, ...payload: string[]) => subscriptions.has(keyOf({ channel, payload }));

  const onUpdate = (channel: string, result: unknown) => {
    switch (channel) {
      case 'spot.tickers': {
        const parsed = schemas.streamTicker.safeParse(result);
        if (!parsed.success) return drop(`${channel}: ${parsed.error.issues[0]?.message ?? 'shape'}`);
        if (wanted(channel, parsed.data.currency_pair)) tickers.set(parsed.data.currency_pair, parsed.data);
        return;
      }
      case 'spot.book_ticker': {
        const parsed = schemas.streamBookTicker.safeParse(result);
        if (!parsed.success) return drop(`${channel}: ${parsed.error.issues[0]?.message ?? 'shape'}`);
        if (wanted(channel, parsed.data.s)) bookTickers.set(parsed.data.s, parsed.data);
        return;
      }
      case 'spot.trades': {
        const parsed = schemas.streamTrade.safeParse(result);
        if (!parsed.success) return drop(`${channel}: ${parsed.error.issues[0]?.message ?? 'shape'}`);
        const pair = parsed.data.currency_pair;
        if (!wanted(channel, pair)) return;
        const kept = trades.get(pair) ?? [];
        kept.push({ at: now(), trade: parsed.data });
        if (kept.length > settings.maxTradesPerPair) kept.splice(0, kept.length - settings.maxTradesPerPair);
        trades.set(pair, kept);
        return;
      }
      case 'spot.candlesticks': {
        const parsed = schemas.streamCandle.safeParse(result);
        if (!parsed.success) return drop(`${channel}: ${parsed.error.issues[0]?.message ?? 'shape'}`);
        const { n, t, o, h, l, c, v, a } = parsed.data;
        const cut = n.indexOf('_');
        const start = Number(t);
        if (cut < 1 || !Number.isSafeInteger(start)) return drop(`${channel}: bad name or time`);
        if (!wanted(channel, n.slice(0, cut), n.slice(cut + 1))) return;
        const kept = (candles.get(n) ?? []).filter((candle) => candle.t !== start);
        kept.push({ t: start, o, h, l, c, v, a });
        kept.sort((x, y) => y.t - x.t);
        candles.set(n, kept.slice(0, CANDLES_KEPT));
        return;
      }
      case 'spot.order_book': {
        const parsed = schemas.streamOrderBook.safeParse(result);
        if (!parsed.success) return drop(`${channel}: ${parsed.error.issues[0]?.message ?? 'shape'}`);
        const { s, lastUpdateId, bids, asks } = parsed.data;
        if (wanted(channel, s, UPSTREAM_BOOK.levels, UPSTREAM_BOOK.speed))
          books.set(s, { id: lastUpdateId, bids, asks });
        return;
      }
      default:
        return drop(`unexpected channel ${channel.slice(0, 40)}`);
    }
  };

  const onMessage = (data: WebSocket.RawData, isBinary: boolean) => {
    if (isBinary) return drop('binary frame');
    let frame: unknown;
    try {
      frame = JSON.parse(data.toString());
    } catch {
      return drop('not JSON');
    }
    const message = schemas.streamMessage.safeParse(frame);
    if (!message.success) return drop(`envelope: ${message.error.issues[0]?.message ?? 'shape'}`);
    const { channel, event, error, result } = message.data;
    if (error) {
      console.warn(`[api] market upstream stream: ${channel} ${event} refused (${error.code}: ${error.message})`);
      return;
    }
    // Acknowledgements and pongs carry no market data.
    if (event !== 'update') return;
    onUpdate(channel, result);
  };

  function connect() {
    reconnectTimer = undefined;
    if (closed) return;
    const ws = new WebSocket(url, { maxPayload: settings.maxFrameBytes, handshakeTimeout: 10_000 });
    socket = ws;
    ws.on('open', () => {
      attempt = 0;
      for (const sub of subscriptions.values()) {
        send({ channel: sub.channel, event: 'subscribe', payload: sub.payload });
      }
    });
    ws.on('message', onMessage);
    // 'close' follows every error; the reconnect is planned there.
    ws.on('error', (error) => {
      if (attempt <= 1) console.warn(`[api] market upstream stream: ${url.host}: ${error.message}`);
    });
    ws.on('close', () => {
      if (socket !== ws) return;
      socket = undefined;
      // Values of a lost connection are no longer live: nothing rather than stale prices.
      forgetValues();
      if (closed) return;
      const wait = Math.min(settings.maxReconnectMs, settings.minReconnectMs * 2 ** attempt);
      attempt += 1;
      // ±20 % so that many processes do not all knock at the same instant.
      reconnectTimer = setTimeout(connect, wait * (0.8 + Math.random() * 0.4));
    });
  }

  const refreshPairs = async () => {
    try {
      const answer = await options.pairs();
      if (answer.ok) knownPairs = new Set(answer.value.map((pair) => pair.id));
    } catch (error) {
      console.warn('[api] market upstream stream: pair list refresh failed', error);
    }
  };
  const pairsTimer = setInterval(() => void refreshPairs(), settings.pairsRefreshMs);
  const pingTimer = setInterval(() => send({ channel: PING_CHANNEL }), settings.pingMs);
  await refreshPairs();
  connect();

  return {
    // Before the feed's pair list is known, any well-formed pair is tried (the feed refuses the rest).
    isPair: (pair) => (knownPairs ? knownPairs.has(pair) : PAIR_ID.test(pair)),
    ticker: (pair) => tickers.get(pair),
    bookTicker: (pair) => bookTickers.get(pair),
    candle: (pair, interval, nowMs) => candles.get(`${interval}_${pair}`)?.find((candle) => candle.t * 1000 <= nowMs),
    book(pair, _nowMs, levels) {
      const book = books.get(pair);
      return book && { id: book.id, bids: book.bids.slice(0, levels), asks: book.asks.slice(0, levels) };
    },
    trades: (pair, fromMs, toMs) =>
      (trades.get(pair) ?? []).filter(({ at }) => at > fromMs && at <= toMs).map(({ trade }) => trade),
    watch(topic) {
      const sub = upstreamOf(topic);
      const key = keyOf(sub);
      const held = subscriptions.get(key);
      if (held) {
        held.count += 1;
        return;
      }
      subscriptions.set(key, { ...sub, count: 1 });
      send({ channel: sub.channel, event: 'subscribe', payload: sub.payload });
    },
    unwatch(topic) {
      const sub = upstreamOf(topic);
      const key = keyOf(sub);
      const held = subscriptions.get(key);
      if (!held) return;
      held.count -= 1;
      if (held.count > 0) return;
      subscriptions.delete(key);
      send({ channel: sub.channel, event: 'unsubscribe', payload: sub.payload });
      // Forget what no one watches (bounded by what clients watch).
      const pair = topic.pair;
      if (sub.channel === 'spot.tickers') tickers.delete(pair);
      if (sub.channel === 'spot.book_ticker') bookTickers.delete(pair);
      if (sub.channel === 'spot.trades') trades.delete(pair);
      if (sub.channel === 'spot.order_book') books.delete(pair);
      if (topic.channel === 'spot.candlesticks') candles.delete(`${topic.interval}_${pair}`);
    },
    dropped: () => dropped,
    connected: () => socket?.readyState === WebSocket.OPEN,
    upstreamSubscriptions: () => subscriptions.size,
    close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearInterval(pairsTimer);
      clearInterval(pingTimer);
      socket?.terminate();
      socket = undefined;
      forgetValues();
    },
  };
}
