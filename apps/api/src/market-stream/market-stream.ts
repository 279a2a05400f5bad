import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  MARKET_STREAM_PATH,
  marketStreamSchemas,
  PING_CHANNEL,
  PONG_CHANNEL,
  STREAM_CLOCK_SKEW_SECONDS,
  STREAM_ERROR,
  type PrivateChannel,
} from '@meridian/contracts';
import { type WebSocket, WebSocketServer } from 'ws';
import { type ChatFeed, createChatChannel, isChatChannel } from './chat-channel';
import { isPrivateChannel, type PrivateFeed, privatePairs, sessionTokenOf } from './private-channels';
import type { BookLevels, MarketStreamSource } from './stream-source';
import { type Topic, topicKey, topicsOf } from './subscriptions';

/** The stream's bounds (decision 0036): what one process and one connection may hold. */
export interface MarketStreamLimits {
  /** Open connections a process accepts; the next upgrade is answered 503. */
  maxConnections: number;
  /** Subscriptions (channel and pair, interval...) one connection may hold. */
  maxSubscriptions: number;
  /** Largest frame a client may send; a bigger one closes the connection (1009). */
  maxFrameBytes: number;
  /** Unsent bytes a connection may have queued; past it the client is too slow and is dropped. */
  maxBufferedBytes: number;
  /** A connection that answers no ping for this long is closed. */
  idleMs: number;
  /** How often the stream looks for changes to send. */
  tickMs: number;
}

export const DEFAULT_STREAM_LIMITS: MarketStreamLimits = {
  maxConnections: 10_000,
  maxSubscriptions: 100,
  maxFrameBytes: 4096,
  maxBufferedBytes: 1024 * 1024,
  idleMs: 30_000,
  tickMs: 100,
};

export interface MarketStream {
  /** Takes over an HTTP upgrade of MARKET_STREAM_PATH (the caller checks the path). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Open connections. */
  connections(): number;
  /** Closes every connection (1001, going away) and stops the timers. */
  close(): Promise<void>;
}

interface Connection {
  ws: WebSocket;
  topics: Set<string>;
  alive: boolean;
  /** The session cookie of the upgrade request (private channels check it on use). */
  sessionToken: string | undefined;
  /** The account, once a private subscription was authenticated. */
  uid?: number;
  /** Private channel → the pairs subscribed ('all' for every one). */
  privateTopics: Map<PrivateChannel, Set<string> | 'all'>;
  /** Private items as last sent (key → JSON), so an unchanged one is not sent again. */
  privateSent: Map<string, string>;
}

interface TopicState {
  topic: Topic;
  subscribers: Set<Connection>;
  /** The last result sent, serialised: nothing is sent again while it is unchanged. */
  lastSent?: string;
  /** Trades: the time up to which trades have been sent. */
  tradesUpTo?: number;
  /** Candlesticks: the bucket of the last candle sent. */
  bucket?: number;
  /** Order book (updates): the book as last sent, and its id; the next send is due at `dueMs`. */
  book?: { id: number; bids: BookLevels; asks: BookLevels };
  dueMs?: number;
}

/**
 * Gate's WebSocket v4 market stream, served from `source` (decision 0036). Every process computes
 * the same messages from the same market (the engine is a pure function of time), so processes
 * behind a load balancer need no broker between them for market data.
 */
export async function createMarketStream(options: {
  source: MarketStreamSource;
  now?: () => number;
  limits?: Partial<MarketStreamLimits>;
  /** The account's private channels (issue 12); without it they answer "authentication fail". */
  privateFeed?: PrivateFeed;
  /** The chat's `chat.messages` channel (issue 16); without it the channel answers a server error. */
  chatFeed?: ChatFeed;
}): Promise<MarketStream> {
  const { source } = options;
  const now = options.now ?? Date.now;
  const limits = { ...DEFAULT_STREAM_LIMITS, ...options.limits };
  const { streamRequest } = await marketStreamSchemas();
  const server = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes, clientTracking: false });
  const connections = new Set<Connection>();
  const topics = new Map<string, TopicState>();
  let tick: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  /** Connections with private subscriptions, by account. */
  const byAccount = new Map<number, Set<Connection>>();
  /** Accounts announced as changed since the last flush. */
  const dirty = new Set<number>();
  let flushing = false;
  const { privateFeed } = options;
  const watching = privateFeed
    ?.watch({
      changed: (uid) => {
        if (byAccount.has(uid)) dirty.add(uid);
      },
      resync: () => {
        for (const uid of byAccount.keys()) dirty.add(uid);
      },
    })
    ?.catch((error: unknown) => {
      console.warn(
        '[api] market stream: private channels get no announcements:',
        error instanceof Error ? error.message : error,
      );
      return undefined;
    });

  const envelope = (fields: {
    id?: number;
    channel: string;
    event: string;
    error?: { code: number; message: string } | null;
    result: unknown;
  }) => {
    const ms = now();
    return JSON.stringify({
      time: Math.floor(ms / 1000),
      time_ms: ms,
      ...(fields.id === undefined ? {} : { id: fields.id }),
      channel: fields.channel,
      event: fields.event,
      error: fields.error ?? null,
      result: fields.result,
    });
  };

  /** Sends, or drops a client whose unsent queue is past the bound (back-pressure: never buffer without limit). */
  const send = (connection: Connection, data: string) => {
    if (connection.ws.readyState !== connection.ws.OPEN) return;
    if (connection.ws.bufferedAmount + data.length > limits.maxBufferedBytes) {
      connection.ws.terminate();
      return;
    }
    connection.ws.send(data);
  };

  const fail = (
    connection: Connection,
    code: number,
    message: string,
    request?: { id?: number; channel?: string; event?: string },
  ) =>
    send(
      connection,
      envelope({
        id: request?.id,
        channel: request?.channel ?? '',
        event: request?.event ?? '',
        error: { code, message },
        result: null,
      }),
    );

  const chat = options.chatFeed
    ? createChatChannel<Connection>({
        feed: options.chatFeed,
        send,
        frame: envelope,
        tokenOf: (connection) => connection.sessionToken,
      })
    : undefined;

  const unsubscribe = (connection: Connection, key: string) => {
    connection.topics.delete(key);
    const state = topics.get(key);
    if (!state) return;
    state.subscribers.delete(connection);
    if (state.subscribers.size === 0) {
      topics.delete(key);
      try {
        source.unwatch?.(state.topic);
      } catch (error) {
        console.error(`[api] market stream: unwatch ${key} failed`, error);
      }
    }
  };

  const forgetPrivate = (connection: Connection) => {
    if (connection.uid === undefined) return;
    const set = byAccount.get(connection.uid);
    set?.delete(connection);
    if (set?.size === 0) byAccount.delete(connection.uid);
  };

  /** Sends each private subscriber of `uid` what changed; a connection whose session ended is closed. */
  const flushAccount = async (uid: number, ms: number) => {
    const subscribers = byAccount.get(uid);
    if (!subscribers || !privateFeed) return;
    const byChannel = new Map<PrivateChannel, Awaited<ReturnType<PrivateFeed['recent']>>>();
    for (const connection of [...subscribers]) {
      if ((await privateFeed.accountOf(connection.sessionToken)) !== uid) {
        fail(connection, STREAM_ERROR.unauthenticated, 'Authentication fail: the session has ended, log in again');
        forgetPrivate(connection);
        connection.privateTopics.clear();
        continue;
      }
      for (const [channel, pairs] of connection.privateTopics) {
        let items = byChannel.get(channel);
        if (items === undefined) byChannel.set(channel, (items = await privateFeed.recent(uid, channel, ms)));
        const fresh = [];
        for (const item of items) {
          if (pairs !== 'all' && !pairs.has(item.pair)) continue;
          const text = JSON.stringify(item.value);
          const key = `${channel}|${item.key}`;
          if (connection.privateSent.get(key) === text) continue;
          connection.privateSent.set(key, text);
          fresh.push(item.value);
        }
        // Bounded memory: the oldest remembered items go first.
        while (connection.privateSent.size > 2000) {
          const oldest = connection.privateSent.keys().next().value;
          if (oldest === undefined) break;
          connection.privateSent.delete(oldest);
        }
        if (fresh.length > 0) send(connection, envelope({ channel, event: 'update', result: fresh }));
      }
    }
  };

  const flushPrivate = () => {
    if (flushing || dirty.size === 0) return;
    flushing = true;
    const uids = [...dirty];
    dirty.clear();
    const ms = now();
    void (async () => {
      for (const uid of uids) {
        try {
          await flushAccount(uid, ms);
        } catch (error) {
          // The database away: tried again on the next announcement or resync.
          console.warn(
            `[api] market stream: private update of ${uid} failed`,
            error instanceof Error ? error.message : error,
          );
        }
      }
    })().finally(() => {
      flushing = false;
    });
  };

  const subscribePrivate = async (
    connection: Connection,
    request: { id?: number; channel: PrivateChannel; event: 'subscribe' | 'unsubscribe'; payload?: string[] },
  ) => {
    const ack = () =>
      send(
        connection,
        envelope({ id: request.id, channel: request.channel, event: request.event, result: { status: 'success' } }),
      );
    if (request.event === 'unsubscribe') {
      connection.privateTopics.delete(request.channel);
      if (connection.privateTopics.size === 0) forgetPrivate(connection);
      return ack();
    }
    // Balances are of the whole account (Gate's spot.balances takes no pairs; futures.balances the same).
    const pairs =
      request.channel === 'spot.balances' || request.channel === 'futures.balances'
        ? 'all'
        : privatePairs(request.payload);
    if (typeof pairs === 'object' && 'error' in pairs) {
      return fail(connection, STREAM_ERROR.badArgument, pairs.error, request);
    }
    const uid = privateFeed ? await privateFeed.accountOf(connection.sessionToken) : undefined;
    if (uid === undefined) {
      return fail(
        connection,
        STREAM_ERROR.unauthenticated,
        'Authentication fail: log in first (the session cookie is sent with the upgrade)',
        request,
      );
    }
    if (connection.uid !== undefined && connection.uid !== uid) forgetPrivate(connection);
    connection.uid = uid;
    connection.privateTopics.set(request.channel, pairs);
    let set = byAccount.get(uid);
    if (!set) byAccount.set(uid, (set = new Set()));
    set.add(connection);
    ack();
  };

  const drop = (connection: Connection) => {
    forgetPrivate(connection);
    chat?.drop(connection);
    for (const key of [...connection.topics]) unsubscribe(connection, key);
    connections.delete(connection);
    if (connections.size === 0) stopTimers();
  };

  /** What a topic has to say at `ms`: the serialised messages, given its state (which it updates). */
  const updates = (state: TopicState, ms: number, initial: boolean): string[] => {
    const { topic } = state;
    const update = (result: unknown) => envelope({ channel: topic.channel, event: 'update', result });
    const ifChanged = (result: unknown): string[] => {
      // Nothing known yet (a feed's first update has not come): nothing to say.
      if (result === undefined) return [];
      const text = JSON.stringify(result);
      if (!initial && text === state.lastSent) return [];
      state.lastSent = text;
      return [update(result)];
    };
    switch (topic.channel) {
      case 'spot.tickers':
        return ifChanged(source.ticker(topic.pair, ms));
      case 'spot.book_ticker':
        return ifChanged(source.bookTicker(topic.pair, ms));
      case 'spot.trades': {
        const from = state.tradesUpTo ?? ms;
        state.tradesUpTo = ms;
        return from < ms ? source.trades(topic.pair, from, ms).map((trade) => update(trade)) : [];
      }
      case 'spot.candlesticks': {
        const name = `${topic.interval}_${topic.pair}`;
        const candle = source.candle(topic.pair, topic.interval, ms);
        if (candle === undefined) return [];
        const out: string[] = [];
        if (state.bucket !== undefined && candle.t > state.bucket) {
          // The window that just closed, once more with w: true (its last word), when the source knows it.
          const closed = source.candle(topic.pair, topic.interval, candle.t * 1000 - 1);
          if (closed !== undefined && closed.t < candle.t) {
            out.push(update({ ...closed, t: String(closed.t), n: name, w: true }));
          }
          state.lastSent = undefined;
        }
        state.bucket = candle.t;
        return [...out, ...ifChanged({ ...candle, t: String(candle.t), n: name, w: false })];
      }
      case 'spot.order_book': {
        if (!initial && ms < (state.dueMs ?? 0)) return [];
        const book = source.book(topic.pair, ms, topic.levels);
        if (book === undefined) return [];
        state.dueMs = ms + topic.speedMs;
        if (!initial && book.id === state.book?.id) return [];
        state.book = book;
        return [
          update({ t: ms, lastUpdateId: book.id, s: topic.pair, l: topic.level, bids: book.bids, asks: book.asks }),
        ];
      }
      case 'spot.order_book_update': {
        if (ms < (state.dueMs ?? 0)) return [];
        const book = source.book(topic.pair, ms, topic.levels);
        if (book === undefined) return [];
        state.dueMs = ms + topic.speedMs;
        const before = state.book;
        if (before && book.id === before.id) return [];
        state.book = book;
        if (!before || book.id < before.id) {
          // The first book known (a feed's first update), or a feed whose ids restarted: a full book.
          return [
            update({
              t: ms,
              full: true,
              l: String(topic.levels),
              s: topic.pair,
              U: book.id,
              u: book.id,
              b: book.bids,
              a: book.asks,
            }),
          ];
        }
        return [
          update({
            t: ms,
            l: String(topic.levels),
            s: topic.pair,
            U: before.id + 1,
            u: book.id,
            b: levelChanges(before.bids, book.bids),
            a: levelChanges(before.asks, book.asks),
          }),
        ];
      }
    }
  };

  /** The first message a new subscriber gets: the topic's current state (a full book for updates). */
  const greeting = (state: TopicState, ms: number): string[] => {
    const { topic } = state;
    if (topic.channel === 'spot.trades') return [];
    if (topic.channel === 'spot.order_book_update') {
      // The book as last sent to the others, so the shared deltas that follow apply to it.
      state.book ??= source.book(topic.pair, ms, topic.levels);
      // Nothing known yet: the first book is sent whole to every subscriber when it comes.
      if (state.book === undefined) return [];
      const { id, bids, asks } = state.book;
      return [
        envelope({
          channel: topic.channel,
          event: 'update',
          result: { t: ms, full: true, l: String(topic.levels), s: topic.pair, U: id, u: id, b: bids, a: asks },
        }),
      ];
    }
    if (state.lastSent !== undefined && topic.channel !== 'spot.order_book') {
      return [envelope({ channel: topic.channel, event: 'update', result: JSON.parse(state.lastSent) as unknown })];
    }
    const copy: TopicState = { ...state };
    const out = updates(copy, ms, true);
    if (state.subscribers.size === 1) Object.assign(state, copy);
    return out;
  };

  const onTick = () => {
    flushPrivate();
    const ms = now();
    for (const state of topics.values()) {
      if (state.subscribers.size === 0) continue;
      let messages: string[];
      try {
        messages = updates(state, ms, false);
      } catch (error) {
        console.error(`[api] market stream: ${topicKey(state.topic)} failed`, error);
        continue;
      }
      for (const message of messages) for (const connection of state.subscribers) send(connection, message);
    }
  };

  const onHeartbeat = () => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.ws.terminate();
        continue;
      }
      connection.alive = false;
      connection.ws.ping();
    }
  };

  const startTimers = () => {
    tick ??= setInterval(onTick, limits.tickMs);
    heartbeat ??= setInterval(onHeartbeat, limits.idleMs / 2);
  };
  function stopTimers() {
    clearInterval(tick);
    clearInterval(heartbeat);
    tick = undefined;
    heartbeat = undefined;
  }

  const onMessage = (connection: Connection, data: Buffer, isBinary: boolean) => {
    connection.alive = true;
    let frame: unknown;
    try {
      if (isBinary) throw new Error('binary frame');
      frame = JSON.parse(data.toString('utf8'));
    } catch {
      return fail(connection, STREAM_ERROR.badFrame, 'Invalid request body format');
    }
    const parsed = streamRequest.safeParse(frame);
    if (!parsed.success) {
      const channel = typeof frame === 'object' && frame !== null && 'channel' in frame ? String(frame.channel) : '';
      return fail(
        connection,
        STREAM_ERROR.badFrame,
        `Invalid request body format: ${parsed.error.issues[0]?.path.join('.') || 'frame'} ${parsed.error.issues[0]?.message ?? ''}`.trim(),
        { channel },
      );
    }
    const request = parsed.data;
    const ms = now();
    if (Math.abs(request.time - ms / 1000) > STREAM_CLOCK_SKEW_SECONDS) {
      return fail(
        connection,
        STREAM_ERROR.badArgument,
        `time must be within ${STREAM_CLOCK_SKEW_SECONDS} s of the server clock`,
        request,
      );
    }
    if (request.channel === PING_CHANNEL) {
      return send(connection, envelope({ id: request.id, channel: PONG_CHANNEL, event: '', result: null }));
    }
    if (request.event === undefined) {
      return fail(connection, STREAM_ERROR.badArgument, 'event must be subscribe or unsubscribe', request);
    }
    if (isChatChannel(request.channel)) {
      const { channel, event, payload, id } = request;
      if (!chat) return fail(connection, STREAM_ERROR.server, 'Server side error happened: no chat here', request);
      chat
        .handle(connection, { channel, event, ...(payload ? { payload } : {}), ...(id === undefined ? {} : { id }) })
        .catch((error: unknown) => {
          console.error(`[api] market stream: ${channel} subscription failed`, error);
          fail(connection, STREAM_ERROR.server, 'Server side error happened', request);
        });
      return;
    }
    if (isPrivateChannel(request.channel)) {
      const { channel, event, payload, id } = request;
      subscribePrivate(connection, {
        channel,
        event,
        ...(payload ? { payload } : {}),
        ...(id === undefined ? {} : { id }),
      }).catch((error: unknown) => {
        console.error(`[api] market stream: ${channel} subscription failed`, error);
        fail(connection, STREAM_ERROR.server, 'Server side error happened', request);
      });
      return;
    }
    const found = topicsOf(request.channel, request.payload, (pair) => source.isPair(pair));
    if ('error' in found) return fail(connection, STREAM_ERROR.badArgument, found.error, request);
    const keys = found.map((topic) => [topicKey(topic), topic] as const);
    if (request.event === 'unsubscribe') {
      for (const [key] of keys) unsubscribe(connection, key);
      return send(
        connection,
        envelope({ id: request.id, channel: request.channel, event: request.event, result: { status: 'success' } }),
      );
    }
    const added = keys.filter(([key]) => !connection.topics.has(key));
    if (connection.topics.size + added.length > limits.maxSubscriptions) {
      return fail(
        connection,
        STREAM_ERROR.badArgument,
        `at most ${limits.maxSubscriptions} subscriptions on one connection`,
        request,
      );
    }
    send(
      connection,
      envelope({ id: request.id, channel: request.channel, event: request.event, result: { status: 'success' } }),
    );
    for (const [key, topic] of added) {
      let state = topics.get(key);
      if (!state) {
        topics.set(key, (state = { topic, subscribers: new Set() }));
        try {
          source.watch?.(topic);
        } catch (error) {
          console.error(`[api] market stream: watch ${key} failed`, error);
        }
      }
      state.subscribers.add(connection);
      connection.topics.add(key);
      try {
        for (const message of greeting(state, ms)) send(connection, message);
      } catch (error) {
        console.error(`[api] market stream: ${key} failed`, error);
        fail(connection, STREAM_ERROR.server, 'Server side error happened', request);
      }
    }
  };

  return {
    handleUpgrade(request, socket, head) {
      if (connections.size >= limits.maxConnections) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      const sessionToken = sessionTokenOf(request);
      server.handleUpgrade(request, socket, head, (ws) => {
        const connection: Connection = {
          ws,
          topics: new Set(),
          alive: true,
          sessionToken,
          privateTopics: new Map(),
          privateSent: new Map(),
        };
        connections.add(connection);
        startTimers();
        ws.on('message', (data: Buffer, isBinary: boolean) => onMessage(connection, data, isBinary));
        ws.on('pong', () => (connection.alive = true));
        ws.on('close', () => drop(connection));
        // A frame over the size cap or a protocol error: ws closes the socket; nothing to crash.
        ws.on('error', () => ws.terminate());
      });
    },
    connections: () => connections.size,
    async close() {
      stopTimers();
      await (await watching)?.stop();
      await chat?.close();
      for (const connection of connections) connection.ws.close(1001, 'server going away');
      await new Promise<void>((done) => server.close(() => done()));
      source.close?.();
    },
  };
}

/** The levels whose size changed between two books, absolute sizes, "0" for a level gone (Gate's update form). */
export function levelChanges(before: BookLevels, after: BookLevels): BookLevels {
  const old = new Map(before);
  const now = new Map(after);
  const changes: BookLevels = [];
  for (const [price, amount] of after) if (old.get(price) !== amount) changes.push([price, amount]);
  for (const [price] of before) if (!now.has(price)) changes.push([price, '0']);
  return changes;
}

/** Routes the server's upgrades of MARKET_STREAM_PATH to the stream; any other upgrade is refused (404). */
export function attachMarketStream(server: Server, stream: MarketStream): void {
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path === MARKET_STREAM_PATH || path === MARKET_STREAM_PATH.slice(0, -1)) {
      stream.handleUpgrade(request, socket, head);
      return;
    }
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
}
