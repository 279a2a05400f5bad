import { request } from 'node:http';
import { marketStreamSchemas, STREAM_ERROR, type StreamOrderBookUpdate } from '@meridian/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createMarketEngine } from '../services/market/market-engine';
import { serveStream, StreamClient, type Frame } from '../test-support/stream-client';
import { engineStreamSource } from './engine-source';
import { createMarketStream, levelChanges, type MarketStreamLimits } from './market-stream';

const schemas = await marketStreamSchemas();
const engine = createMarketEngine();

/** A clock 50 times faster than real time from a fixed instant: the market moves while the test waits. */
function fastClock(): () => number {
  const start = Date.UTC(2026, 10, 2, 12);
  const t0 = Date.now();
  return () => start + (Date.now() - t0) * 50;
}

const opened: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

async function start(limits: Partial<MarketStreamLimits> = {}) {
  const now = fastClock();
  const stream = await createMarketStream({
    source: engineStreamSource(engine),
    now,
    limits: { tickMs: 20, ...limits },
  });
  const served = await serveStream(stream);
  opened.push(served);
  const client = await StreamClient.open(served.url, now);
  return { client, now, url: served.url, stream };
}

/** A delta applied to a side of a local book, as Gate's sync rules say: absolute sizes, "0" removes. */
function apply(side: Map<string, string>, levels: readonly (readonly [string, string])[]) {
  for (const [price, amount] of levels) {
    if (amount === '0') side.delete(price);
    else side.set(price, amount);
  }
}

const ack = (channel: string) => (f: Frame) => f.channel === channel && f.event !== 'update';
const update = (channel: string) => (f: Frame) => f.channel === channel && f.event === 'update';

describe('market stream (Gate WebSocket v4 envelope)', () => {
  it('spot.tickers: a subscribe is acknowledged, then updates carry the pair ticker in Gate fields', async () => {
    const { client } = await start();
    client.send({ id: 7, channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT', 'ETH_USDT'] });
    const answer = await client.next(ack('spot.tickers'));
    expect(answer).toMatchObject({ id: 7, event: 'subscribe', error: null, result: { status: 'success' } });
    expect(schemas.streamMessage.parse(answer).time_ms).toBeGreaterThan(0);
    const btc = await client.next(
      (f) => update('spot.tickers')(f) && (f.result as { currency_pair: string }).currency_pair === 'BTC_USDT',
    );
    const ticker = schemas.streamTicker.parse(btc.result);
    expect(Number(ticker.high_24h)).toBeGreaterThanOrEqual(Number(ticker.low_24h));
    await client.next(
      (f) => update('spot.tickers')(f) && (f.result as { currency_pair: string }).currency_pair === 'ETH_USDT',
    );
  });

  it('spot.ping answers spot.pong', async () => {
    const { client } = await start();
    client.send({ channel: 'spot.ping' });
    expect(await client.next((f) => f.channel === 'spot.pong')).toMatchObject({ event: '', error: null, result: null });
  });

  it('spot.candlesticks: the forming candle of [interval, pair], named as Gate names it', async () => {
    const { client } = await start();
    client.send({ channel: 'spot.candlesticks', event: 'subscribe', payload: ['1m', 'BTC_USDT'] });
    const frame = await client.next(update('spot.candlesticks'));
    const candle = schemas.streamCandle.parse(frame.result);
    expect(candle.n).toBe('1m_BTC_USDT');
    expect(Number(candle.t) % 60).toBe(0);
    for (const side of [candle.o, candle.c]) {
      expect(Number(side)).toBeLessThanOrEqual(Number(candle.h));
      expect(Number(side)).toBeGreaterThanOrEqual(Number(candle.l));
    }
    // At 50× speed a minute passes in 1.2 s: the closed window comes once more with w: true.
    const closed = await client.next((f) => update('spot.candlesticks')(f) && (f.result as { w: boolean }).w, 8000);
    expect(schemas.streamCandle.parse(closed.result).t).toBe(candle.t);
  });

  it('spot.candlesticks: intervals built from finer candles (30s, 3m, 2h) equal the engine aggregate', async () => {
    const source = engineStreamSource(engine);
    const nowMs = Date.UTC(2026, 10, 2, 12, 7, 45);
    const threeMinutes = source.candle('ETH_USDT', '3m', nowMs);
    expect(threeMinutes.t).toBe(Date.UTC(2026, 10, 2, 12, 6) / 1000);
    const ones = engine.candles('ETH_USDT', '1m', threeMinutes.t, threeMinutes.t + 179, nowMs);
    expect(ones).toHaveLength(2);
    expect(threeMinutes.o).toBe(ones[0]?.[5]);
    expect(threeMinutes.c).toBe(ones[1]?.[2]);
    expect(Number(threeMinutes.h)).toBe(Math.max(...ones.map((r) => Number(r[3]))));
    expect(source.candle('ETH_USDT', '2h', nowMs).t).toBe(Date.UTC(2026, 10, 2, 12) / 1000);
    expect(source.candle('ETH_USDT', '30s', nowMs).t).toBe(Date.UTC(2026, 10, 2, 12, 7, 30) / 1000);
  });

  it('spot.order_book: snapshots of the asked depth, asks ascending and bids descending', async () => {
    const { client } = await start();
    client.send({ channel: 'spot.order_book', event: 'subscribe', payload: ['BTC_USDT', '5', '100ms'] });
    const book = schemas.streamOrderBook.parse((await client.next(update('spot.order_book'))).result);
    expect(book).toMatchObject({ s: 'BTC_USDT', l: '5' });
    expect(book.asks).toHaveLength(5);
    expect(book.bids).toHaveLength(5);
    const asks = book.asks.map(([p]) => Number(p));
    const bids = book.bids.map(([p]) => Number(p));
    expect([...asks].sort((a, b) => a - b)).toEqual(asks);
    expect([...bids].sort((a, b) => b - a)).toEqual(bids);
    expect(asks[0]).toBeGreaterThan(bids[0] ?? Infinity);
  });

  it('spot.order_book_update: a full book first, then deltas whose ids follow on and rebuild the book', async () => {
    const { client, now } = await start();
    client.send({ channel: 'spot.order_book_update', event: 'subscribe', payload: ['SOL_USDT', '100ms'] });
    const first = schemas.streamOrderBookUpdate.parse((await client.next(update('spot.order_book_update'))).result);
    expect(first.full).toBe(true);
    const bids = new Map(first.b);
    const asks = new Map(first.a);
    let last = first.u;
    const deltas: StreamOrderBookUpdate[] = [];
    while (deltas.length < 3) {
      const frame = await client.next(
        (f) => update('spot.order_book_update')(f) && (f.result as { U: number }).U > last,
        5000,
      );
      const delta = schemas.streamOrderBookUpdate.parse(frame.result);
      // Gate's sync rule: each delta starts right after the last one applied.
      expect(delta.U).toBe(last + 1);
      apply(bids, delta.b);
      apply(asks, delta.a);
      last = delta.u;
      deltas.push(delta);
    }
    // The book rebuilt from the deltas is the engine's book at the last delta's time.
    const truth = engine.orderBook('SOL_USDT', deltas[2]?.t ?? now(), { limit: 100, withId: true });
    expect(truth?.id).toBe(last);
    expect(new Map(truth?.bids)).toEqual(bids);
    expect(new Map(truth?.asks)).toEqual(asks);
  });

  it('spot.trades and spot.book_ticker stream the taker trades and the best bid and ask', async () => {
    const { client } = await start();
    client.send({ channel: 'spot.trades', event: 'subscribe', payload: ['BTC_USDT'] });
    client.send({ channel: 'spot.book_ticker', event: 'subscribe', payload: ['BTC_USDT'] });
    const one = schemas.streamTrade.parse((await client.next(update('spot.trades'))).result);
    const two = schemas.streamTrade.parse(
      (await client.next((f) => update('spot.trades')(f) && (f.result as { id: number }).id > one.id)).result,
    );
    expect(two.create_time).toBeGreaterThanOrEqual(one.create_time);
    expect(one.range).toBe(`${one.id}-${one.id}`);
    const best = schemas.streamBookTicker.parse((await client.next(update('spot.book_ticker'))).result);
    expect(Number(best.a)).toBeGreaterThan(Number(best.b));
  });

  it('refuses bad frames with Gate error codes and keeps the connection', async () => {
    const { client } = await start();
    client.socket.send('{not json');
    expect((await client.next((f) => f.error?.code === STREAM_ERROR.badFrame)).error?.message).toMatch(
      /Invalid request body format/,
    );
    client.clear();
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    await client.next((f) => f.error?.code === STREAM_ERROR.badFrame);
    client.clear();
    client.send({ channel: 'spot.nothing', event: 'subscribe' });
    await client.next((f) => f.error?.code === STREAM_ERROR.badFrame);
    for (const [payload, message] of [
      [['GIBBERISH_USD'], /unknown currency pair GIBBERISH_USD/],
      [[], /at least one currency pair/],
    ] as const) {
      client.clear();
      client.send({ channel: 'spot.tickers', event: 'subscribe', payload });
      expect((await client.next((f) => f.error !== null)).error).toMatchObject({
        code: STREAM_ERROR.badArgument,
        message: expect.stringMatching(message),
      });
    }
    client.clear();
    client.send({ channel: 'spot.candlesticks', event: 'subscribe', payload: ['1s', 'BTC_USDT'] });
    expect((await client.next((f) => f.error !== null)).error?.message).toMatch(/interval must be one of/);
    client.clear();
    client.send({ channel: 'spot.order_book', event: 'subscribe', payload: ['BTC_USDT', '7', '100ms'] });
    expect((await client.next((f) => f.error !== null)).error?.message).toMatch(/level must be one of/);
    client.clear();
    client.socket.send(JSON.stringify({ time: 1, channel: 'spot.ping' }));
    expect((await client.next((f) => f.error !== null)).error?.message).toMatch(/within 60 s/);
    // Still open and answering.
    client.clear();
    client.send({ channel: 'spot.ping' });
    await client.next((f) => f.channel === 'spot.pong');
  });

  it('unsubscribe is acknowledged and the updates stop', async () => {
    const { client } = await start();
    client.send({ channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT'] });
    await client.next(update('spot.tickers'));
    client.send({ channel: 'spot.tickers', event: 'unsubscribe', payload: ['BTC_USDT'] });
    await client.next((f) => f.channel === 'spot.tickers' && f.event === 'unsubscribe');
    client.clear();
    // A ping after the unsubscribe: its pong arrives after any update already in flight, and no update follows it.
    client.send({ channel: 'spot.ping' });
    await client.next((f) => f.channel === 'spot.pong');
    client.clear();
    client.send({ channel: 'spot.ping' });
    await client.next((f) => f.channel === 'spot.pong');
    expect(client.frames.filter(update('spot.tickers'))).toEqual([]);
  });

  it('bounds: subscriptions per connection, frame size, slow clients, idle clients, connections', async () => {
    const few = await start({ maxSubscriptions: 2 });
    few.client.send({ channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT', 'ETH_USDT', 'SOL_USDT'] });
    expect((await few.client.next((f) => f.error !== null)).error?.message).toMatch(/at most 2 subscriptions/);

    const small = await start({ maxFrameBytes: 256 });
    small.client.send({ channel: 'spot.ping', padding: 'x'.repeat(1000) });
    expect((await small.client.closed).code).toBe(1009);

    // A client whose queue would pass the bound is dropped, not buffered for.
    const slow = await start({ maxBufferedBytes: 64 });
    slow.client.send({ channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT'] });
    expect((await slow.client.closed).code).toBe(1006);

    // A client that answers no ping is closed after the idle time.
    const idle = await start({ idleMs: 200 });
    const silent = await StreamClient.open(idle.url, idle.now, { autoPong: false });
    expect((await silent.closed).code).toBe(1006);
    expect(idle.client.socket.readyState).toBe(idle.client.socket.OPEN);

    const full = await start({ maxConnections: 1 });
    await expect(StreamClient.open(full.url, full.now)).rejects.toThrow(/503/);
  });

  it('other upgrade paths are refused', async () => {
    const { url } = await start();
    const other = url.replace('/ws/v4/', '/ws/other');
    await expect(StreamClient.open(other)).rejects.toThrow(/404/);
    // A plain GET of the path is not an upgrade: the HTTP server answers it.
    const status = await new Promise<number>((resolve, reject) => {
      request(url.replace('ws:', 'http:'), (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(404);
  });
});

describe('a source that knows nothing yet (a feed, decision 0037)', () => {
  it('sends nothing until a value comes; the first book, and a book whose id went back, come whole', async () => {
    const now = fastClock();
    const engineSource = engineStreamSource(engine);
    let book: { id: number; bids: [string, string][]; asks: [string, string][] } | undefined;
    const watched: string[] = [];
    const stream = await createMarketStream({
      source: {
        ...engineSource,
        ticker: () => undefined,
        book: () => book,
        watch: (topic) => watched.push(`+${topic.channel}`),
        unwatch: (topic) => watched.push(`-${topic.channel}`),
      },
      now,
      limits: { tickMs: 20 },
    });
    const served = await serveStream(stream);
    opened.push(served);
    const client = await StreamClient.open(served.url, now);
    client.send({ channel: 'spot.order_book_update', event: 'subscribe', payload: ['BTC_USDT', '100ms'] });
    client.send({ channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT'] });
    await client.next(ack('spot.tickers'));
    expect(watched).toEqual(['+spot.order_book_update', '+spot.tickers']);
    book = { id: 10, bids: [['1', '1']], asks: [['2', '1']] };
    const first = schemas.streamOrderBookUpdate.parse((await client.next(update('spot.order_book_update'))).result);
    expect(first).toMatchObject({ full: true, U: 10, u: 10, b: [['1', '1']] });
    book = { id: 5, bids: [['3', '1']], asks: [['4', '1']] };
    const again = schemas.streamOrderBookUpdate.parse(
      (await client.next((f) => update('spot.order_book_update')(f) && (f.result as { u: number }).u === 5)).result,
    );
    expect(again).toMatchObject({ full: true, U: 5, b: [['3', '1']] });
    client.send({ channel: 'spot.tickers', event: 'unsubscribe', payload: ['BTC_USDT'] });
    await client.next((f) => f.channel === 'spot.tickers' && f.event === 'unsubscribe');
    expect(watched).toEqual(['+spot.order_book_update', '+spot.tickers', '-spot.tickers']);
    expect(client.frames.filter(update('spot.tickers'))).toEqual([]);
  });
});

describe('levelChanges (Gate order_book_update: absolute sizes, "0" deletes)', () => {
  it('lists changed and new levels with their sizes and removed ones with 0', () => {
    expect(
      levelChanges(
        [
          ['10', '1'],
          ['9', '2'],
          ['8', '3'],
        ],
        [
          ['10', '1'],
          ['9', '5'],
          ['7', '1'],
        ],
      ),
    ).toEqual([
      ['9', '5'],
      ['7', '1'],
      ['8', '0'],
    ]);
  });
});
