import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginChallenges, sessions, users } from '../db/schema';
import { AUTH_POLICY } from './auth-policy';
import { hashSecretToken, newSecretToken } from './secret-tokens';

export type Account = typeof users.$inferSelect;

export interface OpenedSession {
  /** The cookie value; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

/** What newSecretToken makes; anything else in a cookie is not worth a database round trip. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export async function openSession(db: Database, uid: number, now: Date): Promise<OpenedSession> {
  // Housekeeping on the indexed expiry columns, once per log-in.
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
  await db.delete(loginChallenges).where(lte(loginChallenges.expiresAt, now));
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + AUTH_POLICY.sessionLifetimeMs);
  await db.insert(sessions).values({ tokenHash: hashSecretToken(token), uid, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The account a session token belongs to, while the session lasts. */
export async function findSessionAccount(db: Database, token: string | undefined, now: Date): Promise<Account | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ account: users })
    .from(sessions)
    .innerJoin(users, eq(users.uid, sessions.uid))
    .where(and(eq(sessions.tokenHash, hashSecretToken(token)), gt(sessions.expiresAt, now)));
  return row?.account ?? null;
}

/** Log out: the session is gone from the server, whatever the browser still holds. */
export async function closeSession(db: Database, token: string | undefined): Promise<void> {
  if (!token || !TOKEN_SHAPE.test(token)) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSecretToken(token)));
}
