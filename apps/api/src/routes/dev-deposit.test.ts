import { depositRecord, getDepositHistory, postDevDeposit } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiApp, createApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { seedDemoData } from '../db/seed';
import { createTestDatabase } from '../test-support/test-database';
import { FAST_HASHING, logInAs, TestBrowser, testClock } from '../test-support/test-browser';

// The development deposit (issue 16 "A development-only command credits a demo deposit"), over
// HTTP for the browser tests: mounted with the dev outbox only, where no message is really sent.

let database: DatabaseHandle;
const clock = testClock(Date.UTC(2026, 2, 2, 10, 0, 0));
const appWith = (devOutbox: boolean): ApiApp =>
  createApiApp({
    db: database.db,
    bodyLimitBytes: 8192,
    trustProxy: false,
    now: clock.now,
    passwordHashing: FAST_HASHING,
    devOutbox,
  });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { now: clock.now, passwordHashing: FAST_HASHING });
});
afterAll(async () => {
  await database.close();
});

const credit = (app: ApiApp, form: Record<string, string>) => new TestBrowser(app).call(postDevDeposit.path, { form });

describe('POST dev/deposit', () => {
  it('credits the account: the deposit is in its history', async () => {
    const app = appWith(true);
    const res = await credit(app, { email: 'kyc-2@meridian.example', coin: 'USDT', network: 'TRC20', amount: '250' });
    expect(res.status).toBe(200);
    const deposit = depositRecord.parse(res.data);
    expect([deposit.coin, deposit.network, deposit.amount]).toEqual(['USDT', 'TRC20', '250']);
    const browser = await logInAs(new TestBrowser(app), 'kyc-2@meridian.example', clock.now);
    const history = await browser.call(`${getDepositHistory.path}?coin=USDT`);
    expect(JSON.stringify(history.data)).toContain(deposit.tx_id);
  });

  it('a clear 4xx for an unknown account, network or amount', async () => {
    const app = appWith(true);
    const base = { email: 'kyc-2@meridian.example', coin: 'USDT', network: 'TRC20', amount: '1' };
    expect((await credit(app, { ...base, email: 'nobody@meridian.example' })).status).toBe(404);
    expect((await credit(app, { ...base, network: 'NOPE' })).status).toBe(422);
    expect((await credit(app, { ...base, amount: '-3' })).status).toBe(422);
    expect((await credit(app, { ...base, coin: 'usdt!' })).status).toBeGreaterThanOrEqual(400);
  });

  it('is not there where messages are really sent (no dev outbox)', async () => {
    const res = await credit(appWith(false), {
      email: 'kyc-2@meridian.example',
      coin: 'USDT',
      network: 'TRC20',
      amount: '1',
    });
    expect(res.status).toBe(404);
  });
});
