import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { transfers, users } from '../schema';
import { applyMovementsIn, lockBalances, type Movement, type Wallet } from './ledger';

// Issue 16: transfers between wallets (an account's own, and a master's with its sub-accounts),
// and the sub-account rows. The transfer row and its two ledger movements commit together.

export type TransferRow = typeof transfers.$inferSelect;
export type SubAccountRow = Pick<
  typeof users.$inferSelect,
  'uid' | 'masterUid' | 'nickname' | 'subAccountType' | 'subAccountSubType' | 'createdAt'
>;

/** What a transfer moves: from one account's wallet to another's (or the same account's other wallet). */
export interface TransferValues {
  /** Who asked. */
  uid: number;
  requestId: string;
  fromUid: number;
  fromWallet: Wallet;
  toUid: number;
  toWallet: Wallet;
  coin: string;
  amount: string;
  createdAt: Date;
}

export async function findTransferByRequest(
  db: Database,
  uid: number,
  requestId: string,
): Promise<TransferRow | undefined> {
  const [row] = await db
    .select()
    .from(transfers)
    .where(and(eq(transfers.uid, uid), eq(transfers.requestId, requestId)));
  return row;
}

/**
 * Writes a transfer in one transaction: its row, then (the row's id is the ledger's reference,
 * `transfer:<id>`) both balances locked in (uid, wallet) order (the order accountDeltas moves them
 * in, so two transfers of one family queue instead of deadlocking) and the two movements. A request
 * id the asking account has used already inserts nothing and moves nothing: `existing` is the
 * first transfer (a concurrent one waits on the unique key until the first commits or rolls back).
 * InsufficientFundsError when the paying wallet holds too little: nothing is written.
 */
export async function writeTransfer(
  db: Database,
  values: TransferValues,
): Promise<{ kind: 'made'; row: TransferRow } | { kind: 'existing'; row: TransferRow }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(transfers).values(values).onConflictDoNothing().returning();
    if (row === undefined) {
      const existing = await findTransferByRequest(tx, values.uid, values.requestId);
      if (existing === undefined) throw new Error('a transfer request id was taken but its transfer is not found');
      return { kind: 'existing', row: existing };
    }
    const sides = [
      { uid: values.fromUid, wallet: values.fromWallet },
      { uid: values.toUid, wallet: values.toWallet },
    ].sort((a, b) => a.uid - b.uid || (a.wallet < b.wallet ? -1 : a.wallet > b.wallet ? 1 : 0));
    for (const side of sides) await lockBalances(tx, side.uid, [values.coin], side.wallet);
    const reference = `transfer:${row.id}`;
    const movements: Movement[] = [
      {
        uid: values.fromUid,
        wallet: values.fromWallet,
        coin: values.coin,
        available: `-${values.amount}`,
        reason: 'transfer',
        reference,
      },
      {
        uid: values.toUid,
        wallet: values.toWallet,
        coin: values.coin,
        available: values.amount,
        reason: 'transfer',
        reference,
      },
    ];
    await applyMovementsIn(tx, movements, values.createdAt);
    return { kind: 'made', row };
  });
}

/** The transfers the account asked for or whose funds it paid or received, newest first. */
export async function listTransfers(
  db: Database,
  uid: number,
  query: { coin?: string | undefined; limit: number },
): Promise<TransferRow[]> {
  return db
    .select()
    .from(transfers)
    .where(
      and(
        or(eq(transfers.uid, uid), eq(transfers.fromUid, uid), eq(transfers.toUid, uid)),
        ...(query.coin === undefined ? [] : [eq(transfers.coin, query.coin)]),
      ),
    )
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(query.limit);
}

const subAccountColumns = {
  uid: users.uid,
  masterUid: users.masterUid,
  nickname: users.nickname,
  subAccountType: users.subAccountType,
  subAccountSubType: users.subAccountSubType,
  createdAt: users.createdAt,
};

/** An account's uid and master (null for an account that is no sub-account), or undefined when there is none. */
export async function findTransferParty(
  db: Database,
  uid: number,
): Promise<{ uid: number; masterUid: number | null } | undefined> {
  const [row] = await db.select({ uid: users.uid, masterUid: users.masterUid }).from(users).where(eq(users.uid, uid));
  return row;
}

/** The master's sub-accounts, oldest first. */
export async function listSubAccounts(db: Database, masterUid: number): Promise<SubAccountRow[]> {
  return db.select(subAccountColumns).from(users).where(eq(users.masterUid, masterUid)).orderBy(users.uid);
}

/** The sub-account `subUid` when it is the master's own; undefined for anyone else's or none. */
export async function findSubAccount(
  db: Database,
  masterUid: number,
  subUid: number,
): Promise<SubAccountRow | undefined> {
  const [row] = await db
    .select(subAccountColumns)
    .from(users)
    .where(and(eq(users.uid, subUid), eq(users.masterUid, masterUid)));
  return row;
}

/** Inserts the sub-account row unless a unique value (address, invite code, public id) is taken: undefined then. */
export async function insertSubAccount(
  db: Database,
  values: typeof users.$inferInsert,
): Promise<SubAccountRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning(subAccountColumns);
  return row;
}

/** How many sub-accounts the master has. */
export async function countSubAccounts(db: Database, masterUid: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.masterUid, masterUid));
  return Number(row?.n ?? 0);
}
