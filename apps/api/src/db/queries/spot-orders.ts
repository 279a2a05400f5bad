import { and, asc, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { hasSqlState } from '../database-faults';
import { applyMovementsIn, type Movement } from './ledger';
import { balances, ledgerEntries, rateWindows, spotFills, spotMatchMarks, spotOrders, users } from '../schema';

// The statements of spot trading (issue 12): orders, fills, the per-account placement window and
// the notification of a changed account. Each locking read says why it locks.

export type OrderRow = typeof spotOrders.$inferSelect;
export type NewOrderRow = typeof spotOrders.$inferInsert;
export type NewFillRow = typeof spotFills.$inferInsert;
export type FillRow = typeof spotFills.$inferSelect;
export type BalanceRow = typeof balances.$inferSelect;

/** The channel a committed change of an account's orders or funds is announced on (payload: uid). */
export const SPOT_ACCOUNT_CHANNEL = 'spot_account';

/** What a new order is made of: the row less what the database fills in. */
export type NewOrderValues = Omit<NewOrderRow, 'id' | 'filledAmount' | 'filledTotal' | 'fee'> & {
  clientOrderId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type OrderPlacement =
  | { kind: 'placed'; row: OrderRow }
  /** The account's placement window is full this second (see takeRateSlot). */
  | { kind: 'limited' }
  /** The lock coin's available amount does not cover the lock. */
  | { kind: 'insufficient' }
  /** The account already has an order with this client order id. */
  | { kind: 'duplicate' };

/** PostgreSQL's unique_violation: the account's client order id is taken. */
const UNIQUE_VIOLATION = '23505';

/**
 * A new order in one statement, so all of it or none of it happens and it costs one round trip
 * (decision 0043): the account's placement window (as takeRateSlot), the funds locked (only while
 * `available` covers the lock, so never below zero), the order row, the lock's ledger row and the
 * account's notification at commit. A limit that rests is this statement alone: the balance row is
 * the only one it locks, so it cannot deadlock with a fill that locks both of the pair's. An order
 * that takes from the book runs it inside its transaction with `window` null: that transaction took
 * its slot first and then lockBalances, so every placement locks the window row before balance rows
 * (the other order deadlocks with a resting placement of the same account).
 */
export async function placeOrderRow(
  db: Database,
  order: NewOrderValues,
  window: { key: string; limit: number } | null,
): Promise<OrderPlacement> {
  const lock = order.locked;
  const at = order.createdAt.toISOString();
  const statement = sql`
    with slot as (
      ${window === null ? sql`select true as allowed` : takeSlot(window, order.createdAt.getTime())}
    ),
    locked as (
      update ${balances} set available = available - ${lock}::numeric, frozen = frozen + ${lock}::numeric
      where uid = ${order.uid}::integer and coin = ${order.lockCoin}::text and available >= ${lock}::numeric
        and (select allowed from slot)
      returning uid
    ),
    placed as (
      insert into ${spotOrders} (uid, client_order_id, currency_pair, type, side, time_in_force, amount, price,
        "left", fee_currency, lock_coin, locked, status, finish_as, matched_until_ms, created_at, updated_at)
      select uid, ${order.clientOrderId}::text, ${order.currencyPair}::text, ${order.type}::text, ${order.side}::text,
        ${order.timeInForce}::text, ${order.amount}::numeric, ${order.price}::numeric, ${order.left}::numeric,
        ${order.feeCurrency}::text, ${order.lockCoin}::text, ${lock}::numeric, ${order.status}::text,
        ${order.finishAs}::text, ${order.matchedUntilMs}::bigint, ${at}::timestamptz, ${at}::timestamptz
      from locked
      returning id
    ),
    entry as (
      insert into ${ledgerEntries} (uid, coin, available_delta, frozen_delta, reason, reference, created_at)
      select ${order.uid}::integer, ${order.lockCoin}::text, -(${lock}::numeric), ${lock}::numeric, 'order-lock',
        'spot-order:' || id, ${at}::timestamptz
      from placed
    ),
    notified as (select ${accountNotice(order.uid)} from placed)
    select (select allowed from slot) as allowed, (select id from placed)::text as id,
      (select count(*) from notified) as notified`;
  let answer: { rows: Array<{ allowed: boolean; id: string | null }> };
  try {
    answer = (await db.execute(statement)) as unknown as typeof answer;
  } catch (error) {
    if (hasSqlState(error, UNIQUE_VIOLATION)) return { kind: 'duplicate' };
    throw error;
  }
  const [result] = answer.rows;
  if (result?.allowed !== true) return { kind: 'limited' };
  if (result.id === null) return { kind: 'insufficient' };
  return { kind: 'placed', row: { ...order, id: Number(result.id), filledAmount: '0', filledTotal: '0', fee: '0' } };
}

export async function findOrderByClientId(tx: Database, uid: number, clientOrderId: string) {
  const [row] = await tx
    .select()
    .from(spotOrders)
    .where(and(eq(spotOrders.uid, uid), eq(spotOrders.clientOrderId, clientOrderId)));
  return row;
}

/** One order of the account's, locked until the transaction ends (a cancel waits for a fill in hand). */
export async function lockAccountOrder(tx: Database, uid: number, id: number, pair: string) {
  const [row] = await tx
    .select()
    .from(spotOrders)
    .where(and(eq(spotOrders.id, id), eq(spotOrders.uid, uid), eq(spotOrders.currencyPair, pair)))
    .for('update');
  return row;
}

/** The account's open orders of a pair (one side when given), locked, oldest first. */
export async function lockOpenOrders(tx: Database, uid: number, pair: string, side: string | undefined) {
  return tx
    .select()
    .from(spotOrders)
    .where(
      and(
        eq(spotOrders.uid, uid),
        eq(spotOrders.currencyPair, pair),
        eq(spotOrders.status, 'open'),
        ...(side === undefined ? [] : [eq(spotOrders.side, side)]),
      ),
    )
    .orderBy(asc(spotOrders.id))
    .for('update');
}

export async function accountTier(tx: Database, uid: number): Promise<number> {
  const [row] = await tx.select({ tier: users.tier }).from(users).where(eq(users.uid, uid));
  return row?.tier ?? 0;
}

export async function listOrders(
  db: Database,
  uid: number,
  query: { pair?: string | undefined; finished: boolean; limit: number },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(spotOrders)
    .where(
      and(
        eq(spotOrders.uid, uid),
        query.finished ? inArray(spotOrders.status, ['closed', 'cancelled']) : eq(spotOrders.status, 'open'),
        ...(query.pair === undefined ? [] : [eq(spotOrders.currencyPair, query.pair)]),
      ),
    )
    .orderBy(desc(spotOrders.createdAt), desc(spotOrders.id))
    .limit(query.limit);
}

export async function listFills(
  db: Database,
  uid: number,
  query: { pair?: string | undefined; limit: number },
): Promise<Array<{ fill: FillRow; text: string | null }>> {
  return db
    .select({ fill: spotFills, text: spotOrders.clientOrderId })
    .from(spotFills)
    .innerJoin(spotOrders, eq(spotOrders.id, spotFills.orderId))
    .where(and(eq(spotFills.uid, uid), ...(query.pair === undefined ? [] : [eq(spotFills.currencyPair, query.pair)])))
    .orderBy(desc(spotFills.createdAt), desc(spotFills.id))
    .limit(query.limit);
}

export async function listBalances(db: Database, uid: number, coin?: string): Promise<BalanceRow[]> {
  return db
    .select()
    .from(balances)
    .where(and(eq(balances.uid, uid), ...(coin === undefined ? [] : [eq(balances.coin, coin)])))
    .orderBy(asc(balances.coin));
}

/** The expression that announces, when the transaction commits, that an account's orders or funds changed. */
export function accountNotice(uid: number): SQL {
  return sql`pg_notify(${SPOT_ACCOUNT_CHANNEL}, ${String(uid)})`;
}

export async function notifyAccountChanged(tx: Database, uid: number): Promise<void> {
  await tx.execute(sql`select ${accountNotice(uid)}`);
}

/** An order as a change leaves it: its row, the movements of its funds and its new fills. */
export interface OrderChange {
  row: OrderRow;
  movements: Movement[];
  fills: NewFillRow[];
}

/**
 * Writes an order's change in one statement (applyMovementsIn's): the movements with their ledger
 * rows, the new fill rows, the order's row, and the account's notification.
 */
export async function saveOrderChange(tx: Database, change: OrderChange, at: Date): Promise<void> {
  const { row } = change;
  const update = tx
    .update(spotOrders)
    .set({
      left: row.left,
      locked: row.locked,
      fee: row.fee,
      filledAmount: row.filledAmount,
      filledTotal: row.filledTotal,
      status: row.status,
      finishAs: row.finishAs,
      matchedUntilMs: row.matchedUntilMs,
      updatedAt: row.updatedAt,
    })
    .where(eq(spotOrders.id, row.id));
  const fills = change.fills.length > 0 ? [tx.insert(spotFills).values(change.fills).getSQL()] : [];
  await applyMovementsIn(tx, change.movements, at, {
    also: [update.getSQL(), ...fills],
    notice: accountNotice(row.uid),
  });
}

/**
 * A fixed one-second window per key, shared by every process through the database: the statement
 * counts a call and answers `allowed`, true while the key has made at most `limit` calls in the
 * current second.
 */
function takeSlot(window: { key: string; limit: number }, nowMs: number) {
  return sql`insert into ${rateWindows} as w (key, window_start, count)
    values (${window.key}, ${Math.floor(nowMs / 1000)}::bigint, 1)
    on conflict (key) do update set
      count = case when w.window_start = excluded.window_start then w.count + 1 else 1 end,
      window_start = excluded.window_start
    returning w.count <= ${window.limit}::integer as allowed`;
}

/** Counts a call of `window.key` (see takeSlot): false once the key is over its limit this second. */
export async function takeRateSlot(db: Database, window: { key: string; limit: number }, nowMs: number) {
  const answer = (await db.execute(takeSlot(window, nowMs))) as unknown as { rows: Array<{ allowed: boolean }> };
  return answer.rows[0]?.allowed === true;
}

/** The account's orders changed since `since` (any status), newest first. */
export async function ordersUpdatedSince(db: Database, uid: number, since: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(spotOrders)
    .where(and(eq(spotOrders.uid, uid), gte(spotOrders.updatedAt, since)))
    .orderBy(desc(spotOrders.updatedAt))
    .limit(limit);
}

/** The account's fills since `since`, newest first. */
export async function fillsSince(
  db: Database,
  uid: number,
  since: Date,
  limit: number,
): Promise<Array<{ fill: FillRow; text: string | null }>> {
  return db
    .select({ fill: spotFills, text: spotOrders.clientOrderId })
    .from(spotFills)
    .innerJoin(spotOrders, eq(spotOrders.id, spotFills.orderId))
    .where(and(eq(spotFills.uid, uid), gte(spotFills.createdAt, since)))
    .orderBy(desc(spotFills.createdAt))
    .limit(limit);
}

/**
 * Which of `pairs` have open orders: one probe of the open book index per pair, so the cost does
 * not grow with the number of orders resting.
 */
export async function pairsWithOpenOrders(db: Database, pairs: readonly string[]): Promise<string[]> {
  if (pairs.length === 0) return [];
  const answer = (await db.execute(sql`
    select p.pair from unnest(array[${sql.join(
      pairs.map((pair) => sql`${pair}::text`),
      sql`, `,
    )}]) as p(pair)
    where exists (select 1 from ${spotOrders} o where o.currency_pair = p.pair and o.status = 'open')`)) as unknown as {
    rows: Array<{ pair: string }>;
  };
  return answer.rows.map((r) => r.pair);
}

/**
 * The pair's matcher lock for this transaction (an advisory lock: one pass per pair at a time over
 * every process); false when another transaction holds it.
 */
export async function tryLockPairMatching(tx: Database, pair: string): Promise<boolean> {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtext(${`spot-match:${pair}`})) as locked`,
  )) as unknown as { rows: Array<{ locked: boolean }> };
  return result.rows[0]?.locked === true;
}

export async function pairMatchMark(tx: Database, pair: string): Promise<number | undefined> {
  const [row] = await tx.select().from(spotMatchMarks).where(eq(spotMatchMarks.currencyPair, pair));
  return row?.matchedUntilMs;
}

export async function setPairMatchMark(tx: Database, pair: string, untilMs: number): Promise<void> {
  await tx
    .insert(spotMatchMarks)
    .values({ currencyPair: pair, matchedUntilMs: untilMs })
    .onConflictDoUpdate({ target: spotMatchMarks.currencyPair, set: { matchedUntilMs: untilMs } });
}

/** The oldest point an open order of the pair has been compared to (none open: undefined). */
export async function oldestOpenOrderMark(tx: Database, pair: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ oldest: sql<string | null>`min(${spotOrders.matchedUntilMs})::text` })
    .from(spotOrders)
    .where(and(eq(spotOrders.currencyPair, pair), eq(spotOrders.status, 'open')));
  return row?.oldest == null ? undefined : Number(row.oldest);
}

/**
 * The pair's open orders a price range crosses (buys at or above `low`, sells at or below `high`)
 * and not yet compared up to `untilMs`, locked. SKIP LOCKED: an order held now is being cancelled.
 */
export async function lockCrossedOrders(
  tx: Database,
  pair: string,
  low: string,
  high: string,
  untilMs: number,
): Promise<OrderRow[]> {
  return tx
    .select()
    .from(spotOrders)
    .where(
      and(
        eq(spotOrders.currencyPair, pair),
        eq(spotOrders.status, 'open'),
        lt(spotOrders.matchedUntilMs, untilMs),
        or(
          and(eq(spotOrders.side, 'buy'), gte(spotOrders.price, low)),
          and(eq(spotOrders.side, 'sell'), lte(spotOrders.price, high)),
        ),
      ),
    )
    .orderBy(asc(spotOrders.id))
    .for('update', { skipLocked: true });
}
