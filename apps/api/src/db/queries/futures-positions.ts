import { and, asc, desc, eq, gte, lt, or } from 'drizzle-orm';
import type { Database } from '../database';
import { futuresPositions, futuresTrades } from '../schema';

// The statements of USDT perpetual positions (issue 12, decision 0040).

export type PositionRow = typeof futuresPositions.$inferSelect;
export type NewPositionRow = typeof futuresPositions.$inferInsert;
export type FuturesTradeRow = typeof futuresTrades.$inferSelect;
export type NewFuturesTradeRow = typeof futuresTrades.$inferInsert;

/** The account's open position on a contract, locked until the transaction ends. */
export async function lockOpenPosition(tx: Database, uid: number, contract: string) {
  const [row] = await tx
    .select()
    .from(futuresPositions)
    .where(
      and(eq(futuresPositions.uid, uid), eq(futuresPositions.contract, contract), eq(futuresPositions.status, 'open')),
    )
    .for('update');
  return row;
}

export async function insertPosition(tx: Database, values: NewPositionRow): Promise<PositionRow> {
  const [row] = await tx.insert(futuresPositions).values(values).returning();
  if (row === undefined) throw new Error('a position insert returned nothing');
  return row;
}

export async function updatePosition(tx: Database, id: number, set: Partial<NewPositionRow>): Promise<PositionRow> {
  const [row] = await tx.update(futuresPositions).set(set).where(eq(futuresPositions.id, id)).returning();
  if (row === undefined) throw new Error(`position ${id} vanished inside its transaction`);
  return row;
}

export async function insertFuturesTrade(tx: Database, values: NewFuturesTradeRow): Promise<void> {
  await tx.insert(futuresTrades).values(values);
}

export async function listPositions(
  db: Database,
  uid: number,
  query: { contract?: string | undefined; open: boolean; limit: number },
): Promise<PositionRow[]> {
  return db
    .select()
    .from(futuresPositions)
    .where(
      and(
        eq(futuresPositions.uid, uid),
        eq(futuresPositions.status, query.open ? 'open' : 'closed'),
        ...(query.contract === undefined ? [] : [eq(futuresPositions.contract, query.contract)]),
      ),
    )
    .orderBy(desc(futuresPositions.updatedAt), desc(futuresPositions.id))
    .limit(query.limit);
}

export async function listFuturesTrades(
  db: Database,
  uid: number,
  query: { contract?: string | undefined; limit: number },
): Promise<FuturesTradeRow[]> {
  return db
    .select()
    .from(futuresTrades)
    .where(
      and(
        eq(futuresTrades.uid, uid),
        ...(query.contract === undefined ? [] : [eq(futuresTrades.contract, query.contract)]),
      ),
    )
    .orderBy(desc(futuresTrades.createdAt), desc(futuresTrades.id))
    .limit(query.limit);
}

/** Open positions not yet compared with the mark price up to `nowMs`, the longest waiting first. */
export async function duePositionIds(db: Database, nowMs: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: futuresPositions.id })
    .from(futuresPositions)
    .where(and(eq(futuresPositions.status, 'open'), lt(futuresPositions.checkedUntilMs, nowMs)))
    .orderBy(asc(futuresPositions.checkedUntilMs))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** An open position for the matcher, locked; undefined when another process holds it (SKIP LOCKED) or it closed. */
export async function lockOpenPositionForMatching(tx: Database, id: number) {
  const [row] = await tx
    .select()
    .from(futuresPositions)
    .where(and(eq(futuresPositions.id, id), eq(futuresPositions.status, 'open')))
    .for('update', { skipLocked: true });
  return row;
}

/** The account's open positions and those changed since `since`, newest first. */
export async function positionsOpenOrChangedSince(db: Database, uid: number, since: Date): Promise<PositionRow[]> {
  return db
    .select()
    .from(futuresPositions)
    .where(
      and(
        eq(futuresPositions.uid, uid),
        or(eq(futuresPositions.status, 'open'), gte(futuresPositions.updatedAt, since)),
      ),
    )
    .orderBy(desc(futuresPositions.updatedAt))
    .limit(200);
}

/** The account a position belongs to (no lock). */
export async function positionOwner(db: Database, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ uid: futuresPositions.uid })
    .from(futuresPositions)
    .where(eq(futuresPositions.id, id));
  return row?.uid;
}
