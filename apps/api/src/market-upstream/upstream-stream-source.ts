import {
  type CurrencyPair,
  MARKET_STREAM_PATH,
  marketStreamSchemas,
  PING_CHANNEL,
  STREAM_CANDLE_INTERVALS,
  type StreamBookTicker,
  type StreamCandleInterval,
  type StreamTicker,
  type StreamTrade,
} from '@meridian/contracts';
import Big from 'big.js';
import WebSocket from 'ws';
import type { BookLevels, MarketStreamSource, StreamCandleValues } from '../market-stream/stream-source';
import type { Topic } from '../market-stream/subscriptions';
import type { MarketResult, MarketSource } from '../services/market/market-source';

/** How the feed's stream is followed (decision 0037); every field has a default but `base` and `pairs`. */
export interface UpstreamStreamOptions {
  /** The feed's origin as for the REST relay (http → ws, https → wss; `/ws/v4/` is added). */
  base: string;
  /** The feed's pair list (the REST relay's), read at start and every `pairsRefreshMs`. */
  pairs: () => Promise<MarketResult<CurrencyPair[]>>;
  /**
   * The feed's REST candles (the relay's): the start of a bucket of an interval Gate's stream lacks,
   * when a client subscribes in its middle. Without it such a bucket is sent from the next one on.
   */
  candlesticks?: MarketSource['candlesticks'];
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

/**
 * Stream intervals Gate's own stream lacks, built from a finer one it has (as the engine's source
 * builds them, decision 0036).
 */
const DERIVED: Partial<Record<StreamCandleInterval, { finer: '10s' | '1m' | '1h'; factor: number }>> = {
  '30s': { finer: '10s', factor: 3 },
  '3m': { finer: '1m', factor: 3 },
  '2h': { finer: '1h', factor: 2 },
  '6h': { finer: '1h', factor: 6 },
  '12h': { finer: '1h', factor: 12 },
};
/** Candles kept per name: the forming bucket and the one before of the widest derived interval (12 h of 1 h). */
const CANDLES_KEPT = 25;
/** The feed's deepest book; every local depth is cut from it. */
const UPSTREAM_BOOK = { levels: '100', speed: '100ms' } as const;
const PAIR_ID = /^[A-Z0-9]{1,20}_[A-Z0-9]{1,20}$/;

/** The feed subscription a local topic needs (several topics may share one: any book depth or speed). */
function upstreamOf(topic: Topic): { channel: string; payload: string[] } {
  switch (topic.channel) {
    case 'spot.candlesticks':
      return { channel: topic.channel, payload: [DERIVED[topic.interval]?.finer ?? topic.interval, topic.pair] };
    case 'spot.order_book':
    case 'spot.order_book_update':
      return { channel: 'spot.order_book', payload: [topic.pair, UPSTREAM_BOOK.levels, UPSTREAM_BOOK.speed] };
    default:
      return { channel: topic.channel, payload: [topic.pair] };
  }
}

const keyOf = (sub: { channel: string; payload: string[] }) => `${sub.channel}|${sub.payload.join(',')}`;

/** One candle of `start` summed from its finer candles, oldest first (big.js: the sums stay exact). */
function aggregate(parts: readonly StreamCandleValues[], start: number): StreamCandleValues | undefined {
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (!first || !last) return undefined;
  let high = new Big(first.h);
  let low = new Big(first.l);
  let quote = new Big(0);
  let base = new Big(0);
  for (const part of parts) {
    if (high.lt(part.h)) high = new Big(part.h);
    if (low.gt(part.l)) low = new Big(part.l);
    quote = quote.plus(part.v);
    base = base.plus(part.a);
  }
  return {
    t: start,
    o: first.o,
    h: high.toFixed(),
    l: low.toFixed(),
    c: last.c,
    v: quote.toFixed(),
    a: base.toFixed(),
  };
}

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
  /** Derived-interval topics watched (the stream watches each once), seeded again after a reconnect. */
  const derivedTopics = new Map<string, { interval: StreamCandleInterval; pair: string }>();
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

  /** Files a candle under its name, newest first; `replace`: over a kept one of the same bucket. */
  const keepCandle = (name: string, candle: StreamCandleValues, replace: boolean) => {
    const kept = candles.get(name) ?? [];
    if (!replace && kept.some((other) => other.t === candle.t)) return;
    const next = kept.filter((other) => other.t !== candle.t);
    next.push(candle);
    next.sort((x, y) => y.t - x.t);
    candles.set(name, next.slice(0, CANDLES_KEPT));
  };

  /** The finer candles of the current bucket of a derived interval so far, from the feed's REST calls. */
  const seed = async (interval: StreamCandleInterval, pair: string) => {
    const derived = DERIVED[interval];
    if (!derived || !options.candlesticks) return;
    const length = STREAM_CANDLE_INTERVALS[interval];
    const nowS = Math.floor(now() / 1000);
    const from = Math.floor(nowS / length) * length;
    try {
      const answer = await options.candlesticks(
        { currency_pair: pair, interval: derived.finer, from, to: nowS },
        now(),
      );
      const name = `${derived.finer}_${pair}`;
      if (!answer.ok || !wanted('spot.candlesticks', derived.finer, pair)) return;
      // Gate's row: [t, quote volume, close, high, low, open, base volume, closed]; the stream's own values win.
      for (const [t, v, c, h, l, o, a] of answer.value) keepCandle(name, { t: Number(t), o, h, l, c, v, a }, false);
    } catch (error) {
      console.warn(`[api] market upstream stream: ${interval} ${pair} candles not seeded`, error);
    }
  };

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
        keepCandle(n, { t: start, o, h, l, c, v, a }, true);
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
      for (const { interval, pair } of derivedTopics.values()) void seed(interval, pair);
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
    candle(pair, interval, nowMs) {
      const derived = DERIVED[interval];
      if (!derived) return candles.get(`${interval}_${pair}`)?.find((candle) => candle.t * 1000 <= nowMs);
      const length = STREAM_CANDLE_INTERVALS[interval];
      const start = Math.floor(nowMs / 1000 / length) * length;
      const parts = (candles.get(`${derived.finer}_${pair}`) ?? [])
        .filter((candle) => candle.t >= start && candle.t < start + length && candle.t * 1000 <= nowMs)
        .reverse();
      // Only a bucket known from its first finer candle is whole; else nothing yet.
      return parts[0]?.t === start ? aggregate(parts, start) : undefined;
    },
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
      if (held) held.count += 1;
      else {
        subscriptions.set(key, { ...sub, count: 1 });
        send({ channel: sub.channel, event: 'subscribe', payload: sub.payload });
      }
      if (topic.channel === 'spot.candlesticks' && DERIVED[topic.interval]) {
        derivedTopics.set(`${topic.interval}_${topic.pair}`, { interval: topic.interval, pair: topic.pair });
        void seed(topic.interval, topic.pair);
      }
    },
    unwatch(topic) {
      if (topic.channel === 'spot.candlesticks') derivedTopics.delete(`${topic.interval}_${topic.pair}`);
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
      if (sub.channel === 'spot.candlesticks') candles.delete(`${sub.payload[0]}_${pair}`);
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
