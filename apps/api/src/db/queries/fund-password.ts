import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { fundPasswords } from '../schema';

// Issue 16: the fund password's row (hash, frequency, last correct entry).

export type FundPasswordRow = typeof fundPasswords.$inferSelect;

export async function findFundPassword(db: Database, uid: number): Promise<FundPasswordRow | null> {
  const [row] = await db.select().from(fundPasswords).where(eq(fundPasswords.uid, uid));
  return row ?? null;
}

/** Set or replace the hash; a new row starts with the default frequency. The one typing it has just verified it. */
export async function saveFundPasswordHash(
  db: Database,
  uid: number,
  passwordHash: string,
  now: Date,
): Promise<FundPasswordRow> {
  const [row] = await db
    .insert(fundPasswords)
    .values({ uid, passwordHash, verifiedAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: fundPasswords.uid, set: { passwordHash, verifiedAt: now, updatedAt: now } })
    .returning();
  if (!row) throw new Error(`fund password of ${uid} not saved`);
  return row;
}

export async function setFundPasswordFrequency(db: Database, uid: number, frequency: string, now: Date): Promise<void> {
  await db.update(fundPasswords).set({ frequency, verifiedAt: now, updatedAt: now }).where(eq(fundPasswords.uid, uid));
}

/** A correct fund password was given at `now` (widgets §3 '1': it then covers an hour). */
export async function markFundPasswordVerified(db: Database, uid: number, now: Date): Promise<void> {
  await db.update(fundPasswords).set({ verifiedAt: now }).where(eq(fundPasswords.uid, uid));
}
