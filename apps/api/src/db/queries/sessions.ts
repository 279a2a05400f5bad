import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { sessions, users } from '../schema';
import type { Account } from './accounts';

export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}

export async function insertSession(
  db: Database,
  values: { tokenHash: string; uid: number; createdAt: Date; expiresAt: Date; lastSeenAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The session's account and last use, if it has not expired and was used after `idleSince`. */
export async function findLiveSession(
  db: Database,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<{ account: Account; lastSeenAt: Date; expiresAt: Date } | null> {
  const [row] = await db
    .select({ account: users, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.uid, sessions.uid))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)))
    // Named: PostgreSQL plans it once per connection (planning was 85 % of its time; decision 0044).
    .prepare('session-live')
    .execute();
  return row ?? null;
}

/** Move the idle clock; never backwards (a slower parallel request may write an older time). */
export async function touchSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`greatest(${sessions.lastSeenAt}, ${now})` })
    .where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Every session of the account but the one with `keepTokenHash`; how many were closed. */
export async function deleteOtherSessions(db: Database, uid: number, keepTokenHash: string): Promise<number> {
  const closed = await db
    .delete(sessions)
    .where(and(eq(sessions.uid, uid), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ uid: sessions.uid });
  return closed.length;
}

export async function deleteSessionsOf(db: Database, uid: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.uid, uid));
}
