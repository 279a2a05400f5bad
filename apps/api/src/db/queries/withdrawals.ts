import Big from 'big.js';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { balances, withdrawals } from '../schema';
import { applyMovementsIn } from './ledger';

// Issue 16: withdrawals. While pending, amount + fee sits frozen in the spot wallet; the ledger
// rows carry `withdrawal:<id>`.

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export async function findWithdrawalByRequest(
  db: Database,
  uid: number,
  requestId: string,
): Promise<WithdrawalRow | null> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.uid, uid), eq(withdrawals.requestId, requestId)));
  return row ?? null;
}

export type NewWithdrawal = {
  uid: number;
  requestId: string;
  coin: string;
  network: string;
  address: string;
  memo: string | null;
  amount: string;
  fee: string;
};

export type WithdrawalInsert =
  | { kind: 'created'; row: WithdrawalRow }
  | { kind: 'existing'; row: WithdrawalRow }
  | { kind: 'insufficient'; available: string };

/**
 * Record a pending withdrawal and freeze amount + fee in the spot wallet, in one transaction. The
 * spot balance row is locked first (so withdrawals of one account queue, and the check below sees
 * the last one's freeze); the ledger's own check refuses a negative balance besides. A request id
 * already used answers its withdrawal (two sends at once: the unique key makes the second wait
 * for the first, then find it).
 */
export async function insertPendingWithdrawal(
  db: Database,
  values: NewWithdrawal,
  now: Date,
): Promise<WithdrawalInsert> {
  const total = new Big(values.amount).plus(values.fee).toFixed();
  const outcome = await db
    .transaction(async (tx): Promise<WithdrawalInsert> => {
      const [row] = await tx
        .insert(withdrawals)
        .values({ ...values, status: 'pending', createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: [withdrawals.uid, withdrawals.requestId] })
        .returning();
      if (!row) return { kind: 'existing', row: await mustFindByRequest(tx, values.uid, values.requestId) };
      const [held] = await tx
        .select({ available: sql<string>`${balances.available}::text` })
        .from(balances)
        .where(and(eq(balances.uid, values.uid), eq(balances.wallet, 'spot'), eq(balances.coin, values.coin)))
        .for('update');
      const available = held?.available ?? '0';
      if (new Big(available).lt(total)) {
        // Nothing of this transaction may stay: the row goes with it.
        throw new NotEnoughAvailable(available);
      }
      await applyMovementsIn(
        tx,
        [
          {
            uid: values.uid,
            coin: values.coin,
            available: `-${total}`,
            frozen: total,
            reason: 'withdrawal',
            reference: `withdrawal:${row.id}`,
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
  return outcome;
}

/** Thrown inside the transaction to roll it back; answered as `insufficient`. */
class NotEnoughAvailable extends Error {
  constructor(readonly available: string) {
    super('not enough available');
  }
}

async function mustFindByRequest(db: Database, uid: number, requestId: string): Promise<WithdrawalRow> {
  const row = await findWithdrawalByRequest(db, uid, requestId);
  if (!row) throw new Error(`withdrawal ${uid}/${requestId} vanished`);
  return row;
}

export type WithdrawalCancel = { kind: 'not-found' } | { kind: 'cancelled'; row: WithdrawalRow; changed: boolean };

/**
 * Cancel a pending withdrawal of `uid`: status cancelled and amount + fee back to available, in
 * one transaction under the row's lock (two cancels at once give back once). An already cancelled
 * one is answered as it is.
 */
export async function cancelPendingWithdrawal(
  db: Database,
  uid: number,
  id: number,
  now: Date,
): Promise<WithdrawalCancel> {
  return db.transaction(async (tx): Promise<WithdrawalCancel> => {
    const [row] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.uid, uid), eq(withdrawals.id, id)))
      .for('update');
    if (!row) return { kind: 'not-found' };
    if (row.status !== 'pending') return { kind: 'cancelled', row, changed: false };
    const [updated] = await tx
      .update(withdrawals)
      .set({ status: 'cancelled', updatedAt: now })
      .where(eq(withdrawals.id, id))
      .returning();
    if (!updated) throw new Error(`withdrawal ${id} vanished`);
    const total = new Big(row.amount).plus(row.fee).toFixed();
    await applyMovementsIn(
      tx,
      [
        {
          uid,
          coin: row.coin,
          available: total,
          frozen: `-${total}`,
          reason: 'withdrawal',
          reference: `withdrawal:${id}`,
        },
      ],
      now,
    );
    return { kind: 'cancelled', row: updated, changed: true };
  });
}

export async function listWithdrawals(
  db: Database,
  uid: number,
  filter: { coin?: string | undefined; status?: string | undefined; limit: number },
): Promise<WithdrawalRow[]> {
  const conditions = [eq(withdrawals.uid, uid)];
  if (filter.coin !== undefined) conditions.push(eq(withdrawals.coin, filter.coin));
  if (filter.status !== undefined) conditions.push(eq(withdrawals.status, filter.status));
  return db
    .select()
    .from(withdrawals)
    .where(and(...conditions))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(filter.limit);
}
