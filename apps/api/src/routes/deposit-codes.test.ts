import {
  depositCodeCreateAnswer,
  depositCodeList,
  depositCodeRecord,
  fundPasswordStatus,
  getFundPasswordStatus,
  getDepositCodeList,
  postDepositCodeCancel,
  postDepositCodeCreate,
  postDepositCodeRedeem,
  postFundPasswordSet,
} from '@meridian/contracts';
import { DEPOSIT_CODE_ALPHABET, normalizeDepositCode } from '@meridian/domain';
import Big from 'big.js';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../db/demo-accounts';
import { ledgerReplay } from '../db/queries/ledger';
import { balances, depositCodes, ledgerEntries, users } from '../db/schema';
import { DEPOSIT_CODE_ATTEMPTS, depositCodeHash } from '../services/deposit-codes';
import { openSeededApi } from '../test-support/seeded-api';
import { logInAs, TestBrowser, testClock } from '../test-support/test-browser';

// Issue 16 item 5: deposit codes (`/myaccount/deposit_gatecode`).

let database: DatabaseHandle;
let app: ApiApp;
const clock = testClock(Date.UTC(2026, 2, 3, 10, 0, 0));
const MINUTE_MS = 60_000;
const FUNDPASS = 'fund-pass-42';

beforeAll(async () => {
  ({ database, app } = await openSeededApi(clock));
});
afterAll(async () => {
  await database.close();
});

function loggedIn(email: string) {
  clock.advance(31_000);
  return logInAs(new TestBrowser(app), email, clock.now);
}

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

/** Every account's USDT, available and frozen, both wallets: what no code may create or destroy. */
async function totalOf(coin: string): Promise<Big> {
  const rows = await database.db.select().from(balances).where(eq(balances.coin, coin));
  return rows.reduce((sum, row) => sum.plus(row.available).plus(row.frozen), new Big(0));
}

let requests = 0;
const newRequestId = () => `code-${(requests += 1)}-${clock.now()}`;

/** A logged-in account with a fund password. */
async function creator(email: string): Promise<TestBrowser> {
  const browser = await loggedIn(email);
  if (fundPasswordStatus.parse((await browser.call(getFundPasswordStatus.path)).data).is_set) return browser;
  const set = await browser.call(postFundPasswordSet.path, {
    form: {
      new_fundpass: FUNDPASS,
      password: DEMO_PASSWORD,
      ...(email.startsWith('two-factor') ? { totp: freshCode() } : {}),
    },
  });
  if (set.status !== 200) throw new Error(`fund password of ${email}: ${set.status} ${set.message}`);
  return browser;
}

async function create(browser: TestBrowser, form: Record<string, string>) {
  const res = await browser.call(postDepositCodeCreate.path, {
    form: { request_id: newRequestId(), coin: 'USDT', fundpass: FUNDPASS, ...form },
  });
  return { ...res, answer: res.status === 200 ? depositCodeCreateAnswer.parse(res.data) : null };
}

const redeem = (browser: TestBrowser, code: string) => browser.call(postDepositCodeRedeem.path, { form: { code } });

describe('deposit codes: create (issue 16 item 5 "held: the amount moves to locked through the ledger")', () => {
  it('a visitor gets a 401; the post needs the csrf header', async () => {
    const visitor = new TestBrowser(app);
    expect((await visitor.call(getDepositCodeList.path)).status).toBe(401);
    const browser = await loggedIn('kyc-1@meridian.example');
    const res = await browser.call(postDepositCodeCreate.path, {
      form: { request_id: newRequestId(), coin: 'USDT', amount: '1' },
      csrf: false,
    });
    expect(res.status).toBe(403);
  });

  it('"shown ONCE; only its SHA-256 hash is stored": 16 characters grouped by four, the hash and hint in the row', async () => {
    const browser = await creator('kyc-1@meridian.example');
    const uid = await uidOf('kyc-1@meridian.example');
    const before = await spotOf(uid, 'USDT');
    const res = await create(browser, { amount: '25.5' });
    expect(res.status).toBe(200);
    const code = res.answer?.code ?? '';
    expect(code).toMatch(new RegExp(`^[${DEPOSIT_CODE_ALPHABET}]{4}(-[${DEPOSIT_CODE_ALPHABET}]{4}){3}$`));
    expect(res.answer?.record).toMatchObject({ role: 'created', coin: 'USDT', amount: '25.5', status: 'active' });
    const [row] = await database.db
      .select()
      .from(depositCodes)
      .where(eq(depositCodes.id, Number(res.answer?.record.id)));
    const bare = normalizeDepositCode(code) ?? '';
    expect(row?.codeHash).toBe(depositCodeHash(bare));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(bare);
    expect(row?.codeHint).toBe(bare.slice(-4));
    expect(res.answer?.record.code_hint).toBe(bare.slice(-4));
    // Held: available → frozen, one ledger row `deposit-code:<id>`.
    const after = await spotOf(uid, 'USDT');
    expect(before.available.minus(after.available).toFixed()).toBe('25.5');
    expect(after.frozen.minus(before.frozen).toFixed()).toBe('25.5');
    const ledger = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `deposit-code:${res.answer?.record.id}`));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ uid, reason: 'deposit-code' });
  });

  it('"idempotent create by request id": the same id makes one code, the retry without the code; other values are a 409', async () => {
    const browser = await creator('kyc-2@meridian.example');
    const uid = await uidOf('kyc-2@meridian.example');
    const before = await spotOf(uid, 'USDT');
    const form = { request_id: newRequestId(), amount: '10' };
    const [a, b] = await Promise.all([create(browser, form), create(browser, form)]);
    const c = await create(browser, form);
    for (const res of [a, b, c]) expect(res.status).toBe(200);
    expect(new Set([a, b, c].map((r) => r.answer?.record.id)).size).toBe(1);
    // Exactly one answer carried the code; the others say it was made before.
    expect([a, b, c].filter((r) => r.answer?.code !== null)).toHaveLength(1);
    expect(c.answer).toMatchObject({ code: null, created: false });
    expect(before.available.minus((await spotOf(uid, 'USDT')).available).toFixed()).toBe('10');
    const reused = await create(browser, { ...form, amount: '11' });
    expect(reused.status).toBe(409);
    expect(reused.label).toBe('requestIdReused');
  });

  it('bad input is a 400 naming the field; more than available is refused and nothing is held', async () => {
    const browser = await creator('kyc-3@meridian.example');
    const uid = await uidOf('kyc-3@meridian.example');
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ coin: 'NOPE', amount: '1' }, /^coin:/],
      [{ amount: '0' }, /^amount:/],
      [{ amount: '-1' }, /^amount:/],
      [{ amount: '1.1234567' }, /^amount: at most 6 decimal places/],
      [{ amount: '1', request_id: 'short' }, /^request_id:/],
      [{ amount: '99999999' }, /^amount: 99999999 USDT is more than the [\d.]+ USDT available/],
    ];
    for (const [form, message] of cases) {
      const res = await create(browser, form);
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(res.message, JSON.stringify(form)).toMatch(message);
    }
    expect(await database.db.select().from(depositCodes).where(eq(depositCodes.uid, uid))).toEqual([]);
    expect((await spotOf(uid, 'USDT')).frozen.toFixed()).toBe('0');
  });

  it('"needs the fund password per its frequency like withdrawals, and 2FA if enabled"', async () => {
    const none = await loggedIn('company@meridian.example');
    const notSet = await create(none, { amount: '1', fundpass: '' });
    expect(notSet.status).toBe(409);
    expect(notSet.label).toBe('fundPasswordNotSet');

    const twoFactor = await creator('two-factor@meridian.example');
    const noCode = await create(twoFactor, { amount: '1' });
    expect(noCode.status).toBe(403);
    expect(noCode.label).toBe('totpRequired');
    const wrongPass = await create(twoFactor, { amount: '1', fundpass: 'wrong-pass-1', totp: freshCode() });
    expect(wrongPass.status).toBe(403);
    expect(wrongPass.label).toBe('fundPasswordWrong');
    const ok = await create(twoFactor, { amount: '1', totp: freshCode() });
    expect(ok.status).toBe(200);
  });
});

describe('deposit codes: redeem and cancel', () => {
  it('"in ONE transaction the creator\'s locked amount is released and moved to the redeemer\'s available (ledger entries on both sides)"', async () => {
    const maker = await creator('kyc-1@meridian.example');
    const makerUid = await uidOf('kyc-1@meridian.example');
    const taker = await loggedIn('vip-5@meridian.example');
    const takerUid = await uidOf('vip-5@meridian.example');
    const total = await totalOf('USDT');
    const made = await create(maker, { amount: '40' });
    const makerHeld = await spotOf(makerUid, 'USDT');
    const takerBefore = await spotOf(takerUid, 'USDT');
    // Typed in lower case without dashes: the same code.
    const typed = (made.answer?.code ?? '').replaceAll('-', ' ').toLowerCase();
    const res = await redeem(taker, typed);
    expect(res.status).toBe(200);
    expect(depositCodeRecord.parse(res.data)).toMatchObject({ role: 'redeemed', status: 'redeemed', amount: '40' });
    expect(makerHeld.frozen.minus((await spotOf(makerUid, 'USDT')).frozen).toFixed()).toBe('40');
    expect((await spotOf(takerUid, 'USDT')).available.minus(takerBefore.available).toFixed()).toBe('40');
    const ledger = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `deposit-code:${made.answer?.record.id}`));
    // Held, then released on one side and credited on the other.
    expect(
      ledger.map((row) => [row.uid, new Big(row.availableDelta).toFixed(), new Big(row.frozenDelta).toFixed()]),
    ).toEqual(
      expect.arrayContaining([
        [makerUid, '-40', '40'],
        [makerUid, '0', '-40'],
        [takerUid, '40', '0'],
      ]),
    );
    expect((await totalOf('USDT')).eq(total)).toBe(true);
    // Sent again by the same account (a lost answer): the same record, nothing moves twice.
    const again = await redeem(taker, made.answer?.code ?? '');
    expect(again.status).toBe(200);
    expect((await spotOf(takerUid, 'USDT')).available.minus(takerBefore.available).toFixed()).toBe('40');
    // Both histories show it.
    const makerList = depositCodeList.parse((await maker.call(getDepositCodeList.path)).data);
    expect(makerList.created.find((r) => r.id === made.answer?.record.id)?.status).toBe('redeemed');
    const takerList = depositCodeList.parse((await taker.call(getDepositCodeList.path)).data);
    expect(takerList.redeemed.map((r) => r.id)).toContain(made.answer?.record.id);
    expect(takerList.redeemed[0]?.role).toBe('redeemed');
  });

  it('"a code redeems once even under concurrent redeems": eight accounts at once, one is credited', async () => {
    const maker = await creator('kyc-2@meridian.example');
    const emails = [
      'kyc-none@meridian.example',
      'kyc-0-5@meridian.example',
      'kyc-3@meridian.example',
      'vip-trial@meridian.example',
      'hk@meridian.example',
      'tr-user@meridian.example',
      'vip-5@meridian.example',
      'withdraw-only@meridian.example',
    ];
    const takers = await Promise.all(emails.map((email) => loggedIn(email)));
    const total = await totalOf('USDT');
    const made = await create(maker, { amount: '7' });
    const code = made.answer?.code ?? '';
    const answers = await Promise.all(takers.map((taker) => redeem(taker, code)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.label])).toEqual(refused.map(() => [400, 'depositCodeUsed']));
    const [row] = await database.db
      .select()
      .from(depositCodes)
      .where(eq(depositCodes.id, Number(made.answer?.record.id)));
    expect(row?.status).toBe('redeemed');
    const credited = await database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reference, `deposit-code:${row?.id}`), eq(ledgerEntries.uid, row?.redeemedBy ?? -1)));
    expect(credited).toHaveLength(1);
    expect((await totalOf('USDT')).eq(total)).toBe(true);
  });

  it("a redeem racing the creator's cancel: exactly one of them takes the amount", async () => {
    const maker = await creator('kyc-3@meridian.example');
    const makerUid = await uidOf('kyc-3@meridian.example');
    const taker = await loggedIn('kyc-none@meridian.example');
    const total = await totalOf('USDT');
    const before = await spotOf(makerUid, 'USDT');
    const made = await create(maker, { amount: '3' });
    const id = made.answer?.record.id ?? '';
    const [redeemed, cancelled] = await Promise.all([
      redeem(taker, made.answer?.code ?? ''),
      maker.call(postDepositCodeCancel.path, { form: { id } }),
    ]);
    expect(cancelled.status).toBe(200);
    const final = depositCodeRecord.parse(cancelled.data).status;
    if (redeemed.status === 200) expect(final).toBe('redeemed');
    else expect([redeemed.status, final]).toEqual([400, 'cancelled']);
    const after = await spotOf(makerUid, 'USDT');
    expect(after.frozen.eq(before.frozen)).toBe(true);
    expect(before.available.minus(after.available).toFixed()).toBe(redeemed.status === 200 ? '3' : '0');
    expect((await totalOf('USDT')).eq(total)).toBe(true);
  });

  it('"the creator can cancel an active code (releases the hold)"; once; not another\'s (404)', async () => {
    const maker = await creator('kyc-1@meridian.example');
    const uid = await uidOf('kyc-1@meridian.example');
    const before = await spotOf(uid, 'USDT');
    const made = await create(maker, { amount: '12' });
    const id = made.answer?.record.id ?? '';
    const stranger = await loggedIn('kyc-2@meridian.example');
    expect((await stranger.call(postDepositCodeCancel.path, { form: { id } })).status).toBe(404);
    expect((await maker.call(postDepositCodeCancel.path, { form: { id: 'x1' } })).status).toBe(400);
    const first = await maker.call(postDepositCodeCancel.path, { form: { id } });
    const second = await maker.call(postDepositCodeCancel.path, { form: { id } });
    for (const res of [first, second]) expect(depositCodeRecord.parse(res.data).status).toBe('cancelled');
    const after = await spotOf(uid, 'USDT');
    expect(after.available.eq(before.available)).toBe(true);
    expect(after.frozen.eq(before.frozen)).toBe(true);
    // A cancelled code redeems nothing.
    const taker = await loggedIn('kyc-0-5@meridian.example');
    const res = await redeem(taker, made.answer?.code ?? '');
    expect(res.status).toBe(400);
    expect(res.label).toBe('depositCodeUsed');
  });

  it("redeeming one's own code is refused (409, saying to cancel it); nothing moves", async () => {
    const maker = await creator('hk@meridian.example');
    const uid = await uidOf('hk@meridian.example');
    const made = await create(maker, { amount: '2' });
    const held = await spotOf(uid, 'USDT');
    const res = await redeem(maker, made.answer?.code ?? '');
    expect(res.status).toBe(409);
    expect(res.label).toBe('depositCodeOwn');
    expect(res.message).toMatch(/cancel/);
    const after = await spotOf(uid, 'USDT');
    expect(after.available.eq(held.available) && after.frozen.eq(held.frozen)).toBe(true);
  });

  it('"a wrong code gets a clear 400 and counts toward a rate limit (depositcode:<uid>, 10 wrong in 15 min → 429)"', async () => {
    const maker = await creator('tr-user@meridian.example');
    const made = await create(maker, { amount: '1' });
    // Earlier tests' refused redeems of this account fall out of the window first.
    clock.advance(DEPOSIT_CODE_ATTEMPTS.windowMs + MINUTE_MS);
    const guesser = await loggedIn('vip-trial@meridian.example');
    const wrong: Array<Awaited<ReturnType<typeof redeem>>> = [];
    for (let i = 0; i < DEPOSIT_CODE_ATTEMPTS.limit; i += 1) {
      // Malformed and well-formed wrong codes count alike.
      wrong.push(await redeem(guesser, i % 2 === 0 ? 'AAAA-BBBB-CCCC-DDDD' : 'not a code'));
    }
    expect(wrong.slice(0, -1).map((r) => r.status)).toEqual(Array(DEPOSIT_CODE_ATTEMPTS.limit - 1).fill(400));
    expect(wrong[0]?.label).toBe('depositCodeWrong');
    expect(wrong[0]?.message).toMatch(/No active deposit code matches.*9 tries left/);
    expect(wrong.at(-1)?.status).toBe(429);
    expect(wrong.at(-1)?.label).toBe('depositCodeLocked');
    // Locked: even the right code waits, with Retry-After.
    const right = await redeem(guesser, made.answer?.code ?? '');
    expect(right.status).toBe(429);
    expect(right.response.headers.get('retry-after')).not.toBeNull();
    // The bucket is the account's own: another account still redeems.
    const other = await loggedIn('kyc-0-5@meridian.example');
    expect((await redeem(other, 'AAAA-BBBB-CCCC-DDDD')).status).toBe(400);
    clock.advance(DEPOSIT_CODE_ATTEMPTS.lockMs + MINUTE_MS);
    const later = await loggedIn('vip-trial@meridian.example');
    expect((await redeem(later, made.answer?.code ?? '')).status).toBe(200);
  });

  it('the ledger still adds up: every balance is its ledger sum, nothing negative', async () => {
    for (const row of await ledgerReplay(database.db)) {
      expect(new Big(row.ledgerAvailable).eq(row.available ?? '0'), `${row.uid} ${row.coin}`).toBe(true);
      expect(new Big(row.ledgerFrozen).eq(row.frozen ?? '0'), `${row.uid} ${row.coin}`).toBe(true);
      expect(new Big(row.available ?? '0').gte(0) && new Big(row.frozen ?? '0').gte(0)).toBe(true);
    }
  });
});
