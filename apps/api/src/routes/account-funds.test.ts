import { getTotalFunds, totalFunds } from '@meridian/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiApp, createApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { DEFAULT_DEMO_BALANCES, DEMO_COIN_PRICES, DEMO_PASSWORD } from '../db/demo-accounts';
import { balances, coinPrices } from '../db/schema';
import { seedDemoData } from '../db/seed';
import { createTestDatabase } from '../test-support/test-database';
import { FAST_HASHING, signUpAndConfirm, logInAs, TestBrowser } from '../test-support/test-browser';

let database: DatabaseHandle;
let app: ApiApp;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { passwordHashing: FAST_HASHING });
  app = createApiApp({ db: database.db, bodyLimitBytes: 8192, trustProxy: false, passwordHashing: FAST_HASHING });
});
afterAll(async () => {
  await database.close();
});

/** An independent reckoning in scaled integers (18 places), to check the API's numeric SQL. */
const SCALE = 10n ** 18n;
function scaled(decimal: string): bigint {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(whole) * SCALE + BigInt(fraction.padEnd(18, '0').slice(0, 18));
}
function fixed(value: bigint, places: number): string {
  const unit = 10n ** BigInt(places);
  return `${value / unit}.${(value % unit).toString().padStart(places, '0')}`;
}
/** Σ amount × price, cut (not rounded) to 2 places for USD and 8 for BTC. */
function expectedFunds(held: Record<string, string>, prices: Record<string, string>) {
  let usd36 = 0n; // 36 decimal places: an 18-place amount times an 18-place price
  for (const [coin, amount] of Object.entries(held)) {
    const price = prices[coin];
    if (price) usd36 += scaled(amount) * scaled(price);
  }
  const btcPrice = scaled(prices.BTC ?? '0');
  return {
    total_usd: fixed(usd36 / 10n ** 34n, 2),
    total_btc: fixed(usd36 / (btcPrice * 10n ** 10n), 8),
  };
}

const loggedIn = (account: string) => logInAs(new TestBrowser(app), account);

describe('GET /apiw/v2/account/total_funds', () => {
  it('sums balances × current USD prices exactly; BTC to 8 places, USD to 2', async () => {
    const res = await (await loggedIn('kyc-none@meridian.example')).call(getTotalFunds.path);
    expect(res).toMatchObject({ status: 200, code: 0, message: 'success' });
    const expected = expectedFunds(DEFAULT_DEMO_BALANCES, DEMO_COIN_PRICES);
    expect(res.data).toEqual(expected);
    // By hand: 33625.06 + 14792.3375 + 12500.5 + 799.84 + 5331.55 + 1587.1 = 68636.3875 → cut to 68636.38.
    expect(expected.total_usd).toBe('68636.38');
    expect(totalFunds.parse(res.data)).toEqual(expected);
  });

  it('is exact where floating point is not (0.1 + 0.2 BTC), counts frozen funds, ignores unpriced coins and cuts instead of rounding', async () => {
    const uid = 10_000_013;
    await database.db.delete(balances).where(eq(balances.uid, uid));
    await database.db.insert(balances).values([
      { uid, coin: 'BTC', available: '0.1', frozen: '0.2' },
      { uid, coin: 'NOPRICE', available: '1000000' },
      { uid, coin: 'ETH', available: '0.000000000000000001' },
    ]);
    const res = await (await loggedIn('restricted@meridian.example')).call(getTotalFunds.path);
    // 0.3 × 67250.12 = 20175.036 (+ a speck of ETH) → cut to 20175.03; 0.3 BTC and a speck → 0.30000000.
    expect(res.data).toEqual({ total_usd: '20175.03', total_btc: '0.30000000' });
    expect(0.1 + 0.2).not.toBe(0.3); // what the SQL numeric avoids
  });

  it('an account with nothing answers zeros with the same precision', async () => {
    const browser = new TestBrowser(app);
    await signUpAndConfirm(database.db, browser, 'empty@example.com', { password: DEMO_PASSWORD });
    expect((await browser.call(getTotalFunds.path)).data).toEqual({ total_usd: '0.00', total_btc: '0.00000000' });
  });

  it('follows the current price', async () => {
    const browser = await loggedIn('sub-managed@meridian.example');
    const before = (await browser.call(getTotalFunds.path)).data;
    // Both wallets count (issue 16): 25000 USDT in spot and the seed's 10000 in futures.
    expect(before).toEqual(expectedFunds({ USDT: '35000', BTC: '0.1' }, DEMO_COIN_PRICES));
    await database.db.update(coinPrices).set({ usdPrice: '1.01' }).where(eq(coinPrices.coin, 'USDT'));
    const after = (await browser.call(getTotalFunds.path)).data;
    expect(after).toEqual(expectedFunds({ USDT: '35000', BTC: '0.1' }, { ...DEMO_COIN_PRICES, USDT: '1.01' }));
    await database.db.update(coinPrices).set({ usdPrice: '1' }).where(eq(coinPrices.coin, 'USDT'));
  });

  it('without a BTC price there is no honest total: 503 with a message (the shell falls back to 0)', async () => {
    const browser = await loggedIn('kyc-1@meridian.example');
    await database.db.delete(coinPrices).where(eq(coinPrices.coin, 'BTC'));
    expect(await browser.call(getTotalFunds.path)).toMatchObject({ status: 503, code: 503, data: null });
  });
});
