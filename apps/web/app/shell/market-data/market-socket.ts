import {
  MARKET_STREAM_PATH,
  type MarketChannel,
  marketStreamSchemas,
  PING_CHANNEL,
  type StreamBookTicker,
  type StreamCandle,
  type StreamMessage,
  type StreamOrderBook,
  type StreamOrderBookUpdate,
  type StreamTicker,
  type StreamTrade,
} from '@meridian/contracts';

/** What each channel's updates carry (checked against the contract before a listener sees them). */
export interface StreamResults {
  'spot.tickers': StreamTicker;
  'spot.trades': StreamTrade;
  'spot.candlesticks': StreamCandle;
  'spot.book_ticker': StreamBookTicker;
  'spot.order_book': StreamOrderBook;
  'spot.order_book_update': StreamOrderBookUpdate;
}

/** What the socket needs of a WebSocket (the browser's; a test may hand another). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface MarketSocketOptions {
  /** The stream's address: the site's configured host, or this origin's MARKET_STREAM_PATH. */
  url: string;
  open?: (url: string) => SocketLike;
  now?: () => number;
  /** Reconnection waits: doubling from the first, never past the last (ms). */
  retryMs?: { first: number; max: number };
  /** A spot.ping this often keeps the server's idle timer from closing a quiet connection. */
  pingMs?: number;
  /**
   * When the socket may first connect: it calls `start` once (subscriptions made before are
   * sent then). Unset: at the first subscription. The page passes `afterPageLoadIdle`.
   */
  startWhen?: (start: () => void) => void;
}

export type StreamListener<C extends MarketChannel = MarketChannel> = (result: StreamResults[C]) => void;

type Schemas = Awaited<ReturnType<typeof marketStreamSchemas>>;
/** The schema of each channel's result. */
const RESULT_SCHEMAS = {
  'spot.tickers': (s: Schemas) => s.streamTicker,
  'spot.trades': (s: Schemas) => s.streamTrade,
  'spot.candlesticks': (s: Schemas) => s.streamCandle,
  'spot.book_ticker': (s: Schemas) => s.streamBookTicker,
  'spot.order_book': (s: Schemas) => s.streamOrderBook,
  'spot.order_book_update': (s: Schemas) => s.streamOrderBookUpdate,
} as const;

export interface MarketSocket {
  /**
   * Listens to a channel's updates for `payload` (Gate's: `['BTC_USDT']`, `['1m', 'BTC_USDT']`...).
   * Subscribes on first listener, unsubscribes after the last; survives reconnects. Returns the
   * unsubscribe.
   */
  subscribe<C extends MarketChannel>(channel: C, payload: readonly string[], listener: StreamListener<C>): () => void;
  /** Connection state changes: true while the stream is open. */
  onStatus(listener: (open: boolean) => void): () => void;
  isOpen(): boolean;
  close(): void;
}

const OPEN = 1;

const isMarketChannel = (channel: string): channel is MarketChannel => Object.hasOwn(RESULT_SCHEMAS, channel);

/** Channels whose payload lists pairs, each update naming one of them. */
const PER_PAIR = new Set<MarketChannel>(['spot.tickers', 'spot.trades', 'spot.book_ticker']);

/** The market stream's address on this page's origin (ws: beside http:, wss: beside https:). */
export function sameOriginStreamUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${MARKET_STREAM_PATH}`;
}

/** The key of a subscription, as the server names an update's topic in its result. */
const keyOf = (channel: string, payload: readonly string[]) => `${channel}|${payload.join('|')}`;

/** Which subscription an update belongs to, read from the result as Gate writes it per channel. */
function updateKeys(message: StreamMessage): string[] {
  const result = message.result;
  if (typeof result !== 'object' || result === null) return [];
  const field = (name: string) => {
    const value: unknown = (result as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : undefined;
  };
  switch (message.channel) {
    case 'spot.tickers':
    case 'spot.trades': {
      const pair = field('currency_pair');
      return pair ? [keyOf(message.channel, [pair])] : [];
    }
    case 'spot.book_ticker':
    case 'spot.order_book_update': {
      const pair = field('s');
      return pair ? [`${message.channel}|${pair}|`] : [];
    }
    case 'spot.order_book': {
      const pair = field('s');
      const level = field('l');
      return pair && level ? [`${message.channel}|${pair}|${level}|`] : [];
    }
    case 'spot.candlesticks': {
      const name = field('n');
      const cut = name?.indexOf('_') ?? -1;
      return name && cut > 0 ? [keyOf(message.channel, [name.slice(0, cut), name.slice(cut + 1)])] : [];
    }
    default:
      return [];
  }
}

/**
 * The browser's connection to the market stream (Gate's WebSocket v4): one socket for the page,
 * shared by every widget, reconnecting with growing waits and resubscribing what is listened to.
 * Malformed messages are dropped, never thrown: a widget shows its last good value.
 */
export function createMarketSocket(options: MarketSocketOptions): MarketSocket {
  const open = options.open ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const now = options.now ?? Date.now;
  const { first, max } = options.retryMs ?? { first: 1000, max: 30_000 };
  const pingMs = options.pingMs ?? 20_000;
  /** Listeners per subscription, with the channel and payload to (re)subscribe with. */
  const subscriptions = new Map<
    string,
    { channel: MarketChannel; payload: readonly string[]; listeners: Set<StreamListener> }
  >();
  const statusListeners = new Set<(open: boolean) => void>();
  let socket: SocketLike | undefined;
  let wait = first;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  let started = options.startWhen === undefined;
  let schemas: Schemas | undefined;
  void marketStreamSchemas().then((loaded) => (schemas = loaded));

  const sendFrame = (frame: Record<string, unknown>) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify({ time: Math.floor(now() / 1000), ...frame }));
  };
  /** Payload as the server expects it; the key we file it under matches what updates carry. */
  const request = (event: 'subscribe' | 'unsubscribe', channel: MarketChannel, payload: readonly string[]) =>
    sendFrame({ channel, event, payload });

  const setStatus = (isOpen: boolean) => statusListeners.forEach((listener) => listener(isOpen));

  const onMessage = (data: unknown) => {
    if (typeof data !== 'string' || !schemas) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const message = schemas.streamMessage.safeParse(parsed);
    if (!message.success || message.data.event !== 'update' || message.data.error) return;
    const channel = message.data.channel;
    if (!isMarketChannel(channel)) return;
    const result = RESULT_SCHEMAS[channel](schemas).safeParse(message.data.result);
    if (!result.success) return;
    for (const key of updateKeys(message.data)) {
      const subscription = subscriptions.get(key);
      subscription?.listeners.forEach((listener) => listener(result.data));
    }
  };

  const connect = () => {
    if (!started || closed || socket) return;
    const current = open(options.url);
    socket = current;
    current.onopen = () => {
      setStatus(true);
      for (const { channel, payload } of subscriptions.values()) request('subscribe', channel, payload);
      ping = setInterval(() => sendFrame({ channel: PING_CHANNEL }), pingMs);
    };
    // The waits start over once the stream speaks, not on open: a gateway whose API is down opens
    // and closes at once (1013), and the waits must keep growing then.
    current.onmessage = (event) => {
      wait = first;
      onMessage(event.data);
    };
    current.onerror = () => current.close();
    current.onclose = () => {
      if (socket !== current) return;
      socket = undefined;
      clearInterval(ping);
      setStatus(false);
      if (closed || subscriptions.size === 0) return;
      retry = setTimeout(connect, wait);
      wait = Math.min(wait * 2, max);
    };
  };

  options.startWhen?.(() => {
    if (started) return;
    started = true;
    if (subscriptions.size > 0) connect();
  });

  function subscribe<C extends MarketChannel>(
    channel: C,
    payload: readonly string[],
    listener: StreamListener<C>,
  ): () => void {
    // Updates of these channels name one pair each: listen pair by pair.
    if (payload.length > 1 && PER_PAIR.has(channel)) {
      const stops = payload.map((pair) => subscribe(channel, [pair], listener));
      return () => stops.forEach((stop) => stop());
    }
    // Updates name a book by pair (and depth): file book subscriptions so, whatever the speed.
    const key =
      channel === 'spot.order_book'
        ? `${channel}|${payload[0] ?? ''}|${payload[1] ?? ''}|`
        : channel === 'spot.order_book_update' || channel === 'spot.book_ticker'
          ? `${channel}|${payload[0] ?? ''}|`
          : keyOf(channel, payload);
    let subscription = subscriptions.get(key);
    if (!subscription) {
      subscription = { channel, payload: [...payload], listeners: new Set() };
      subscriptions.set(key, subscription);
      request('subscribe', channel, payload);
    }
    // Results reach a key's listeners only after the key's channel schema accepted them.
    const heard = (result: unknown) => listener(result as StreamResults[C]);
    subscription.listeners.add(heard);
    connect();
    return () => {
      const current = subscriptions.get(key);
      if (!current) return;
      current.listeners.delete(heard);
      if (current.listeners.size > 0) return;
      subscriptions.delete(key);
      request('unsubscribe', channel, payload);
    };
  }

  return {
    subscribe,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    isOpen: () => socket?.readyState === OPEN,
    close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close(1000);
      socket = undefined;
    },
  };
}
