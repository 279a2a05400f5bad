import { and, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { authAttempts, authLockouts } from '../db/schema';
import { AUTH_POLICY, type LimitRule } from './auth-policy';

/**
 * Who an attempt is counted against: the account (`uid:…`; `uid:…:2fa` for two-factor codes;
 * `account:…` for an identifier that matches no account, so probing unknown accounts is limited the
 * same way) and the network (`ip:…`, or `ip:direct` when the API cannot know the client address;
 * see client-ip.ts).
 */
export interface ThrottleBucket {
  key: string;
  scope: 'account' | 'network';
  rule: LimitRule;
}

/**
 * A refused attempt: which limit, and until when. `busy`: too many attempts of one bucket were
 * running at once; nothing failed and nothing is locked, try again in a moment.
 */
export interface Refusal {
  scope: 'account' | 'network' | 'busy';
  until: Date;
}

export interface PendingAttempt {
  /**
   * The attempt succeeded: it is forgotten, and so are the earlier failures of the buckets named
   * (the password bucket on a right password; never the two-factor bucket on a right password).
   */
  succeeded(options?: { clearFailuresOf?: readonly string[] }): Promise<void>;
  /** The attempt failed: it stays counted. Says which lock it caused, if any, and what is left. */
  failed(): Promise<{ refusal: Refusal | null; accountTriesLeft: number }>;
}

export type AttemptStart = { allowed: true; attempt: PendingAttempt } | { allowed: false; refusal: Refusal };

/** The account's lock is the more useful thing to tell, so it is reported first. */
const byScope = (a: { scope: string }, b: { scope: string }) =>
  a.scope === b.scope ? 0 : a.scope === 'account' ? -1 : 1;

/**
 * Failed and still-running attempts of a bucket in its window (running ones only while fresh).
 * `upToId`: only rows written before and with this one, so parallel attempts are ranked by arrival
 * and the first ones within the limit go ahead rather than all refusing each other.
 */
async function countsInWindow(
  db: Database,
  bucket: ThrottleBucket,
  now: Date,
  upToId?: number,
): Promise<{ failed: number; running: number }> {
  const since = new Date(now.getTime() - bucket.rule.windowMs);
  const freshSince = new Date(now.getTime() - AUTH_POLICY.pendingStaleMs);
  const rows = await db
    .select({ failed: authAttempts.failed, n: count() })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.bucket, bucket.key),
        gt(authAttempts.attemptedAt, since),
        sql`(${authAttempts.failed} or ${authAttempts.attemptedAt} > ${freshSince})`,
        upToId === undefined ? undefined : lte(authAttempts.id, upToId),
      ),
    )
    .groupBy(authAttempts.failed);
  return {
    failed: rows.find((r) => r.failed)?.n ?? 0,
    running: rows.find((r) => !r.failed)?.n ?? 0,
  };
}

async function lock(db: Database, bucket: ThrottleBucket, now: Date): Promise<Refusal> {
  const until = new Date(now.getTime() + bucket.rule.lockMs);
  const [row] = await db
    .insert(authLockouts)
    .values({ bucket: bucket.key, lockedUntil: until })
    // Two processes locking at once keep the later end.
    .onConflictDoUpdate({
      target: authLockouts.bucket,
      set: { lockedUntil: sql`greatest(${authLockouts.lockedUntil}, excluded.locked_until)` },
    })
    .returning({ lockedUntil: authLockouts.lockedUntil });
  // The lock replaces the failures that caused it: once it ends, the count starts afresh.
  await db.delete(authAttempts).where(and(eq(authAttempts.bucket, bucket.key), eq(authAttempts.failed, true)));
  return { scope: bucket.scope, until: row?.lockedUntil ?? until };
}

async function activeLock(db: Database, buckets: readonly ThrottleBucket[], now: Date): Promise<Refusal | null> {
  const locks = await db
    .select()
    .from(authLockouts)
    .where(
      and(
        inArray(
          authLockouts.bucket,
          buckets.map((b) => b.key),
        ),
        gt(authLockouts.lockedUntil, now),
      ),
    );
  const locked = buckets
    .flatMap((b): Refusal[] => {
      const until = locks.find((l) => l.bucket === b.key)?.lockedUntil;
      return until ? [{ scope: b.scope, until }] : [];
    })
    .sort(byScope);
  return locked[0] ?? null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Start a log-in or two-factor attempt. The attempt is written down (as running) before the
 * password or code is checked, so a burst of parallel guesses cannot all pass under the limit. A
 * running attempt is never a failure: when failures plus running attempts would pass the limit, the
 * new attempt waits (bounded) for the others to finish, and is refused as `busy` (no lock, nothing
 * counted) only if they do not. Only failed attempts lock. Everything lives in the database:
 * several API processes share the counts.
 */
export async function beginAttempt(
  db: Database,
  buckets: ThrottleBucket[],
  now: Date,
  options: { busyWaitMs?: number } = {},
): Promise<AttemptStart> {
  const longestWindow = Math.max(...buckets.map((b) => b.rule.windowMs));
  // Housekeeping on the indexed time columns keeps both tables small.
  await db.delete(authAttempts).where(lte(authAttempts.attemptedAt, new Date(now.getTime() - longestWindow)));
  await db.delete(authLockouts).where(lte(authLockouts.lockedUntil, now));

  const waitUntil = Date.now() + (options.busyWaitMs ?? AUTH_POLICY.busyWaitMs);
  for (let round = 0; ; round += 1) {
    const locked = await activeLock(db, buckets, now);
    if (locked) return { allowed: false, refusal: locked };

    const rows = await db
      .insert(authAttempts)
      .values(buckets.map((b) => ({ bucket: b.key, attemptedAt: now })))
      .returning({ id: authAttempts.id, bucket: authAttempts.bucket });
    const ids = rows.map((r) => r.id);

    let over: { bucket: ThrottleBucket; failed: number } | null = null;
    for (const bucket of [...buckets].sort(byScope)) {
      const n = await countsInWindow(db, bucket, now, rows.find((r) => r.bucket === bucket.key)?.id);
      if (n.failed + n.running > bucket.rule.limit) {
        over = { bucket, failed: n.failed };
        break;
      }
    }
    if (!over) return { allowed: true, attempt: pendingAttempt(db, buckets, ids, now) };

    await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
    // Failures alone reach the limit (a lock another process has not written yet): lock.
    if (over.failed >= over.bucket.rule.limit) return { allowed: false, refusal: await lock(db, over.bucket, now) };
    // Otherwise others are still running: wait for them rather than count anything.
    if (Date.now() >= waitUntil) {
      return { allowed: false, refusal: { scope: 'busy', until: new Date(now.getTime() + 1_000) } };
    }
    await sleep(25 + Math.random() * 50 * Math.min(round + 1, 4));
  }
}

function pendingAttempt(db: Database, buckets: readonly ThrottleBucket[], ids: number[], now: Date): PendingAttempt {
  return {
    async succeeded(options = {}) {
      await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
      const clear = options.clearFailuresOf ?? [];
      if (clear.length > 0) await db.delete(authAttempts).where(inArray(authAttempts.bucket, [...clear]));
    },
    async failed() {
      await db.update(authAttempts).set({ failed: true }).where(inArray(authAttempts.id, ids));
      let refusal: Refusal | null = null;
      let accountTriesLeft = Number.POSITIVE_INFINITY;
      for (const bucket of [...buckets].sort(byScope)) {
        const { failed } = await countsInWindow(db, bucket, now);
        if (bucket.scope === 'account')
          accountTriesLeft = Math.min(accountTriesLeft, Math.max(0, bucket.rule.limit - failed));
        if (failed >= bucket.rule.limit) {
          const caused = await lock(db, bucket, now);
          refusal ??= caused;
        }
      }
      return { refusal, accountTriesLeft };
    },
  };
}

/**
 * A plain rate limit (sign-ups, messages): every call counts, right or wrong, over a sliding
 * window. The call is written down before counting, so parallel calls cannot all slip under the
 * limit; when over, it is taken back and the answer says when the oldest counted call leaves.
 */
export async function consumeRate(
  db: Database,
  key: string,
  rule: LimitRule,
  now: Date,
): Promise<{ allowed: true } | { allowed: false; until: Date }> {
  const since = new Date(now.getTime() - rule.windowMs);
  await db.delete(authAttempts).where(and(eq(authAttempts.bucket, key), lte(authAttempts.attemptedAt, since)));
  // Counted as failed: these rows are calls made, not attempts still running.
  const [mine] = await db
    .insert(authAttempts)
    .values({ bucket: key, attemptedAt: now, failed: true })
    .returning({ id: authAttempts.id });
  // Ranked by arrival: the calls before this one decide, so a burst lets exactly `limit` through.
  const [row] = await db
    .select({ n: count(), oldest: sql<string | Date | null>`min(${authAttempts.attemptedAt})` })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.bucket, key),
        gt(authAttempts.attemptedAt, since),
        mine ? lte(authAttempts.id, mine.id) : undefined,
      ),
    );
  if ((row?.n ?? 0) <= rule.limit) return { allowed: true };
  if (mine) await db.delete(authAttempts).where(eq(authAttempts.id, mine.id));
  const oldest = row?.oldest ? new Date(row.oldest) : now;
  return { allowed: false, until: new Date(oldest.getTime() + rule.windowMs) };
}
