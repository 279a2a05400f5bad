import { randomBytes } from 'node:crypto';
import {
  getFuturesAccounts,
  postOpenFuturesPosition,
  postSpotOrder,
  postLogin,
  postTransfer,
  PRIVATE_CHANNELS,
  STREAM_ERROR,
} from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiApp, createApiApp } from '../app';
import { SESSION_COOKIE } from '../auth-cookies';
import { DEMO_PASSWORD } from '../db/demo-accounts';
import { seedDemoData } from '../db/seed';
import { createMarketEngine } from '../services/market/market-engine';
import { createPrivateFeed } from '../services/private-feed';
import { type ApiProcess, spawnApiProcess } from '../test-support/api-process';
import { FAST_HASHING, TestBrowser } from '../test-support/test-browser';
import { logInOverHttp } from '../test-support/http-session';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { serveStream, StreamClient, type Frame } from '../test-support/stream-client';
import { engineStreamSource } from './engine-source';
import { createMarketStream } from './market-stream';

// Issue 12 deliverable 5: "Live private updates on the existing WebSocket with Gate-style private
// channels (spot.orders, spot.usertrades, spot.balances, futures.positions), authenticated by the
// session cookie (never a token in the URL). With several API processes behind a load balancer, an
// update reaches the client whichever process it is connected to, through PostgreSQL
// LISTEN/NOTIFY; a test runs two API processes on one PostgreSQL."

let database: TestDatabase;
let app: ApiApp;
let stream: Awaited<ReturnType<typeof serveStream>>;
const engine = createMarketEngine();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { passwordHashing: FAST_HASHING });
  app = createApiApp({
    db: database.db,
    bodyLimitBytes: 8192,
    trustProxy: false,
    passwordHashing: FAST_HASHING,
    marketEngine: engine,
  });
  stream = await serveStream(
    await createMarketStream({
      source: engineStreamSource(engine),
      privateFeed: createPrivateFeed({ database, engine }),
    }),
  );
});
afterAll(async () => {
  await stream?.close();
  await database.close();
});

const isUpdate = (channel: string, test: (result: unknown[]) => boolean) => (frame: Frame) =>
  frame.channel === channel && frame.event === 'update' && Array.isArray(frame.result) && test(frame.result);
const hasId = (id: string) => (result: unknown[]) =>
  result.some((item) => typeof item === 'object' && item !== null && 'id' in item && item.id === id);

describe('private channels', () => {
  it('refuse a connection without a session (authentication fail), on every private channel', async () => {
    const client = await StreamClient.open(stream.url);
    for (const channel of PRIVATE_CHANNELS) {
      client.send({ channel, event: 'subscribe', payload: ['!all'] });
      const frame = await client.next((f) => f.channel === channel && f.error !== null);
      expect(frame.error).toEqual({ code: STREAM_ERROR.unauthenticated, message: expect.stringMatching(/log in/) });
    }
    client.close();
  });

  it('send the account its orders, fills, balances and positions as they change', async () => {
    const browser = new TestBrowser(app);
    expect(
      (await browser.call(postLogin.path, { form: { account: 'kyc-2@meridian.example', password: DEMO_PASSWORD } }))
        .status,
    ).toBe(200);
    const cookie = `${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE) ?? ''}`;
    const client = await StreamClient.open(stream.url, Date.now, { headers: { cookie } });
    for (const channel of PRIVATE_CHANNELS) {
      client.send({ channel, event: 'subscribe', payload: channel === 'futures.positions' ? ['!all'] : ['BTC_USDT'] });
      await client.next((f) => f.channel === channel && f.event === 'subscribe');
    }
    const resting = await browser.call(postSpotOrder.path, {
      form: { currency_pair: 'BTC_USDT', side: 'buy', amount: '0.001', price: '5000' },
    });
    const restingId = (resting.data as { id: string }).id;
    await client.next(isUpdate('spot.orders', hasId(restingId)));
    await client.next(isUpdate('spot.balances', (r) => r.some((b) => (b as { currency: string }).currency === 'USDT')));

    const taken = await browser.call(postSpotOrder.path, {
      form: { currency_pair: 'BTC_USDT', type: 'market', side: 'sell', amount: '0.001' },
    });
    const takenId = (taken.data as { id: string }).id;
    const fills = await client.next(
      isUpdate('spot.usertrades', (r) => r.some((t) => (t as { order_id: string }).order_id === takenId)),
    );
    expect(fills.result).toEqual(expect.arrayContaining([expect.objectContaining({ role: 'taker', side: 'sell' })]));

    // An order of another pair is not sent to a BTC_USDT subscription.
    const other = await browser.call(postSpotOrder.path, {
      form: { currency_pair: 'ETH_USDT', side: 'buy', amount: '0.01', price: '500' },
    });
    const opened = await browser.call(postOpenFuturesPosition.path, {
      form: { contract: 'BTC_USDT', side: 'long', size: '0.001', leverage: '3' },
    });
    const positionId = (opened.data as { id: string }).id;
    await client.next(isUpdate('futures.positions', hasId(positionId)));
    expect(client.frames.some(isUpdate('spot.orders', hasId((other.data as { id: string }).id)))).toBe(false);
    client.close();
  });

  it('issue 16: a transfer into the futures wallet is sent on futures.balances (the futures page reads it at once)', async () => {
    const browser = new TestBrowser(app);
    await browser.call(postLogin.path, { form: { account: 'kyc-3@meridian.example', password: DEMO_PASSWORD } });
    const cookie = `${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE) ?? ''}`;
    const client = await StreamClient.open(stream.url, Date.now, { headers: { cookie } });
    client.send({ channel: 'futures.balances', event: 'subscribe', payload: ['USDT'] });
    await client.next((f) => f.channel === 'futures.balances' && f.event === 'subscribe' && f.error === null);
    const usdtOf = (result: unknown) =>
      (result as { currency: string; available: string }[]).find((b) => b.currency === 'USDT')?.available;
    const before = Number(usdtOf((await browser.call(getFuturesAccounts.path)).data) ?? 0);
    const moved = await browser.call(postTransfer.path, {
      form: {
        request_id: `stream-${Date.now()}`,
        coin: 'USDT',
        amount: '7',
        from_wallet: 'spot',
        to_wallet: 'futures',
      },
    });
    expect(moved.status).toBe(200);
    const after = await client.next(isUpdate('futures.balances', (r) => usdtOf(r) !== undefined));
    expect(Number(usdtOf(after.result)) - before).toBe(7);
    client.close();
  });
});

describe.skipIf(process.env.DATABASE_URL === undefined)('two API processes on one PostgreSQL', () => {
  const processes: ApiProcess[] = [];
  afterAll(async () => {
    for (const p of processes) {
      p.signal('SIGTERM');
      await p.exited;
    }
  });

  it('an order placed on one process reaches the socket held by the other', async () => {
    // One key for both, as behind a real load balancer (the first reseals the demo secrets with it).
    const env = { DATABASE_URL: database.url ?? '', SECRETS_KEY: randomBytes(32).toString('hex') };
    // Each is registered as soon as it runs, so a failed start of the other never leaves it behind.
    const a = await spawnApiProcess(env);
    processes.push(a);
    const b = await spawnApiProcess(env);
    processes.push(b);
    const session = await logInOverHttp(a.origin, 'kyc-3@meridian.example');
    const client = await StreamClient.open(`${b.origin.replace('http', 'ws')}/ws/v4/`, Date.now, {
      headers: { cookie: session.cookie() },
    });
    client.send({ channel: 'spot.orders', event: 'subscribe', payload: ['!all'] });
    await client.next((f) => f.channel === 'spot.orders' && f.event === 'subscribe' && f.error === null);
    const placed = await session.post(postSpotOrder.path, {
      currency_pair: 'ETH_USDT',
      side: 'buy',
      amount: '0.01',
      price: '400',
    });
    const body = (await placed.json()) as { data: { id: string } };
    expect(placed.status).toBe(200);
    const frame = await client.next(isUpdate('spot.orders', hasId(body.data.id)), 10_000);
    expect(frame.result).toEqual([
      expect.objectContaining({ id: body.data.id, status: 'open', currency_pair: 'ETH_USDT' }),
    ]);
    client.close();
  }, 60_000);
});
