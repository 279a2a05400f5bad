import Big from 'big.js';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { balances, depositCodes } from '../schema';
import { applyMovementsIn } from './ledger';

// Issue 16 item 5: deposit codes. While active, the amount sits frozen in the creator's spot wallet;
// redeeming releases it and credits the redeemer in the same transaction. Ledger rows carry
// `deposit-code:<id>`. Every transaction takes the code's row first, then balances (in uid order,
// applyMovementsIn), so a redeem and a cancel of one code queue on the row and cannot deadlock.

export type DepositCodeRow = typeof depositCodes.$inferSelect;

export async function findDepositCodeByRequest(
  db: Database,
  uid: number,
  requestId: string,
): Promise<DepositCodeRow | null> {
  const [row] = await db
    .select()
    .from(depositCodes)
    .where(and(eq(depositCodes.uid, uid), eq(depositCodes.requestId, requestId)));
  return row ?? null;
}

export interface NewDepositCode {
  uid: number;
  requestId: string;
  codeHash: string;
  codeHint: string;
  coin: string;
  amount: string;
}

export type DepositCodeInsert =
  | { kind: 'created'; row: DepositCodeRow }
  | { kind: 'existing'; row: DepositCodeRow }
  | { kind: 'insufficient'; available: string };

/** Thrown inside a transaction to roll it back; answered as `insufficient`. */
class NotEnoughAvailable extends Error {
  constructor(readonly available: string) {
    super('not enough available');
  }
}

/**
 * Record an active code and hold its amount (available → frozen in the spot wallet), in one
 * transaction. The spot row is locked before the check, so two codes of one account queue and the
 * second sees the first's hold. A request id already used answers its code (two sends at once: the
 * unique key makes the second wait for the first, then find it).
 */
export async function insertDepositCode(db: Database, values: NewDepositCode, now: Date): Promise<DepositCodeInsert> {
  return db
    .transaction(async (tx): Promise<DepositCodeInsert> => {
      const [row] = await tx
        .insert(depositCodes)
        .values({ ...values, status: 'active', createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: [depositCodes.uid, depositCodes.requestId] })
        .returning();
      if (!row) {
        const existing = await findDepositCodeByRequest(tx, values.uid, values.requestId);
        if (!existing) throw new Error(`deposit code ${values.uid}/${values.requestId} vanished`);
        return { kind: 'existing', row: existing };
      }
      const [held] = await tx
        .select({ available: sql<string>`${balances.available}::text` })
        .from(balances)
        .where(and(eq(balances.uid, values.uid), eq(balances.wallet, 'spot'), eq(balances.coin, values.coin)))
        .for('update');
      const available = held?.available ?? '0';
      if (new Big(available).lt(values.amount)) throw new NotEnoughAvailable(available);
      await applyMovementsIn(
        tx,
        [
          {
            uid: values.uid,
            coin: values.coin,
            available: `-${values.amount}`,
            frozen: values.amount,
            reason: 'deposit-code',
            reference: `deposit-code:${row.id}`,
          },
        ],
        now,
      );
      return { kind: 'created', row };
    })
    .catch((error: unknown) => {
      if (error instanceof NotEnoughAvailable) return { kind: 'insufficient', available: error.available } as const;
      throw error;
    });
}

export type DepositCodeRedeem =
  | { kind: 'not-found' }
  | { kind: 'closed'; row: DepositCodeRow }
  | { kind: 'own'; row: DepositCodeRow }
  | { kind: 'redeemed'; row: DepositCodeRow };

/**
 * Redeem the active code of hash `codeHash` for `redeemer`, in ONE transaction under the code row's
 * lock: status redeemed, the creator's frozen amount released and the redeemer's available raised
 * by it (a ledger row each). Concurrent redeems of one code queue on the lock; the first changes the
 * status, every later one finds it `closed`. The creator's own code is refused (`own`): cancel it.
 */
export async function redeemDepositCode(
  db: Database,
  codeHash: string,
  redeemer: number,
  now: Date,
): Promise<DepositCodeRedeem> {
  return db.transaction(async (tx): Promise<DepositCodeRedeem> => {
    const [row] = await tx.select().from(depositCodes).where(eq(depositCodes.codeHash, codeHash)).for('update');
    if (!row) return { kind: 'not-found' };
    if (row.status !== 'active') return { kind: 'closed', row };
    if (row.uid === redeemer) return { kind: 'own', row };
    const [updated] = await tx
      .update(depositCodes)
      .set({ status: 'redeemed', redeemedBy: redeemer, updatedAt: now })
      .where(and(eq(depositCodes.id, row.id), eq(depositCodes.status, 'active')))
      .returning();
    if (!updated) throw new Error(`deposit code ${row.id} changed under its lock`);
    const amount = new Big(row.amount).toFixed();
    const reference = `deposit-code:${row.id}`;
    await applyMovementsIn(
      tx,
      [
        { uid: row.uid, coin: row.coin, available: '0', frozen: `-${amount}`, reason: 'deposit-code', reference },
        { uid: redeemer, coin: row.coin, available: amount, reason: 'deposit-code', reference },
      ],
      now,
    );
    return { kind: 'redeemed', row: updated };
  });
}

export type DepositCodeCancel = { kind: 'not-found' } | { kind: 'done'; row: DepositCodeRow; changed: boolean };

/**
 * Cancel `uid`'s code `id`: status cancelled and the held amount available again, in one
 * transaction under the row's lock. A code no longer active (cancelled, or redeemed a moment
 * before) is answered as it is.
 */
export async function cancelDepositCode(db: Database, uid: number, id: number, now: Date): Promise<DepositCodeCancel> {
  return db.transaction(async (tx): Promise<DepositCodeCancel> => {
    const [row] = await tx
      .select()
      .from(depositCodes)
      .where(and(eq(depositCodes.uid, uid), eq(depositCodes.id, id)))
      .for('update');
    if (!row) return { kind: 'not-found' };
    if (row.status !== 'active') return { kind: 'done', row, changed: false };
    const [updated] = await tx
      .update(depositCodes)
      .set({ status: 'cancelled', updatedAt: now })
      .where(eq(depositCodes.id, id))
      .returning();
    if (!updated) throw new Error(`deposit code ${id} vanished`);
    const amount = new Big(row.amount).toFixed();
    await applyMovementsIn(
      tx,
      [
        {
          uid,
          coin: row.coin,
          available: amount,
          frozen: `-${amount}`,
          reason: 'deposit-code',
          reference: `deposit-code:${id}`,
        },
      ],
      now,
    );
    return { kind: 'done', row: updated, changed: true };
  });
}

/** The codes `uid` created, and those it redeemed, newest first. */
export async function listDepositCodes(
  db: Database,
  uid: number,
  limit: number,
): Promise<{ created: DepositCodeRow[]; redeemed: DepositCodeRow[] }> {
  const [created, redeemed] = await Promise.all([
    db
      .select()
      .from(depositCodes)
      .where(eq(depositCodes.uid, uid))
      .orderBy(desc(depositCodes.createdAt), desc(depositCodes.id))
      .limit(limit),
    db
      .select()
      .from(depositCodes)
      .where(eq(depositCodes.redeemedBy, uid))
      .orderBy(desc(depositCodes.updatedAt), desc(depositCodes.id))
      .limit(limit),
  ]);
  return { created, redeemed };
}
