import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postTransfer, postWithdrawalCancel, postWithdrawalCreate } from '@meridian/contracts';
import { depositAddressFrom, FUNDS_NETWORKS, FUND_PASSWORD_FREQUENCIES } from '@meridian/domain';
import Big from 'big.js';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from './db/database';
import { saveFundPasswordHash, setFundPasswordFrequency } from './db/queries/fund-password';
import { users } from './db/schema';
import { seedDemoData } from './db/seed';
import { creditDeposit } from './services/deposits';
import { hashPassword } from './services/password-hashing';
import { openSubAccount } from './services/transfers';
import { type ApiProcess, spawnApiProcess } from './test-support/api-process';
import { logInOverHttp } from './test-support/http-session';
import { openSeededApi } from './test-support/seeded-api';
import { FAST_HASHING, logInAs, TestBrowser, testClock } from './test-support/test-browser';
import { createTestDatabase, type TestDatabase } from './test-support/test-database';
import { fundsByCoin } from './test-support/trading-invariants';
import {
  checkWalletInvariants,
  familyBaseline,
  type FamilyBaseline,
  rowsByRequest,
  seededRandom,
} from './test-support/wallet-invariants';

// Issue 16 Reliability: "10,000 concurrent random transfers, withdrawals and cancels across a
// master and its sub-accounts: every asset's total is unchanged (withdrawals pending count as
// locked), no negative balance, the same request id twice makes one transfer; a SIGKILL mid-run
// leaves the invariants true." On PGlite, and on PostgreSQL when DATABASE_URL is set.
//
// The family is the demo master, its demo sub-account (which logs in) and two sub-accounts the
// master opens (which have no log-in: only the master moves their funds). Everything goes through
// HTTP as a browser sends it: in process on the app first, then against a real API process that is
// killed (SIGKILL) in the middle of the load and started again on the same database.

const MASTER = 10_000_007;
const SUB_MANAGED = 10_000_008;
const MASTER_EMAIL = 'master@meridian.example';
const SUB_EMAIL = 'sub-managed@meridian.example';

/** `WALLET_RELIABILITY_SEED=<n>` replays a run; the seed is printed with every failure. */
const SEED = Number(process.env.WALLET_RELIABILITY_SEED ?? 20_261_116);
const OPS = Number(process.env.WALLET_RELIABILITY_OPS ?? 10_000);
const CRASH_OPS = Number(process.env.WALLET_CRASH_OPS ?? 3_000);
/** Requests in flight at once (a browser tab sends a handful; this is many tabs). */
const IN_FLIGHT = 32;

const FUND_PASSWORD = 'family-fund-pass-1';

const handles: Array<{ close(): Promise<void> }> = [];
const processes: ApiProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const p of processes) if (p.running()) p.signal('SIGKILL');
  await Promise.all(processes.map((p) => p.exited));
  for (const h of handles.splice(0)) await h.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

// ---- the family ----

interface Family {
  /** The master, then its three sub-accounts. */
  uids: number[];
  /** The sub-accounts the master moves funds to and from. */
  subs: number[];
}

/**
 * The demo master opens two more sub-accounts (three with the demo one) and the family is funded
 * through the ledger by deposits, as the dev deposit command does. The two accounts that log in get
 * a fund password with frequency '0' (widgets §3 "'0' never"): a withdrawal needs a fund password
 * set, and with '0' none is typed, so the load asks no password and no authenticator code (neither
 * account has two-factor on).
 */
async function prepareFamily(db: Database, now: Date): Promise<Family> {
  const [master] = await db.select().from(users).where(eq(users.uid, MASTER));
  if (master === undefined) throw new Error('the demo master is missing');
  const subs = [SUB_MANAGED];
  for (const nickname of ['desk-a', 'desk-b']) {
    const opened = await openSubAccount(db, master, nickname, now);
    if (opened.kind !== 'opened') throw new Error(`opening ${nickname}: ${opened.message}`);
    subs.push(opened.subAccount.sub_uid);
  }
  for (const uid of [MASTER, SUB_MANAGED]) {
    await saveFundPasswordHash(db, uid, await hashPassword(FUND_PASSWORD, FAST_HASHING), now);
    await setFundPasswordFrequency(db, uid, FUND_PASSWORD_FREQUENCIES.never, now);
  }
  const funding: Array<[number, string, string, string]> = [
    [MASTER, 'USDT', 'TRC20', '60000'],
    [MASTER, 'BTC', 'BTC', '3'],
    [SUB_MANAGED, 'USDT', 'SOL', '20000'],
    [SUB_MANAGED, 'BTC', 'BTC', '1'],
    [subs[1] ?? 0, 'USDT', 'ERC20', '5000'],
    [subs[2] ?? 0, 'BTC', 'BTC', '0.2'],
  ];
  for (const [uid, coin, network, amount] of funding) {
    const credited = await creditDeposit(db, { uid, coin, network, amount, txId: `fund-${uid}-${coin}` }, now);
    if (credited.kind !== 'credited') throw new Error(`funding ${uid} ${coin}: ${credited.kind}`);
  }
  return { uids: [MASTER, ...subs], subs };
}

// ---- the operations ----

type Actor = typeof MASTER | typeof SUB_MANAGED;
type Form = Record<string, string>;

/** Why an operation is asked: what its answer must be is decided from this. */
type Op =
  | { kind: 'transfer' | 'withdraw'; actor: Actor; form: Form; overdraw: boolean }
  /** A sub-account asking what only its master may: refused, whatever the balances. */
  | { kind: 'stray'; actor: Actor; form: Form }
  /** Cancel one of the actor's withdrawals (`pick` chooses among those known when it runs). */
  | { kind: 'cancel'; actor: Actor; pick: number; pending: boolean; stranger: boolean }
  /** The request of op `of` again: the same body (a retry) or another under the same id. */
  | { kind: 'repeat'; of: number; same: boolean }
  /** A new request sent twice at the same moment (a double click). */
  | { kind: 'twin'; op: Extract<Op, { kind: 'transfer' | 'withdraw' }> };

type RequestOp = Extract<Op, { kind: 'transfer' | 'withdraw' }>;

/** A decimal with `places` decimals, between `min` and `max`. */
function amountBetween(next: () => number, min: number, max: number, places: number): string {
  const unit = 10 ** places;
  return new Big(Math.floor((min + next() * (max - min)) * unit) || 1).div(unit).toFixed();
}

/** A valid address of the network's format, made from the seed and the op number (no chain is connected). */
function addressFor(format: Parameters<typeof depositAddressFrom>[0], seed: number, n: number): string {
  const hex = createHash('sha256').update(`wallet-reliability:${seed}:${n}`).digest('hex');
  return depositAddressFrom(format, hex).address;
}

/**
 * `count` operations drawn from `seed`: spot <-> futures transfers of both logged-in accounts,
 * master <-> sub transfers (USDT between any wallets, BTC spot to spot), withdrawals of USDT and
 * BTC, cancels, repeats of earlier request ids (~5 %), double sends, and asks beyond any balance.
 * Amounts run up to about what a wallet holds, so some are refused for want of funds.
 */
function drawOperations(seed: number, count: number, family: Family): Op[] {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const ops: Op[] = [];
  const requests: number[] = [];
  const fresh = (n: number, overdraw: boolean): RequestOp => {
    const actor: Actor = next() < 0.7 ? MASTER : SUB_MANAGED;
    const requestId = `${seed.toString(36)}-${n}`;
    if (next() < 0.7) {
      // The futures wallet holds USDT only: BTC moves spot to spot, between the master and a sub-account.
      const withSub = actor === MASTER && next() < 0.55;
      const coin = withSub && next() < 0.3 ? 'BTC' : 'USDT';
      const amount = overdraw
        ? coin === 'USDT'
          ? '50000000'
          : '5000'
        : coin === 'USDT'
          ? amountBetween(next, 0.01, 6000, 2)
          : amountBetween(next, 0.00001, 0.6, 5);
      const fromWallet = coin === 'BTC' ? 'spot' : pick(['spot', 'futures']);
      const toWallet =
        coin === 'BTC' ? 'spot' : withSub ? pick(['spot', 'futures']) : fromWallet === 'spot' ? 'futures' : 'spot';
      const form: Form = { request_id: requestId, coin, amount, from_wallet: fromWallet, to_wallet: toWallet };
      if (withSub) Object.assign(form, { sub_uid: String(pick(family.subs)), direction: pick(['to_sub', 'from_sub']) });
      return { kind: 'transfer', actor, form, overdraw };
    }
    const coin = next() < 0.75 ? 'USDT' : 'BTC';
    const network = pick(FUNDS_NETWORKS[coin] ?? []);
    const min = Number(network.minWithdrawal);
    const amount = overdraw
      ? coin === 'USDT'
        ? '50000000'
        : '5000'
      : coin === 'USDT'
        ? amountBetween(next, min, min + 600, 2)
        : amountBetween(next, min, min + 0.08, 5);
    return {
      kind: 'withdraw',
      actor,
      form: {
        request_id: `w-${requestId}`,
        coin,
        network: network.network,
        address: addressFor(network.format, seed, n),
        amount,
      },
      overdraw,
    };
  };
  for (let n = 0; n < count; n += 1) {
    const r = next();
    if (r < 0.05 && requests.length > 0) {
      ops.push({ kind: 'repeat', of: pick(requests), same: next() < 0.6 });
    } else if (r < 0.07) {
      ops.push({ kind: 'twin', op: fresh(n, false) });
    } else if (r < 0.09) {
      requests.push(n);
      ops.push(fresh(n, true));
    } else if (r < 0.1) {
      const to = next() < 0.5 ? 'to_sub' : 'from_sub';
      const form = {
        request_id: `s-${seed.toString(36)}-${n}`,
        coin: 'USDT',
        amount: '1',
        from_wallet: 'spot',
        to_wallet: 'spot',
      };
      ops.push({ kind: 'stray', actor: SUB_MANAGED, form: { ...form, sub_uid: String(MASTER), direction: to } });
    } else if (r < 0.25) {
      const actor: Actor = next() < 0.7 ? MASTER : SUB_MANAGED;
      ops.push({ kind: 'cancel', actor, pick: next(), pending: next() < 0.85, stranger: next() < 0.05 });
    } else {
      requests.push(n);
      ops.push(fresh(n, false));
    }
  }
  return ops;
}

// ---- sending them ----

/** An answer as the envelope carries it; `lost` when none came (the process died with it in flight). */
interface Answer {
  status: number;
  message: string;
  label?: string | undefined;
  data: unknown;
}
type Outcome = Answer | { lost: true };
type Post = (path: string, form: Form) => Promise<Answer>;

interface Row {
  id: string;
  status?: string;
}
const rowOf = (answer: Answer): Row => answer.data as Row;
const isAnswer = (o: Outcome | undefined): o is Answer => o !== undefined && !('lost' in o);

/** The request an op sends (a repeat: its original's, the same or with another amount). */
function requestOf(ops: readonly Op[], op: RequestOp | Extract<Op, { kind: 'repeat' }>): RequestOp {
  if (op.kind !== 'repeat') return op;
  const original = ops[op.of];
  if (original === undefined || (original.kind !== 'transfer' && original.kind !== 'withdraw'))
    throw new Error(`op ${op.of} is no request`);
  if (op.same) return original;
  const other = new Big(original.form.amount ?? '1').plus(original.kind === 'transfer' ? '0.01' : '1').toFixed();
  return { ...original, form: { ...original.form, amount: other } };
}

const pathOf = (op: RequestOp | Extract<Op, { kind: 'stray' }>) =>
  op.kind === 'withdraw' ? postWithdrawalCreate.path : postTransfer.path;

/** What a run saw: every op's answer(s), and the withdrawals each actor knows of. */
interface Run {
  outcomes: Array<Outcome[] | undefined>;
  /** Milliseconds the load took. */
  ms: number;
}

/**
 * Sends `ops` with at most IN_FLIGHT in flight, in order of their number. `stopAfter` (the crash
 * test): once that many operations were answered 200, `onStop` runs and no further op is sent;
 * an op whose answer never comes is `lost`.
 */
async function runOperations(
  ops: readonly Op[],
  posts: Record<Actor, Post>,
  options: { stopAfter?: number; onStop?: () => void } = {},
): Promise<Run> {
  const outcomes: Array<Outcome[] | undefined> = Array.from({ length: ops.length });
  const settled: Array<Promise<void> | undefined> = Array.from({ length: ops.length });
  const known: Record<Actor, { pending: string[]; all: string[] }> = {
    [MASTER]: { pending: [], all: [] },
    [SUB_MANAGED]: { pending: [], all: [] },
  };
  let answered200 = 0;
  let stopped = false;
  const send = async (actor: Actor, path: string, form: Form): Promise<Outcome> => {
    try {
      const answer = await posts[actor](path, form);
      if (answer.status === 200 && !stopped) {
        answered200 += 1;
        if (options.stopAfter !== undefined && answered200 >= options.stopAfter) {
          stopped = true;
          options.onStop?.();
        }
      }
      return answer;
    } catch {
      return { lost: true };
    }
  };
  const noteWithdrawal = (actor: Actor, o: Outcome) => {
    if (isAnswer(o) && o.status === 200 && rowOf(o).status === 'pending') {
      const { id } = rowOf(o);
      if (!known[actor].all.includes(id)) {
        known[actor].all.push(id);
        known[actor].pending.push(id);
      }
    }
  };
  const runOne = async (n: number): Promise<Outcome[] | undefined> => {
    const op = ops[n];
    if (op === undefined) return undefined;
    switch (op.kind) {
      case 'transfer':
      case 'withdraw':
      case 'stray': {
        const o = await send(op.actor, pathOf(op), op.form);
        if (op.kind === 'withdraw') noteWithdrawal(op.actor, o);
        return [o];
      }
      case 'twin': {
        const both = await Promise.all([
          send(op.op.actor, pathOf(op.op), op.op.form),
          send(op.op.actor, pathOf(op.op), op.op.form),
        ]);
        if (op.op.kind === 'withdraw') for (const o of both) noteWithdrawal(op.op.actor, o);
        return both;
      }
      case 'repeat': {
        await settled[op.of];
        const request = requestOf(ops, op);
        const o = await send(request.actor, pathOf(request), request.form);
        if (request.kind === 'withdraw') noteWithdrawal(request.actor, o);
        return [o];
      }
      case 'cancel': {
        const owner: Actor = op.stranger ? (op.actor === MASTER ? SUB_MANAGED : MASTER) : op.actor;
        const list = op.pending ? known[owner].pending : known[owner].all;
        const id = list[Math.floor(op.pick * list.length)];
        if (id === undefined) return undefined;
        const pending = known[owner].pending;
        if (!op.stranger && pending.includes(id)) pending.splice(pending.indexOf(id), 1);
        return [{ ...(await send(op.actor, postWithdrawalCancel.path, { id })) }];
      }
    }
  };
  const started = Date.now();
  let cursor = 0;
  const worker = async () => {
    while (!stopped && cursor < ops.length) {
      const n = cursor;
      cursor += 1;
      const running = runOne(n).then((o) => {
        outcomes[n] = o;
      });
      settled[n] = running;
      await running;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { outcomes, ms: Date.now() - started };
}

// ---- what every answer must be ----

/** `uid/request_id` of a request op: the key rowsByRequest answers by. */
const keyOf = (op: RequestOp) => `${op.actor}/${op.form.request_id}`;

const INSUFFICIENT = /Insufficient balance|more than the .* available/;

/**
 * Each answer against its op (checked in one pass so a failure lists them all), then every
 * request id against the rows: at most one row each, and every 200 answer for it names that row.
 * `lost` answers (the crash test) may have committed or not: only "at most one row" holds for them.
 */
async function checkAnswers(db: Database, ops: readonly Op[], run: Run, family: Family) {
  const lost = lostKeys(ops, run);
  const wrong: string[] = [];
  const counts = { made: 0, refusedForFunds: 0, conflicts: 0, cancels: 0, forbidden: 0, notFound: 0, lost: 0 };
  const answersFor = new Map<string, { kind: 'transfer' | 'withdraw'; ids: Set<string>; made: boolean }>();
  const note = (op: RequestOp, o: Answer) => {
    const entry = answersFor.get(keyOf(op)) ?? { kind: op.kind, ids: new Set<string>(), made: false };
    answersFor.set(keyOf(op), entry);
    if (o.status === 200) {
      entry.ids.add(rowOf(o).id);
      entry.made = true;
    }
  };
  const expectStatus = (n: number, o: Outcome | undefined, allowed: number[], why: string) => {
    if (o === undefined) return;
    if (!isAnswer(o)) {
      counts.lost += 1;
      return;
    }
    if (o.status === 200) counts.made += 1;
    if (o.status === 400 && INSUFFICIENT.test(o.message)) counts.refusedForFunds += 1;
    if (o.status === 409) counts.conflicts += 1;
    if (o.status === 403) counts.forbidden += 1;
    if (o.status === 404) counts.notFound += 1;
    const refusedForFundsOnly = o.status !== 400 || INSUFFICIENT.test(o.message);
    if (!allowed.includes(o.status) || !refusedForFundsOnly)
      wrong.push(`op ${n} (${why}): ${o.status} ${o.message} ${JSON.stringify(ops[n])}`);
  };
  ops.forEach((op, n) => {
    const answers = run.outcomes[n];
    if (answers === undefined) return;
    switch (op.kind) {
      case 'transfer':
      case 'withdraw': {
        // "refused beyond the available balance": an ask beyond every balance is always refused.
        expectStatus(n, answers[0], op.overdraw ? [400] : [200, 400], op.overdraw ? 'beyond any balance' : 'new');
        if (isAnswer(answers[0])) note(op, answers[0]);
        break;
      }
      case 'stray':
        expectStatus(n, answers[0], [403], 'a sub-account moving its master');
        break;
      case 'twin': {
        for (const o of answers) {
          expectStatus(n, o, [200, 400], 'sent twice at once');
          if (isAnswer(o)) note(op.op, o);
        }
        break;
      }
      case 'repeat': {
        const request = requestOf(ops, op);
        const original = run.outcomes[op.of]?.[0];
        const o = answers[0];
        // The original was made: a retry answers it, another body under its id is a 409.
        if (isAnswer(original) && original.status === 200) {
          expectStatus(n, o, [op.same ? 200 : 409], op.same ? 'a retry of a made request' : 'its id reused');
          if (op.same && isAnswer(o) && o.status === 200 && rowOf(o).id !== rowOf(original).id)
            wrong.push(`op ${n}: the retry answered ${rowOf(o).id}, the first ${rowOf(original).id}`);
        } else {
          // Refused before: the id was not spent, so this is a new try (or a 409 when another repeat made it).
          expectStatus(n, o, [200, 400, 409], 'a retry of a refused request');
        }
        if (isAnswer(o) && (op.same || o.status !== 409)) note(request, o);
        break;
      }
      case 'cancel': {
        const o = answers[0];
        expectStatus(n, o, [op.stranger ? 404 : 200], op.stranger ? "another account's withdrawal" : 'cancel');
        if (isAnswer(o) && o.status === 200) {
          counts.cancels += 1;
          if (rowOf(o).status !== 'cancelled') wrong.push(`op ${n}: cancel answered ${rowOf(o).status}`);
        }
        break;
      }
    }
  });
  const rows = await rowsByRequest(db, family.uids);
  for (const [key, entry] of answersFor) {
    const row = (entry.kind === 'transfer' ? rows.transfers : rows.withdrawals).get(key);
    if (entry.ids.size > 1) wrong.push(`${key}: answered as several ${entry.kind}s ${[...entry.ids].join(', ')}`);
    if (entry.made && row?.id !== [...entry.ids][0])
      wrong.push(`${key}: answered ${[...entry.ids][0]}, row ${row?.id}`);
    if (!entry.made && row !== undefined && !lost.has(key))
      wrong.push(`${key}: refused every time, yet a ${entry.kind} row ${row.id} exists`);
  }
  for (const [key, row] of [...rows.transfers, ...rows.withdrawals])
    if (row.count !== 1) wrong.push(`${key}: ${row.count} rows for one request id`);
  return { wrong, counts };
}

/** Request keys some send of which got no answer (may have committed, or not). */
function lostKeys(ops: readonly Op[], run: Run): Set<string> {
  const keys = new Set<string>();
  ops.forEach((op, n) => {
    const answers = run.outcomes[n] ?? [];
    if (!answers.some((o) => !isAnswer(o))) return;
    if (op.kind === 'transfer' || op.kind === 'withdraw') keys.add(keyOf(op));
    if (op.kind === 'twin') keys.add(keyOf(op.op));
    if (op.kind === 'repeat') keys.add(keyOf(requestOf(ops, op)));
  });
  return keys;
}

// ---- in process ----

describe('issue 16 Reliability: concurrent random transfers, withdrawals and cancels across a master and its sub-accounts', () => {
  it(`${OPS} operations, ${IN_FLIGHT} in flight: every asset's total is unchanged (withdrawals pending count as locked), no negative balance, the same request id twice makes one transfer`, async () => {
    const clock = testClock(Date.UTC(2026, 10, 16, 9, 0, 0));
    const { database, app } = await openSeededApi(clock);
    handles.push(database);
    const db = database.db;
    const family = await prepareFamily(db, new Date(clock.now()));
    const baseline = await familyBaseline(db, family.uids);
    const everyone = await fundsByCoin(db);
    const browsers = {
      [MASTER]: await logInAs(new TestBrowser(app), MASTER_EMAIL, clock.now),
      [SUB_MANAGED]: await logInAs(new TestBrowser(app), SUB_EMAIL, clock.now),
    };
    const post =
      (browser: TestBrowser): Post =>
      async (path, form) => {
        const res = await browser.call(path, { form });
        return { status: res.status, message: res.message, label: res.label, data: res.data };
      };
    const ops = drawOperations(SEED, OPS, family);
    const run = await runOperations(ops, {
      [MASTER]: post(browsers[MASTER]),
      [SUB_MANAGED]: post(browsers[SUB_MANAGED]),
    });
    const { wrong, counts } = await checkAnswers(db, ops, run, family);
    const rows = await checkWalletInvariants(db, baseline);
    console.log(
      `[wallet-reliability] seed ${SEED}: ${OPS} ops in ${run.ms} ms on ${database.kind}; ${JSON.stringify({ ...counts, ...rows })}`,
    );
    expect(wrong.slice(0, 20), `seed ${SEED}: answers that break the rules`).toEqual([]);
    // The load did what it is for: made many, refused some for want of funds, caught reused ids.
    expect(counts.made, `seed ${SEED}`).toBeGreaterThan(OPS / 3);
    expect(counts.refusedForFunds, `seed ${SEED}`).toBeGreaterThan(OPS / 100);
    expect(counts.conflicts, `seed ${SEED}`).toBeGreaterThan(0);
    expect(rows.pendingWithdrawals + rows.cancelledWithdrawals, `seed ${SEED}`).toBeGreaterThan(OPS / 50);
    expect(rows.cancelledWithdrawals, `seed ${SEED}`).toBeGreaterThan(0);
    // Nothing came from or went to anyone outside the family.
    expect(await fundsByCoin(db)).toEqual(everyone);
  }, 240_000);
});

// ---- a real process, killed ----

/** The database the API process runs on, and a handle for the test to read it with when it is not running. */
interface CrashDatabase {
  env: Record<string, string>;
  /** Opens it for the test (PGlite: only while no process holds the folder). */
  open(): Promise<DatabaseHandle>;
  /** After a SIGKILL: make the folder free for the next process at once. */
  afterKill(): void;
  kind: string;
}

async function crashDatabase(): Promise<CrashDatabase> {
  if (process.env.DATABASE_URL) {
    const database: TestDatabase = await createTestDatabase();
    handles.push(database);
    return {
      env: { DATABASE_URL: database.url ?? '' },
      open: async () => ({ ...database, close: async () => undefined }),
      afterKill: () => undefined,
      kind: 'postgres',
    };
  }
  // PGlite is one process's database: a folder on disk, held by the test while it seeds and
  // checks, and by the API process while it runs.
  const root = mkdtempSync(join(tmpdir(), 'meridian-wallet-'));
  folders.push(root);
  const dir = join(root, 'db');
  return {
    env: { PGLITE_DIR: dir },
    open: async () => {
      const handle = await openDatabase({ pgliteDir: dir });
      await handle.prepare();
      return handle;
    },
    // The killed process's folder lock would go stale in LOCK_STALE_MS (10 s); it is known dead.
    afterKill: () => rmSync(`${dir}.lock`, { recursive: true, force: true }),
    kind: 'pglite',
  };
}

/** A logged-in browser on a running process: its form posts, their answers parsed. */
async function processPost(origin: string, email: string): Promise<Post> {
  const session = await logInOverHttp(origin, email);
  return async (path, form) => {
    const response = await session.post(path, form);
    const body = (await response.json()) as { message?: string; label?: string; data?: unknown };
    return { status: response.status, message: body.message ?? '', label: body.label, data: body.data ?? null };
  };
}

describe('issue 16 Reliability: a SIGKILL mid-run', () => {
  it('leaves the invariants true: every answered operation is there exactly once, a re-sent request in flight at the kill makes one row', async () => {
    const seed = SEED + 1;
    const next = seededRandom(seed * 7);
    const target = await crashDatabase();
    const now = new Date();
    let baseline: FamilyBaseline;
    let family: Family;
    {
      const handle = await target.open();
      await seedDemoData(handle.db, { passwordHashing: FAST_HASHING });
      family = await prepareFamily(handle.db, now);
      baseline = await familyBaseline(handle.db, family.uids);
      await handle.close();
    }
    const env = { ...target.env, SECRETS_KEY: randomBytes(32).toString('hex') };
    const first = await spawnApiProcess(env);
    processes.push(first);
    const ops = drawOperations(seed, CRASH_OPS, family);
    // Killed after a number of made operations drawn from the seed: between a fifth and half the load.
    const stopAfter = Math.floor(CRASH_OPS * (0.2 + 0.3 * next()));
    const run = await runOperations(
      ops,
      {
        [MASTER]: await processPost(first.origin, MASTER_EMAIL),
        [SUB_MANAGED]: await processPost(first.origin, SUB_EMAIL),
      },
      { stopAfter, onStop: () => first.signal('SIGKILL') },
    );
    expect(await first.exited).toMatchObject({ signal: 'SIGKILL' });
    target.afterKill();
    const lost = lostKeys(ops, run);
    const sent = run.outcomes.filter((o) => o !== undefined).length;

    // A new process on the same database; the requests that were in flight are sent again.
    const second = await spawnApiProcess(env);
    processes.push(second);
    const posts = {
      [MASTER]: await processPost(second.origin, MASTER_EMAIL),
      [SUB_MANAGED]: await processPost(second.origin, SUB_EMAIL),
    };
    // Each request id some send of which got no answer, sent again as first asked (its original body).
    const originals = new Map<string, RequestOp>();
    const reusedWithOtherBody = new Set<string>();
    ops.forEach((op, n) => {
      if (op.kind === 'transfer' || op.kind === 'withdraw') originals.set(keyOf(op), op);
      if (op.kind === 'twin') originals.set(keyOf(op.op), op.op);
      if (op.kind === 'repeat' && !op.same && run.outcomes[n] !== undefined)
        reusedWithOtherBody.add(keyOf(requestOf(ops, op)));
    });
    const lostRequests = new Map([...lost].map((key) => [key, originals.get(key)] as const));
    const resent = new Map<string, Answer>();
    for (const [key, request] of lostRequests)
      if (request) resent.set(key, await posts[request.actor](pathOf(request), request.form));
    // And some that were answered before the kill: the same row again, nothing moved twice.
    const answeredBefore = ops
      .map((op, n) => ({ op, o: run.outcomes[n]?.[0] }))
      .filter(
        (x): x is { op: RequestOp; o: Answer } =>
          (x.op.kind === 'transfer' || x.op.kind === 'withdraw') && isAnswer(x.o) && x.o.status === 200,
      )
      .slice(0, 40);
    const retried = await Promise.all(answeredBefore.map(({ op }) => posts[op.actor](pathOf(op), op.form)));
    second.signal('SIGTERM');
    await second.exited;

    const handle = await target.open();
    try {
      const { wrong, counts } = await checkAnswers(handle.db, ops, run, family);
      const rows = await rowsByRequest(handle.db, family.uids);
      for (const [key, answer] of resent) {
        const row = (lostRequests.get(key)?.kind === 'transfer' ? rows.transfers : rows.withdrawals).get(key);
        if (answer.status === 200 && row?.id !== rowOf(answer).id)
          wrong.push(`${key}: re-sent after the kill, answered ${rowOf(answer).id}, row ${row?.id}`);
        // A 409 only where another body was sent under the id (it may have made the row).
        else if (answer.status === 409 && reusedWithOtherBody.has(key)) continue;
        else if (answer.status !== 200 && !(answer.status === 400 && INSUFFICIENT.test(answer.message)))
          wrong.push(`${key}: re-sent after the kill: ${answer.status} ${answer.message}`);
        else if (answer.status !== 200 && row !== undefined)
          wrong.push(`${key}: re-sent after the kill and refused, yet row ${row.id} exists`);
      }
      answeredBefore.forEach(({ op, o }, i) => {
        const again = retried[i];
        if (again?.status !== 200 || rowOf(again).id !== rowOf(o).id)
          wrong.push(
            `${keyOf(op)}: answered ${rowOf(o).id} before the kill, ${again?.status} ${JSON.stringify(again?.data)} after`,
          );
      });
      const invariants = await checkWalletInvariants(handle.db, baseline);
      console.log(
        `[wallet-reliability] crash seed ${seed} on ${target.kind}: killed after ${stopAfter} made, ${sent} ops sent in ${run.ms} ms, ${lostRequests.size} requests in flight re-sent; ${JSON.stringify({ ...counts, ...invariants })}`,
      );
      expect(wrong.slice(0, 20), `seed ${seed}: answers that break the rules`).toEqual([]);
      expect(counts.made, `seed ${seed}`).toBeGreaterThanOrEqual(stopAfter);
    } finally {
      await handle.close();
    }
  }, 240_000);
});
