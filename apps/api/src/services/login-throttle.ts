import { and, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { authAttempts, authLockouts } from '../db/schema';
import type { LimitRule } from './auth-policy';

/**
 * Who an attempt is counted against: the account (`uid:…`, or `account:…` for an identifier that
 * matches no account, so probing unknown accounts is limited the same way) and the network
 * (`ip:…`, or `ip:direct` when the API cannot know the client address; see client-ip.ts).
 */
export interface ThrottleBucket {
  key: string;
  scope: 'account' | 'network';
  rule: LimitRule;
}

/** A refused attempt: which limit, and until when. */
export interface Refusal {
  scope: 'account' | 'network';
  until: Date;
}

export interface PendingAttempt {
  /** The attempt succeeded: it is forgotten, and so are the account's earlier failures. */
  succeeded(): Promise<void>;
  /** The attempt failed: it stays counted. Says which lock it caused, if any, and what is left. */
  failed(): Promise<{ refusal: Refusal | null; accountTriesLeft: number }>;
}

export type AttemptStart = { allowed: true; attempt: PendingAttempt } | { allowed: false; refusal: Refusal };

/** The account's lock is the more useful thing to tell, so it is reported first. */
const byScope = (a: { scope: string }, b: { scope: string }) => (a.scope === b.scope ? 0 : a.scope === 'account' ? -1 : 1);

async function attemptsInWindow(db: Database, bucket: ThrottleBucket, now: Date): Promise<number> {
  const since = new Date(now.getTime() - bucket.rule.windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(and(eq(authAttempts.bucket, bucket.key), gt(authAttempts.attemptedAt, since)));
  return row?.n ?? 0;
}

async function lock(db: Database, bucket: ThrottleBucket, now: Date): Promise<Refusal> {
  const until = new Date(now.getTime() + bucket.rule.lockMs);
  const [row] = await db
    .insert(authLockouts)
    .values({ bucket: bucket.key, lockedUntil: until })
    // Two processes locking at once keep the later end.
    .onConflictDoUpdate({ target: authLockouts.bucket, set: { lockedUntil: sql`greatest(${authLockouts.lockedUntil}, excluded.locked_until)` } })
    .returning({ lockedUntil: authLockouts.lockedUntil });
  // The lock replaces the failures that caused it: once it ends, the count starts afresh.
  await db.delete(authAttempts).where(eq(authAttempts.bucket, bucket.key));
  return { scope: bucket.scope, until: row?.lockedUntil ?? until };
}

/**
 * Start a log-in or two-factor attempt. The attempt is written down before the password or code is
 * checked, so a burst of parallel guesses cannot all pass under the limit; it is removed again if
 * it succeeds. Everything lives in the database: several API processes share the counts.
 */
export async function beginAttempt(db: Database, buckets: ThrottleBucket[], now: Date): Promise<AttemptStart> {
  const longestWindow = Math.max(...buckets.map((b) => b.rule.windowMs));
  // Housekeeping on the indexed time columns keeps both tables small.
  await db.delete(authAttempts).where(lte(authAttempts.attemptedAt, new Date(now.getTime() - longestWindow)));
  await db.delete(authLockouts).where(lte(authLockouts.lockedUntil, now));

  const keys = buckets.map((b) => b.key);
  const locks = await db
    .select()
    .from(authLockouts)
    .where(and(inArray(authLockouts.bucket, keys), gt(authLockouts.lockedUntil, now)));
  const locked = buckets
    .map((b) => ({ scope: b.scope, until: locks.find((l) => l.bucket === b.key)?.lockedUntil }))
    .filter((r): r is Refusal => r.until !== undefined)
    .sort(byScope);
  if (locked[0]) return { allowed: false, refusal: locked[0] };

  const rows = await db
    .insert(authAttempts)
    .values(buckets.map((b) => ({ bucket: b.key, attemptedAt: now })))
    .returning({ id: authAttempts.id });
  const ids = rows.map((r) => r.id);

  for (const bucket of [...buckets].sort(byScope)) {
    if ((await attemptsInWindow(db, bucket, now)) > bucket.rule.limit) {
      // More attempts than the limit at once (parallel requests): this one is over it.
      await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
      return { allowed: false, refusal: await lock(db, bucket, now) };
    }
  }

  return {
    allowed: true,
    attempt: {
      async succeeded() {
        await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
        const accountKeys = buckets.filter((b) => b.scope === 'account').map((b) => b.key);
        if (accountKeys.length > 0) await db.delete(authAttempts).where(inArray(authAttempts.bucket, accountKeys));
      },
      async failed() {
        let refusal: Refusal | null = null;
        let accountTriesLeft = Number.POSITIVE_INFINITY;
        for (const bucket of [...buckets].sort(byScope)) {
          const n = await attemptsInWindow(db, bucket, now);
          if (bucket.scope === 'account') accountTriesLeft = Math.min(accountTriesLeft, Math.max(0, bucket.rule.limit - n));
          if (n >= bucket.rule.limit) {
            const caused = await lock(db, bucket, now);
            refusal ??= caused;
          }
        }
        return { refusal, accountTriesLeft };
      },
    },
  };
}
