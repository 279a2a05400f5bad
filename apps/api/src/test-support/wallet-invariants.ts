import Big from 'big.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/database';
import { ledgerReplay } from '../db/queries/ledger';
import { balances, ledgerEntries, transfers, withdrawals } from '../db/schema';

// Issue 16 Reliability: "every asset's total is unchanged (withdrawals pending count as locked), no
// negative balance, the same request id twice makes one transfer". The checks run after the load
// in process and after a SIGKILL and restart (wallet-reliability.test.ts).
//
// What "unchanged" means here: no withdrawal is ever completed (no chain is connected), so a
// pending one is still the family's money, frozen in the payer's spot wallet (amount + fee), and a
// cancelled one is available again. Hence each coin's sum of available + frozen over every wallet
// of the family equals what it held after funding, exactly; and each wallet's frozen amount grew by
// exactly its pending withdrawals (amount + fee) and nothing else.

/** A small seeded generator (mulberry32): the same choices for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One wallet's balance, exact text. */
export interface WalletBalance {
  uid: number;
  wallet: string;
  coin: string;
  available: string;
  frozen: string;
}

/** Every wallet of `uids` (both wallets, every coin). */
export async function walletsOf(db: Database, uids: readonly number[]): Promise<WalletBalance[]> {
  return db
    .select({
      uid: balances.uid,
      wallet: balances.wallet,
      coin: balances.coin,
      available: sql<string>`${balances.available}::text`,
      frozen: sql<string>`${balances.frozen}::text`,
    })
    .from(balances)
    .where(inArray(balances.uid, [...uids]))
    .orderBy(balances.uid, balances.wallet, balances.coin);
}

/** Each coin's available + frozen summed over the wallets given (exact text, normalised). */
export function totalsByCoin(wallets: readonly WalletBalance[]): Map<string, string> {
  const sums = new Map<string, Big>();
  for (const w of wallets) sums.set(w.coin, (sums.get(w.coin) ?? new Big(0)).plus(w.available).plus(w.frozen));
  return new Map([...sums].sort(([a], [b]) => (a < b ? -1 : 1)).map(([coin, total]) => [coin, total.toFixed()]));
}

/** What the family held before the load: the baseline of every check. */
export interface FamilyBaseline {
  uids: readonly number[];
  wallets: readonly WalletBalance[];
}

export async function familyBaseline(db: Database, uids: readonly number[]): Promise<FamilyBaseline> {
  return { uids, wallets: await walletsOf(db, uids) };
}

const key = (w: { uid: number; wallet: string; coin: string }) => `${w.uid}/${w.wallet}/${w.coin}`;

/** What the checks counted (for the test's log). */
export interface WalletCounts {
  transfers: number;
  pendingWithdrawals: number;
  cancelledWithdrawals: number;
}

/**
 * Every invariant of issue 16 Reliability over the family (the rows of its every request, the
 * balances of all its wallets); throws (a vitest expectation) naming what is wrong.
 */
export async function checkWalletInvariants(db: Database, baseline: FamilyBaseline): Promise<WalletCounts> {
  const uids = [...baseline.uids];
  const now = await walletsOf(db, uids);

  // "every asset's total is unchanged (withdrawals pending count as locked)".
  expect(Object.fromEntries(totalsByCoin(now)), 'family totals per coin').toEqual(
    Object.fromEntries(totalsByCoin(baseline.wallets)),
  );

  // "no negative balance": anywhere in the database, not only in the family.
  const negative = await db
    .select()
    .from(balances)
    .where(sql`${balances.available} < 0 or ${balances.frozen} < 0`);
  expect(negative, 'balances below zero').toEqual([]);

  // The ledger replays to every balance.
  const drift = (await ledgerReplay(db)).filter(
    (row) => !new Big(row.ledgerAvailable).eq(row.available ?? '0') || !new Big(row.ledgerFrozen).eq(row.frozen ?? '0'),
  );
  expect(drift, 'balances that are not their ledger sum').toEqual([]);

  // Each wallet's frozen amount grew by its pending withdrawals (amount + fee) and by nothing else.
  const pending = await db
    .select({
      uid: withdrawals.uid,
      coin: withdrawals.coin,
      held: sql<string>`sum(${withdrawals.amount} + ${withdrawals.fee})::text`,
    })
    .from(withdrawals)
    .where(and(inArray(withdrawals.uid, uids), eq(withdrawals.status, 'pending')))
    .groupBy(withdrawals.uid, withdrawals.coin);
  const expectedFrozen = new Map(baseline.wallets.map((w) => [key(w), new Big(w.frozen)]));
  for (const p of pending) {
    const k = key({ uid: p.uid, wallet: 'spot', coin: p.coin });
    expectedFrozen.set(k, (expectedFrozen.get(k) ?? new Big(0)).plus(p.held));
  }
  const frozenNow = new Map(now.map((w) => [key(w), new Big(w.frozen)]));
  const frozenWrong = [...new Set([...expectedFrozen.keys(), ...frozenNow.keys()])]
    .map((k) => ({ wallet: k, frozen: (frozenNow.get(k) ?? new Big(0)).toFixed(), expected: expectedFrozen.get(k) }))
    .filter((w) => !new Big(w.frozen).eq(w.expected ?? 0))
    .map((w) => ({ ...w, expected: (w.expected ?? new Big(0)).toFixed() }));
  expect(frozenWrong, 'frozen amounts other than the pending withdrawals').toEqual([]);

  // "the same request id twice makes one transfer": one row per (asking account, request id) —
  // the unique key says so, and this says the key is there — and each row exactly its two
  // ledger legs, which cancel out.
  const doubled = await db
    .select({ uid: transfers.uid, requestId: transfers.requestId, n: sql<number>`count(*)::int` })
    .from(transfers)
    .where(inArray(transfers.uid, uids))
    .groupBy(transfers.uid, transfers.requestId)
    .having(sql`count(*) > 1`);
  expect(doubled, 'request ids with more than one transfer').toEqual([]);
  const legs = await db.execute(sql`
    select t.id, count(l.id)::int as legs, coalesce(sum(l.available_delta), 0)::text as net,
      coalesce(sum(l.frozen_delta), 0)::text as frozen,
      bool_and(l.reason = 'transfer') as reasons,
      sum(case when l.uid = t.from_uid and l.wallet = t.from_wallet and l.available_delta = -t.amount then 1 else 0 end)::int as paid,
      sum(case when l.uid = t.to_uid and l.wallet = t.to_wallet and l.available_delta = t.amount then 1 else 0 end)::int as received
    from ${transfers} t left join ${ledgerEntries} l on l.reference = 'transfer:' || t.id
    where t.uid in (${sql.join(
      uids.map((u) => sql`${u}`),
      sql`, `,
    )})
    group by t.id`);
  const legRows = (legs as unknown as { rows: TransferLegs[] }).rows;
  const badLegs = legRows.filter(
    (r) =>
      Number(r.legs) !== 2 ||
      !new Big(r.net).eq(0) ||
      !new Big(r.frozen).eq(0) ||
      r.reasons !== true ||
      Number(r.paid) !== 1 ||
      Number(r.received) !== 1,
  );
  expect(badLegs, 'transfers whose ledger legs are not one payment and one receipt').toEqual([]);

  // Each withdrawal row: one ledger row freezing amount + fee; a cancelled one a second that gives it back.
  const wLegs = await db.execute(sql`
    select w.id, w.status, count(l.id)::int as legs, coalesce(sum(l.available_delta), 0)::text as available,
      coalesce(sum(l.frozen_delta), 0)::text as frozen, (w.amount + w.fee)::text as total
    from ${withdrawals} w left join ${ledgerEntries} l on l.reference = 'withdrawal:' || w.id
    where w.uid in (${sql.join(
      uids.map((u) => sql`${u}`),
      sql`, `,
    )})
    group by w.id, w.status, w.amount, w.fee`);
  const wRows = (wLegs as unknown as { rows: WithdrawalLegs[] }).rows;
  const badWithdrawals = wRows.filter((r) =>
    r.status === 'pending'
      ? Number(r.legs) !== 1 || !new Big(r.available).eq(new Big(r.total).neg()) || !new Big(r.frozen).eq(r.total)
      : Number(r.legs) !== 2 || !new Big(r.available).eq(0) || !new Big(r.frozen).eq(0),
  );
  expect(badWithdrawals, 'withdrawals whose ledger rows do not match their status').toEqual([]);

  // No movement of the family without its row: every transfer or withdrawal ledger row names one.
  const orphans = await db.execute(sql`
    select l.id, l.reason, l.reference from ${ledgerEntries} l
    where l.uid in (${sql.join(
      uids.map((u) => sql`${u}`),
      sql`, `,
    )})
      and ((l.reason = 'transfer' and not exists (select 1 from ${transfers} t where l.reference = 'transfer:' || t.id))
        or (l.reason = 'withdrawal' and not exists (select 1 from ${withdrawals} w where l.reference = 'withdrawal:' || w.id)))`);
  expect((orphans as unknown as { rows: unknown[] }).rows, 'ledger rows of no transfer or withdrawal').toEqual([]);

  return {
    transfers: legRows.length,
    pendingWithdrawals: wRows.filter((r) => r.status === 'pending').length,
    cancelledWithdrawals: wRows.filter((r) => r.status !== 'pending').length,
  };
}

interface TransferLegs {
  id: number;
  legs: number;
  net: string;
  frozen: string;
  reasons: boolean | null;
  paid: number;
  received: number;
}

interface WithdrawalLegs {
  id: number;
  status: string;
  legs: number;
  available: string;
  frozen: string;
  total: string;
}

/** The family's rows by request id: how many transfers and withdrawals each (uid, request id) made. */
export async function rowsByRequest(
  db: Database,
  uids: readonly number[],
): Promise<{
  transfers: Map<string, { id: string; count: number }>;
  withdrawals: Map<string, { id: string; status: string; count: number }>;
}> {
  const t = await db
    .select({ uid: transfers.uid, requestId: transfers.requestId, id: transfers.id })
    .from(transfers)
    .where(inArray(transfers.uid, [...uids]));
  const w = await db
    .select({ uid: withdrawals.uid, requestId: withdrawals.requestId, id: withdrawals.id, status: withdrawals.status })
    .from(withdrawals)
    .where(inArray(withdrawals.uid, [...uids]));
  const tMap = new Map<string, { id: string; count: number }>();
  for (const r of t) {
    const k = `${r.uid}/${r.requestId}`;
    tMap.set(k, { id: String(r.id), count: (tMap.get(k)?.count ?? 0) + 1 });
  }
  const wMap = new Map<string, { id: string; status: string; count: number }>();
  for (const r of w) {
    const k = `${r.uid}/${r.requestId}`;
    wMap.set(k, { id: String(r.id), status: r.status, count: (wMap.get(k)?.count ?? 0) + 1 });
  }
  return { transfers: tMap, withdrawals: wMap };
}
