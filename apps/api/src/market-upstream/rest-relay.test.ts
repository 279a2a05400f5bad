import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  currencyPairPath,
  GATE_ERROR_LABELS,
  gateError,
  getCandlesticks,
  getCurrencyPairs,
  getOrderBook,
  getTickers,
  tickerList,
} from '@meridian/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { createMarketEngine } from '../services/market/market-engine';
import { type FakeUpstream, startFakeUpstream } from '../test-support/fake-upstream';
import { createTestDatabase } from '../test-support/test-database';
import { AnswerCache } from './answer-cache';
import { upstreamMarketSource, type UpstreamRelayOptions } from './rest-relay';

// The relay's own cases (decision 0037); the shared REST suite in routes/market.test.ts runs through it too.
const START = Date.UTC(2026, 10, 23, 12, 0, 30, 500);
/** The timeout case's short wait; every other case waits long enough for a loaded CI machine. */
const TIMEOUT_MS = 300;
const PATIENT_TIMEOUT_MS = 15_000;
let clock = START;
let database: DatabaseHandle;
let fake: FakeUpstream;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeUpstream({ now: () => clock });
});
afterAll(async () => {
  await fake.close();
  await database.close();
});
afterEach(() => {
  fake.rest = 'gate';
  clock = START;
});

/** An API whose market calls go to `base` (the fake by default). */
function relayApp(options: Partial<UpstreamRelayOptions> = {}) {
  const relay = upstreamMarketSource({
    base: fake.origin,
    now: () => clock,
    timeoutMs: PATIENT_TIMEOUT_MS,
    ...options,
  });
  const app = createApiApp({
    db: database.db,
    bodyLimitBytes: 2048,
    trustProxy: false,
    now: () => clock,
    marketSource: relay,
  });
  const get = (path: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    return app.request(search === '' ? path : `${path}?${search}`);
  };
  return { relay, get };
}

/** A Gate-style error of `status`: exactly {label, message}, never kept by a cache. */
async function expectGateError(response: Response, status: number, label: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body: unknown = await response.json();
  expect(Object.keys(body as object).sort()).toEqual(['label', 'message']);
  const error = gateError.parse(body);
  expect(error.label).toBe(label);
  return error;
}

describe('the relay to an upstream Gate v4 feed', () => {
  it.each([
    ['bad-json', /not JSON/],
    ['wrong-shape', /another shape/],
    ['server-error', /HTTP 500/],
  ] as const)('a feed answering %s gets a 502 UPSTREAM_BAD_ANSWER', async (mode, message) => {
    const { get } = relayApp();
    fake.rest = mode;
    const error = await expectGateError(await get(getTickers.path), 502, GATE_ERROR_LABELS.upstreamBadAnswer);
    expect(error.message).toMatch(message);
    // A failure is not kept: the feed answering again is heard at once.
    fake.rest = 'gate';
    expect(tickerList.parse(await (await get(getTickers.path)).json()).length).toBeGreaterThanOrEqual(20);
  });

  it('a list with one odd row keeps its good rows (the odd one left out and logged); a candle page is refused whole', async () => {
    const { get } = relayApp();
    const honest = tickerList.parse(await (await get(getTickers.path)).json());
    clock += 60_000;
    fake.rest = 'one-odd-row';
    const response = await get(getTickers.path);
    expect(response.status).toBe(200);
    const kept = tickerList.parse(await response.json());
    expect(kept.length).toBe(honest.length - 1);
    expect(kept.map((t) => t.currency_pair)).toEqual(honest.slice(1).map((t) => t.currency_pair));
    const pairs = await get(getCurrencyPairs.path);
    expect(pairs.status).toBe(200);
    await expectGateError(
      await get(getCandlesticks.path, { currency_pair: 'BTC_USDT', interval: '1m', limit: '10' }),
      502,
      GATE_ERROR_LABELS.upstreamBadAnswer,
    );
  });

  it('a feed that does not answer within the timeout gets a 504, never a hang', async () => {
    const { get } = relayApp({ timeoutMs: TIMEOUT_MS });
    fake.rest = 'slow';
    const error = await expectGateError(
      await get(getOrderBook.path, { currency_pair: 'BTC_USDT' }),
      504,
      GATE_ERROR_LABELS.upstreamTimeout,
    );
    expect(error.message).toContain(`${TIMEOUT_MS} ms`);
  });

  it('a feed that cannot be reached gets a 502 UPSTREAM_UNAVAILABLE', async () => {
    // A port that was free a moment ago and is closed now.
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((done) => probe.close(() => done()));
    const { get } = relayApp({ base: `http://127.0.0.1:${port}` });
    await expectGateError(await get(getCurrencyPairs.path), 502, GATE_ERROR_LABELS.upstreamUnavailable);
  });

  it("relays the feed's own Gate refusal as it came", async () => {
    const { get } = relayApp();
    const before = fake.requests.length;
    // Well-formed here, so it goes to the feed; the feed does not list the pair.
    const error = await expectGateError(
      await get(getTickers.path, { currency_pair: 'NOPE_USDT' }),
      400,
      GATE_ERROR_LABELS.invalidCurrencyPair,
    );
    expect(error.message).toContain('NOPE_USDT');
    expect(fake.requests.slice(before)).toEqual([`${getTickers.path}?currency_pair=NOPE_USDT`]);
    await expectGateError(await get(currencyPairPath('ZZZ_USDT')), 400, GATE_ERROR_LABELS.invalidCurrencyPair);
  });

  it('checks the query before the feed: a bad parameter never reaches it', async () => {
    const { get } = relayApp();
    const before = fake.requests.length;
    await expectGateError(
      await get(getOrderBook.path, { currency_pair: 'BTC_USDT', limit: '101' }),
      400,
      GATE_ERROR_LABELS.invalidParamValue,
    );
    await expectGateError(await get(getOrderBook.path), 400, GATE_ERROR_LABELS.missingRequiredParam);
    await expectGateError(await get(currencyPairPath('BTC/../USDT')), 400, GATE_ERROR_LABELS.invalidCurrencyPair);
    expect(fake.requests.length).toBe(before);
  });

  it('keeps a live answer for a second and the pair list for a minute; identical questions share one fetch', async () => {
    const { get, relay } = relayApp();
    const ask = () => get(getTickers.path, { currency_pair: 'BTC_USDT' });
    const first = await (await ask()).json();
    expect(relay.fetches()).toBe(1);
    clock = START + 900;
    expect(await (await ask()).json()).toEqual(first);
    expect(relay.fetches()).toBe(1);
    clock = START + 1_100;
    const later: unknown = await (await ask()).json();
    expect(relay.fetches()).toBe(2);
    // The feed's clock moved too: the new answer is the engine's at the new instant.
    expect(tickerList.parse(later)[0]).toEqual(
      createMarketEngine().ticker('BTC_USDT', START + 1_100, { withSizes: true }),
    );

    const answers = await Promise.all(Array.from({ length: 5 }, () => get(getCurrencyPairs.path)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(relay.fetches()).toBe(3);
    clock = START + 59_000;
    await get(getCurrencyPairs.path);
    expect(relay.fetches()).toBe(3);
    clock = START + 62_000;
    await get(getCurrencyPairs.path);
    expect(relay.fetches()).toBe(4);
  });

  it('keeps a bounded number of questions', async () => {
    const { get, relay } = relayApp({ maxEntries: 2 });
    for (const pair of ['BTC_USDT', 'ETH_USDT', 'SOL_USDT']) await get(getTickers.path, { currency_pair: pair });
    expect(relay.fetches()).toBe(3);
    // The oldest question was let go: asked again, it is fetched again; the newest is still kept.
    await get(getTickers.path, { currency_pair: 'SOL_USDT' });
    expect(relay.fetches()).toBe(3);
    await get(getTickers.path, { currency_pair: 'BTC_USDT' });
    expect(relay.fetches()).toBe(4);
  });
});

describe('AnswerCache', () => {
  it('shares an answer in flight, keeps it for its time, drops failures and never holds more than its bound', async () => {
    let now = 0;
    const cache = new AnswerCache<string>(3, () => now);
    let loads = 0;
    const load = (value: string) => async () => {
      loads += 1;
      return value;
    };
    const both = await Promise.all([cache.get('a', load('A'), () => 1000), cache.get('a', load('B'), () => 1000)]);
    expect(both).toEqual(['A', 'A']);
    expect(loads).toBe(1);
    now = 999;
    expect(await cache.get('a', load('C'), () => 1000)).toBe('A');
    now = 1000;
    expect(await cache.get('a', load('D'), () => 1000)).toBe('D');
    expect(loads).toBe(2);
    await cache.get('x', load('X'), () => 0);
    expect(await cache.get('x', load('Y'), () => 0)).toBe('Y');
    await expect(
      cache.get(
        'e',
        () => Promise.reject(new Error('down')),
        () => 1000,
      ),
    ).rejects.toThrow('down');
    expect(await cache.get('e', load('E'), () => 1000)).toBe('E');
    for (const key of ['k1', 'k2', 'k3', 'k4']) await cache.get(key, load(key), () => 1000);
    expect(cache.size()).toBe(3);
  });
});
