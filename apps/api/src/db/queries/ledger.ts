import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { balances, ledgerEntries } from '../schema';
import { FEE_ACCOUNT_UID, MARKET_ACCOUNT_UID } from '../system-accounts';

/**
 * The system accounts' funds are their ledger rows alone (decision 0039): every fill moves them, so
 * a balance row of theirs would be one row every trade in every process waits for.
 */
const LEDGER_ONLY = new Set([FEE_ACCOUNT_UID, MARKET_ACCOUNT_UID]);

/** Why funds moved (decision 0038). */
export type LedgerReason =
  | 'opening'
  | 'seed'
  | 'deposit'
  | 'transfer'
  | 'order-lock'
  | 'order-unlock'
  | 'fill'
  | 'fee'
  | 'margin'
  | 'pnl'
  | 'liquidation';

/** One movement of one account's coin: exact decimal text, negative to take away. */
export interface Movement {
  uid: number;
  coin: string;
  /** Change of the available amount ('0' for none). */
  available: string;
  /** Change of the frozen (locked) amount; none when absent. */
  frozen?: string;
  reason: LedgerReason;
  /** What the movement belongs to (an order id, a transfer id …). */
  reference: string;
}

/** A movement would leave an available or frozen amount below zero: nothing of the batch is applied. */
export class InsufficientFundsError extends Error {
  constructor(
    readonly uid: number,
    readonly coin: string,
  ) {
    super(`account ${uid} holds too little ${coin}`);
    this.name = 'InsufficientFundsError';
  }
}

/** PostgreSQL's check_violation: the balances_not_negative check refused the update. */
const CHECK_VIOLATION = '23514';

function isCheckViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === CHECK_VIOLATION) return true;
  }
  return false;
}

/**
 * Applies movements in one transaction: a ledger row each, and each balance moved by the same
 * amounts, so a balance is always its ledger's sum. Accounts are touched in (uid, coin) order, so
 * concurrent batches lock rows in the same order and cannot deadlock. A movement that would take a
 * balance below zero throws InsufficientFundsError and nothing of the batch remains.
 */
export async function applyMovements(db: Database, movements: readonly Movement[], at: Date): Promise<void> {
  if (movements.length === 0) return;
  await db.transaction((tx) => applyMovementsIn(tx, movements, at));
}

/**
 * applyMovements inside the caller's transaction (an order and its funds commit together). A
 * refused movement throws InsufficientFundsError, and the caller's transaction must roll back.
 * Movements that change nothing are left out (the ledger keeps only real movements).
 */
export async function applyMovementsIn(tx: Database, movements: readonly Movement[], at: Date): Promise<void> {
  const ordered = movements
    .filter((m) => !isZero(m.available) || !isZero(m.frozen ?? '0'))
    .sort((a, b) => a.uid - b.uid || (a.coin < b.coin ? -1 : a.coin > b.coin ? 1 : 0));
  if (ordered.length === 0) return;
  for (const m of ordered) {
    if (LEDGER_ONLY.has(m.uid)) continue;
    const frozen = m.frozen ?? '0';
    // The account's row exists (zero if new), then moves: the balances_not_negative check
    // judges the moved row (an insert of a negative amount would be refused before any conflict).
    await tx.insert(balances).values({ uid: m.uid, coin: m.coin }).onConflictDoNothing();
    try {
      await tx
        .update(balances)
        .set({
          available: sql`${balances.available} + ${m.available}::numeric`,
          frozen: sql`${balances.frozen} + ${frozen}::numeric`,
        })
        .where(and(eq(balances.uid, m.uid), eq(balances.coin, m.coin)));
    } catch (error) {
      if (isCheckViolation(error)) throw new InsufficientFundsError(m.uid, m.coin);
      throw error;
    }
  }
  await tx.insert(ledgerEntries).values(
    ordered.map((m) => ({
      uid: m.uid,
      coin: m.coin,
      availableDelta: m.available,
      frozenDelta: m.frozen ?? '0',
      reason: m.reason,
      reference: m.reference,
      createdAt: at,
    })),
  );
}

/** "0", "-0.000", "0.0" … */
function isZero(text: string): boolean {
  return !/[1-9]/.test(text);
}

/**
 * Locks the account's balance rows of `coins` (made at zero when missing) in coin order, so a
 * transaction that moves several coins of one account holds them all before it moves any: two
 * transactions of one account then queue instead of deadlocking.
 */
export async function lockBalances(tx: Database, uid: number, coins: readonly string[]): Promise<void> {
  const sorted = [...new Set(coins)].sort();
  if (sorted.length === 0) return;
  await tx
    .insert(balances)
    .values(sorted.map((coin) => ({ uid, coin })))
    .onConflictDoNothing();
  await tx
    .select({ coin: balances.coin })
    .from(balances)
    .where(and(eq(balances.uid, uid), inArray(balances.coin, sorted)))
    .orderBy(asc(balances.coin))
    .for('update');
}

/** Each system account's funds per coin: the sum of its ledger rows (exact text). */
export async function systemAccountFunds(db: Database): Promise<Array<{ uid: number; coin: string; total: string }>> {
  return db
    .select({
      uid: ledgerEntries.uid,
      coin: ledgerEntries.coin,
      total: sql<string>`sum(${ledgerEntries.availableDelta} + ${ledgerEntries.frozenDelta})::text`,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.uid, [...LEDGER_ONLY]))
    .groupBy(ledgerEntries.uid, ledgerEntries.coin)
    .orderBy(asc(ledgerEntries.uid), asc(ledgerEntries.coin));
}

/**
 * Every customer account's balance as its ledger sums it, and as the balances table holds it (exact
 * text). The system accounts have no balance rows: systemAccountFunds sums theirs.
 */
export async function ledgerReplay(db: Database): Promise<
  Array<{
    uid: number;
    coin: string;
    ledgerAvailable: string;
    ledgerFrozen: string;
    available: string | null;
    frozen: string | null;
  }>
> {
  const summed = db
    .select({
      uid: ledgerEntries.uid,
      coin: ledgerEntries.coin,
      available: sql<string>`sum(${ledgerEntries.availableDelta})`.as('sum_available'),
      frozen: sql<string>`sum(${ledgerEntries.frozenDelta})`.as('sum_frozen'),
    })
    .from(ledgerEntries)
    .where(notInArray(ledgerEntries.uid, [...LEDGER_ONLY]))
    .groupBy(ledgerEntries.uid, ledgerEntries.coin)
    .as('summed');
  return db
    .select({
      uid: summed.uid,
      coin: summed.coin,
      ledgerAvailable: sql<string>`${summed.available}::text`,
      ledgerFrozen: sql<string>`${summed.frozen}::text`,
      available: sql<string | null>`${balances.available}::text`,
      frozen: sql<string | null>`${balances.frozen}::text`,
    })
    .from(summed)
    .leftJoin(balances, sql`${balances.uid} = ${summed.uid} and ${balances.coin} = ${summed.coin}`)
    .orderBy(asc(summed.uid), asc(summed.coin));
}
