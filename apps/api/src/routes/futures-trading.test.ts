import {
  postCloseFuturesPosition,
  futuresAccountList,
  futuresContractList,
  futuresPosition,
  futuresPositionList,
  futuresTradeList,
  getFuturesAccounts,
  getFuturesContracts,
  getFuturesPositions,
  getFuturesTrades,
  getSpotAccounts,
  postOpenFuturesPosition,
  postReverseFuturesPosition,
  postFuturesTriggers,
  spotAccountList,
} from '@meridian/contracts';
import { liquidationPrice, positionPnl } from '@meridian/domain';
import Big from 'big.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiApp, createApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { ledgerReplay } from '../db/queries/ledger';
import { seedDemoData } from '../db/seed';
import { watchPositions } from '../services/futures-matcher';
import { createMarketEngine } from '../services/market/market-engine';
import { createTestDatabase } from '../test-support/test-database';
import { FAST_HASHING, logInAs, TestBrowser } from '../test-support/test-browser';

// Issue 12 deliverable 3: USDT perpetual positions, isolated margin — open long/short with leverage
// 1–20×, position fields, close (PnL settled), TP/SL (the matcher closes on the mark), reverse (one
// transaction), liquidation below maintenance (decision 0040). The clock is fixed and moved.

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
  clock += 60_000;
});

const loggedIn = (account: string) => logInAs(new TestBrowser(app), account);

/** The futures wallet's USDT (issue 16: margin, fees and PnL move there). */
async function usdt(browser: TestBrowser) {
  const [row] = futuresAccountList.parse((await browser.call(`${getFuturesAccounts.path}?currency=USDT`)).data);
  return { available: new Big(row?.available ?? '0'), locked: new Big(row?.locked ?? '0') };
}

async function spotUsdt(browser: TestBrowser) {
  const [row] = spotAccountList.parse((await browser.call(`${getSpotAccounts.path}?currency=USDT`)).data);
  return { available: new Big(row?.available ?? '0'), locked: new Big(row?.locked ?? '0') };
}

const open = (browser: TestBrowser, form: Record<string, string>) =>
  browser.call(postOpenFuturesPosition.path, { form });

describe('contracts', () => {
  it('lists a USDT perpetual per USDT pair, public, with leverage 1–20 and the maintenance rate', async () => {
    const res = await new TestBrowser(app).call(getFuturesContracts.path);
    const list = futuresContractList.parse(res.data);
    expect(list.find((c) => c.name === 'BTC_USDT')).toMatchObject({
      base: 'BTC',
      leverage_min: 1,
      leverage_max: 20,
      maintenance_rate: '0.005',
      taker_fee: '0.0005',
    });
    expect(list.some((c) => c.name === 'ETH_BTC')).toBe(false);
  });
});

describe('a position', () => {
  it('opens long at the book, freezes value / leverage as margin, charges the taker fee, and shows its fields', async () => {
    const trader = await loggedIn('kyc-1@meridian.example');
    const before = await usdt(trader);
    const spotBefore = await spotUsdt(trader);
    const res = await open(trader, { contract: 'ETH_USDT', side: 'long', size: '0.5', leverage: '10' });
    expect(res.status).toBe(200);
    const position = futuresPosition.parse(res.data);
    const entry = new Big(position.entry_price);
    const ask = engine.orderBook('ETH_USDT', clock, { limit: 1 })?.asks[0]?.[0] ?? '0';
    expect(entry.gte(ask)).toBe(true);
    expect(position).toMatchObject({
      side: 'long',
      size: '0.5',
      leverage: 10,
      status: 'open',
      tp_price: '',
      sl_price: '',
    });
    expect(position.margin).toBe(new Big('0.5').times(entry).div(10).round(8, Big.roundUp).toFixed());
    expect(position.liq_price).toBe(
      liquidationPrice({ side: 'long', size: '0.5', entryPrice: position.entry_price, margin: position.margin }, 2),
    );
    expect(position.unrealised_pnl).toBe(
      positionPnl({ side: 'long', size: '0.5', entryPrice: position.entry_price }, position.mark_price),
    );
    const fee = new Big('0.5').times(entry).times('0.0005').round(8, Big.roundUp);
    const after = await usdt(trader);
    expect(after.locked.minus(before.locked).toFixed()).toBe(position.margin);
    expect(before.available.minus(after.available).toFixed()).toBe(fee.plus(position.margin).toFixed());
    // Issue 16: margin lives in the futures wallet; the spot wallet is not touched.
    expect(await spotUsdt(trader)).toEqual(spotBefore);
    const listed = futuresPositionList.parse((await trader.call(getFuturesPositions.path)).data);
    expect(listed.map((p) => p.id)).toEqual([position.id]);
  });

  it('adds at the same side and leverage (average entry), and refuses the other side or another leverage', async () => {
    const trader = await loggedIn('kyc-1@meridian.example');
    const added = await open(trader, { contract: 'ETH_USDT', side: 'long', size: '0.25', leverage: '10' });
    expect(futuresPosition.parse(added.data).size).toBe('0.75');
    expect(await open(trader, { contract: 'ETH_USDT', side: 'short', size: '0.25', leverage: '10' })).toMatchObject({
      status: 400,
      message: 'You hold a long position on ETH_USDT: close or reverse it first',
      label: 'holdsLong',
      values: { contract: 'ETH_USDT' },
    });
    const otherLeverage = await open(trader, { contract: 'ETH_USDT', side: 'long', size: '0.25', leverage: '5' });
    expect(otherLeverage.message).toMatch(/at 10×/);
    expect(otherLeverage).toMatchObject({
      label: 'leverageMismatch',
      values: { contract: 'ETH_USDT', leverage: '10' },
    });
  });

  it('sets and clears TP/SL, refusing triggers on the wrong side of the mark', async () => {
    const trader = await loggedIn('kyc-1@meridian.example');
    const [position] = futuresPositionList.parse((await trader.call(getFuturesPositions.path)).data);
    const mark = new Big(position?.mark_price ?? '0');
    const tp = mark.times('1.5').round(2).toFixed();
    const sl = mark.times('0.5').round(2).toFixed();
    const set = await trader.call(postFuturesTriggers.path, {
      form: { contract: 'ETH_USDT', tp_price: tp, sl_price: sl },
    });
    expect(futuresPosition.parse(set.data)).toMatchObject({ tp_price: tp, sl_price: sl });
    const wrong = await trader.call(postFuturesTriggers.path, { form: { contract: 'ETH_USDT', tp_price: sl } });
    expect(wrong.status).toBe(400);
    expect(wrong.message).toMatch(/Take profit of a long must be above the mark price/);
    const cleared = await trader.call(postFuturesTriggers.path, { form: { contract: 'ETH_USDT', tp_price: '0' } });
    expect(futuresPosition.parse(cleared.data)).toMatchObject({ tp_price: '', sl_price: sl });
  });

  it('reverses in one transaction: the long closes, a short of the same size and leverage opens', async () => {
    const trader = await loggedIn('kyc-1@meridian.example');
    const res = await trader.call(postReverseFuturesPosition.path, { form: { contract: 'ETH_USDT' } });
    expect(res.status).toBe(200);
    expect(futuresPosition.parse(res.data)).toMatchObject({
      side: 'short',
      size: '0.75',
      leverage: 10,
      status: 'open',
    });
    const trades = futuresTradeList.parse((await trader.call(`${getFuturesTrades.path}?contract=ETH_USDT`)).data);
    expect(trades.map((t) => t.reason).slice(0, 2)).toEqual(['open', 'reverse']);
  });

  it('closes at the book: the balance moves by the realised PnL minus the fees, and nothing stays frozen', async () => {
    clock += 3_600_000;
    // An hour later: a new session (the old one has idled out).
    const trader = await loggedIn('kyc-1@meridian.example');
    const before = await usdt(trader);
    const [position] = futuresPositionList.parse((await trader.call(getFuturesPositions.path)).data);
    const res = await trader.call(postCloseFuturesPosition.path, { form: { contract: 'ETH_USDT' } });
    expect(res.message).toBe('success');
    const closed = futuresPosition.parse(res.data);
    expect(closed).toMatchObject({ status: 'closed', close_reason: 'close', side: 'short' });
    const [trade] = futuresTradeList.parse((await trader.call(getFuturesTrades.path)).data);
    expect(trade).toMatchObject({ reason: 'close', side: 'buy', size: '0.75', pnl: closed.realised_pnl });
    expect(closed.realised_pnl).toBe(
      positionPnl({ side: 'short', size: '0.75', entryPrice: position?.entry_price ?? '0' }, closed.close_price),
    );
    const after = await usdt(trader);
    expect(after.locked.toFixed()).toBe(before.locked.minus(position?.margin ?? '0').toFixed());
    expect(after.available.toFixed()).toBe(
      before.available
        .plus(position?.margin ?? '0')
        .plus(closed.realised_pnl)
        .minus(trade?.fee ?? '0')
        .toFixed(),
    );
    expect((await trader.call(postCloseFuturesPosition.path, { form: { contract: 'ETH_USDT' } })).status).toBe(404);
  });
});

describe('the position watcher', () => {
  it('closes at the stop loss when the mark crosses it', async () => {
    const trader = await loggedIn('kyc-2@meridian.example');
    const start = clock;
    const opened = futuresPosition.parse(
      (await open(trader, { contract: 'BTC_USDT', side: 'long', size: '0.01', leverage: '5' })).data,
    );
    // The lowest closing mark of the next ten minutes, as the stop: it must fire.
    let lowest = new Big(opened.mark_price);
    for (let s = Math.floor(start / 1000) + 1; s < Math.floor(start / 1000) + 600; s += 1) {
      const p = new Big(engine.priceAt('BTC_USDT', s) ?? '0');
      if (p.lt(lowest)) lowest = p;
    }
    const mark = opened.mark_price;
    // The clock is fixed, so the engine's walk is known: it dips within these ten minutes.
    expect(lowest.lt(mark)).toBe(true);
    await trader.call(postFuturesTriggers.path, { form: { contract: 'BTC_USDT', sl_price: lowest.toFixed() } });
    clock = start + 601_000;
    expect(await watchPositions(database.db, engine, clock)).toBe(1);
    const [closed] = futuresPositionList.parse((await trader.call(`${getFuturesPositions.path}?status=closed`)).data);
    expect(closed).toMatchObject({ contract: 'BTC_USDT', close_reason: 'sl' });
    expect(new Big(closed?.close_price ?? '0').lte(lowest)).toBe(true);
  });

  it('liquidates a 20× long when the mark falls to its liquidation price: the margin is lost, nothing more', async () => {
    // An hour of DOGE whose low is ≥ 6 % under the previous hour's close.
    const end = Date.UTC(2026, 9, 1);
    const rows = engine.candles('DOGE_USDT', '1h', end / 1000 - 999 * 3600, end / 1000, end);
    let start: number | undefined;
    for (let i = 1; i < rows.length && start === undefined; i += 1) {
      const previous = rows[i - 1];
      const row = rows[i];
      if (previous && row && new Big(row[4]).lte(new Big(previous[2]).times('0.94'))) start = Number(row[0]) * 1000;
    }
    expect(start).toBeDefined();
    clock = start ?? 0;
    const trader = await loggedIn('kyc-3@meridian.example');
    const before = await usdt(trader);
    const opened = futuresPosition.parse(
      (await open(trader, { contract: 'DOGE_USDT', side: 'long', size: '1000', leverage: '20' })).data,
    );
    clock += 3_600_000;
    expect(await watchPositions(database.db, engine, clock)).toBe(1);
    const later = await loggedIn('kyc-3@meridian.example');
    const [closed] = futuresPositionList.parse((await later.call(`${getFuturesPositions.path}?status=closed`)).data);
    expect(closed).toMatchObject({
      close_reason: 'liquidation',
      realised_pnl: new Big(opened.margin).times(-1).toFixed(),
    });
    expect(new Big(closed?.close_price ?? '0').lte(opened.liq_price)).toBe(true);
    const after = await usdt(later);
    const openFee = new Big('1000').times(opened.entry_price).times('0.0005').round(8, Big.roundUp);
    expect(after.available.toFixed()).toBe(before.available.minus(opened.margin).minus(openFee).toFixed());
    expect(after.locked.toFixed()).toBe(before.locked.toFixed());
  });
});

describe('bad input and restrictions', () => {
  it('answers clear 400s', async () => {
    const trader = await loggedIn('kyc-0-5@meridian.example');
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ contract: 'NOPE_USDT', side: 'long', size: '1', leverage: '5' }, /Unknown contract NOPE_USDT/],
      [{ contract: 'ETH_BTC', side: 'long', size: '1', leverage: '5' }, /contract/],
      [{ contract: 'BTC_USDT', side: 'long', size: '0.01', leverage: '21' }, /1 to 20/],
      [{ contract: 'BTC_USDT', side: 'long', size: '0.01', leverage: '0' }, /1 to 20/],
      [{ contract: 'BTC_USDT', side: 'up', size: '0.01', leverage: '5' }, /side/],
      [{ contract: 'BTC_USDT', side: 'long', size: '0.0000001', leverage: '5' }, /at most 6 decimals/],
      [{ contract: 'BTC_USDT', side: 'long', size: '100', leverage: '1' }, /Insufficient balance|liquidity/],
    ];
    for (const [form, message] of cases) {
      const res = await open(trader, form);
      expect({ form, status: res.status }).toEqual({ form, status: 400 });
      expect(res.message).toMatch(message);
    }
    expect(futuresPositionList.parse((await trader.call(getFuturesPositions.path)).data)).toEqual([]);
  });

  it('issue 16: margin comes from the futures wallet only: spot USDT alone opens nothing', async () => {
    // The company demo account holds spot USDT (the default basket) and no futures wallet.
    const trader = await loggedIn('company@meridian.example');
    expect((await spotUsdt(trader)).available.gt(1000)).toBe(true);
    expect(await usdt(trader)).toEqual({ available: new Big(0), locked: new Big(0) });
    const res = await open(trader, { contract: 'BTC_USDT', side: 'long', size: '0.001', leverage: '2' });
    expect(res.status).toBe(400);
    expect(res.message).toBe('Insufficient balance: not enough USDT available for the margin and fee');
  });

  it('a withdraw-only or restricted-country user may not open or reverse a position', async () => {
    for (const email of ['withdraw-only@meridian.example', 'restricted@meridian.example']) {
      const trader = await loggedIn(email);
      const res = await open(trader, { contract: 'BTC_USDT', side: 'long', size: '0.001', leverage: '2' });
      expect(res.status).toBe(400);
      expect(res.message).toMatch(/withdraw-only|not available to residents/);
    }
  });

  it('visitors get 401', async () => {
    const visitor = new TestBrowser(app);
    expect((await visitor.call(getFuturesPositions.path)).status).toBe(401);
    expect((await visitor.call(getFuturesAccounts.path)).status).toBe(401);
    expect((await open(visitor, { contract: 'BTC_USDT', side: 'long', size: '0.001', leverage: '2' })).status).toBe(
      401,
    );
  });

  it('the ledger replays to every balance', async () => {
    for (const row of await ledgerReplay(database.db)) {
      expect(new Big(row.ledgerAvailable).eq(row.available ?? '0')).toBe(true);
      expect(new Big(row.ledgerFrozen).eq(row.frozen ?? '0')).toBe(true);
    }
  });
});
