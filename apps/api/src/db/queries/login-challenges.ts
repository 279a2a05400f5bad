import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { loginChallenges, users } from '../schema';
import type { Account } from './accounts';

export async function deleteExpiredLoginChallenges(db: Database, now: Date): Promise<void> {
  await db.delete(loginChallenges).where(lte(loginChallenges.expiresAt, now));
}

export async function insertLoginChallenge(
  db: Database,
  values: { tokenHash: string; uid: number; expiresAt: Date },
): Promise<void> {
  await db.insert(loginChallenges).values(values);
}

/** The account an unexpired challenge belongs to. */
export async function findChallengeAccount(db: Database, tokenHash: string, now: Date): Promise<Account | null> {
  const [found] = await db
    .select({ account: users })
    .from(loginChallenges)
    .innerJoin(users, eq(users.uid, loginChallenges.uid))
    .where(and(eq(loginChallenges.tokenHash, tokenHash), gt(loginChallenges.expiresAt, now)));
  return found?.account ?? null;
}

/** Count one more wrong code, in the database (parallel requests each count): the new total, or null when the challenge is gone. */
export async function addChallengeFailure(db: Database, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .update(loginChallenges)
    .set({ failures: sql`${loginChallenges.failures} + 1` })
    .where(eq(loginChallenges.tokenHash, tokenHash))
    .returning({ failures: loginChallenges.failures });
  return row?.failures ?? null;
}

/** Delete the challenge; true when this call removed it (so only one request can use it). */
export async function takeLoginChallenge(db: Database, tokenHash: string): Promise<boolean> {
  const consumed = await db
    .delete(loginChallenges)
    .where(eq(loginChallenges.tokenHash, tokenHash))
    .returning({ uid: loginChallenges.uid });
  return consumed.length > 0;
}

export async function deleteLoginChallengesOf(db: Database, uid: number): Promise<void> {
  await db.delete(loginChallenges).where(eq(loginChallenges.uid, uid));
}
