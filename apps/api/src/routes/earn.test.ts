import {
  earnProductList,
  GATE_ERROR_LABELS,
  getCurrencyPairs,
  getEarnProducts,
  getHomeStaticTradeData,
  getTickers,
  staticTradeData,
  tickerList,
} from '@meridian/contracts';
import { zeroStaticTradeData } from '@meridian/domain';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiApp, createApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { DEMO_PASSWORD } from '../db/demo-accounts';
import { users } from '../db/schema';
import { seedDemoData } from '../db/seed';
import { EARN_CONFIG, parseEarnConfig } from '../services/earn-products';
import { createMarketEngine } from '../services/market/market-engine';
import { engineMarketSource, type MarketSource } from '../services/market/market-source';
import { createSecretBox, newSecretKeyText, parseSecretKey } from '../services/secret-box';
import { createTestDatabase } from '../test-support/test-database';
import { FAST_HASHING, signUpAndConfirm, TestBrowser, testClock } from '../test-support/test-browser';

let database: DatabaseHandle;
let app: ApiApp;
const clock = testClock(Date.UTC(2026, 10, 4, 9, 0, 0));

const appWith = (marketSource?: MarketSource) =>
  createApiApp({
    db: database.db,
    bodyLimitBytes: 8192,
    trustProxy: false,
    now: clock.now,
    passwordHashing: FAST_HASHING,
    secrets: createSecretBox(parseSecretKey(newSecretKeyText())),
    ...(marketSource === undefined ? {} : { marketSource }),
  });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { now: clock.now, passwordHashing: FAST_HASHING });
  app = appWith();
});
afterAll(async () => {
  await database.close();
});

const products = async (query = '') => {
  const res = await new TestBrowser(app).call(`${getEarnProducts.path}${query}`);
  return { ...res, parsed: res.status === 200 ? earnProductList.parse(res.data) : null };
};
const ids = (list: { list: { product_id: number }[] } | null) => list?.list.map((p) => p.product_id);
const staticData = async (api = app) => {
  const res = await new TestBrowser(api).call(getHomeStaticTradeData.path);
  return { ...res, parsed: res.status === 200 ? staticTradeData.parse(res.data) : null };
};

describe('earn/products (issue 15)', () => {
  it('without a filter: every configured product, in order, and every asset on offer', async () => {
    const res = await products();
    expect(res.status).toBe(200);
    expect(res.code).toBe(0);
    expect(ids(res.parsed)).toEqual(EARN_CONFIG.products.map((p) => p.product_id));
    expect(res.parsed?.assets).toEqual(expect.arrayContaining(['USDT', 'BTC', 'ETH', 'USDC', 'SOL']));
    // Flexible products have no term, fixed ones have one (the configuration's rule).
    for (const p of res.parsed?.list ?? []) expect(p.term_days === 0).toBe(p.product_type_tag === 'flexible');
  });

  it('shell §2 "product_id, product_type_tag, asset, coin query parameters honoured"', async () => {
    const usdtFixed = (await products('?asset=USDT&product_type_tag=fixed')).parsed;
    expect(usdtFixed?.list.length).toBeGreaterThan(0);
    for (const p of usdtFixed?.list ?? []) expect([p.asset, p.product_type_tag]).toEqual(['USDT', 'fixed']);
    // coin is asset's other name; any case.
    expect(ids((await products('?coin=usdt&product_type_tag=fixed')).parsed)).toEqual(ids(usdtFixed));

    const flexible = (await products('?product_type_tag=flexible')).parsed;
    expect(flexible?.list.every((p) => p.product_type_tag === 'flexible' && p.term_days === 0)).toBe(true);

    const one = EARN_CONFIG.products[3];
    expect(ids((await products(`?product_id=${one?.product_id}`)).parsed)).toEqual([one?.product_id]);
    // The filter narrows the list; the assets still list every asset (the page's filter shows them all).
    expect((await products('?asset=BTC')).parsed?.assets).toEqual((await products()).parsed?.assets);
    // A well-formed value nothing matches is an empty list, not an error.
    expect((await products('?asset=NOPE')).parsed?.list).toEqual([]);
    expect((await products('?product_id=999999')).parsed?.list).toEqual([]);
  });

  it('a bad value is a 400 naming its field', async () => {
    for (const [query, field] of [
      ['?product_id=abc', 'product_id'],
      ['?product_id=-1', 'product_id'],
      ['?product_type_tag=locked', 'product_type_tag'],
      ['?asset=US%20DT', 'asset'],
      ['?coin=%3Cscript%3E', 'coin'],
      ['?asset=BTC&coin=ETH', 'coin'],
    ] as const) {
      const res = await products(query);
      expect(res.status, query).toBe(400);
      expect(res.code, query).toBe(400);
      expect(res.message, query).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('the configuration is checked: a bad entry stops the server with a message naming it', () => {
    const [first] = EARN_CONFIG.products;
    if (!first) throw new Error('no products');
    const bad = (change: object) => () =>
      parseEarnConfig({ ...EARN_CONFIG, products: [...EARN_CONFIG.products, { ...first, product_id: 9, ...change }] });
    expect(bad({})).not.toThrow();
    expect(bad({ term_days: 30 })).toThrow(/id 9.*flexible with a term/);
    expect(bad({ product_type_tag: 'fixed' })).toThrow(/fixed without a term/);
    expect(bad({ apr: '5.2' })).toThrow(/100 %/);
    expect(bad({ apr: '0,05' })).toThrow(/id 9/);
    expect(bad({ product_id: first.product_id })).toThrow(/used twice/);
    expect(() => parseEarnConfig({ ...EARN_CONFIG, totalReserveRate: '116%' })).toThrow(/totalReserveRate/);
  });
});

describe('site/homeStaticTradeData (widgets §3, §7, §8)', () => {
  it('widgets §3 "Static trade data: trading_volume, curr_count, user_register_count, simple_earn_apr_usdt, max_profit_rate, lend_earn_max_rate, total_reserve_rate", all as text', async () => {
    const res = await staticData();
    expect(res.status).toBe(200);
    expect(res.code).toBe(0);
    expect(Object.keys(res.data as object).sort()).toEqual(Object.keys(zeroStaticTradeData()).sort());
    for (const value of Object.values(res.data as object)) expect(value).toMatch(/^\d+(\.\d+)?$/);
  });

  it('trading_volume: the 24 h quote volumes of the spot tickers in dollars, at the same instant', async () => {
    const browser = new TestBrowser(app);
    const tickers = tickerList.parse(await (await browser.request(getTickers.path)).json());
    const last = (pair: string) => new Big(tickers.find((t) => t.currency_pair === pair)?.last ?? 'NaN');
    // Dollar coins count as dollars; BTC and ETH volumes at their USDT price.
    const dollars: Record<string, () => Big> = {
      USDT: () => new Big(1),
      USDC: () => new Big(1),
      BTC: () => last('BTC_USDT'),
      ETH: () => last('ETH_USDT'),
    };
    let expected = new Big(0);
    for (const t of tickers) {
      const quote = t.currency_pair.split('_')[1] ?? '';
      const price = dollars[quote];
      if (!price) throw new Error(`a quote this test does not price: ${quote}`);
      expected = expected.plus(new Big(t.quote_volume).times(price()));
    }
    const { parsed } = await staticData();
    expect(parsed?.trading_volume).toBe(expected.round(0, 0).toFixed(0));
    expect(Number(parsed?.trading_volume)).toBeGreaterThan(0);
  });

  it('curr_count: the listed spot pairs of the market', async () => {
    const pairs = (await (await new TestBrowser(app).request(getCurrencyPairs.path)).json()) as unknown[];
    expect(pairs.length).toBe(createMarketEngine().pairs().length);
    expect((await staticData()).parsed?.curr_count).toBe(String(pairs.length));
  });

  it('user_register_count: the accounts in the database, sub-accounts left out; a sign-up adds one', async () => {
    const rows = await database.db.select({ master: users.masterUid }).from(users);
    const subAccounts = rows.filter((r) => r.master !== null).length;
    // The demo data has sub-accounts, so leaving them out is visible here.
    expect(subAccounts).toBeGreaterThan(0);
    const before = (await staticData()).parsed?.user_register_count;
    expect(before).toBe(String(rows.length - subAccounts));
    await signUpAndConfirm(database.db, new TestBrowser(app), 'static-data@example.com', { password: DEMO_PASSWORD });
    expect((await staticData()).parsed?.user_register_count).toBe(String(Number(before) + 1));
  });

  it('simple_earn_apr_usdt is the best USDT product rate and max_profit_rate the best of all products', async () => {
    const all = (await products()).parsed?.list ?? [];
    const best = (list: typeof all) =>
      list.reduce((max, p) => (new Big(p.apr).gt(max) ? new Big(p.apr) : max), new Big(0));
    const { parsed } = await staticData();
    expect(new Big(parsed?.simple_earn_apr_usdt ?? 'NaN').eq(best(all.filter((p) => p.asset === 'USDT')))).toBe(true);
    expect(new Big(parsed?.max_profit_rate ?? 'NaN').eq(best(all))).toBe(true);
    expect(parsed?.lend_earn_max_rate).toBe(EARN_CONFIG.lendEarnMaxRate);
    expect(parsed?.total_reserve_rate).toBe(EARN_CONFIG.totalReserveRate);
  });

  it('widgets §8 "static-data calls fail → zero static data": a market feed that fails is an error, never a volume of 0', async () => {
    const engine = engineMarketSource(createMarketEngine());
    const down: MarketSource = {
      ...engine,
      tickers: async () => ({
        ok: false,
        status: 502,
        error: { label: GATE_ERROR_LABELS.upstreamUnavailable, message: 'down' },
      }),
    };
    const res = await staticData(appWith(down));
    expect(res.status).toBe(502);
    expect(res.data).toBeNull();
    // What the page then shows (widgets §8): the contract's fallback, zero everywhere.
    expect(staticTradeData.parse({})).toEqual(zeroStaticTradeData());
  });
});
