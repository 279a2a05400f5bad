import {
  getSubAccountInfo,
  getSubAccounts,
  getTransferHistory,
  postFundPasswordSet,
  postSubAccount,
  postTransfer,
  subAccountInfo,
  subAccountList,
  transferList,
  transferRecord,
  type TransferRequest,
} from '@meridian/contracts';
import { MAX_SUB_ACCOUNTS, SUB_ACCOUNT_INFO_CODES } from '@meridian/domain';
import Big from 'big.js';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { DEMO_PASSWORD } from '../db/demo-accounts';
import { ledgerReplay } from '../db/queries/ledger';
import { markFundPasswordVerified, setFundPasswordFrequency } from '../db/queries/fund-password';
import { balances, ledgerEntries, transfers, users } from '../db/schema';
import { FUND_PASSWORD_ATTEMPTS } from '../services/fund-password';
import { verifyPassword } from '../services/password-hashing';
import { makeTransfer } from '../services/transfers';
import { openSeededApi } from '../test-support/seeded-api';
import { logInAs, TestBrowser, testClock } from '../test-support/test-browser';

// Issue 16 "Transfers between the user's spot and futures wallets and (for masters) sub-accounts:
// atomic in one transaction, idempotent by request id, refused beyond the available balance, in the
// ledger; master <-> sub only within one master's family; sub-account creation and listing; the
// sub-account info call (`sub_uid`; non-zero code for a stranger's uid)."

const MASTER = 10_000_007;
const SUB = 10_000_008;
const STRANGER = 10_000_004;

let database: DatabaseHandle;
let app: ApiApp;
const clock = testClock(Date.UTC(2026, 10, 30, 9, 0, 0));
const browsers = new Map<string, TestBrowser>();

beforeAll(async () => {
  ({ database, app } = await openSeededApi(clock));
});
afterAll(async () => {
  await database.close();
});

/** One logged-in browser per account for the whole file (log-ins are throttled). */
async function as(account: 'master' | 'sub-managed' | 'kyc-2'): Promise<TestBrowser> {
  const known = browsers.get(account);
  if (known) return known;
  const browser = await logInAs(new TestBrowser(app), `${account}@meridian.example`, clock.now);
  browsers.set(account, browser);
  return browser;
}

let ids = 0;
const newId = () => `req-${(ids += 1)}`;

function transfer(browser: TestBrowser, fields: Partial<Record<keyof TransferRequest, string>>) {
  return browser.call(postTransfer.path, {
    form: { request_id: newId(), coin: 'USDT', from_wallet: 'spot', to_wallet: 'futures', ...fields },
  });
}

async function held(uid: number, wallet: 'spot' | 'futures', coin = 'USDT'): Promise<Big> {
  const [row] = await database.db
    .select()
    .from(balances)
    .where(and(eq(balances.uid, uid), eq(balances.wallet, wallet), eq(balances.coin, coin)));
  return new Big(row?.available ?? '0');
}

/** The master's fund password (issue 16: asked where funds leave, master -> sub transfers among them). */
const MASTER_FUNDPASS = 'master-fund-42';
let masterFundPasswordSet = false;

/** Sets the master's fund password once (with its log-in password; it has no two-factor). */
async function withMasterFundPassword(): Promise<TestBrowser> {
  const master = await as('master');
  if (masterFundPasswordSet) return master;
  const res = await master.call(postFundPasswordSet.path, {
    form: { new_fundpass: MASTER_FUNDPASS, password: DEMO_PASSWORD },
  });
  expect(res.status).toBe(200);
  masterFundPasswordSet = true;
  return master;
}

async function transfersOf(uid: number, requestId: string) {
  return database.db
    .select()
    .from(transfers)
    .where(and(eq(transfers.uid, uid), eq(transfers.requestId, requestId)));
}

async function expectLedgerReplays() {
  for (const row of await ledgerReplay(database.db)) {
    const name = `${row.uid} ${row.wallet} ${row.coin}`;
    expect(new Big(row.ledgerAvailable).eq(row.available ?? 'NaN'), name).toBe(true);
    expect(new Big(row.ledgerFrozen).eq(row.frozen ?? 'NaN'), name).toBe(true);
  }
}

describe('own wallets: spot <-> futures', () => {
  it('moves the amount between the two wallets, in the ledger (reason transfer, reference transfer:<id>)', async () => {
    const master = await as('master');
    const spot = await held(MASTER, 'spot');
    const futures = await held(MASTER, 'futures');
    const res = await transfer(master, { amount: '100.25' });
    expect(res.status).toBe(200);
    const made = transferRecord.parse(res.data);
    expect(made).toMatchObject({
      from_uid: MASTER,
      from_wallet: 'spot',
      to_uid: MASTER,
      to_wallet: 'futures',
      coin: 'USDT',
      amount: '100.25',
      create_time_ms: clock.now(),
    });
    expect((await held(MASTER, 'spot')).toFixed()).toBe(spot.minus('100.25').toFixed());
    expect((await held(MASTER, 'futures')).toFixed()).toBe(futures.plus('100.25').toFixed());
    const entries = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `transfer:${made.id}`));
    expect(entries.map((e) => [e.uid, e.wallet, new Big(e.availableDelta).toFixed(), e.reason]).sort()).toEqual([
      [MASTER, 'futures', '100.25', 'transfer'],
      [MASTER, 'spot', '-100.25', 'transfer'],
    ]);
    // And back, as JSON (the neighbours' posts take a form or JSON).
    const back = await master.call(postTransfer.path, {
      json: { request_id: newId(), coin: 'USDT', amount: '0.25', from_wallet: 'futures', to_wallet: 'spot' },
    });
    expect(back.status).toBe(200);
    expect((await held(MASTER, 'futures')).toFixed()).toBe(futures.plus('100').toFixed());
    await expectLedgerReplays();
  });

  it('"idempotent by request id": a repeat answers the first transfer and moves nothing more', async () => {
    const master = await as('master');
    const form = { request_id: 'same-request_1', amount: '5' };
    const first = transferRecord.parse((await transfer(master, form)).data);
    const spot = await held(MASTER, 'spot');
    clock.advance(1000);
    const again = await transfer(master, { ...form, amount: '5.000' });
    expect(again.status).toBe(200);
    expect(transferRecord.parse(again.data)).toEqual(first);
    expect((await held(MASTER, 'spot')).eq(spot)).toBe(true);
    // The same id asking something else is a clear 409, and moves nothing.
    const other = await transfer(master, { ...form, amount: '6' });
    expect(other.status).toBe(409);
    expect(other.message).toBe(
      'request_id same-request_1 was already used for a different transfer: use a new request_id',
    );
    expect((await held(MASTER, 'spot')).eq(spot)).toBe(true);
    // Request ids are per asking account: another account may use the same one.
    const sub = await as('sub-managed');
    expect((await transfer(sub, form)).status).toBe(200);
  });

  it('"refused beyond the available balance": a 400 "Insufficient balance", nothing half-written', async () => {
    const master = await as('master');
    const futures = await held(MASTER, 'futures');
    const requestId = newId();
    const res = await transfer(master, {
      request_id: requestId,
      from_wallet: 'futures',
      to_wallet: 'spot',
      amount: futures.plus('0.00000001').toFixed(),
    });
    expect(res.status).toBe(400);
    expect(res.message).toBe('Insufficient balance: not enough USDT available in the futures wallet');
    expect(
      await database.db
        .select()
        .from(transfers)
        .where(and(eq(transfers.uid, MASTER), eq(transfers.requestId, requestId))),
    ).toEqual([]);
    expect((await held(MASTER, 'futures')).eq(futures)).toBe(true);
    // The id was not spent: the same request for what the wallet holds goes through.
    const all = await transfer(master, {
      request_id: requestId,
      from_wallet: 'futures',
      to_wallet: 'spot',
      amount: futures.toFixed(),
    });
    expect(all.status).toBe(200);
    expect((await held(MASTER, 'futures')).toFixed()).toBe('0');
    await transfer(master, { amount: '10000' });
    await expectLedgerReplays();
  });

  it('answers clear 400s for bad input (amount, precision, request id, wallets, coins)', async () => {
    const master = await as('master');
    const spot = await held(MASTER, 'spot');
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ amount: '0' }, /amount: a positive decimal number/],
      [{ amount: '-5' }, /amount: a positive decimal number/],
      [{ amount: '1e3' }, /amount: a positive decimal number/],
      [{ amount: '0.000000001' }, /amount: at most 8 decimal places of USDT/],
      [
        { coin: 'USDC', amount: '0.1234567', to_wallet: 'spot', sub_uid: String(SUB), direction: 'to_sub' },
        /at most 6/,
      ],
      [{ amount: '1', request_id: 'x'.repeat(65) }, /request_id/],
      [{ amount: '1', request_id: 'has space' }, /request_id/],
      [{ amount: '1', to_wallet: 'spot' }, /from_wallet and to_wallet must differ/],
      [{ amount: '1', to_wallet: 'margin' }, /to_wallet.*spot or futures|spot or futures/],
      [{ amount: '0.1', coin: 'BTC' }, /The futures wallet holds USDT only/],
      [{ amount: '1', sub_uid: String(SUB) }, /sub_uid and direction/],
      [{ amount: '1', direction: 'to_sub' }, /sub_uid and direction/],
      [{ amount: '1', sub_uid: String(SUB), direction: 'sideways' }, /to_sub or from_sub/],
    ];
    for (const [form, message] of cases) {
      const res = await transfer(master, form);
      expect({ form, status: res.status }).toEqual({ form, status: 400 });
      expect(res.message).toMatch(message);
    }
    expect((await held(MASTER, 'spot')).eq(spot)).toBe(true);
  });

  it('visitors get 401; a post without the csrf header 403', async () => {
    const visitor = new TestBrowser(app);
    expect((await transfer(visitor, { amount: '1' })).status).toBe(401);
    expect((await visitor.call(getTransferHistory.path)).status).toBe(401);
    expect((await visitor.call(getSubAccounts.path)).status).toBe(401);
    expect((await visitor.call(`${getSubAccountInfo.path}?sub_uid=${SUB}`)).status).toBe(401);
    const master = await as('master');
    const noCsrf = await master.call(postTransfer.path, {
      form: { request_id: newId(), coin: 'USDT', amount: '1', from_wallet: 'spot', to_wallet: 'futures' },
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
  });
});

describe('master <-> sub-account', () => {
  it('a master moves funds to and from its own sub-account, any wallet to any wallet', async () => {
    const master = await withMasterFundPassword();
    const subSpot = await held(SUB, 'spot', 'BTC');
    const masterSpot = await held(MASTER, 'spot', 'BTC');
    const toSub = await transfer(master, {
      coin: 'BTC',
      amount: '0.01',
      to_wallet: 'spot',
      sub_uid: String(SUB),
      direction: 'to_sub',
      fundpass: MASTER_FUNDPASS,
    });
    expect(toSub.status).toBe(200);
    expect(transferRecord.parse(toSub.data)).toMatchObject({ from_uid: MASTER, to_uid: SUB, to_wallet: 'spot' });
    expect((await held(SUB, 'spot', 'BTC')).toFixed()).toBe(subSpot.plus('0.01').toFixed());
    expect((await held(MASTER, 'spot', 'BTC')).toFixed()).toBe(masterSpot.minus('0.01').toFixed());
    const subFutures = await held(SUB, 'futures');
    const fromSub = await transfer(master, {
      amount: '40',
      from_wallet: 'futures',
      to_wallet: 'spot',
      sub_uid: String(SUB),
      direction: 'from_sub',
    });
    expect(fromSub.status).toBe(200);
    expect(transferRecord.parse(fromSub.data)).toMatchObject({ from_uid: SUB, from_wallet: 'futures', to_uid: MASTER });
    expect((await held(SUB, 'futures')).toFixed()).toBe(subFutures.minus('40').toFixed());
    // Both see it in their history; the sub-account did not ask, yet its funds moved.
    const subHistory = transferList.parse((await (await as('sub-managed')).call(getTransferHistory.path)).data);
    expect(subHistory.map((t) => t.id)).toContain(transferRecord.parse(fromSub.data).id);
    const btcOnly = transferList.parse((await master.call(`${getTransferHistory.path}?coin=BTC&limit=5`)).data);
    expect(btcOnly.length).toBeGreaterThan(0);
    expect(btcOnly.every((t) => t.coin === 'BTC')).toBe(true);
    expect((await master.call(`${getTransferHistory.path}?limit=0`)).status).toBe(400);
    await expectLedgerReplays();
  });

  it('"master <-> sub only within one master\'s family": another master\'s sub-account is refused (403)', async () => {
    const stranger = await as('kyc-2');
    const opened = await stranger.call(postSubAccount.path, { form: { nickname: 'stranger-desk' } });
    expect(opened.status).toBe(200);
    const strangersSub = subAccountInfo.parse(opened.data).sub_uid;
    const master = await as('master');
    for (const subUid of [strangersSub, STRANGER, 99_999_999]) {
      const res = await transfer(master, {
        amount: '1',
        to_wallet: 'spot',
        sub_uid: String(subUid),
        direction: 'to_sub',
      });
      expect({ subUid, status: res.status }).toEqual({ subUid, status: 403 });
      expect(res.message).toBe(`Account ${subUid} is not a sub-account of yours`);
    }
  });

  it('a sub-account may move only between its own wallets unless the master asks', async () => {
    const sub = await as('sub-managed');
    const own = await transfer(sub, { amount: '3' });
    expect(own.status).toBe(200);
    for (const direction of ['to_sub', 'from_sub']) {
      const res = await transfer(sub, { amount: '1', to_wallet: 'spot', sub_uid: String(MASTER), direction });
      expect(res.status).toBe(403);
      expect(res.message).toBe(
        'A sub-account moves funds only between its own wallets; its master moves funds to and from it',
      );
    }
  });
});

describe('the fund password on master -> sub transfers (issue 16 "enforced where funds leave")', () => {
  const toSub = (browser: TestBrowser, fields: Partial<Record<keyof TransferRequest, string>> = {}) =>
    transfer(browser, { amount: '2', to_wallet: 'spot', sub_uid: String(SUB), direction: 'to_sub', ...fields });

  it(`widgets §3 "'2' every time": asked on each master -> sub transfer; a wrong one moves nothing; the same attempt then goes through with it, once`, async () => {
    const master = await withMasterFundPassword();
    await setFundPasswordFrequency(database.db, MASTER, '2', new Date(clock.now()));
    const masterSpot = await held(MASTER, 'spot');
    const subSpot = await held(SUB, 'spot');
    const requestId = 'fundpass-attempt-1';

    const asked = await toSub(master, { request_id: requestId });
    expect({ status: asked.status, label: asked.label }).toEqual({ status: 403, label: 'fundPasswordRequired' });
    expect(asked.message).toMatch(/every time/);
    const wrong = await toSub(master, { request_id: requestId, fundpass: 'not-the-fund-password' });
    expect({ status: wrong.status, label: wrong.label }).toEqual({ status: 403, label: 'fundPasswordWrong' });
    expect(await transfersOf(MASTER, requestId)).toEqual([]);
    expect((await held(MASTER, 'spot')).toFixed()).toBe(masterSpot.toFixed());
    expect((await held(SUB, 'spot')).toFixed()).toBe(subSpot.toFixed());

    // The same attempt (its request id kept), now with the right password: made once.
    const made = await toSub(master, { request_id: requestId, fundpass: MASTER_FUNDPASS });
    expect(made.status).toBe(200);
    const record = transferRecord.parse(made.data);
    expect(record).toMatchObject({ from_uid: MASTER, to_uid: SUB, amount: '2' });
    // A retry of a made transfer is answered as it stands, asking nothing again (as withdrawals do).
    const retried = await toSub(master, { request_id: requestId });
    expect(retried.status).toBe(200);
    expect(transferRecord.parse(retried.data).id).toBe(record.id);
    expect(await transfersOf(MASTER, requestId)).toHaveLength(1);
    expect((await held(MASTER, 'spot')).toFixed()).toBe(masterSpot.minus(2).toFixed());
    expect((await held(SUB, 'spot')).toFixed()).toBe(subSpot.plus(2).toFixed());
    await expectLedgerReplays();
  });

  it("is not asked for the account's own spot <-> futures moves nor for what a master takes back from a sub-account", async () => {
    const master = await withMasterFundPassword();
    await setFundPasswordFrequency(database.db, MASTER, '2', new Date(clock.now()));
    expect((await transfer(master, { amount: '1' })).status).toBe(200);
    const fromSub = await transfer(master, {
      amount: '1',
      to_wallet: 'spot',
      sub_uid: String(SUB),
      direction: 'from_sub',
    });
    expect(fromSub.status).toBe(200);
    // A wrong password sent where none is read is not checked (it counts towards no lockout).
    expect((await transfer(master, { amount: '1', fundpass: 'ignored-here' })).status).toBe(200);
  });

  it(`widgets §3 "'1' one hour": a right password covers the next hour; "'0' never": not asked`, async () => {
    const master = await withMasterFundPassword();
    const hourAgo = () => new Date(clock.now() - 61 * 60_000);
    await setFundPasswordFrequency(database.db, MASTER, '1', new Date(clock.now()));
    // Last entered 61 minutes ago (the clock is not moved: a session ends after 30 idle minutes).
    await markFundPasswordVerified(database.db, MASTER, hourAgo());
    const asked = await toSub(master);
    expect({ status: asked.status, label: asked.label }).toEqual({ status: 403, label: 'fundPasswordRequired' });
    expect(asked.message).toMatch(/once an hour/);
    expect((await toSub(master, { fundpass: MASTER_FUNDPASS })).status).toBe(200);
    await markFundPasswordVerified(database.db, MASTER, new Date(clock.now() - 40 * 60_000));
    expect((await toSub(master)).status).toBe(200);
    await markFundPasswordVerified(database.db, MASTER, hourAgo());
    expect((await toSub(master)).label).toBe('fundPasswordRequired');
    await setFundPasswordFrequency(database.db, MASTER, '0', new Date(clock.now()));
    await markFundPasswordVerified(database.db, MASTER, new Date(clock.now() - 48 * 60 * 60_000));
    expect((await toSub(master)).status).toBe(200);
  });

  it('"attempt limit with lockout": wrong passwords lock it (429 with Retry-After), even the right one then moves nothing', async () => {
    const master = await withMasterFundPassword();
    await setFundPasswordFrequency(database.db, MASTER, '2', new Date(clock.now()));
    const masterSpot = await held(MASTER, 'spot');
    const answers: Array<{ status: number; label: string | undefined }> = [];
    for (let n = 0; n < FUND_PASSWORD_ATTEMPTS.limit; n += 1) {
      const res = await toSub(master, { fundpass: `wrong-${n}` });
      answers.push({ status: res.status, label: res.label });
    }
    // The last wrong one within the limit locks it.
    expect(answers.slice(0, -1).every((a) => a.status === 403 && a.label === 'fundPasswordWrong')).toBe(true);
    expect(answers.at(-1)).toEqual({ status: 429, label: 'fundPasswordLocked' });
    const locked = await toSub(master, { fundpass: MASTER_FUNDPASS });
    expect({ status: locked.status, label: locked.label }).toEqual({ status: 429, label: 'fundPasswordLocked' });
    expect(Number(locked.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await held(MASTER, 'spot')).toFixed()).toBe(masterSpot.toFixed());
    // Once the lock is over, the right one goes through.
    clock.advance(FUND_PASSWORD_ATTEMPTS.lockMs + 60_000);
    expect((await toSub(master, { fundpass: MASTER_FUNDPASS })).status).toBe(200);
    await setFundPasswordFrequency(database.db, MASTER, '1', new Date(clock.now()));
    // The other accounts' sessions may have idled out meanwhile (30 minutes): later tests log in afresh.
    browsers.clear();
  });

  it('a master without a fund password is refused (409 fundPasswordNotSet) before anything moves, as a withdrawal is', async () => {
    const stranger = await as('kyc-2');
    const opened = await stranger.call(postSubAccount.path, { form: { nickname: 'no-fundpass-desk' } });
    expect(opened.status).toBe(200);
    const subUid = subAccountInfo.parse(opened.data).sub_uid;
    const res = await transfer(stranger, {
      amount: '1',
      to_wallet: 'spot',
      sub_uid: String(subUid),
      direction: 'to_sub',
    });
    expect({ status: res.status, label: res.label }).toEqual({ status: 409, label: 'fundPasswordNotSet' });
    expect((await held(subUid, 'spot')).toFixed()).toBe('0');
  });
});

describe('sub-accounts', () => {
  it('lists the master\'s sub-accounts with widgets §3 "type (1 normal, 4 managed), sub_type (6 bugs, 7 asset management)"', async () => {
    const list = subAccountList.parse((await (await as('master')).call(getSubAccounts.path)).data);
    expect(list.find((s) => s.sub_uid === SUB)).toMatchObject({
      master_uid: MASTER,
      nickname: 'sub-managed',
      type: 4,
      sub_type: 7,
    });
    expect(subAccountList.parse((await (await as('sub-managed')).call(getSubAccounts.path)).data)).toEqual([]);
  });

  it('creates a normal sub-account (type 1) under the master, with no password to log in with', async () => {
    const master = await as('master');
    const res = await master.call(postSubAccount.path, { form: { nickname: 'desk-1' } });
    expect(res.status).toBe(200);
    const created = subAccountInfo.parse(res.data);
    expect(created).toMatchObject({ master_uid: MASTER, nickname: 'desk-1', type: 1, sub_type: 0 });
    const [row] = await database.db.select().from(users).where(eq(users.uid, created.sub_uid));
    expect(row).toMatchObject({ masterUid: MASTER, subAccountType: 1, subAccountSubType: 0 });
    expect(await verifyPassword(DEMO_PASSWORD, row?.passwordHash ?? '')).toBe(false);
    expect(await verifyPassword('', row?.passwordHash ?? '')).toBe(false);
    expect(subAccountList.parse((await master.call(getSubAccounts.path)).data).map((s) => s.sub_uid)).toContain(
      created.sub_uid,
    );
    // The new sub-account's wallets are empty until its master funds it.
    const funded = await transfer(master, {
      amount: '50',
      to_wallet: 'futures',
      sub_uid: String(created.sub_uid),
      direction: 'to_sub',
    });
    expect(funded.status).toBe(200);
    expect((await held(created.sub_uid, 'futures')).toFixed()).toBe('50');
  });

  it('refuses a sub-account opening one (403), a bad nickname (400), and more than the maximum (409)', async () => {
    const sub = await as('sub-managed');
    const bySub = await sub.call(postSubAccount.path, { form: { nickname: 'nested' } });
    expect(bySub.status).toBe(403);
    expect(bySub.message).toBe('A sub-account cannot open sub-accounts of its own');
    const stranger = await as('kyc-2');
    for (const nickname of ['', 'has space', 'x'.repeat(33)]) {
      expect((await stranger.call(postSubAccount.path, { form: { nickname } })).status).toBe(400);
    }
    const count = async () =>
      Number(
        (
          await database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(users)
            .where(eq(users.masterUid, STRANGER))
        )[0]?.n,
      );
    while ((await count()) < MAX_SUB_ACCOUNTS) {
      expect((await stranger.call(postSubAccount.path, { form: { nickname: 'desk' } })).status).toBe(200);
    }
    const over = await stranger.call(postSubAccount.path, { form: { nickname: 'one-more' } });
    expect(over.status).toBe(409);
    expect(over.message).toBe(`You already have ${MAX_SUB_ACCOUNTS} sub-accounts, the most allowed`);
  });

  it("widgets §7 sub-account info by sub_uid; a stranger's uid answers a non-zero code with a message", async () => {
    const master = await as('master');
    const own = await master.call(`${getSubAccountInfo.path}?sub_uid=${SUB}`);
    expect(own).toMatchObject({ status: 200, code: 0 });
    expect(subAccountInfo.parse(own.data)).toMatchObject({ sub_uid: SUB, type: 4, sub_type: 7 });
    const [strangersSub] = await database.db
      .select({ uid: users.uid })
      .from(users)
      .where(eq(users.masterUid, STRANGER))
      .limit(1);
    for (const subUid of [strangersSub?.uid ?? 0, STRANGER, MASTER, 99_999_999]) {
      const res = await master.call(`${getSubAccountInfo.path}?sub_uid=${subUid}`);
      expect(res).toMatchObject({
        status: 200,
        code: SUB_ACCOUNT_INFO_CODES.notYourSubAccount,
        message: `Account ${subUid} is not a sub-account of yours`,
        data: null,
      });
    }
    expect((await master.call(`${getSubAccountInfo.path}?sub_uid=abc`)).status).toBe(400);
    expect((await master.call(getSubAccountInfo.path)).status).toBe(400);
  });
});

/** A small seeded generator (mulberry32): the same run every time. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const OPS = Number(process.env.TRANSFER_PROPERTY_OPS ?? 240);

describe('concurrent transfers in one family', () => {
  it(`${OPS} concurrent random transfers keep each coin's family total, no balance negative, one transfer per request id`, async () => {
    const db = database.db;
    // The family: the master, its managed sub-account and a new one funded by the master.
    const master = (await db.select().from(users).where(eq(users.uid, MASTER)))[0];
    const sub = (await db.select().from(users).where(eq(users.uid, SUB)))[0];
    if (master === undefined || sub === undefined) throw new Error('demo accounts missing');
    const [second] = await db
      .select()
      .from(users)
      .where(and(eq(users.masterUid, MASTER), like(users.email, 'sub-%@sub-account.invalid')))
      .limit(1);
    if (second === undefined) throw new Error('the sub-account made above is missing');
    const family = [master, sub, second];
    const uids = family.map((a) => a.uid);
    const totals = async () => {
      const rows = await db
        .select({ coin: balances.coin, total: sql<string>`sum(${balances.available} + ${balances.frozen})::text` })
        .from(balances)
        .where(inArray(balances.uid, uids))
        .groupBy(balances.coin);
      return new Map(rows.map((r) => [r.coin, new Big(r.total).toFixed()]));
    };
    const before = await totals();
    const next = random(20_261_130);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    const wallets = ['spot', 'futures'] as const;
    type Ask = { caller: (typeof family)[number]; request: TransferRequest };
    const asked: Ask[] = [];
    for (let n = 0; n < OPS; n += 1) {
      const previous = asked.length > 0 && next() < 0.1 ? pick(asked) : undefined;
      if (previous) {
        // A retry: the same request again (sometimes with another amount: a 409 then, or a first try).
        asked.push(next() < 0.7 ? previous : { ...previous, request: { ...previous.request, amount: '1' } });
        continue;
      }
      const caller = pick(family);
      const coin = next() < 0.8 ? 'USDT' : 'BTC';
      // Up to twice what a wallet tends to hold: some are refused for want of funds.
      const amount = new Big(Math.floor(next() * (coin === 'USDT' ? 2_000_000 : 20_000)))
        .plus(1)
        .div(coin === 'USDT' ? 100 : 100_000)
        .toFixed();
      // Drawn from twice as many ids as asks: some collide (the same id for another ask: a 409).
      const requestId = `c-${Math.floor(next() * OPS * 2)}`;
      const withSub = caller.uid === MASTER && next() < 0.6;
      const fromWallet = coin === 'BTC' ? 'spot' : pick(wallets);
      const toWallet = coin === 'BTC' ? 'spot' : withSub ? pick(wallets) : fromWallet === 'spot' ? 'futures' : 'spot';
      const request: TransferRequest = {
        request_id: requestId,
        coin,
        amount,
        from_wallet: fromWallet,
        to_wallet: toWallet,
        ...(withSub
          ? { sub_uid: String(pick([sub.uid, second.uid])), direction: pick(['to_sub', 'from_sub'] as const) }
          : {}),
      };
      // Now and then a sub-account asks what only its master may: refused.
      const stray = caller.uid !== MASTER && next() < 0.1;
      asked.push({
        caller,
        request: stray ? { ...request, to_wallet: 'spot', sub_uid: String(MASTER), direction: 'to_sub' } : request,
      });
    }
    const outcomes = await Promise.all(
      asked.map(({ caller, request }) => makeTransfer(db, caller, request, new Date(clock.now()))),
    );
    const made = outcomes.filter((o) => o.kind === 'made');
    const refusedFor = (status: number) => outcomes.filter((o) => o.kind === 'refused' && o.status === status).length;
    const counts = `made ${made.length}, 400 ${refusedFor(400)}, 403 ${refusedFor(403)}, 409 ${refusedFor(409)}`;
    // How many are made or refused for funds depends on the order the database runs them in; that
    // both happen, and that every stray ask is refused whatever the order, does not.
    expect(made.length, counts).toBeGreaterThan(0);
    expect(refusedFor(400), counts).toBeGreaterThan(0);
    const strays = asked.filter(({ caller, request }) => caller.uid !== MASTER && request.sub_uid === String(MASTER));
    expect(refusedFor(403), counts).toBe(strays.length);

    // Each coin's total over the family is what it was; none below zero; the ledger replays.
    expect(await totals()).toEqual(before);
    const negative = await db
      .select()
      .from(balances)
      .where(sql`${balances.available} < 0 or ${balances.frozen} < 0`);
    expect(negative).toEqual([]);
    await expectLedgerReplays();

    // Each request id made at most one transfer, and every answer for an id is that transfer.
    const rows = await db
      .select()
      .from(transfers)
      .where(and(inArray(transfers.uid, uids), like(transfers.requestId, 'c-%')));
    const byId = new Map(rows.map((r) => [`${r.uid}/${r.requestId}`, r]));
    expect(byId.size).toBe(rows.length);
    asked.forEach(({ caller, request }, n) => {
      const outcome = outcomes[n];
      if (outcome?.kind !== 'made') return;
      expect(outcome.transfer.id).toBe(String(byId.get(`${caller.uid}/${request.request_id}`)?.id));
    });
    expect(new Set(made.map((o) => (o.kind === 'made' ? o.transfer.id : ''))).size).toBe(rows.length);
    // Each transfer is exactly two ledger rows that cancel out.
    const legs = await db
      .select({
        reference: ledgerEntries.reference,
        n: sql<number>`count(*)::int`,
        sum: sql<string>`sum(${ledgerEntries.availableDelta})::text`,
      })
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.reference,
          rows.map((r) => `transfer:${r.id}`),
        ),
      )
      .groupBy(ledgerEntries.reference);
    expect(legs).toHaveLength(rows.length);
    for (const leg of legs) expect({ ...leg, sum: new Big(leg.sum).toFixed() }).toMatchObject({ n: 2, sum: '0' });
  }, 120_000);
});
