import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { depositAddresses, deposits } from '../schema';
import { applyMovementsIn } from './ledger';

// Issue 16: deposit addresses and credited deposits (no chain connected: the development command
// credits them).

export type DepositAddressRow = typeof depositAddresses.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;

export async function findDepositAddress(
  db: Database,
  uid: number,
  coin: string,
  network: string,
): Promise<DepositAddressRow | null> {
  const [row] = await db
    .select()
    .from(depositAddresses)
    .where(and(eq(depositAddresses.uid, uid), eq(depositAddresses.coin, coin), eq(depositAddresses.network, network)));
  return row ?? null;
}

/** Keep the address made for (uid, coin, network); two first asks at once keep one and both read it. */
export async function saveDepositAddress(
  db: Database,
  values: { uid: number; coin: string; network: string; address: string; memo: string | null },
  now: Date,
): Promise<DepositAddressRow> {
  await db
    .insert(depositAddresses)
    .values({ ...values, createdAt: now })
    .onConflictDoNothing({ target: [depositAddresses.uid, depositAddresses.coin, depositAddresses.network] });
  const row = await findDepositAddress(db, values.uid, values.coin, values.network);
  if (!row) throw new Error(`deposit address of ${values.uid} ${values.coin} ${values.network} not saved`);
  return row;
}

export async function listDeposits(
  db: Database,
  uid: number,
  filter: { coin?: string | undefined; limit: number },
): Promise<DepositRow[]> {
  const where =
    filter.coin === undefined ? eq(deposits.uid, uid) : and(eq(deposits.uid, uid), eq(deposits.coin, filter.coin));
  return db
    .select()
    .from(deposits)
    .where(where)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(filter.limit);
}

/**
 * Credit a deposit: its row and the spot wallet's ledger movement (`deposit:<id>`) in one
 * transaction. A tx id already credited credits nothing (null).
 */
export async function insertCreditedDeposit(
  db: Database,
  deposit: { uid: number; coin: string; network: string; amount: string; txId: string },
  now: Date,
): Promise<DepositRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deposits)
      .values({ ...deposit, status: 'credited', createdAt: now })
      .onConflictDoNothing({ target: deposits.txId })
      .returning();
    if (!row) return null;
    await applyMovementsIn(
      tx,
      [
        {
          uid: deposit.uid,
          coin: deposit.coin,
          available: deposit.amount,
          reason: 'deposit',
          reference: `deposit:${row.id}`,
        },
      ],
      now,
    );
    return row;
  });
}
