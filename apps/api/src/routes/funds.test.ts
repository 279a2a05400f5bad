import {
  depositAddress,
  depositHistory,
  fundPasswordStatus,
  fundsNetworks,
  getDepositAddress,
  getDepositHistory,
  getFundPasswordStatus,
  getFundsNetworks,
  getUserFrequency,
  getWithdrawalList,
  postFundPasswordSet,
  postQuerySafe,
  postWithdrawalCancel,
  postWithdrawalCreate,
  userFrequency,
  withdrawalList,
  withdrawalRecord,
} from '@meridian/contracts';
import { fundsNetwork, isValidAddress } from '@meridian/domain';
import Big from 'big.js';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiApp, createApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../db/demo-accounts';
import { runDepositCommand } from '../db/deposit-command';
import { ledgerReplay } from '../db/queries/ledger';
import { balances, ledgerEntries, users, withdrawals } from '../db/schema';
import { seedDemoData } from '../db/seed';
import { FUND_PASSWORD_ATTEMPTS } from '../services/fund-password';
import { createSecretBox, newSecretKeyText, parseSecretKey } from '../services/secret-box';
import { resealTotpSecrets } from '../services/two-factor';
import { createTestDatabase } from '../test-support/test-database';
import { FAST_HASHING, logInAs, TestBrowser, testClock } from '../test-support/test-browser';

let database: DatabaseHandle;
let app: ApiApp;
const clock = testClock(Date.UTC(2026, 2, 2, 10, 0, 0));
const MINUTE_MS = 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { now: clock.now, passwordHashing: FAST_HASHING });
  const secrets = createSecretBox(parseSecretKey(newSecretKeyText()));
  // As start-up does: the demo seed's TOTP secret is sealed with the key.
  await resealTotpSecrets(database.db, secrets);
  app = createApiApp({
    db: database.db,
    bodyLimitBytes: 8192,
    trustProxy: false,
    now: clock.now,
    passwordHashing: FAST_HASHING,
    secrets,
  });
});
afterAll(async () => {
  await database.close();
});

const FUNDPASS = 'fund-pass-42';
/** Well-formed addresses of the networks used below. */
const TRON_ADDRESS = 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW';
const EVM_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

/** Log in (a step later than any code used so far: the two-factor account's log-in takes one). */
function loggedIn(email: string) {
  clock.advance(31_000);
  return logInAs(new TestBrowser(app), email, clock.now);
}

/** The demo authenticator's code of a step no call has used yet (a code is taken once). */
function freshCode(): string {
  clock.advance(31_000);
  return new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET) }).generate({ timestamp: clock.now() });
}

async function uidOf(email: string): Promise<number> {
  const [row] = await database.db.select({ uid: users.uid }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.uid;
}

async function spotOf(uid: number, coin: string): Promise<{ available: Big; frozen: Big }> {
  const [row] = await database.db
    .select({ available: balances.available, frozen: balances.frozen })
    .from(balances)
    .where(and(eq(balances.uid, uid), eq(balances.wallet, 'spot'), eq(balances.coin, coin)));
  return { available: new Big(row?.available ?? '0'), frozen: new Big(row?.frozen ?? '0') };
}

async function setFundPassword(browser: TestBrowser, form: Record<string, string>) {
  return browser.call(postFundPasswordSet.path, { form });
}

let requests = 0;
/** A fresh request id (8 to 64 URL-safe characters). */
const newRequestId = () => `req-${Date.now()}-${(requests += 1)}`;

function withdraw(browser: TestBrowser, form: Record<string, string>) {
  return browser.call(postWithdrawalCreate.path, {
    form: { request_id: newRequestId(), coin: 'USDT', network: 'TRC20', address: TRON_ADDRESS, ...form },
  });
}

describe('fund password: status and set/change (issue 16 "/myaccount/fundpass_setup, hashed like the login password, never equal to it")', () => {
  it('widgets §7 get_user_frequency and the status need a session', async () => {
    const visitor = new TestBrowser(app);
    expect((await visitor.call(getUserFrequency.path)).status).toBe(401);
    expect((await visitor.call(getFundPasswordStatus.path)).status).toBe(401);
  });

  it('before one is set: not set, the default frequency', async () => {
    const browser = await loggedIn('kyc-0-5@meridian.example');
    const status = await browser.call(getFundPasswordStatus.path);
    expect(fundPasswordStatus.parse(status.data)).toEqual({ is_set: false, frequency: '1', verified_recently: false });
    const frequency = await browser.call(getUserFrequency.path);
    // widgets §7 "code 0 is success; data.frequency".
    expect(frequency.code).toBe(0);
    expect(userFrequency.parse(frequency.data).frequency).toBe('1');
  });

  it('the first time needs the log-in password; the new one has 6-32 characters and differs from the log-in password', async () => {
    const browser = await loggedIn('kyc-0-5@meridian.example');
    const missing = await setFundPassword(browser, { new_fundpass: FUNDPASS });
    expect(missing.status).toBe(400);
    expect(missing.message).toMatch(/password is required/);
    const wrong = await setFundPassword(browser, { new_fundpass: FUNDPASS, password: 'not-the-password' });
    expect(wrong.status).toBe(403);
    expect(wrong.label).toBe('passwordWrong');
    const short = await setFundPassword(browser, { new_fundpass: '12345', password: DEMO_PASSWORD });
    expect(short.status).toBe(400);
    expect(short.message).toMatch(/new_fundpass/);
    const long = await setFundPassword(browser, { new_fundpass: 'x'.repeat(33), password: DEMO_PASSWORD });
    expect(long.status).toBe(400);
    const same = await setFundPassword(browser, { new_fundpass: DEMO_PASSWORD, password: DEMO_PASSWORD });
    expect(same.status).toBe(422);
    expect(same.message).toMatch(/differ from your log-in password/);

    const set = await setFundPassword(browser, { new_fundpass: FUNDPASS, password: DEMO_PASSWORD });
    expect(set.status).toBe(200);
    expect(set.data).toEqual({ is_set: true, frequency: '1' });
    const status = fundPasswordStatus.parse((await browser.call(getFundPasswordStatus.path)).data);
    expect(status).toEqual({ is_set: true, frequency: '1', verified_recently: true });
  });

  it('a change needs the current fund password', async () => {
    const browser = await loggedIn('kyc-0-5@meridian.example');
    const missing = await setFundPassword(browser, { new_fundpass: 'another-one-7' });
    expect(missing.status).toBe(400);
    expect(missing.message).toMatch(/old_fundpass is required/);
    const wrong = await setFundPassword(browser, { new_fundpass: 'another-one-7', old_fundpass: 'wrong-one' });
    expect(wrong.status).toBe(403);
    expect(wrong.label).toBe('fundPasswordWrong');
    const changed = await setFundPassword(browser, { new_fundpass: 'another-one-7', old_fundpass: FUNDPASS });
    expect(changed.status).toBe(200);
    // The old one no longer works.
    const again = await setFundPassword(browser, { new_fundpass: 'third-one-99', old_fundpass: FUNDPASS });
    expect(again.status).toBe(403);
  });

  it('with two-factor on, setting it needs the authenticator code too', async () => {
    const browser = await loggedIn('two-factor@meridian.example');
    const noCode = await setFundPassword(browser, { new_fundpass: FUNDPASS, password: DEMO_PASSWORD });
    expect(noCode.status).toBe(403);
    expect(noCode.label).toBe('totpRequired');
    const set = await setFundPassword(browser, { new_fundpass: FUNDPASS, password: DEMO_PASSWORD, totp: freshCode() });
    expect(set.status).toBe(200);
  });
});

describe('POST /json_svr/query_safe (widgets §3 "Frequency change request: action, frequency, fundpass, totp"; §7)', () => {
  const change = (browser: TestBrowser, form: Record<string, string>) =>
    browser.request(postQuerySafe.path, { form: { action: 'tradepassfrequency', ...form } });

  it('§5 "A frequency change needs both fund password and authenticator code, both non-empty": a missing one is a 400 with result false and msg', async () => {
    const browser = await loggedIn('two-factor@meridian.example');
    const forms: Record<string, string>[] = [
      { frequency: '2', fundpass: FUNDPASS },
      { frequency: '2', totp: '123456' },
      { frequency: '2', fundpass: FUNDPASS, totp: '' },
    ];
    for (const form of forms) {
      const res = await change(browser, form);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { result: boolean; msg: string };
      expect(body.result).toBe(false);
      expect(body.msg).toMatch(/(fundpass|totp) is required/);
    }
  });

  it('a wrong action or frequency is a 400', async () => {
    const browser = await loggedIn('two-factor@meridian.example');
    expect(
      (await change(browser, { action: 'other', frequency: '2', fundpass: FUNDPASS, totp: '123456' })).status,
    ).toBe(400);
    expect((await change(browser, { frequency: '3', fundpass: FUNDPASS, totp: '123456' })).status).toBe(400);
  });

  it('issue 16 "both checked": a wrong fund password or code is refused, result false with the msg', async () => {
    const browser = await loggedIn('two-factor@meridian.example');
    const wrongPass = await change(browser, { frequency: '2', fundpass: 'wrong-pass', totp: freshCode() });
    expect(wrongPass.status).toBe(403);
    expect(await wrongPass.json()).toMatchObject({ result: false, msg: expect.stringMatching(/Wrong fund password/) });
    const wrongCode = await change(browser, { frequency: '2', fundpass: FUNDPASS, totp: '000000' });
    expect(wrongCode.status).toBe(403);
    expect(await wrongCode.json()).toMatchObject({ result: false, msg: expect.stringMatching(/authenticator code/) });
    expect(userFrequency.parse((await browser.call(getUserFrequency.path)).data).frequency).toBe('1');
  });

  it('§7 "result truthy means success": the new frequency is what get_user_frequency answers', async () => {
    const browser = await loggedIn('two-factor@meridian.example');
    const res = await change(browser, { frequency: '2', fundpass: FUNDPASS, totp: freshCode() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: true, msg: 'success' });
    expect(userFrequency.parse((await browser.call(getUserFrequency.path)).data).frequency).toBe('2');
  });

  it('an account without two-factor cannot give the code: told to turn it on', async () => {
    const browser = await loggedIn('kyc-0-5@meridian.example');
    const res = await change(browser, { frequency: '0', fundpass: 'another-one-7', totp: '123456' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ result: false, msg: expect.stringMatching(/two-factor/) });
  });

  it('needs the csrf header as every other post', async () => {
    const browser = await loggedIn('two-factor@meridian.example');
    const res = await browser.request(postQuerySafe.path, {
      form: { action: 'tradepassfrequency', frequency: '0', fundpass: FUNDPASS, totp: '123456' },
      csrf: false,
    });
    expect(res.status).toBe(403);
  });
});

describe('withdrawals (issue 16)', () => {
  it('without a fund password: refused with a message saying to set one', async () => {
    const browser = await loggedIn('vip-5@meridian.example');
    const res = await withdraw(browser, { amount: '10' });
    expect(res.status).toBe(409);
    expect(res.label).toBe('fundPasswordNotSet');
    expect(res.message).toMatch(/Set a fund password first/);
  });

  it('bad input gets a 4xx naming the field: network, address, memo, minimum, decimals, request id, balance', async () => {
    const browser = await loggedIn('vip-5@meridian.example');
    await setFundPassword(browser, { new_fundpass: FUNDPASS, password: DEMO_PASSWORD });
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ network: 'BEP20', amount: '10' }, /^network: USDT cannot be withdrawn on BEP20/],
      [{ coin: 'BTC', amount: '10' }, /^network:/],
      [{ coin: 'NOPE', amount: '10' }, /^coin:/],
      [{ address: EVM_ADDRESS, amount: '10' }, /^address: not a Tron \(TRC20\) address/],
      [{ memo: '12', amount: '10' }, /^memo: this network takes no memo/],
      [{ amount: '4.99' }, /^amount: the minimum withdrawal of USDT on Tron \(TRC20\) is 5/],
      [{ amount: '5.1234567' }, /^amount: at most 6 decimal places/],
      [{ amount: '-5' }, /^amount:/],
      [{ amount: '1e3' }, /^amount:/],
      [{ amount: '10', request_id: 'short' }, /^request_id:/],
      [
        { amount: '9999999' },
        /^amount: 9999999 USDT plus the 1 USDT fee is 10000000 USDT, more than the [\d.]+ USDT available/,
      ],
    ];
    for (const [form, message] of cases) {
      const res = await withdraw(browser, form);
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(res.message, JSON.stringify(form)).toMatch(message);
    }
    const missing = await browser.call(postWithdrawalCreate.path, {
      form: { request_id: newRequestId(), coin: 'USDT' },
    });
    expect(missing.status).toBe(400);
    expect(missing.message).toMatch(/network is required/);
    // Nothing was recorded and nothing frozen.
    const uid = await uidOf('vip-5@meridian.example');
    expect(await database.db.select().from(withdrawals).where(eq(withdrawals.uid, uid))).toEqual([]);
    expect((await spotOf(uid, 'USDT')).frozen.toFixed()).toBe('0');
  });

  it('"a withdrawal locks funds and is recorded pending": amount + fee moves available → frozen in the ledger', async () => {
    const browser = await loggedIn('vip-5@meridian.example');
    const uid = await uidOf('vip-5@meridian.example');
    const before = await spotOf(uid, 'USDT');
    const res = await withdraw(browser, { amount: '100', fundpass: FUNDPASS });
    expect(res.status).toBe(200);
    const w = withdrawalRecord.parse(res.data);
    expect(w).toMatchObject({
      coin: 'USDT',
      network: 'TRC20',
      address: TRON_ADDRESS,
      amount: '100',
      fee: '1',
      status: 'pending',
      memo: null,
    });
    const after = await spotOf(uid, 'USDT');
    expect(before.available.minus(after.available).toFixed()).toBe('101');
    expect(after.frozen.minus(before.frozen).toFixed()).toBe('101');
    const ledger = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `withdrawal:${w.id}`));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ uid, coin: 'USDT', reason: 'withdrawal' });
    expect(new Big(ledger[0]?.availableDelta ?? '0').toFixed()).toBe('-101');
    expect(new Big(ledger[0]?.frozenDelta ?? '0').toFixed()).toBe('101');
  });

  it('a repeated request id makes one withdrawal; the same id with other values is a 409', async () => {
    const browser = await loggedIn('vip-5@meridian.example');
    const uid = await uidOf('vip-5@meridian.example');
    const before = await spotOf(uid, 'USDT');
    const form = {
      request_id: newRequestId(),
      coin: 'USDT',
      network: 'TRC20',
      address: TRON_ADDRESS,
      amount: '50',
      fundpass: FUNDPASS,
    };
    const first = await browser.call(postWithdrawalCreate.path, { form });
    const second = await browser.call(postWithdrawalCreate.path, { form });
    // Sent again at the same moment too.
    const [third, fourth] = await Promise.all([
      browser.call(postWithdrawalCreate.path, { form }),
      browser.call(postWithdrawalCreate.path, { form }),
    ]);
    for (const res of [first, second, third, fourth]) expect(res.status).toBe(200);
    const ids = new Set([first, second, third, fourth].map((r) => withdrawalRecord.parse(r.data).id));
    expect(ids.size).toBe(1);
    const rows = await database.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.uid, uid), eq(withdrawals.requestId, form.request_id)));
    expect(rows).toHaveLength(1);
    expect(before.available.minus((await spotOf(uid, 'USDT')).available).toFixed()).toBe('51');
    const reused = await browser.call(postWithdrawalCreate.path, { form: { ...form, amount: '60' } });
    expect(reused.status).toBe(409);
    expect(reused.message).toMatch(/request_id/);
  });

  it('"cancellable while pending": cancel gives amount + fee back, once; the list shows it cancelled', async () => {
    const browser = await loggedIn('vip-5@meridian.example');
    const uid = await uidOf('vip-5@meridian.example');
    const before = await spotOf(uid, 'USDT');
    const w = withdrawalRecord.parse((await withdraw(browser, { amount: '20', fundpass: FUNDPASS })).data);
    const cancelled = await browser.call(postWithdrawalCancel.path, { form: { id: w.id } });
    expect(cancelled.status).toBe(200);
    expect(withdrawalRecord.parse(cancelled.data).status).toBe('cancelled');
    const again = await browser.call(postWithdrawalCancel.path, { form: { id: w.id } });
    expect(again.status).toBe(200);
    const after = await spotOf(uid, 'USDT');
    expect(after.available.toFixed()).toBe(before.available.toFixed());
    expect(after.frozen.toFixed()).toBe(before.frozen.toFixed());
    const ledger = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `withdrawal:${w.id}`));
    expect(ledger).toHaveLength(2);

    const list = withdrawalList.parse((await browser.call(`${getWithdrawalList.path}?status=cancelled`)).data);
    expect(list.list.map((x) => x.id)).toContain(w.id);
    expect(list.list.every((x) => x.status === 'cancelled')).toBe(true);
    expect((await browser.call(`${getWithdrawalList.path}?limit=0`)).status).toBe(400);
  });

  it("another account's withdrawal, or none, cannot be cancelled (404); a malformed id is a 400", async () => {
    const owner = await loggedIn('vip-5@meridian.example');
    const w = withdrawalRecord.parse((await withdraw(owner, { amount: '10', fundpass: FUNDPASS })).data);
    const stranger = await loggedIn('kyc-0-5@meridian.example');
    expect((await stranger.call(postWithdrawalCancel.path, { form: { id: w.id } })).status).toBe(404);
    expect((await stranger.call(postWithdrawalCancel.path, { form: { id: '999999999' } })).status).toBe(404);
    expect((await stranger.call(postWithdrawalCancel.path, { form: { id: 'abc' } })).status).toBe(400);
    expect(withdrawalList.parse((await stranger.call(getWithdrawalList.path)).data).list).toEqual([]);
  });

  it('20 concurrent withdrawals against a balance for 5: exactly 5 pending, nothing negative', async () => {
    const email = 'kyc-3@meridian.example';
    const browser = await loggedIn(email);
    const uid = await uidOf(email);
    // Verified now (frequency '1'): the 20 below need no fund password for an hour.
    expect((await setFundPassword(browser, { new_fundpass: FUNDPASS, password: DEMO_PASSWORD })).status).toBe(200);
    const { available } = await spotOf(uid, 'USDT');
    // Each takes amount + 1 USDT fee; 5 of them fit in the balance, 6 do not.
    const each = available.div(5.5).round(6, Big.roundDown);
    const amount = each.minus(1).toFixed();
    const results = await Promise.all(Array.from({ length: 20 }, () => withdraw(browser, { amount })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.message).toMatch(/more than the .* available/);
    }
    const rows = await database.db.select().from(withdrawals).where(eq(withdrawals.uid, uid));
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(5);
    const after = await spotOf(uid, 'USDT');
    expect(after.available.gte(0)).toBe(true);
    expect(after.frozen.toFixed()).toBe(each.times(5).toFixed());
    expect(after.available.plus(after.frozen).toFixed()).toBe(available.toFixed());
  });

  it('issue 16 "withdraw-only users allowed"', async () => {
    const browser = await loggedIn('withdraw-only@meridian.example');
    await setFundPassword(browser, { new_fundpass: FUNDPASS, password: DEMO_PASSWORD });
    const res = await withdraw(browser, { amount: '10', fundpass: FUNDPASS });
    expect(res.status).toBe(200);
  });

  it('issue 16 "restricted users refused per compliance": a prohibited-country resident gets a 403 saying why', async () => {
    const browser = await loggedIn('restricted@meridian.example');
    await setFundPassword(browser, { new_fundpass: FUNDPASS, password: DEMO_PASSWORD });
    const res = await withdraw(browser, { amount: '10', fundpass: FUNDPASS });
    expect(res.status).toBe(403);
    expect(res.label).toBe('restrictedCountry');
    expect(res.message).toMatch(/compliance rules/);
  });

  it(`issue 16 "'1' once an hour": asked again once the hour since the last correct entry is over`, async () => {
    const email = 'kyc-2@meridian.example';
    let browser = await loggedIn(email);
    await setFundPassword(browser, { new_fundpass: FUNDPASS, password: DEMO_PASSWORD });
    // Set just now: within the hour, none is asked.
    expect((await withdraw(browser, { amount: '10' })).status).toBe(200);
    clock.advance(61 * MINUTE_MS);
    browser = await loggedIn(email);
    const due = await withdraw(browser, { amount: '10' });
    expect(due.status).toBe(403);
    expect(due.label).toBe('fundPasswordRequired');
    expect(due.message).toMatch(/once an hour/);
    expect((await withdraw(browser, { amount: '10', fundpass: FUNDPASS })).status).toBe(200);
    // Within the hour (and the session's 30 idle minutes).
    clock.advance(29 * MINUTE_MS);
    expect((await withdraw(browser, { amount: '10' })).status).toBe(200);
    // A wrong one is never passed over, even when none is due.
    const wrong = await withdraw(browser, { amount: '10', fundpass: 'not-it-at-all' });
    expect(wrong.status).toBe(403);
    expect(wrong.label).toBe('fundPasswordWrong');
  });

  it(`issue 16 "'2' every time" and "2FA where enabled"`, async () => {
    // two-factor@ chose '2' in the query_safe tests above.
    const browser = await loggedIn('two-factor@meridian.example');
    const noPass = await withdraw(browser, { amount: '10', totp: freshCode() });
    expect(noPass.status).toBe(403);
    expect(noPass.message).toMatch(/every time/);
    const noCode = await withdraw(browser, { amount: '10', fundpass: FUNDPASS });
    expect(noCode.status).toBe(403);
    expect(noCode.label).toBe('totpRequired');
    const badCode = await withdraw(browser, { amount: '10', fundpass: FUNDPASS, totp: 'abc' });
    expect(badCode.status).toBe(400);
    expect((await withdraw(browser, { amount: '10', fundpass: FUNDPASS, totp: freshCode() })).status).toBe(200);
    // Right after a correct one, still asked ('2').
    expect((await withdraw(browser, { amount: '10', totp: freshCode() })).status).toBe(403);
  });

  it('issue 16 "attempt limit with lockout": wrong fund passwords lock it, even against the right one, until the lock ends', async () => {
    const email = 'company@meridian.example';
    const browser = await loggedIn(email);
    await setFundPassword(browser, { new_fundpass: FUNDPASS, password: DEMO_PASSWORD });
    const answers: Awaited<ReturnType<typeof withdraw>>[] = [];
    for (let i = 0; i < FUND_PASSWORD_ATTEMPTS.limit; i += 1)
      answers.push(await withdraw(browser, { amount: '10', fundpass: `wrong-${i}-x` }));
    expect(answers.slice(0, -1).map((a) => a.status)).toEqual(Array(FUND_PASSWORD_ATTEMPTS.limit - 1).fill(403));
    expect(answers[0]?.message).toMatch(/4 tries left/);
    const last = answers.at(-1);
    expect(last?.status).toBe(429);
    expect(last?.label).toBe('fundPasswordLocked');
    expect(last?.message).toMatch(/locked for 15 minutes/);
    const right = await withdraw(browser, { amount: '10', fundpass: FUNDPASS });
    expect(right.status).toBe(429);
    expect(right.response.headers.get('retry-after')).not.toBeNull();
    // The fund password of another account is not locked.
    const other = await loggedIn('withdraw-only@meridian.example');
    expect((await withdraw(other, { amount: '10', fundpass: FUNDPASS })).status).toBe(200);
    clock.advance(FUND_PASSWORD_ATTEMPTS.lockMs + MINUTE_MS);
    const later = await loggedIn(email);
    expect((await withdraw(later, { amount: '10', fundpass: FUNDPASS })).status).toBe(200);
  });

  it('the ledger still adds up: every balance is its ledger sum', async () => {
    for (const row of await ledgerReplay(database.db)) {
      expect(row.available, `${row.uid} ${row.coin}`).not.toBeNull();
      expect(new Big(row.ledgerAvailable).eq(row.available ?? '0'), `${row.uid} ${row.coin}`).toBe(true);
      expect(new Big(row.ledgerFrozen).eq(row.frozen ?? '0'), `${row.uid} ${row.coin}`).toBe(true);
    }
  });
});

describe('deposits (issue 16 "per-user deposit addresses per asset and network (deterministic, valid-looking for the chain)")', () => {
  it('the coins and networks, with minimums and fees, for visitors too', async () => {
    const res = await new TestBrowser(app).call(getFundsNetworks.path);
    expect(res.status).toBe(200);
    const usdt = fundsNetworks.parse(res.data).list.find((c) => c.coin === 'USDT');
    expect(usdt?.networks.map((n) => n.network)).toEqual(['ERC20', 'TRC20', 'SOL']);
    expect(usdt?.networks[1]).toMatchObject({ min_withdrawal: '5', withdrawal_fee: '1' });
  });

  it("an address in the network's format, the same every time, another per user and per coin", async () => {
    const a = await loggedIn('kyc-1@meridian.example');
    const b = await loggedIn('hk@meridian.example');
    const ask = async (browser: TestBrowser, coin: string, network: string) => {
      const res = await browser.call(`${getDepositAddress.path}?coin=${coin}&network=${network}`);
      expect(res.status).toBe(200);
      return depositAddress.parse(res.data);
    };
    for (const [coin, network] of [
      ['BTC', 'BTC'],
      ['USDT', 'ERC20'],
      ['USDT', 'TRC20'],
      ['SOL', 'SOL'],
      ['XRP', 'XRP'],
      ['TON', 'TON'],
    ] as const) {
      const first = await ask(a, coin, network);
      const known = fundsNetwork(coin, network);
      expect(known && isValidAddress(known.format, first.address), `${coin} ${network} ${first.address}`).toBe(true);
      expect(await ask(a, coin, network)).toEqual(first);
      expect((await ask(b, coin, network)).address).not.toBe(first.address);
      // widgets "XRP with a memo tag; TON with memo".
      expect(first.memo === null).toBe(known?.memo === 'none');
    }
    expect((await ask(a, 'ETH', 'ERC20')).address).not.toBe((await ask(a, 'USDT', 'ERC20')).address);
  });

  it('an unknown network or a malformed query is a 400 naming the field; a visitor a 401', async () => {
    const browser = await loggedIn('kyc-1@meridian.example');
    const unknown = await browser.call(`${getDepositAddress.path}?coin=BTC&network=TRC20`);
    expect(unknown.status).toBe(400);
    expect(unknown.message).toMatch(/^network: BTC is deposited on BTC/);
    expect((await browser.call(`${getDepositAddress.path}?coin=btc!&network=BTC`)).status).toBe(400);
    expect((await browser.call(`${getDepositAddress.path}?coin=BTC`)).message).toMatch(/^network/);
    expect((await new TestBrowser(app).call(`${getDepositAddress.path}?coin=BTC&network=BTC`)).status).toBe(401);
  });

  it('the development command credits a deposit: its row, the spot balance and the ledger (`deposit:<id>`)', async () => {
    const email = 'kyc-1@meridian.example';
    const uid = await uidOf(email);
    const before = await spotOf(uid, 'USDT');
    const out: string[] = [];
    const err: string[] = [];
    const io = {
      out: (t: string) => out.push(t),
      err: (t: string) => err.push(t),
      now: () => new Date(clock.now()),
      nodeEnv: 'development',
    };
    expect(await runDepositCommand(database.db, [email, 'usdt', 'trc20', '250.5'], io)).toBe(0);
    expect(out.join('\n')).toMatch(/Credited 250.5 USDT \(TRC20\)/);
    expect((await spotOf(uid, 'USDT')).available.minus(before.available).toFixed()).toBe('250.5');

    const browser = await loggedIn(email);
    const history = depositHistory.parse((await browser.call(getDepositHistory.path)).data);
    expect(history.list).toHaveLength(1);
    const deposit = history.list[0];
    expect(deposit).toMatchObject({ coin: 'USDT', network: 'TRC20', amount: '250.5', status: 'credited' });
    const ledger = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `deposit:${deposit?.id}`));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ uid, reason: 'deposit' });
    expect(depositHistory.parse((await browser.call(`${getDepositHistory.path}?coin=BTC`)).data).list).toEqual([]);
  });

  it('the development command refuses production, bad input and unknown accounts', async () => {
    const err: string[] = [];
    const io = (nodeEnv: string | undefined) => ({
      out: () => undefined,
      err: (t: string) => err.push(t),
      now: () => new Date(clock.now()),
      nodeEnv,
    });
    const args = ['kyc-1@meridian.example', 'USDT', 'TRC20', '10'];
    expect(await runDepositCommand(database.db, args, io('production'))).toBe(1);
    expect(err.at(-1)).toMatch(/NODE_ENV=production/);
    expect(await runDepositCommand(database.db, args.slice(0, 3), io(undefined))).toBe(2);
    expect(
      await runDepositCommand(database.db, ['nobody@meridian.example', 'USDT', 'TRC20', '10'], io(undefined)),
    ).toBe(1);
    expect(await runDepositCommand(database.db, ['kyc-1@meridian.example', 'USDT', 'BEP20', '10'], io(undefined))).toBe(
      1,
    );
    expect(
      await runDepositCommand(database.db, ['kyc-1@meridian.example', 'USDT', 'TRC20', '-10'], io(undefined)),
    ).toBe(1);
    expect(await runDepositCommand(database.db, ['kyc-1@meridian.example', 'USDT', 'TRC20', '0'], io(undefined))).toBe(
      1,
    );
  });
});
