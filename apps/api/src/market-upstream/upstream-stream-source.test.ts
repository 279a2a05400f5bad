import { marketStreamSchemas } from '@meridian/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { engineStreamSource } from '../market-stream/engine-source';
import { createMarketStream } from '../market-stream/market-stream';
import { createMarketEngine } from '../services/market/market-engine';
import { type FakeUpstream, startFakeUpstream } from '../test-support/fake-upstream';
import { type Frame, serveStream, StreamClient } from '../test-support/stream-client';
import { upstreamMarketSource } from './rest-relay';
import { type UpstreamStreamSource, upstreamStreamSource } from './upstream-stream-source';

const schemas = await marketStreamSchemas();

/** A clock 50 times faster than real time from a fixed instant, shared by the feed and the API. */
function fastClock(offsetMs = 0): () => number {
  const start = Date.UTC(2026, 10, 2, 12) + offsetMs;
  const t0 = Date.now();
  return () => start + (Date.now() - t0) * 50;
}

/** Resolves once `test` holds, checked every 10 ms; fails after `timeoutMs` (never a fixed sleep). */
async function until(test: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const opened: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

/** A fake Gate feed on loopback, and our stream in upstream mode reading it, with a client on ours. */
async function start(offsetMs = 0): Promise<{
  fake: FakeUpstream;
  source: UpstreamStreamSource;
  client: StreamClient;
  now: () => number;
}> {
  const now = fastClock(offsetMs);
  const fake = await startFakeUpstream({ now });
  opened.push(fake);
  const relay = upstreamMarketSource({ base: fake.origin, now });
  const source = await upstreamStreamSource({
    base: fake.origin,
    pairs: () => relay.pairs(),
    candlesticks: (query, nowMs) => relay.candlesticks(query, nowMs),
    now,
    minReconnectMs: 20,
    maxReconnectMs: 200,
  });
  const stream = await createMarketStream({ source, now, limits: { tickMs: 20 } });
  // Closing the stream closes the source's connection to the feed.
  const served = await serveStream(stream);
  opened.push(served);
  const client = await StreamClient.open(served.url, now);
  return { fake, source, client, now };
}

const update = (channel: string) => (f: Frame) => f.channel === channel && f.event === 'update';
const tickerOf = (pair: string) => (f: Frame) =>
  update('spot.tickers')(f) && (f.result as { currency_pair?: string }).currency_pair === pair;

/** Waits until every frame sent before now has arrived (a pong follows them), then forgets them. */
async function settle(client: StreamClient) {
  client.clear();
  client.send({ channel: 'spot.ping' });
  await client.next((f) => f.channel === 'spot.pong');
  client.clear();
}

describe('market stream in upstream mode (MARKET_DATA_UPSTREAM)', () => {
  it("a client's spot.tickers subscription is taken upstream, and the feed's updates reach it", async () => {
    const { source, client, fake } = await start();
    await until(() => source.connected(), 'connected to the feed');
    client.send({ channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT'] });
    await client.next((f) => f.channel === 'spot.tickers' && f.event === 'subscribe');
    expect(source.upstreamSubscriptions()).toBe(1);
    const first = schemas.streamTicker.parse((await client.next(tickerOf('BTC_USDT'))).result);
    // At 50× the feed's 24 h window moves every 20 ms: updates keep coming.
    const next = await client.next(
      (f) => tickerOf('BTC_USDT')(f) && JSON.stringify(f.result) !== JSON.stringify(first),
    );
    schemas.streamTicker.parse(next.result);
    expect(fake.streamConnections()).toBe(1);
    // The last subscriber leaves: the feed subscription goes too.
    client.send({ channel: 'spot.tickers', event: 'unsubscribe', payload: ['BTC_USDT'] });
    await client.next((f) => f.channel === 'spot.tickers' && f.event === 'unsubscribe');
    expect(source.upstreamSubscriptions()).toBe(0);
  });

  it('unknown pairs are refused with the feed pair list; book depths share one feed subscription', async () => {
    const { source, client } = await start();
    client.send({ channel: 'spot.tickers', event: 'subscribe', payload: ['NOPE_USDT'] });
    expect((await client.next((f) => f.error !== null && f.error !== undefined)).error?.message).toMatch(
      /unknown currency pair NOPE_USDT/,
    );
    client.send({ channel: 'spot.order_book', event: 'subscribe', payload: ['ETH_USDT', '5', '100ms'] });
    client.send({ channel: 'spot.order_book_update', event: 'subscribe', payload: ['ETH_USDT', '100ms'] });
    const book = schemas.streamOrderBook.parse((await client.next(update('spot.order_book'))).result);
    expect(book.asks).toHaveLength(5);
    expect(Number(book.asks[0]?.[0])).toBeGreaterThan(Number(book.bids[0]?.[0]));
    // Nothing was known at subscribe time: the first book the feed sends comes whole, then deltas follow on.
    const full = schemas.streamOrderBookUpdate.parse((await client.next(update('spot.order_book_update'))).result);
    expect(full.full).toBe(true);
    const delta = schemas.streamOrderBookUpdate.parse(
      (await client.next((f) => update('spot.order_book_update')(f) && (f.result as { U: number }).U > full.u)).result,
    );
    expect(delta.U).toBe(full.u + 1);
    expect(source.upstreamSubscriptions()).toBe(1);
  });

  it('candlesticks and trades come through from the feed', async () => {
    const { client } = await start();
    client.send({ channel: 'spot.candlesticks', event: 'subscribe', payload: ['1m', 'SOL_USDT'] });
    client.send({ channel: 'spot.trades', event: 'subscribe', payload: ['SOL_USDT'] });
    const candle = schemas.streamCandle.parse((await client.next(update('spot.candlesticks'))).result);
    expect(candle.n).toBe('1m_SOL_USDT');
    const trade = schemas.streamTrade.parse((await client.next(update('spot.trades'))).result);
    expect(trade.currency_pair).toBe('SOL_USDT');
    // At 50× a minute passes in 1.2 s: the closed window comes once more with w: true.
    const closed = await client.next((f) => update('spot.candlesticks')(f) && (f.result as { w: boolean }).w, 8000);
    expect(Number(schemas.streamCandle.parse(closed.result).t)).toBeGreaterThanOrEqual(Number(candle.t));
  });

  it("intervals Gate's stream lacks (3m) are summed from the feed's finer candles, equal to the engine's", async () => {
    // 1 min 40 s into a 3 min bucket: its first minute is over before the subscribe.
    const { client, source, now } = await start(100_000);
    const subscribedS = now() / 1000;
    client.send({ channel: 'spot.candlesticks', event: 'subscribe', payload: ['3m', 'ETH_USDT'] });
    const forming = schemas.streamCandle.parse((await client.next(update('spot.candlesticks'))).result);
    expect(forming.n).toBe('3m_ETH_USDT');
    expect(Number(forming.t) % 180).toBe(0);
    // The bucket under way at the subscribe comes at once (its start seeded from the feed's REST
    // candles), not only the next one (30 feed seconds, 0.6 s here, of leeway for a busy machine).
    expect(Number(forming.t)).toBeLessThanOrEqual(subscribedS + 30);
    // The feed is asked for 1m candles (Gate has no 3m stream); the bucket's start came from its REST calls.
    expect(source.upstreamSubscriptions()).toBe(1);
    const truth = engineStreamSource(createMarketEngine());
    expect(forming.o).toBe(truth.candle('ETH_USDT', '3m', Number(forming.t) * 1000).o);
    // At 50× three minutes pass in 3.6 s: the closed window's last word is the engine's whole 3m candle.
    const closed = schemas.streamCandle.parse(
      (await client.next((f) => update('spot.candlesticks')(f) && (f.result as { w: boolean }).w, 10_000)).result,
    );
    const t = Number(closed.t);
    const { o, h, l, c, v, a } = truth.candle('ETH_USDT', '3m', (t + 180) * 1000 - 1);
    expect(closed).toMatchObject({ o, h, l, c, v, a });
  }, 20_000);

  it('malformed frames from the feed are dropped and counted; the stream goes on', async () => {
    const { source, client, fake } = await start();
    client.send({ channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT'] });
    await client.next(tickerOf('BTC_USDT'));
    await until(() => fake.streamConnections() === 1, 'the feed sees one connection');
    fake.sendRawFrame('{not json');
    fake.sendRawFrame(JSON.stringify({ time: 1, channel: 'spot.tickers', event: 'update' }));
    fake.sendRawFrame(
      JSON.stringify({
        time: 1,
        time_ms: 1000,
        channel: 'spot.tickers',
        event: 'update',
        result: { currency_pair: 'BTC_USDT', last: 'x' },
      }),
    );
    await until(() => source.dropped() >= 3, 'three frames dropped');
    // A feed whose tickers go wrong: each is dropped, none reaches the client.
    fake.streamTickers = 'wrong-shape';
    const droppedBefore = source.dropped();
    await until(() => source.dropped() > droppedBefore + 2, 'wrong-shape tickers dropped');
    await settle(client);
    fake.streamTickers = 'gate';
    const after = schemas.streamTicker.parse((await client.next(tickerOf('BTC_USDT'))).result);
    expect(after.currency_pair).toBe('BTC_USDT');
    const lasts = client.frames.filter(tickerOf('BTC_USDT')).map((f) => (f.result as { last: string }).last);
    expect(lasts.every((last) => /^\d+(\.\d+)?$/.test(last))).toBe(true);
  });

  it('the feed restarting: the source reconnects, subscribes again and the updates resume', async () => {
    const { source, client, fake } = await start();
    client.send({ channel: 'spot.tickers', event: 'subscribe', payload: ['ETH_USDT'] });
    await client.next(tickerOf('ETH_USDT'));
    await fake.restart();
    await until(() => source.connected() && fake.streamConnections() === 1, 'reconnected to the restarted feed');
    await settle(client);
    schemas.streamTicker.parse((await client.next(tickerOf('ETH_USDT'))).result);
    expect(source.upstreamSubscriptions()).toBe(1);
    // Our client never noticed: same connection.
    expect(client.socket.readyState).toBe(client.socket.OPEN);
  });
});
