import {
  postCancelSpotOrder,
  postCancelSpotOrders,
  getSpotAccounts,
  getSpotFee,
  getSpotOrders,
  getSpotUserTrades,
  postSpotOrder,
  spotAccountList,
  spotOrder,
  spotOrderList,
  spotUserTradeList,
} from '@meridian/contracts';
import Big from 'big.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiApp, createApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { ledgerReplay, systemAccountFunds } from '../db/queries/ledger';
import { FEE_ACCOUNT_UID, MARKET_ACCOUNT_UID } from '../db/schema';
import { seedDemoData } from '../db/seed';
import { createMarketEngine } from '../services/market/market-engine';
import { COMPLIANCE_RULES_TTL_MS } from '../services/compliance';
import { matchSpotOrders } from '../services/spot-matcher';
import { createTestDatabase } from '../test-support/test-database';
import { FAST_HASHING, logInAs, TestBrowser } from '../test-support/test-browser';

// Issue 12 deliverable 2 (spot orders) and 4 (bad input and abuse), on the reference market. The
// clock is fixed and moved by the tests, so the engine's book and trades are known.

let database: DatabaseHandle;
let app: ApiApp;
const engine = createMarketEngine();
let clock = Date.UTC(2026, 10, 20, 12, 0, 0, 250);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { passwordHashing: FAST_HASHING });
  app = createApiApp({
    db: database.db,
    bodyLimitBytes: 8192,
    trustProxy: false,
    passwordHashing: FAST_HASHING,
    now: () => clock,
    marketEngine: engine,
  });
});
afterAll(async () => {
  await database.close();
});
beforeEach(() => {
  // A fresh second per test: the per-account placement limit starts again.
  clock += 60_000;
});

const loggedIn = (account: string) => logInAs(new TestBrowser(app), account);

async function balanceOf(browser: TestBrowser, coin: string) {
  const res = await browser.call(`${getSpotAccounts.path}?currency=${coin}`);
  const [row] = spotAccountList.parse(res.data);
  return { available: new Big(row?.available ?? '0'), locked: new Big(row?.locked ?? '0') };
}

async function place(browser: TestBrowser, form: Record<string, string>) {
  return browser.call(postSpotOrder.path, { form });
}

/** Rows of a raw query (PGlite and node-postgres both answer `rows`). */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Each coin's sum over every account (users, fee and market), exact. */
async function sumsByCoin(): Promise<Map<string, string>> {
  const totals = await rows<{ coin: string; total: string }>(
    sql`select coin, (sum(available) + sum(frozen))::text as total from balances group by coin`,
  );
  const sums = new Map(totals.map((r) => [r.coin, new Big(r.total)]));
  // The system accounts' funds are their ledger rows (decision 0039).
  for (const row of await systemAccountFunds(database.db)) {
    sums.set(row.coin, (sums.get(row.coin) ?? new Big(0)).plus(row.total));
  }
  return new Map([...sums].map(([coin, total]) => [coin, total.toFixed()]));
}

describe('spot trading calls', () => {
  it('are for logged-in users only', async () => {
    const visitor = new TestBrowser(app);
    for (const path of [getSpotOrders.path, getSpotAccounts.path, getSpotUserTrades.path]) {
      expect(await visitor.call(path)).toMatchObject({ status: 401, message: 'Not logged in' });
    }
    const res = await visitor.call(postSpotOrder.path, {
      form: { currency_pair: 'BTC_USDT', side: 'buy', amount: '0.001', price: '1000' },
    });
    expect(res).toMatchObject({ status: 401 });
  });

  it('need the csrf header on every state change', async () => {
    const trader = await loggedIn('kyc-1@meridian.example');
    const res = await trader.call(postSpotOrder.path, {
      form: { currency_pair: 'BTC_USDT', side: 'buy', amount: '0.001', price: '1000' },
      csrf: false,
    });
    expect(res.status).toBe(403);
    expect(res.message).toMatch(/CSRF/);
  });
});

describe('a resting limit order', () => {
  it('locks its total, is listed open, and cancelling gives it back', async () => {
    const trader = await loggedIn('kyc-1@meridian.example');
    const before = await balanceOf(trader, 'USDT');
    const res = await place(trader, { currency_pair: 'BTC_USDT', side: 'buy', amount: '0.01', price: '1000.5' });
    expect(res.status).toBe(200);
    const order = spotOrder.parse(res.data);
    expect(order).toMatchObject({ status: 'open', left: '0.01', filled_amount: '0', type: 'limit', text: 'web' });
    const held = await balanceOf(trader, 'USDT');
    expect(held.available.toFixed()).toBe(before.available.minus('10.005').toFixed());
    expect(held.locked.toFixed()).toBe(before.locked.plus('10.005').toFixed());
    const open = spotOrderList.parse((await trader.call(`${getSpotOrders.path}?currency_pair=BTC_USDT`)).data);
    expect(open.map((o) => o.id)).toContain(order.id);

    const cancelled = await trader.call(postCancelSpotOrder.path, {
      form: { order_id: order.id, currency_pair: 'BTC_USDT' },
    });
    expect(spotOrder.parse(cancelled.data)).toMatchObject({ status: 'cancelled', finish_as: 'cancelled' });
    const after = await balanceOf(trader, 'USDT');
    expect(after.available.toFixed()).toBe(before.available.toFixed());
    expect(after.locked.toFixed()).toBe(before.locked.toFixed());
    const history = spotOrderList.parse((await trader.call(`${getSpotOrders.path}?status=finished`)).data);
    expect(history[0]?.id).toBe(order.id);
    // Twice: a clear refusal, nothing moves.
    const again = await trader.call(postCancelSpotOrder.path, {
      form: { order_id: order.id, currency_pair: 'BTC_USDT' },
    });
    expect(again).toMatchObject({ status: 400, message: `Order ${order.id} is already cancelled` });
  });

  it('fills at its price (maker) when the market trades cross it, through the matcher', async () => {
    const trader = await loggedIn('kyc-2@meridian.example');
    const start = clock;
    // The lowest trade of the next five minutes: a buy limit there is sure to be crossed.
    let lowest: string | undefined;
    for (let s = Math.floor(start / 1000) + 1; s < Math.floor(start / 1000) + 300; s += 1) {
      for (const t of engine.tradesInSecond('ETH_USDT', s, start + 400_000)) {
        if (lowest === undefined || new Big(t.price).lt(lowest)) lowest = t.price;
      }
    }
    expect(lowest).toBeDefined();
    const price = lowest ?? '0';
    const ethBefore = await balanceOf(trader, 'ETH');
    const res = await place(trader, {
      currency_pair: 'ETH_USDT',
      side: 'buy',
      amount: '0.01',
      price,
      text: 't-maker-1',
    });
    const order = spotOrder.parse(res.data);
    expect(order.status).toBe('open');
    clock = start + 301_000;
    const pass = await matchSpotOrders(database.db, engine, clock);
    expect(pass.filled).toBeGreaterThanOrEqual(1);
    const trades = spotUserTradeList.parse(
      (await trader.call(`${getSpotUserTrades.path}?currency_pair=ETH_USDT`)).data,
    );
    const mine = trades.filter((t) => t.order_id === order.id);
    expect(mine.length).toBeGreaterThan(0);
    for (const t of mine)
      expect(t).toMatchObject({ role: 'maker', price: new Big(price).toFixed(), fee_currency: 'ETH' });
    const filled = mine.reduce((sum, t) => sum.plus(t.amount), new Big(0));
    const fees = mine.reduce((sum, t) => sum.plus(t.fee), new Big(0));
    // Maker 0.2 % of what was received, in ETH.
    expect(fees.toFixed()).toBe(filled.times('0.002').toFixed());
    const ethAfter = await balanceOf(trader, 'ETH');
    expect(ethAfter.available.toFixed()).toBe(ethBefore.available.plus(filled).minus(fees).toFixed());
    // A second pass over the same span fills nothing more.
    const [, again] = [await matchSpotOrders(database.db, engine, clock), await balanceOf(trader, 'ETH')];
    expect(again.available.toFixed()).toBe(ethAfter.available.toFixed());
  });
});

describe('orders that take from the book', () => {
  it('a market buy spends its quote amount on the ask levels, pays the taker fee in base, and closes', async () => {
    const trader = await loggedIn('kyc-3@meridian.example');
    const usdt = await balanceOf(trader, 'USDT');
    const btc = await balanceOf(trader, 'BTC');
    const feeBtc = async () =>
      (await systemAccountFunds(database.db)).find((r) => r.uid === FEE_ACCOUNT_UID && r.coin === 'BTC')?.total ?? '0';
    const feeBefore = new Big(await feeBtc());
    const res = await place(trader, { currency_pair: 'BTC_USDT', type: 'market', side: 'buy', amount: '500' });
    expect(res.status).toBe(200);
    const order = spotOrder.parse(res.data);
    expect(order).toMatchObject({ status: 'closed', finish_as: 'filled', type: 'market', fee_currency: 'BTC' });
    const book = engine.orderBook('BTC_USDT', clock, { limit: 1 });
    // Never more than the budget; what is left could not buy one more unit at the best ask.
    expect(new Big(order.filled_total).lte('500')).toBe(true);
    expect(new Big(order.left).lt(new Big(book?.asks[0]?.[0] ?? '0').times('0.000001'))).toBe(true);
    expect(order.fee).toBe(new Big(order.filled_amount).times('0.002').toFixed());
    const usdtAfter = await balanceOf(trader, 'USDT');
    const btcAfter = await balanceOf(trader, 'BTC');
    expect(usdtAfter.available.toFixed()).toBe(usdt.available.minus(order.filled_total).toFixed());
    expect(usdtAfter.locked.toFixed()).toBe(usdt.locked.toFixed());
    expect(btcAfter.available.toFixed()).toBe(btc.available.plus(order.filled_amount).minus(order.fee).toFixed());
    expect(new Big(await feeBtc()).toFixed()).toBe(feeBefore.plus(order.fee).toFixed());
    const trades = spotUserTradeList.parse((await trader.call(getSpotUserTrades.path)).data);
    expect(trades.filter((t) => t.order_id === order.id).every((t) => t.role === 'taker')).toBe(true);
  });

  it('a market sell and a crossing limit sell fill against the bids at once', async () => {
    const trader = await loggedIn('kyc-3@meridian.example');
    const res = await place(trader, { currency_pair: 'SOL_USDT', type: 'market', side: 'sell', amount: '1.5' });
    expect(spotOrder.parse(res.data)).toMatchObject({
      status: 'closed',
      left: '0',
      filled_amount: '1.5',
      fee_currency: 'USDT',
    });
    const bid = engine.orderBook('SOL_USDT', clock, { limit: 1 })?.bids[0]?.[0] ?? '0';
    const crossing = await place(trader, {
      currency_pair: 'SOL_USDT',
      side: 'sell',
      amount: '0.5',
      price: bid,
      time_in_force: 'ioc',
    });
    const order = spotOrder.parse(crossing.data);
    expect(new Big(order.filled_amount).gt(0)).toBe(true);
    expect(order.status).not.toBe('open');
  });

  it('post-only that would take is cancelled (poc); fill-or-kill is cancelled unless it fills whole, and then fills whole (fok)', async () => {
    const trader = await loggedIn('kyc-3@meridian.example');
    const ask = engine.orderBook('BTC_USDT', clock, { limit: 1 })?.asks[0]?.[0] ?? '0';
    const poc = spotOrder.parse(
      (
        await place(trader, {
          currency_pair: 'BTC_USDT',
          side: 'buy',
          amount: '0.001',
          price: ask,
          time_in_force: 'poc',
        })
      ).data,
    );
    expect(poc).toMatchObject({ status: 'cancelled', finish_as: 'poc', filled_amount: '0' });
    // Fill-or-kill at the best ask's price: that level alone can fill it (other asks cost more).
    const [askPrice = '0', askAmount = '0'] = engine.orderBook('SOL_USDT', clock, { limit: 1 })?.asks[0] ?? [];
    const unit = new Big(10).pow(-(engine.pair('SOL_USDT')?.amount_precision ?? 0));
    const usdt = await balanceOf(trader, 'USDT');
    const fok = (amount: string) =>
      place(trader, { currency_pair: 'SOL_USDT', side: 'buy', amount, price: askPrice, time_in_force: 'fok' });
    const killed = spotOrder.parse((await fok(new Big(askAmount).plus(unit).toFixed())).data);
    expect(killed).toMatchObject({ status: 'cancelled', finish_as: 'fok', filled_amount: '0' });
    const whole = spotOrder.parse((await fok(new Big(askAmount).toFixed())).data);
    expect(whole).toMatchObject({ status: 'closed', finish_as: 'filled', left: '0', filled_amount: askAmount });
    // Nothing stays locked, and only the whole fill spent anything.
    const after = await balanceOf(trader, 'USDT');
    expect(after.locked.toFixed()).toBe(usdt.locked.toFixed());
    expect(usdt.available.minus(after.available).toFixed()).toBe(new Big(askAmount).times(askPrice).toFixed());
  });
});

describe('bad input and abuse', () => {
  it('answers a clear 400 for an unknown pair, wrong precision, off-tick price, too small, missing price and insufficient balance', async () => {
    const trader = await loggedIn('kyc-0-5@meridian.example');
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ currency_pair: 'NOPE_USDT', side: 'buy', amount: '1', price: '1' }, /Unknown currency pair NOPE_USDT/],
      [{ currency_pair: 'BTC_USDT', side: 'buy', amount: '0.0000001', price: '90000' }, /at most 6 decimals/],
      [{ currency_pair: 'BTC_USDT', side: 'buy', amount: '0.001', price: '90000.05' }, /multiple of the tick 0.1/],
      [{ currency_pair: 'BTC_USDT', side: 'buy', amount: '0.00001', price: '100' }, /Order too small/],
      [{ currency_pair: 'BTC_USDT', side: 'buy', amount: '0.001' }, /price is required/],
      [{ currency_pair: 'BTC_USDT', side: 'buy', amount: '-1', price: '1' }, /amount/],
      [{ currency_pair: 'BTC_USDT', side: 'hold', amount: '1', price: '1' }, /side/],
      [{ currency_pair: 'BTC_USDT', side: 'buy', amount: '1e3', price: '1' }, /amount/],
      [
        { currency_pair: 'BTC_USDT', side: 'buy', amount: '5', price: '90000' },
        /Insufficient balance: the order needs 450000 USDT available/,
      ],
      // Far under the market, so it would rest: refused by the one-statement placement.
      [
        { currency_pair: 'BTC_USDT', side: 'buy', amount: '90000', price: '1000' },
        /Insufficient balance: the order needs 90000000 USDT available/,
      ],
      // Taking from the book at once: refused inside the placing transaction.
      [
        { currency_pair: 'BTC_USDT', type: 'market', side: 'buy', amount: '90000000' },
        /Insufficient balance: the order needs 90000000 USDT available/,
      ],
      [{ currency_pair: 'BTC_USDT', side: 'buy', amount: '0.001', price: '90000', text: 'no-prefix' }, /text/],
    ];
    for (const [form, message] of cases) {
      clock += 1000;
      const res = await place(trader, form);
      expect({ form, status: res.status }).toEqual({ form, status: 400 });
      expect(res.message).toMatch(message);
    }
    const open = spotOrderList.parse((await trader.call(getSpotOrders.path)).data);
    expect(open).toEqual([]);
  });

  it('names the rule of a refusal (label and values), so the web can say it in the reader’s language', async () => {
    const trader = await loggedIn('kyc-0-5@meridian.example');
    const cases: Array<[Record<string, string>, string, Record<string, string>]> = [
      [{ currency_pair: 'NOPE_USDT', side: 'buy', amount: '1', price: '1' }, 'unknownPair', { pair: 'NOPE_USDT' }],
      [{ currency_pair: 'BTC_USDT', side: 'buy', amount: '0.001', price: '90000.05' }, 'priceTick', { tick: '0.1' }],
      [
        { currency_pair: 'BTC_USDT', side: 'buy', amount: '90000', price: '1000' },
        'insufficientForOrder',
        { amount: '90000000', coin: 'USDT' },
      ],
    ];
    for (const [form, label, values] of cases) {
      clock += 1000;
      const res = await place(trader, form);
      expect({ status: res.status, label: res.label, values: res.values }).toEqual({ status: 400, label, values });
    }
    clock += 1000;
    const cancel = await trader.call(postCancelSpotOrder.path, {
      form: { order_id: '999999', currency_pair: 'BTC_USDT' },
    });
    expect(cancel).toMatchObject({
      status: 404,
      label: 'orderNotFound',
      values: { id: '999999', pair: 'BTC_USDT' },
    });
    // A malformed request is no rule: its message alone.
    const malformed = await place(trader, { currency_pair: 'BTC_USDT', side: 'hold', amount: '1', price: '1' });
    expect(malformed.status).toBe(400);
    expect(malformed.label).toBeUndefined();
  });

  it('refuses a withdraw-only account and a resident of a prohibited country, clearly', async () => {
    for (const [email, message] of [
      ['withdraw-only@meridian.example', /withdraw-only mode/],
      ['restricted@meridian.example', /not available to residents of your country/],
    ] as const) {
      const trader = await loggedIn(email);
      const res = await place(trader, { currency_pair: 'BTC_USDT', side: 'buy', amount: '0.001', price: '1000' });
      expect(res.status).toBe(400);
      expect(res.message).toMatch(message);
      expect(res.label).toBe(email.startsWith('withdraw') ? 'withdrawOnly' : 'restrictedCountry');
    }
  });

  it('reads the prohibited countries from the compliance rules in the database (decision 0048)', async () => {
    // kyc-1 lives in Germany (276). Staff prohibit it: within the rules' lifetime, its orders are refused.
    const trader = await loggedIn('kyc-1@meridian.example');
    await database.db.execute(sql`update compliance_countries set prohibited = true where numeric_code = 276`);
    try {
      clock += COMPLIANCE_RULES_TTL_MS;
      const refusedOrder = await place(trader, {
        currency_pair: 'BTC_USDT',
        side: 'buy',
        amount: '0.001',
        price: '3000',
      });
      expect(refusedOrder.status).toBe(400);
      expect(refusedOrder.label).toBe('restrictedCountry');
    } finally {
      await database.db.execute(sql`update compliance_countries set prohibited = false where numeric_code = 276`);
      clock += COMPLIANCE_RULES_TTL_MS;
    }
    const allowed = await place(trader, { currency_pair: 'BTC_USDT', side: 'buy', amount: '0.001', price: '3000' });
    expect(allowed.status, allowed.message).toBe(200);
  });

  it('limits placement per account with a clear 429', async () => {
    const trader = await loggedIn('kyc-1@meridian.example');
    clock = Math.floor(clock / 1000) * 1000 + 1;
    const answers = [];
    for (let i = 0; i < 12; i += 1) {
      answers.push(await place(trader, { currency_pair: 'BTC_USDT', side: 'buy', amount: '0.001', price: '3000' }));
    }
    expect(answers.slice(0, 10).every((a) => a.status === 200)).toBe(true);
    expect(answers[10]).toMatchObject({
      status: 429,
      message: expect.stringMatching(/Too many orders/),
      label: 'tooManyOrders',
      values: { limit: '10' },
    });
    expect(answers[10]?.response.headers.get('retry-after')).toBe('1');
    // A market order (taken from the book in a transaction) counts in the same window.
    const market = await place(trader, { currency_pair: 'BTC_USDT', type: 'market', side: 'buy', amount: '10' });
    expect(market).toMatchObject({ status: 429, message: expect.stringMatching(/Too many orders/) });
    clock += 1000;
    const next = await place(trader, { currency_pair: 'BTC_USDT', side: 'buy', amount: '0.001', price: '3000' });
    expect(next.status).toBe(200);
    const cancelled = await trader.call(postCancelSpotOrders.path, { form: { currency_pair: 'BTC_USDT' } });
    expect(spotOrderList.parse(cancelled.data).length).toBeGreaterThanOrEqual(11);
  });

  it('the same client order id sent twice at once makes one order', async () => {
    const trader = await loggedIn('kyc-2@meridian.example');
    const usdt = await balanceOf(trader, 'USDT');
    const form = { currency_pair: 'BTC_USDT', side: 'buy', amount: '0.002', price: '2000', text: 't-retry-42' };
    const [a, b] = await Promise.all([place(trader, form), place(trader, form)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(spotOrder.parse(a.data).id).toBe(spotOrder.parse(b.data).id);
    const open = spotOrderList
      .parse((await trader.call(getSpotOrders.path)).data)
      .filter((o) => o.text === 't-retry-42');
    expect(open).toHaveLength(1);
    const after = await balanceOf(trader, 'USDT');
    expect(after.locked.minus(usdt.locked).toFixed()).toBe('4');
    // A market order takes from the book in a transaction: the same holds there.
    const market = { currency_pair: 'BTC_USDT', type: 'market', side: 'buy', amount: '20', text: 't-retry-43' };
    const [c, d] = await Promise.all([place(trader, market), place(trader, market)]);
    expect([c.status, d.status]).toEqual([200, 200]);
    expect(spotOrder.parse(c.data).id).toBe(spotOrder.parse(d.data).id);
    const history = spotOrderList
      .parse((await trader.call(`${getSpotOrders.path}?status=finished`)).data)
      .filter((o) => o.text === 't-retry-43');
    expect(history).toHaveLength(1);
    expect((await balanceOf(trader, 'USDT')).available.toFixed()).toBe(
      after.available.minus(spotOrder.parse(c.data).filled_total).toFixed(),
    );
  });

  it('answers the fee rates of the account', async () => {
    const trader = await loggedIn('vip-5@meridian.example');
    const res = await trader.call(`${getSpotFee.path}?currency_pair=BTC_USDT`);
    expect(res.data).toEqual({ currency_pair: 'BTC_USDT', maker_fee: '0.0012', taker_fee: '0.0014' });
    expect((await trader.call(`${getSpotFee.path}?currency_pair=X_Y`)).status).toBe(400);
  });
});

describe('funds', () => {
  it('never drift: each coin sums the same over all accounts, no user below zero, and the ledger replays to the balances', async () => {
    const sums = await sumsByCoin();
    const replay = await ledgerReplay(database.db);
    for (const row of replay) {
      expect(new Big(row.ledgerAvailable).toFixed()).toBe(new Big(row.available ?? '0').toFixed());
      expect(new Big(row.ledgerFrozen).toFixed()).toBe(new Big(row.frozen ?? '0').toFixed());
    }
    const negative = await rows<{ n: number }>(
      sql`select 1 from balances where uid <> ${MARKET_ACCOUNT_UID} and (available < 0 or frozen < 0)`,
    );
    expect(negative).toEqual([]);
    // Seeded sums: what the seed put in is what all accounts hold now (fills moved, never made, funds).
    const seeded = await rows<{ coin: string; total: string }>(
      sql`select coin, sum(available_delta + frozen_delta)::text as total from ledger_entries where reason in ('seed', 'opening') group by coin`,
    );
    for (const row of seeded) expect(sums.get(row.coin)).toBe(new Big(row.total).toFixed());
    // Every locked amount is what open orders hold.
    const locks = await rows<{ uid: number; coin: string; frozen: string; held: string | null }>(sql`
      select b.uid, b.coin, b.frozen::text, o.held::text from balances b
      left join (select uid, lock_coin, sum(locked) as held from spot_orders where status = 'open' group by uid, lock_coin) o
        on o.uid = b.uid and o.lock_coin = b.coin
      where b.uid > ${MARKET_ACCOUNT_UID} and b.wallet = 'spot'`);
    for (const row of locks) expect(new Big(row.frozen).toFixed()).toBe(new Big(row.held ?? '0').toFixed());
  });
});
