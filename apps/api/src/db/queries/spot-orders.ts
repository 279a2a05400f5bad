import { and, asc, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { hasSqlState } from '../database-faults';
import { accountDeltas, applyMovementsIn, isZero, type Movement, type Wallet } from './ledger';
import { executePrepared } from './prepared';
import { balances, ledgerEntries, rateWindows, spotFills, spotMatchMarks, spotOrders, users } from '../schema';

// The statements of spot trading (issue 12): orders, fills and the per-account placement window.
// Each locking read says why it locks. The news of a changed account is sent after the commit
// (account-news.ts, decision 0046), never by these statements.

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
 * A resting order in one statement, so all of it or none of it happens and it costs one round trip
 * (decision 0043): the account's placement window (as takeRateSlot), the funds locked (only while
 * `available` covers the lock, so never below zero), the order row and the lock's ledger row. The
 * balance row is the only one it locks, after the window row, as every placement does (an order
 * that takes locks the window, then both of its coins).
 * placeRestingOrders does the same for many orders at once.
 */
export async function placeOrderRow(
  db: Database,
  order: NewOrderValues,
  window: { key: string; limit: number },
): Promise<OrderPlacement> {
  const lock = order.locked;
  const at = order.createdAt.toISOString();
  const statement = sql`
    with slot as (
      ${takeSlot(window, order.createdAt.getTime())}
    ),
    locked as (
      update ${balances} set available = available - ${lock}::numeric, frozen = frozen + ${lock}::numeric
      where uid = ${order.uid}::integer and wallet = 'spot' and coin = ${order.lockCoin}::text
        and available >= ${lock}::numeric
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
    )
    ${placementVerdict}`;
  return placementAnswer(db, 'spot-place-resting', statement, {
    ...order,
    id: 0,
    filledAmount: '0',
    filledTotal: '0',
    fee: '0',
  });
}

/** The end of a one-order placement statement: what it answers. */
const placementVerdict = sql`select (select allowed from slot) as allowed, (select id from placed)::text as id`;

/**
 * Runs a one-order placement statement (it answers `allowed`, the window's verdict, and the new
 * order's `id`, null when the funds did not cover it) and reads its answer; `row` is the order as
 * placed, its id still to be given.
 */
async function placementAnswer(db: Database, name: string, statement: SQL, row: OrderRow): Promise<OrderPlacement> {
  let rows: Array<{ allowed: boolean; id: string | null }>;
  try {
    rows = await executePrepared(db, name, statement);
  } catch (error) {
    if (hasSqlState(error, UNIQUE_VIOLATION)) return { kind: 'duplicate' };
    throw error;
  }
  const [result] = rows;
  if (result?.allowed !== true) return { kind: 'limited' };
  if (result.id === null) return { kind: 'insufficient' };
  return { kind: 'placed', row: { ...row, id: Number(result.id) } };
}

/** PostgreSQL's deadlock_detected: the database ended the statement to break a cycle of waits. */
const DEADLOCK_DETECTED = '40P01';

/** One resting order of a group placement: its row, and the account's placement window. */
export interface GroupedOrder {
  order: NewOrderValues;
  window: { key: string; limit: number };
}

/**
 * Resting orders of different accounts placed by one statement (group placement, decision 0044):
 * what placeOrderRow does for one order, for each of them, in one round trip and one commit. Each
 * order gets its own answer (placed, limited, insufficient). The rows it locks are taken in one
 * order, the placement windows by key and then the balance rows by account and coin, so two groups
 * (or a group and a fill, which locks accounts in uid order) cannot wait on each other in a cycle.
 * The orders must be of different accounts and share one window limit. `'one-by-one'` when the
 * statement failed as a whole and changed nothing: a client order id already taken (the unique key
 * ends the statement, not one row of it) or a deadlock; the caller places them one at a time.
 */
export async function placeRestingOrders(
  db: Database,
  group: readonly GroupedOrder[],
): Promise<OrderPlacement[] | 'one-by-one'> {
  const limit = group[0]?.window.limit ?? 0;
  const input = group.map(({ order, window }, n) => ({
    n,
    uid: order.uid,
    client_order_id: order.clientOrderId,
    currency_pair: order.currencyPair,
    type: order.type,
    side: order.side,
    time_in_force: order.timeInForce,
    amount: order.amount,
    price: order.price,
    left: order.left,
    fee_currency: order.feeCurrency,
    lock_coin: order.lockCoin,
    locked: order.locked,
    status: order.status,
    finish_as: order.finishAs,
    matched_until_ms: order.matchedUntilMs,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    window_key: window.key,
    window_start: Math.floor(order.createdAt.getTime() / 1000),
  }));
  const statement = sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as i(n integer, uid integer,
        client_order_id text, currency_pair text, type text, side text, time_in_force text, amount numeric,
        price numeric, "left" numeric, fee_currency text, lock_coin text, locked numeric, status text,
        finish_as text, matched_until_ms bigint, created_at timestamptz, updated_at timestamptz,
        window_key text, window_start bigint)
    ),
    slot as (
      insert into ${rateWindows} as w (key, window_start, count)
      select window_key, window_start, 1 from input order by window_key
      on conflict (key) do update set
        count = case when w.window_start = excluded.window_start then w.count + 1 else 1 end,
        window_start = excluded.window_start
      returning w.key, w.count <= ${limit}::integer as allowed
    ),
    held as materialized (
      select b.uid, b.coin from ${balances} b
      join input i on i.uid = b.uid and b.wallet = 'spot' and i.lock_coin = b.coin
      join slot s on s.key = i.window_key and s.allowed
      order by b.uid, b.coin
      for update of b
    ),
    locked as (
      update ${balances} b set available = b.available - i.locked, frozen = b.frozen + i.locked
      from held h join input i on i.uid = h.uid and i.lock_coin = h.coin
      where b.uid = h.uid and b.wallet = 'spot' and b.coin = h.coin and b.available >= i.locked
      returning b.uid
    ),
    placed as (
      insert into ${spotOrders} (uid, client_order_id, currency_pair, type, side, time_in_force, amount, price,
        "left", fee_currency, lock_coin, locked, status, finish_as, matched_until_ms, created_at, updated_at)
      select i.uid, i.client_order_id, i.currency_pair, i.type, i.side, i.time_in_force, i.amount, i.price,
        i."left", i.fee_currency, i.lock_coin, i.locked, i.status, i.finish_as, i.matched_until_ms, i.created_at,
        i.updated_at
      from input i join locked l on l.uid = i.uid
      order by i.n
      returning id, uid
    ),
    entry as (
      insert into ${ledgerEntries} (uid, coin, available_delta, frozen_delta, reason, reference, created_at)
      select i.uid, i.lock_coin, -i.locked, i.locked, 'order-lock', 'spot-order:' || p.id, i.created_at
      from placed p join input i on i.uid = p.uid
    )
    select i.n, coalesce(s.allowed, false) as allowed, p.id::text as id
    from input i left join slot s on s.key = i.window_key left join placed p on p.uid = i.uid
    order by i.n`;
  let rows: Array<{ n: number; allowed: boolean; id: string | null }>;
  try {
    rows = await executePrepared(db, 'spot-place-group', statement);
  } catch (error) {
    if (hasSqlState(error, UNIQUE_VIOLATION) || hasSqlState(error, DEADLOCK_DETECTED)) return 'one-by-one';
    throw error;
  }
  return group.map(({ order }, n): OrderPlacement => {
    const row = rows.find((r) => Number(r.n) === n);
    if (row?.allowed !== true) return { kind: 'limited' };
    if (row.id === null) return { kind: 'insufficient' };
    return { kind: 'placed', row: { ...order, id: Number(row.id), filledAmount: '0', filledTotal: '0', fee: '0' } };
  });
}

/**
 * An order that takes from the book, in one statement (decision 0044): its fills and its end were
 * worked out before (`change`: the order's final row, its fill rows and every movement of funds,
 * the lock first), so the statement counts the placement window, locks the account's two coins in
 * coin order, and applies the account's net change only while `available` covers the lock; the
 * order row, its fills and every ledger row (the fee and market accounts' too) go with it. The
 * order's id is the database's: the change carries 0, and the statement writes the new id into the
 * fills and the ledger references (every movement of a new order refers to it alone).
 */
export async function placeTakingOrderRow(
  db: Database,
  change: OrderChange,
  lock: Movement,
  window: { key: string; limit: number },
): Promise<OrderPlacement> {
  const { row } = change;
  const reference = `spot-order:${row.id}`;
  const movements = [lock, ...change.movements];
  if (row.id !== 0 || movements.some((m) => m.reference !== reference)) {
    throw new Error('a taking order is placed with id 0 and movements of its own');
  }
  const own = accountDeltas(movements).find((a) => a.uid === row.uid)?.deltas ?? [];
  const locked = own.find((d) => d.coin === lock.coin);
  const other = own.find((d) => d.coin !== lock.coin);
  const coins = [...new Set([row.lockCoin, ...row.currencyPair.split('_')])].sort();
  const at = row.createdAt.toISOString();
  const ledgerRows = movements
    .filter((m) => !isZero(m.available) || !isZero(m.frozen ?? '0'))
    .map((m, n) => ({
      n,
      uid: m.uid,
      coin: m.coin,
      available: m.available,
      frozen: m.frozen ?? '0',
      reason: m.reason,
    }));
  const fillRows = change.fills.map((f, n) => ({
    n,
    uid: f.uid,
    currency_pair: f.currencyPair,
    side: f.side,
    role: f.role,
    amount: f.amount,
    price: f.price,
    fee: f.fee,
    fee_currency: f.feeCurrency,
    created_at: (f.createdAt ?? row.createdAt).toISOString(),
  }));
  const statement = sql`
    with slot as (${takeSlot(window, row.createdAt.getTime())}),
    held as materialized (
      select coin from ${balances}
      where uid = ${row.uid}::integer and wallet = 'spot' and coin = any(${`{${coins.join(',')}}`}::text[]) and (select allowed from slot)
      order by coin
      for update
    ),
    locked as (
      update ${balances} b set available = b.available + ${locked?.available ?? '0'}::numeric,
        frozen = b.frozen + ${locked?.frozen ?? '0'}::numeric
      where b.uid = ${row.uid}::integer and b.wallet = 'spot' and b.coin = ${lock.coin}::text and b.available >= ${lock.frozen ?? '0'}::numeric
        and b.coin in (select coin from held)
      returning b.uid
    ),
    other as (
      insert into ${balances} (uid, coin, available, frozen)
      select uid, ${other?.coin ?? lock.coin}::text, ${other?.available ?? '0'}::numeric, ${other?.frozen ?? '0'}::numeric
      from locked where ${other !== undefined}::boolean
      on conflict (uid, wallet, coin) do update set available = ${balances}.available + excluded.available,
        frozen = ${balances}.frozen + excluded.frozen
    ),
    placed as (
      insert into ${spotOrders} (uid, client_order_id, currency_pair, type, side, time_in_force, amount, price,
        "left", filled_amount, filled_total, fee, fee_currency, lock_coin, locked, status, finish_as,
        matched_until_ms, created_at, updated_at)
      select uid, ${row.clientOrderId}::text, ${row.currencyPair}::text, ${row.type}::text, ${row.side}::text,
        ${row.timeInForce}::text, ${row.amount}::numeric, ${row.price}::numeric, ${row.left}::numeric,
        ${row.filledAmount}::numeric, ${row.filledTotal}::numeric, ${row.fee}::numeric, ${row.feeCurrency}::text,
        ${row.lockCoin}::text, ${row.locked}::numeric, ${row.status}::text, ${row.finishAs}::text,
        ${row.matchedUntilMs}::bigint, ${at}::timestamptz, ${row.updatedAt.toISOString()}::timestamptz
      from locked
      returning id
    ),
    filled as (
      insert into ${spotFills} (order_id, uid, currency_pair, side, role, amount, price, fee, fee_currency, created_at)
      select p.id, f.uid, f.currency_pair, f.side, f.role, f.amount, f.price, f.fee, f.fee_currency, f.created_at
      from placed p cross join jsonb_to_recordset(${JSON.stringify(fillRows)}::jsonb) as f(n integer, uid integer,
        currency_pair text, side text, role text, amount numeric, price numeric, fee numeric, fee_currency text,
        created_at timestamptz)
      order by f.n
    ),
    entries as (
      insert into ${ledgerEntries} (uid, coin, available_delta, frozen_delta, reason, reference, created_at)
      select m.uid, m.coin, m.available, m.frozen, m.reason, 'spot-order:' || p.id, ${at}::timestamptz
      from placed p cross join jsonb_to_recordset(${JSON.stringify(ledgerRows)}::jsonb) as m(n integer, uid integer,
        coin text, available numeric, frozen numeric, reason text)
      order by m.n
    )
    ${placementVerdict}`;
  return placementAnswer(db, 'spot-place-taking', statement, row);
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

/** The account's balances in one wallet (spot unless asked), coin by coin. */
export async function listBalances(
  db: Database,
  uid: number,
  coin?: string,
  wallet: Wallet = 'spot',
): Promise<BalanceRow[]> {
  return db
    .select()
    .from(balances)
    .where(
      and(eq(balances.uid, uid), eq(balances.wallet, wallet), ...(coin === undefined ? [] : [eq(balances.coin, coin)])),
    )
    .orderBy(asc(balances.coin));
}

/** An order as a change leaves it: its row, the movements of its funds and its new fills. */
export interface OrderChange {
  row: OrderRow;
  movements: Movement[];
  fills: NewFillRow[];
}

/**
 * Writes an order's change in one statement (applyMovementsIn's): the movements with their ledger
 * rows, the new fill rows and the order's row.
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
  await applyMovementsIn(tx, change.movements, at, { also: [update.getSQL(), ...fills] });
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
