import {
  activityList,
  getActivities,
  getRewardTasks,
  postRewardClaim,
  rewardClaimAnswer,
  rewardTaskList,
} from '@meridian/contracts';
import { KYC_LEVELS, LANGUAGES } from '@meridian/domain';
import Big from 'big.js';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { DEMO_ACTIVITIES, DEMO_REWARD_TASKS } from '../db/growth-seed';
import { GROWTH_SEED_ACTIVITY_IDS, GROWTH_SEED_TASK_IDS, GROWTH_SEED_TEXTS } from '../db/growth-seed-texts';
import { ledgerReplay } from '../db/queries/ledger';
import { balances, ledgerEntries, rewardClaims, spotFills, spotOrders, users } from '../db/schema';
import { FEE_ACCOUNT_UID } from '../db/system-accounts';
import { rewardTasksFor } from '../services/growth';
import { openSeededApi } from '../test-support/seeded-api';
import { logInAs, TestBrowser, testClock } from '../test-support/test-browser';

let database: DatabaseHandle;
let app: ApiApp;
const SEEDED_AT = Date.UTC(2026, 10, 4, 9, 0, 0);
const DAY_MS = 86_400_000;
const clock = testClock(SEEDED_AT);

beforeAll(async () => {
  ({ database, app } = await openSeededApi(clock));
});
afterAll(async () => {
  await database.close();
});

const loggedIn = (email: string) => logInAs(new TestBrowser(app), email, clock.now);

async function uidOf(email: string): Promise<number> {
  const [row] = await database.db.select({ uid: users.uid }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.uid;
}

async function tasksOf(browser: TestBrowser, query = '') {
  const res = await browser.call(`${getRewardTasks.path}${query}`);
  expect(res.status).toBe(200);
  return rewardTaskList.parse(res.data);
}

async function usdtOf(uid: number): Promise<Big> {
  const [row] = await database.db
    .select({ available: balances.available })
    .from(balances)
    .where(and(eq(balances.uid, uid), eq(balances.wallet, 'spot'), eq(balances.coin, 'USDT')));
  return new Big(row?.available ?? '0');
}

describe('the seed (issue 15 item 5: texts in all 17 languages)', () => {
  it('every locale of the main site has every task and activity, and no other language copies the English', () => {
    const locales = LANGUAGES.map((l) => (l.prefix === '' ? 'en' : l.prefix)).sort();
    expect(Object.keys(GROWTH_SEED_TEXTS).sort()).toEqual(locales);
    const en = GROWTH_SEED_TEXTS.en;
    for (const [locale, texts] of Object.entries(GROWTH_SEED_TEXTS)) {
      for (const id of GROWTH_SEED_TASK_IDS) {
        expect(texts.tasks[id][0], `${locale} ${id}`).not.toBe('');
        if (locale !== 'en') expect(texts.tasks[id][0], `${locale} ${id}`).not.toBe(en.tasks[id][0]);
        if (locale !== 'en') expect(texts.tasks[id][1], `${locale} ${id}`).not.toBe(en.tasks[id][1]);
      }
      for (const id of GROWTH_SEED_ACTIVITY_IDS) {
        if (locale !== 'en') expect(texts.activities[id][1], `${locale} ${id}`).not.toBe(en.activities[id][1]);
      }
    }
  });
});

describe('GET rewards/tasks (issue 15 item 5: "rewards and tasks of the user")', () => {
  it('a visitor gets the public list: every task with its reward as text, no progress or state', async () => {
    const tasks = await tasksOf(new TestBrowser(app));
    expect(tasks.logged_in).toBe(false);
    expect(tasks.list.map((t) => t.id)).toEqual(DEMO_REWARD_TASKS.map((t) => t.id));
    const loginDays = tasks.list.find((t) => t.id === 'login_days');
    expect(loginDays).toMatchObject({
      title: GROWTH_SEED_TEXTS.en.tasks.login_days[0],
      reward_amount: '2.5',
      reward_coin: 'USDT',
      target: 7,
      progress: null,
      state: null,
    });
  });

  it('texts in the asked locale, else the lang cookie; an unknown locale falls back to the site language', async () => {
    const browser = new TestBrowser(app);
    expect((await tasksOf(browser, '?locale=de')).list[0]?.title).toBe(GROWTH_SEED_TEXTS.de.tasks.kyc_level_2[0]);
    expect((await tasksOf(browser, '?locale=ar')).list[0]?.title).toBe(GROWTH_SEED_TEXTS.ar.tasks.kyc_level_2[0]);
    expect((await tasksOf(browser, '?locale=xx')).list[0]?.title).toBe(GROWTH_SEED_TEXTS.en.tasks.kyc_level_2[0]);
  });

  it('a logged-in user: progress from their KYC level, two-factor, invitees and stored days', async () => {
    // kyc-2: KYC level 2, no authenticator, 7 stored days (growth-seed DEMO_STORED_PROGRESS).
    const kyc2 = await tasksOf(await loggedIn('kyc-2@meridian.example'));
    expect(kyc2.logged_in).toBe(true);
    const byId = new Map(kyc2.list.map((t) => [t.id, t]));
    expect(byId.get('kyc_level_2')).toMatchObject({ progress: 1, state: 'completed' });
    expect(byId.get('two_factor')).toMatchObject({ progress: 0, state: 'in_progress' });
    expect(byId.get('login_days')).toMatchObject({ progress: 7, target: 7, state: 'completed' });
    // kyc-1 (level 1) has not reached level 2; 3 of 7 days.
    const kyc1 = new Map((await tasksOf(await loggedIn('kyc-1@meridian.example'))).list.map((t) => [t.id, t]));
    expect(kyc1.get('kyc_level_2')).toMatchObject({ progress: 0, state: 'in_progress' });
    expect(kyc1.get('login_days')).toMatchObject({ progress: 3, state: 'in_progress' });
    expect(kyc1.get('invite_friend')).toMatchObject({ progress: 0, state: 'in_progress' });
    // Once an account signed up with kyc-1's code, the invite task is done.
    const kyc1Uid = await uidOf('kyc-1@meridian.example');
    await database.db.update(users).set({ referrerUid: kyc1Uid }).where(eq(users.email, 'kyc-0-5@meridian.example'));
    const invited = (await tasksOf(await loggedIn('kyc-1@meridian.example'))).list;
    expect(invited.find((t) => t.id === 'invite_friend')).toMatchObject({ progress: 1, state: 'completed' });
    // An account with its authenticator on (read from the account row the session gives the service).
    const withTotp = await rewardTasksFor(database.db, {
      account: { uid: kyc1Uid, kycLevel: KYC_LEVELS.level1, totpSecret: 'enc:v1:sealed' },
      locale: 'en',
    });
    expect(withTotp.list.find((t) => t.id === 'two_factor')).toMatchObject({ progress: 1, state: 'completed' });
  });

  it('"first spot trade" follows the user\'s fills', async () => {
    const email = 'kyc-3@meridian.example';
    const browser = await loggedIn(email);
    const before = (await tasksOf(browser)).list.find((t) => t.id === 'first_spot_trade');
    expect(before).toMatchObject({ progress: 0, state: 'in_progress' });
    const uid = await uidOf(email);
    const at = new Date(clock.now());
    const [order] = await database.db
      .insert(spotOrders)
      .values({
        uid,
        currencyPair: 'BTC_USDT',
        type: 'limit',
        side: 'buy',
        timeInForce: 'gtc',
        amount: '0.001',
        price: '60000',
        left: '0',
        filledAmount: '0.001',
        filledTotal: '60',
        feeCurrency: 'BTC',
        lockCoin: 'USDT',
        locked: '0',
        status: 'closed',
        finishAs: 'filled',
        matchedUntilMs: clock.now(),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: spotOrders.id });
    if (!order) throw new Error('no order');
    for (let n = 0; n < 2; n += 1) {
      await database.db.insert(spotFills).values({
        orderId: order.id,
        uid,
        currencyPair: 'BTC_USDT',
        side: 'buy',
        role: 'taker',
        amount: '0.0005',
        price: '60000',
        fee: '0',
        feeCurrency: 'BTC',
        createdAt: at,
      });
    }
    // Two fills are still 1 of 1.
    const after = (await tasksOf(browser)).list.find((t) => t.id === 'first_spot_trade');
    expect(after).toMatchObject({ progress: 1, target: 1, state: 'completed' });
  });
});

describe('POST rewards/claim (issue 15 item 5)', () => {
  it('claims a completed task: the reward credited through the ledger, paid from the fee account', async () => {
    const email = 'kyc-2@meridian.example';
    const uid = await uidOf(email);
    const browser = await loggedIn(email);
    const before = await usdtOf(uid);
    const res = await browser.call(postRewardClaim.path, { form: { task_id: 'login_days' } });
    expect(res.status).toBe(200);
    expect(rewardClaimAnswer.parse(res.data)).toEqual({
      task_id: 'login_days',
      reward_amount: '2.5',
      reward_coin: 'USDT',
      state: 'claimed',
    });
    expect((await usdtOf(uid)).minus(before).toFixed()).toBe('2.5');
    const rows = await database.db
      .select({ uid: ledgerEntries.uid, delta: sql<string>`${ledgerEntries.availableDelta}::text` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reason, 'reward'), eq(ledgerEntries.reference, 'reward:login_days')));
    expect(rows.map((r) => [r.uid, new Big(r.delta).toFixed()]).sort()).toEqual(
      [
        [uid, '2.5'],
        [FEE_ACCOUNT_UID, '-2.5'],
      ].sort(),
    );
    expect((await tasksOf(browser)).list.find((t) => t.id === 'login_days')?.state).toBe('claimed');
  });

  it('idempotent under 10 concurrent claims: one 200, nine 409s, one credit', async () => {
    const email = 'kyc-3@meridian.example';
    const uid = await uidOf(email);
    const browser = await loggedIn(email);
    const before = await usdtOf(uid);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => browser.call(postRewardClaim.path, { form: { task_id: 'kyc_level_2' } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(9);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.message).toMatch(/already been claimed/);
    }
    expect((await usdtOf(uid)).minus(before).toFixed()).toBe('10');
    const claims = await database.db
      .select()
      .from(rewardClaims)
      .where(and(eq(rewardClaims.uid, uid), eq(rewardClaims.taskId, 'kyc_level_2')));
    expect(claims).toHaveLength(1);
    const credits = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.uid, uid), eq(ledgerEntries.reference, 'reward:kyc_level_2')));
    expect(credits[0]?.n).toBe(1);
    // A later claim is refused the same way.
    const again = await browser.call(postRewardClaim.path, { form: { task_id: 'kyc_level_2' } });
    expect(again.status).toBe(409);
    // The balances still replay from the ledger.
    for (const row of await ledgerReplay(database.db)) {
      expect(new Big(row.ledgerAvailable).eq(row.available ?? 'NaN'), `${row.uid} ${row.coin}`).toBe(true);
    }
  });

  it('refuses an incomplete task with a 409 that says so, and credits nothing', async () => {
    const email = 'kyc-1@meridian.example';
    const uid = await uidOf(email);
    const browser = await loggedIn(email);
    const before = await usdtOf(uid);
    const res = await browser.call(postRewardClaim.path, { form: { task_id: 'login_days' } });
    expect(res.status).toBe(409);
    expect(res.message).toMatch(/not complete yet \(3 of 7\)/);
    expect((await usdtOf(uid)).eq(before)).toBe(true);
  });

  it('an unknown task is a 404, a malformed id a 400, a visitor a 401, a post without csrf a 403', async () => {
    const browser = await loggedIn('kyc-2@meridian.example');
    const unknown = await browser.call(postRewardClaim.path, { form: { task_id: 'no_such_task' } });
    expect(unknown.status).toBe(404);
    expect(unknown.message).toMatch(/no task no_such_task/);
    const malformed = await browser.call(postRewardClaim.path, { form: { task_id: 'DROP TABLE' } });
    expect(malformed.status).toBe(400);
    expect(malformed.message).toMatch(/task_id/);
    const missing = await browser.call(postRewardClaim.path, { form: {} });
    expect(missing.status).toBe(400);
    const visitor = await new TestBrowser(app).call(postRewardClaim.path, { form: { task_id: 'kyc_level_2' } });
    expect(visitor.status).toBe(401);
    const noCsrf = await browser.call(postRewardClaim.path, { form: { task_id: 'kyc_level_2' }, csrf: false });
    expect(noCsrf.status).toBe(403);
  });
});

describe('GET activities (issue 15 item 5: "status computed from time")', () => {
  async function activitiesAt(ms: number, query = '') {
    clock.set(ms);
    try {
      const res = await new TestBrowser(app).call(`${getActivities.path}${query}`);
      expect(res.status).toBe(200);
      return activityList.parse(res.data).list;
    } finally {
      clock.set(SEEDED_AT);
    }
  }

  it('at the seed time: ongoing (ending soonest first), then upcoming, then ended (latest first)', async () => {
    const list = await activitiesAt(SEEDED_AT);
    expect(list.map((a) => [a.id, a.status])).toEqual([
      ['new_listing_week', 'ongoing'],
      ['spot_championship', 'ongoing'],
      ['futures_cup', 'upcoming'],
      ['referral_sprint', 'ended'],
      ['autumn_festival', 'ended'],
    ]);
    const cup = list.find((a) => a.id === 'futures_cup');
    const seeded = DEMO_ACTIVITIES.find((a) => a.id === 'futures_cup');
    expect(cup).toMatchObject({
      kind: 'competition',
      title: GROWTH_SEED_TEXTS.en.activities.futures_cup[0],
      prize_pool: '250000',
      prize_coin: 'USDT',
      starts_at: new Date(SEEDED_AT + (seeded?.fromDay ?? 0) * DAY_MS).toISOString(),
    });
    expect(list.find((a) => a.id === 'referral_sprint')?.prize_pool).toBe('30000.5');
  });

  it('the status follows the injected clock: 12 days on, the championship has ended and the cup is on', async () => {
    const list = await activitiesAt(SEEDED_AT + 12 * DAY_MS);
    const status = Object.fromEntries(list.map((a) => [a.id, a.status]));
    expect(status).toEqual({
      spot_championship: 'ended',
      new_listing_week: 'ended',
      futures_cup: 'ongoing',
      autumn_festival: 'ended',
      referral_sprint: 'ended',
    });
  });

  it('texts in the asked locale', async () => {
    const list = await activitiesAt(SEEDED_AT, '?locale=ja');
    expect(list.find((a) => a.id === 'futures_cup')?.title).toBe(GROWTH_SEED_TEXTS.ja.activities.futures_cup[0]);
  });
});
