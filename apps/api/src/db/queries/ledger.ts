import Big from 'big.js';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { hasSqlState } from '../database-faults';
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
  | 'liquidation'
  /** A rewards hub task's reward (issue 15 item 5), paid from the fee account. */
  | 'reward'
  /** A withdrawal's amount + fee frozen while pending, and given back on cancel (issue 16). */
  | 'withdrawal'
  /** A deposit code's amount held, released on cancel, or moved to its redeemer (issue 16 item 5). */
  | 'deposit-code';

/**
 * An account's wallets (issue 16): `spot` holds trading, deposit and withdrawal funds, `futures`
 * the margin of futures positions. Funds cross between them only by transfer.
 */
export type Wallet = 'spot' | 'futures';

/** One movement of one account's coin in one wallet: exact decimal text, negative to take away. */
export interface Movement {
  uid: number;
  /** The wallet moved; spot when absent. */
  wallet?: Wallet;
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

/**
 * Applies movements in one transaction: a ledger row each, and each balance moved by the same
 * amounts, so a balance is always its ledger's sum. Accounts are touched in (uid, wallet, coin) order, so
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
 *
 * One statement per customer account moves its coins and (with the first) writes every ledger row,
 * the caller's `also` writes (decision 0043: an order's fills are one round trip,
 * not two per movement); a coin the account holds no row of yet gets its row from a second
 * statement. Accounts go in uid order. The rows of one account's several coins are locked in the
 * statement's order: every caller that moves more than one coin of an account at once (trading)
 * has taken them with lockBalances first, in coin order.
 */
export async function applyMovementsIn(
  tx: Database,
  movements: readonly Movement[],
  at: Date,
  options: MovementOptions = {},
): Promise<void> {
  const moving = movements.filter((m) => !isZero(m.available) || !isZero(m.frozen ?? '0'));
  const also = options.also ?? [];
  if (moving.length === 0 && also.length === 0) return;
  const createdAt = at.toISOString();
  const ledgerRows = sql.join(
    moving.map(
      (m) =>
        sql`(${m.uid}::integer, ${m.wallet ?? 'spot'}::text, ${m.coin}::text, ${m.available}::numeric, ${m.frozen ?? '0'}::numeric, ${m.reason}::text, ${m.reference}::text, ${createdAt}::timestamptz)`,
    ),
    sql`, `,
  );
  const writeLedger = sql`insert into ${ledgerEntries} (uid, wallet, coin, available_delta, frozen_delta, reason, reference, created_at) values ${ledgerRows}`;
  // The first statement also writes the ledger rows and the caller's other writes.
  const firstWrites = [...(moving.length > 0 ? [writeLedger] : []), ...also].map(
    (write, n) => sql`${sql.raw(`w${n}`)} as (${write}), `,
  );
  const accounts = accountDeltas(moving);
  if (accounts.length === 0) {
    await tx.execute(sql`with ${sql.join([...firstWrites, sql`done as (select 1)`])} select 1 as done`);
    return;
  }
  for (const [index, { uid, deltas }] of accounts.entries()) {
    const rows = sql.join(
      deltas.map((d) => sql`(${d.wallet}::text, ${d.coin}::text, ${d.available}::numeric, ${d.frozen}::numeric)`),
      sql`, `,
    );
    const move = sql`update ${balances} as b set available = b.available + d.available, frozen = b.frozen + d.frozen
      from (values ${rows}) as d(wallet, coin, available, frozen)
      where b.uid = ${uid}::integer and b.wallet = d.wallet and b.coin = d.coin
      returning b.wallet || ':' || b.coin as account`;
    const statement = sql`with ${sql.join(index === 0 ? firstWrites : [])} moved as (${move})
      select (select string_agg(account, ',') from moved) as accounts`;
    let moved: Set<string>;
    try {
      const answer = (await tx.execute(statement)) as unknown as { rows: Array<{ accounts: string | null }> };
      moved = new Set(answer.rows[0]?.accounts?.split(',') ?? []);
    } catch (error) {
      if (hasSqlState(error, CHECK_VIOLATION)) throw new InsufficientFundsError(uid, takenCoin(deltas));
      throw error;
    }
    const missing = deltas.filter((d) => !moved.has(`${d.wallet}:${d.coin}`));
    if (missing.length === 0) continue;
    // No row yet: the row is the movement itself (0 + delta; the check refuses a negative one).
    try {
      await tx
        .insert(balances)
        .values(missing.map((d) => ({ uid, wallet: d.wallet, coin: d.coin, available: d.available, frozen: d.frozen })))
        .onConflictDoUpdate({
          target: [balances.uid, balances.wallet, balances.coin],
          set: {
            available: sql`${balances.available} + excluded.available`,
            frozen: sql`${balances.frozen} + excluded.frozen`,
          },
        });
    } catch (error) {
      if (hasSqlState(error, CHECK_VIOLATION)) throw new InsufficientFundsError(uid, takenCoin(missing));
      throw error;
    }
  }
}

export interface MovementOptions {
  /** More writes that commit with the movements, in the same statement (an order's row, its fills). */
  also?: readonly SQL[];
}

/** The first coin a refused batch takes from (the one the check may have refused). */
function takenCoin(deltas: readonly WalletDelta[]): string {
  return (deltas.find((d) => d.available.startsWith('-') || d.frozen.startsWith('-')) ?? deltas[0])?.coin ?? '';
}

/** One account's summed change of one coin in one wallet (exact text). */
export interface WalletDelta {
  wallet: Wallet;
  coin: string;
  available: string;
  frozen: string;
}

/**
 * The customer accounts' movements summed per wallet and coin (exact), accounts in uid order, then
 * wallet and coin in order: the order every batch locks an account's rows in, so two concurrent
 * batches (a transfer spot → futures and a futures fill, say) cannot wait on each other in a cycle.
 */
export function accountDeltas(movements: readonly Movement[]): Array<{ uid: number; deltas: WalletDelta[] }> {
  const sums = new Map<number, Map<string, { wallet: Wallet; coin: string; available: Big; frozen: Big }>>();
  for (const m of movements) {
    if (LEDGER_ONLY.has(m.uid)) continue;
    const accounts =
      sums.get(m.uid) ?? new Map<string, { wallet: Wallet; coin: string; available: Big; frozen: Big }>();
    sums.set(m.uid, accounts);
    const wallet = m.wallet ?? 'spot';
    const key = `${wallet}\u0000${m.coin}`;
    const sum = accounts.get(key) ?? { wallet, coin: m.coin, available: new Big(0), frozen: new Big(0) };
    accounts.set(key, {
      wallet,
      coin: m.coin,
      available: sum.available.plus(m.available),
      frozen: sum.frozen.plus(m.frozen ?? '0'),
    });
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a - b)
    .map(([uid, accounts]) => ({
      uid,
      deltas: [...accounts.values()]
        .sort((a, b) => compareText(a.wallet, b.wallet) || compareText(a.coin, b.coin))
        .map((sum) => ({
          wallet: sum.wallet,
          coin: sum.coin,
          available: sum.available.toFixed(),
          frozen: sum.frozen.toFixed(),
        })),
    }));
}

/** Code-unit order, as the database's "C" collation and `Array.prototype.sort` agree on for ASCII. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** "0", "-0.000", "0.0" … */
export function isZero(text: string): boolean {
  return !/[1-9]/.test(text);
}

/**
 * Locks the account's balance rows of `coins` in one wallet (made at zero when missing) in coin
 * order, so a transaction that moves several coins of one account holds them all before it moves
 * any: two transactions of one account then queue instead of deadlocking. A transaction that locks
 * both wallets of an account locks futures before spot (the order accountDeltas moves them in).
 */
export async function lockBalances(
  tx: Database,
  uid: number,
  coins: readonly string[],
  wallet: Wallet = 'spot',
): Promise<void> {
  const sorted = [...new Set(coins)].sort();
  if (sorted.length === 0) return;
  const lock = () =>
    tx
      .select({ coin: balances.coin })
      .from(balances)
      .where(and(eq(balances.uid, uid), eq(balances.wallet, wallet), inArray(balances.coin, sorted)))
      .orderBy(asc(balances.coin))
      .for('update');
  // Nearly always every row exists: one statement. Else make the missing ones and lock them all.
  if ((await lock()).length === sorted.length) return;
  await tx
    .insert(balances)
    .values(sorted.map((coin) => ({ uid, wallet, coin })))
    .onConflictDoNothing();
  await lock();
}

/** Each system account's funds per coin (both wallets together): the sum of its ledger rows (exact text). */
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
    wallet: string;
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
      wallet: ledgerEntries.wallet,
      coin: ledgerEntries.coin,
      available: sql<string>`sum(${ledgerEntries.availableDelta})`.as('sum_available'),
      frozen: sql<string>`sum(${ledgerEntries.frozenDelta})`.as('sum_frozen'),
    })
    .from(ledgerEntries)
    .where(notInArray(ledgerEntries.uid, [...LEDGER_ONLY]))
    .groupBy(ledgerEntries.uid, ledgerEntries.wallet, ledgerEntries.coin)
    .as('summed');
  return db
    .select({
      uid: summed.uid,
      wallet: summed.wallet,
      coin: summed.coin,
      ledgerAvailable: sql<string>`${summed.available}::text`,
      ledgerFrozen: sql<string>`${summed.frozen}::text`,
      available: sql<string | null>`${balances.available}::text`,
      frozen: sql<string | null>`${balances.frozen}::text`,
    })
    .from(summed)
    .leftJoin(
      balances,
      sql`${balances.uid} = ${summed.uid} and ${balances.wallet} = ${summed.wallet} and ${balances.coin} = ${summed.coin}`,
    )
    .orderBy(asc(summed.uid), asc(summed.wallet), asc(summed.coin));
}
