import type { Database } from '../db/database';
import type { Account } from '../db/queries/accounts';
import { deleteExpiredLoginChallenges, deleteLoginChallengesOf } from '../db/queries/login-challenges';
import {
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  deleteSessionsOf,
  findLiveSession,
  insertSession,
  touchSession,
} from '../db/queries/sessions';
import { AUTH_POLICY } from './auth-policy';
import { hashSecretToken, newSecretToken } from './secret-tokens';
import type { CachedSession, SessionCache } from './session-cache';

export type { Account };

export interface OpenedSession {
  /** The cookie value; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

/** What newSecretToken makes; anything else in a cookie is not worth a database round trip. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function looksLikeSessionToken(token: string | undefined): token is string {
  return token !== undefined && TOKEN_SHAPE.test(token);
}

export async function openSession(db: Database, uid: number, now: Date): Promise<OpenedSession> {
  // Housekeeping on the indexed expiry columns, once per log-in.
  await deleteExpiredSessions(db, now);
  await deleteExpiredLoginChallenges(db, now);
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + AUTH_POLICY.sessionLifetimeMs);
  await insertSession(db, { tokenHash: hashSecretToken(token), uid, createdAt: now, expiresAt, lastSeenAt: now });
  return { token, expiresAt };
}

/**
 * A cached session may answer without the database while it has not expired and needs no touch
 * (which also keeps it well inside the idle limit: sessionTouchMs < sessionIdleMs).
 */
function usableWithoutDatabase(session: CachedSession, now: Date): boolean {
  return (
    now.getTime() < session.expiresAt.getTime() &&
    now.getTime() - session.lastSeenAt.getTime() < AUTH_POLICY.sessionTouchMs
  );
}

/**
 * The account a session token belongs to, while the session lasts: 12 hours from log-in and 30
 * minutes from its last request (ASVS 3.3.1). Each use moves the idle clock, written at most once
 * a minute per session so reads stay reads. With `cache` (decision 0028), a session read in the
 * last few seconds answers without a round trip.
 */
export async function findSessionAccount(
  db: Database,
  token: string | undefined,
  now: Date,
  cache?: SessionCache,
): Promise<Readonly<Account> | null> {
  if (!looksLikeSessionToken(token)) return null;
  const tokenHash = hashSecretToken(token);
  const cached = cache?.get(tokenHash, now);
  if (cached && usableWithoutDatabase(cached, now)) return cached.account;
  const generation = cache?.generation() ?? 0;
  const idleSince = new Date(now.getTime() - AUTH_POLICY.sessionIdleMs);
  const row = await findLiveSession(db, tokenHash, now, idleSince);
  if (!row) return null;
  let lastSeenAt = row.lastSeenAt;
  if (now.getTime() - lastSeenAt.getTime() >= AUTH_POLICY.sessionTouchMs) {
    await touchSession(db, tokenHash, now);
    lastSeenAt = now;
  }
  cache?.set(tokenHash, { account: row.account, expiresAt: row.expiresAt, lastSeenAt }, now, generation);
  return row.account;
}

/**
 * Log out: the session is gone from the server, whatever the browser still holds. This process's
 * cache forgets it at once; the others when the database's notification reaches them.
 */
export async function closeSession(db: Database, token: string | undefined, cache?: SessionCache): Promise<void> {
  if (!looksLikeSessionToken(token)) return;
  const tokenHash = hashSecretToken(token);
  await deleteSession(db, tokenHash);
  cache?.evictToken(tokenHash);
}

/** "Log out other devices": every session of the account but this one. */
export async function closeOtherSessions(
  db: Database,
  uid: number,
  keepToken: string,
  cache?: SessionCache,
): Promise<number> {
  const closed = await deleteOtherSessions(db, uid, hashSecretToken(keepToken));
  cache?.evictAccount(uid);
  return closed;
}

/** After a password reset: no session, and no half-done log-in, of the account survives. */
export async function closeAllSessions(db: Database, uid: number, cache?: SessionCache): Promise<void> {
  await deleteSessionsOf(db, uid);
  cache?.evictAccount(uid);
  await deleteLoginChallengesOf(db, uid);
}
