import {
  candlestickList,
  currencyPair,
  currencyPairList,
  currencyPairPath,
  gateError,
  getCandlesticks,
  getCurrencyPairs,
  getOrderBook,
  getTickers,
  getTrades,
  orderBook,
  tickerList,
  tradeList,
} from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { upstreamMarketSource } from '../market-upstream/rest-relay';
import { createMarketEngine } from '../services/market/market-engine';
import type { MarketSource } from '../services/market/market-source';
import { startFakeUpstream } from '../test-support/fake-upstream';
import { createTestDatabase } from '../test-support/test-database';

// The API's clock is injected: 2026-11-23 12:00:30.500 UTC, moved by tests that need time to pass.
const START = Date.UTC(2026, 10, 23, 12, 0, 30, 500);
const START_S = Math.floor(START / 1000);
let clock = START;
let database: DatabaseHandle;
let app: ReturnType<typeof createApiApp>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/**
 * The contract test of decision 0037: every case below runs against the engine, and against the
 * relay to a Gate-shaped feed on loopback (our engine behind a real HTTP server on the same clock),
 * so the adapter answers exactly as the engine does, refusals included.
 */
const markets: [string, () => Promise<{ source?: MarketSource; close: () => Promise<void> }>][] = [
  ['the market engine', async () => ({ close: async () => {} })],
  [
    'the relay to an upstream Gate v4 feed (MARKET_DATA_UPSTREAM)',
    async () => {
      const fake = await startFakeUpstream({ now: () => clock });
      return { source: upstreamMarketSource({ base: fake.origin, now: () => clock }), close: () => fake.close() };
    },
  ],
];

const get = (path: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return app.request(search === '' ? path : `${path}?${search}`);
};

/** A Gate refusal: HTTP 400, exactly {label, message}, never kept by a cache. */
async function expectRefusal(response: Response, label: string, messagePart?: string) {
  expect(response.status).toBe(400);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body: unknown = await response.json();
  const error = gateError.parse(body);
  expect(Object.keys(body as object).sort()).toEqual(['label', 'message']);
  expect(error.label).toBe(label);
  if (messagePart !== undefined) expect(error.message).toContain(messagePart);
  return error;
}

/** A public market answer: 200, bare JSON, short public caching, no cookie (shared caches keep it). */
async function expectPublic(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  expect(response.headers.get('set-cookie')).toBeNull();
  const body: unknown = await response.json();
  expect(body).not.toHaveProperty('code');
  return body;
}

describe.each(markets)('market calls answered by %s', (_name, open) => {
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const market = await open();
    close = market.close;
    app = createApiApp({
      db: database.db,
      bodyLimitBytes: 2048,
      trustProxy: false,
      now: () => clock,
      marketSource: market.source,
    });
  });
  afterAll(async () => {
    await close();
  });

  describe('GET /api/v4/spot/currency_pairs', () => {
    it('lists every pair in Gate shape, and one pair by its path', async () => {
      const list = currencyPairList.parse(await expectPublic(await get(getCurrencyPairs.path)));
      expect(list.length).toBeGreaterThanOrEqual(20);
      expect(list.map((p) => p.id)).toContain('BTC_USDT');
      const one = currencyPair.parse(await expectPublic(await get(currencyPairPath('ETH_BTC'))));
      expect(one).toEqual(list.find((p) => p.id === 'ETH_BTC'));
    });

    it('an unknown pair is INVALID_CURRENCY_PAIR', async () => {
      await expectRefusal(await get(currencyPairPath('NOPE_USDT')), 'INVALID_CURRENCY_PAIR', 'NOPE_USDT');
      await expectRefusal(await get(currencyPairPath('btc_usdt')), 'INVALID_CURRENCY_PAIR');
    });
  });

  describe('GET /api/v4/spot/tickers', () => {
    it('every pair without currency_pair; one pair (with the best sizes) with it, always an array', async () => {
      const all = tickerList.parse(await expectPublic(await get(getTickers.path)));
      const pairs = currencyPairList.parse(await (await get(getCurrencyPairs.path)).json());
      expect(all.map((t) => t.currency_pair)).toEqual(pairs.map((p) => p.id));
      expect(all.every((t) => t.lowest_size === undefined)).toBe(true);
      const one = tickerList.parse(await expectPublic(await get(getTickers.path, { currency_pair: 'SOL_USDT' })));
      expect(one).toHaveLength(1);
      expect(one[0]?.currency_pair).toBe('SOL_USDT');
      expect(one[0]?.last).toBe(all.find((t) => t.currency_pair === 'SOL_USDT')?.last);
      expect(one[0]?.lowest_size).toMatch(/^\d+(\.\d+)?$/);
      const utc8 = tickerList.parse(
        await expectPublic(await get(getTickers.path, { currency_pair: 'SOL_USDT', timezone: 'utc8' })),
      );
      expect(utc8).toEqual(one);
    });

    it('refuses an unknown pair and an unknown timezone', async () => {
      await expectRefusal(await get(getTickers.path, { currency_pair: 'NOPE_USDT' }), 'INVALID_CURRENCY_PAIR');
      await expectRefusal(await get(getTickers.path, { timezone: 'mars' }), 'INVALID_PARAM_VALUE', 'timezone');
    });

    it('follows the injected clock: an hour later the 24 h window has moved', async () => {
      const before = tickerList.parse(await (await get(getTickers.path, { currency_pair: 'BTC_USDT' })).json());
      clock = START + 3_600_000;
      try {
        const later = tickerList.parse(await (await get(getTickers.path, { currency_pair: 'BTC_USDT' })).json());
        const reference = createMarketEngine().ticker('BTC_USDT', START + 3_600_000, { withSizes: true });
        expect(later[0]).toEqual(reference);
        expect(later[0]).not.toEqual(before[0]);
      } finally {
        clock = START;
      }
    });
  });

  describe('GET /api/v4/spot/candlesticks', () => {
    it('defaults to the last 100 candles of 30m, Gate rows with the last one forming', async () => {
      const rows = candlestickList.parse(
        await expectPublic(await get(getCandlesticks.path, { currency_pair: 'BTC_USDT' })),
      );
      expect(rows).toHaveLength(100);
      expect(Number(rows[1]?.[0]) - Number(rows[0]?.[0])).toBe(1800);
      expect(rows.at(-1)?.[7]).toBe('false');
      expect(rows[0]?.[7]).toBe('true');
    });

    it('answers what any other process answers for the same clock (limit=1000 of 1m)', async () => {
      const rows = candlestickList.parse(
        await expectPublic(
          await get(getCandlesticks.path, { currency_pair: 'ETH_USDT', interval: '1m', limit: '1000' }),
        ),
      );
      expect(rows).toHaveLength(1000);
      const elsewhere = createMarketEngine().candlesticks('ETH_USDT', { interval: '1m', limit: 1000 }, START);
      expect(elsewhere.ok && elsewhere.value).toEqual(rows);
    });

    it('pages back with from/to at 1000 points a page', async () => {
      const to = Math.floor(START / 1000 / 60) * 60 - 90 * 86_400;
      const rows = candlestickList.parse(
        await expectPublic(
          await get(getCandlesticks.path, {
            currency_pair: 'DOGE_USDT',
            interval: '1m',
            from: String(to - 999 * 60),
            to: String(to),
          }),
        ),
      );
      expect(rows).toHaveLength(1000);
      expect(rows.at(-1)?.[0]).toBe(String(to));
    });

    it.each([
      [{}, 'MISSING_REQUIRED_PARAM', 'currency_pair'],
      [{ currency_pair: '' }, 'MISSING_REQUIRED_PARAM', 'currency_pair'],
      [{ currency_pair: 'NOPE_USDT' }, 'INVALID_CURRENCY_PAIR', 'NOPE_USDT'],
      [{ currency_pair: 'BTC_USDT', interval: '2m' }, 'INVALID_PARAM_VALUE', 'interval'],
      [{ currency_pair: 'BTC_USDT', limit: '1001' }, 'INVALID_PARAM_VALUE', 'limit'],
      [{ currency_pair: 'BTC_USDT', limit: '0' }, 'INVALID_PARAM_VALUE', 'limit'],
      [{ currency_pair: 'BTC_USDT', limit: 'ten' }, 'INVALID_PARAM_VALUE', 'limit'],
      [
        { currency_pair: 'BTC_USDT', limit: '10', from: '1795000000' },
        'INVALID_PARAM_VALUE',
        '`limit` cannot be combined',
      ],
      [
        { currency_pair: 'BTC_USDT', limit: '10', to: '1795000000' },
        'INVALID_PARAM_VALUE',
        '`limit` cannot be combined',
      ],
      [
        { currency_pair: 'BTC_USDT', from: '1795000600', to: '1795000000' },
        'INVALID_PARAM_VALUE',
        '`from` must not be later',
      ],
      [{ currency_pair: 'BTC_USDT', from: 'yesterday' }, 'INVALID_PARAM_VALUE', 'from'],
      [{ currency_pair: 'BTC_USDT', to: '-5' }, 'INVALID_PARAM_VALUE', 'to'],
      [
        { currency_pair: 'BTC_USDT', interval: '1m', from: '1700000000', to: '1795000000' },
        'INVALID_PARAM_VALUE',
        'too broad',
      ],
    ])('refuses %j with %s', async (query, label, part) => {
      await expectRefusal(await get(getCandlesticks.path, query), label, part);
    });
  });

  describe('GET /api/v4/spot/order_book', () => {
    it('10 levels by default, asks ascending and bids descending; id only with with_id', async () => {
      const book = orderBook.parse(await expectPublic(await get(getOrderBook.path, { currency_pair: 'BTC_USDT' })));
      expect(book.asks).toHaveLength(10);
      expect(book.bids).toHaveLength(10);
      expect(book.id).toBeUndefined();
      expect(book.current).toBe(START);
      expect(Number(book.asks[0]?.[0])).toBeGreaterThan(Number(book.bids[0]?.[0]));
      const asks = book.asks.map(([p]) => Number(p));
      expect(asks).toEqual([...asks].sort((a, b) => a - b));
      const bids = book.bids.map(([p]) => Number(p));
      expect(bids).toEqual([...bids].sort((a, b) => b - a));
      const withId = orderBook.parse(
        await expectPublic(await get(getOrderBook.path, { currency_pair: 'BTC_USDT', with_id: 'true', limit: '100' })),
      );
      expect(withId.id).toBeGreaterThan(0);
      expect(withId.asks).toHaveLength(100);
      const merged = orderBook.parse(
        await expectPublic(await get(getOrderBook.path, { currency_pair: 'BTC_USDT', interval: '10' })),
      );
      expect(merged.asks.every(([p]) => Number(p) % 10 === 0)).toBe(true);
    });

    it.each([
      [{}, 'MISSING_REQUIRED_PARAM'],
      [{ currency_pair: 'NOPE_USDT' }, 'INVALID_CURRENCY_PAIR'],
      [{ currency_pair: 'BTC_USDT', limit: '101' }, 'INVALID_PARAM_VALUE'],
      [{ currency_pair: 'BTC_USDT', limit: '-1' }, 'INVALID_PARAM_VALUE'],
      [{ currency_pair: 'BTC_USDT', with_id: 'maybe' }, 'INVALID_PARAM_VALUE'],
      [{ currency_pair: 'BTC_USDT', interval: '0.05' }, 'INVALID_PARAM_VALUE'],
      [{ currency_pair: 'BTC_USDT', interval: 'wide' }, 'INVALID_PARAM_VALUE'],
    ])('refuses %j with %s', async (query, label) => {
      await expectRefusal(await get(getOrderBook.path, query), label);
    });
  });

  describe('GET /api/v4/spot/trades', () => {
    it('the last 100 trades, newest first; pages back by last_id with reverse', async () => {
      const trades = tradeList.parse(await expectPublic(await get(getTrades.path, { currency_pair: 'ETH_USDT' })));
      expect(trades).toHaveLength(100);
      expect(Number(trades[0]?.create_time_ms)).toBeLessThanOrEqual(START);
      const older = tradeList.parse(
        await expectPublic(
          await get(getTrades.path, {
            currency_pair: 'ETH_USDT',
            last_id: trades.at(-1)?.id ?? '',
            reverse: 'true',
            limit: '10',
          }),
        ),
      );
      expect(older).toHaveLength(10);
      expect(BigInt(older[0]?.id ?? '0')).toBeLessThan(BigInt(trades.at(-1)?.id ?? '0'));
      const range = tradeList.parse(
        await expectPublic(
          await get(getTrades.path, {
            currency_pair: 'ETH_USDT',
            from: String(START_S - 120),
            to: String(START_S - 60),
          }),
        ),
      );
      expect(range.length).toBeGreaterThan(0);
      expect(range.every((t) => Number(t.create_time) <= START_S - 60)).toBe(true);
    });

    it.each([
      [{}, 'MISSING_REQUIRED_PARAM'],
      [{ currency_pair: 'NOPE_USDT' }, 'INVALID_CURRENCY_PAIR'],
      [{ currency_pair: 'ETH_USDT', limit: '1001' }, 'INVALID_PARAM_VALUE'],
      [{ currency_pair: 'ETH_USDT', last_id: 'abc' }, 'INVALID_PARAM_VALUE'],
      [{ currency_pair: 'ETH_USDT', reverse: 'yes' }, 'INVALID_PARAM_VALUE'],
      [{ currency_pair: 'ETH_USDT', from: '1795000600', to: '1795000000' }, 'INVALID_PARAM_VALUE'],
    ])('refuses %j with %s', async (query, label) => {
      await expectRefusal(await get(getTrades.path, query), label);
    });
  });

  describe('market calls: never a 500', () => {
    it('odd values of every parameter answer 200 or a Gate 400', async () => {
      const odd = [
        '',
        ' ',
        '-1',
        '0',
        '1e3',
        '1.5',
        '0x10',
        'NaN',
        'Infinity',
        '99999999999999999999',
        '%00',
        'ü',
        'true',
        '[]',
      ];
      const calls = [
        [getTickers.path, ['currency_pair', 'timezone']],
        [getCandlesticks.path, ['interval', 'from', 'to', 'limit']],
        [getOrderBook.path, ['limit', 'with_id', 'interval']],
        [getTrades.path, ['limit', 'last_id', 'reverse', 'from', 'to']],
      ] as const;
      for (const [path, names] of calls) {
        for (const name of names) {
          for (const value of odd) {
            const response = await get(path, { currency_pair: 'BTC_USDT', [name]: value });
            expect([200, 400], `${path} ${name}=${value}`).toContain(response.status);
            if (response.status === 400) gateError.parse(await response.json());
            else await response.arrayBuffer();
          }
        }
      }
    });
  });
});
