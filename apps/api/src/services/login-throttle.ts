import type { Database } from '../db/database';
import {
  countAttemptsInWindow,
  countCallsInWindow,
  deleteAttempts,
  deleteAttemptsBefore,
  deleteAttemptsOfBuckets,
  deleteBucketAttemptsBefore,
  deleteEndedLockouts,
  deleteFailedAttempts,
  findActiveLockouts,
  insertCountedCall,
  insertRunningAttempts,
  markAttemptsFailed,
  upsertLockout,
  withBucketsLocked,
} from '../db/queries/auth-attempts';
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

/** Failed and still-running attempts of a bucket in its window (running ones only while fresh). */
async function countsInWindow(
  db: Database,
  bucket: ThrottleBucket,
  now: Date,
): Promise<{ failed: number; running: number }> {
  return countAttemptsInWindow(db, bucket.key, {
    since: new Date(now.getTime() - bucket.rule.windowMs),
    freshSince: new Date(now.getTime() - AUTH_POLICY.pendingStaleMs),
  });
}

async function lock(db: Database, bucket: ThrottleBucket, now: Date): Promise<Refusal> {
  const until = new Date(now.getTime() + bucket.rule.lockMs);
  // Two processes locking at once keep the later end.
  const kept = await upsertLockout(db, bucket.key, until);
  // The lock replaces the failures that caused it: once it ends, the count starts afresh.
  await deleteFailedAttempts(db, bucket.key);
  return { scope: bucket.scope, until: kept ?? until };
}

async function activeLock(db: Database, buckets: readonly ThrottleBucket[], now: Date): Promise<Refusal | null> {
  const locks = await findActiveLockouts(
    db,
    buckets.map((b) => b.key),
    now,
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
 * several API processes share the counts. Each check-and-write runs under its buckets' locks
 * (withBucketsLocked), so parallel attempts see each other's rows and are taken one at a time.
 */
export async function beginAttempt(
  db: Database,
  buckets: ThrottleBucket[],
  now: Date,
  options: { busyWaitMs?: number } = {},
): Promise<AttemptStart> {
  const longestWindow = Math.max(...buckets.map((b) => b.rule.windowMs));
  // Housekeeping on the indexed time columns keeps both tables small.
  await deleteAttemptsBefore(db, new Date(now.getTime() - longestWindow));
  await deleteEndedLockouts(db, now);

  const keys = buckets.map((b) => b.key);
  const waitUntil = Date.now() + (options.busyWaitMs ?? AUTH_POLICY.busyWaitMs);
  for (let round = 0; ; round += 1) {
    // null: over the limit with attempts still running, so wait (outside the transaction).
    const decided = await withBucketsLocked(db, keys, async (tx): Promise<AttemptStart | null> => {
      const locked = await activeLock(tx, buckets, now);
      if (locked) return { allowed: false, refusal: locked };

      for (const bucket of [...buckets].sort(byScope)) {
        const n = await countsInWindow(tx, bucket, now);
        // This attempt would be one more running one.
        if (n.failed + n.running + 1 <= bucket.rule.limit) continue;
        // Failures alone reach the limit (a lock not written yet): lock.
        if (n.failed >= bucket.rule.limit) return { allowed: false, refusal: await lock(tx, bucket, now) };
        return null;
      }
      const rows = await insertRunningAttempts(tx, keys, now);
      return {
        allowed: true,
        attempt: pendingAttempt(
          db,
          buckets,
          rows.map((r) => r.id),
          now,
        ),
      };
    });
    if (decided) return decided;
    // Others are still running: wait for them rather than count anything.
    if (Date.now() >= waitUntil) {
      return { allowed: false, refusal: { scope: 'busy', until: new Date(now.getTime() + 1_000) } };
    }
    await sleep(25 + Math.random() * 50 * Math.min(round + 1, 4));
  }
}

function pendingAttempt(db: Database, buckets: readonly ThrottleBucket[], ids: number[], now: Date): PendingAttempt {
  const keys = buckets.map((b) => b.key);
  return {
    async succeeded(options = {}) {
      const clear = options.clearFailuresOf ?? [];
      await withBucketsLocked(db, [...keys, ...clear], async (tx) => {
        await deleteAttempts(tx, ids);
        if (clear.length > 0) await deleteAttemptsOfBuckets(tx, clear);
      });
    },
    failed() {
      return withBucketsLocked(db, keys, async (tx) => {
        await markAttemptsFailed(tx, ids);
        let refusal: Refusal | null = null;
        let accountTriesLeft = Number.POSITIVE_INFINITY;
        for (const bucket of [...buckets].sort(byScope)) {
          const { failed } = await countsInWindow(tx, bucket, now);
          if (bucket.scope === 'account')
            accountTriesLeft = Math.min(accountTriesLeft, Math.max(0, bucket.rule.limit - failed));
          if (failed >= bucket.rule.limit) {
            const caused = await lock(tx, bucket, now);
            refusal ??= caused;
          }
        }
        // A lock written while this attempt ran (only a stale running row lets that happen) is
        // answered as such: a locked bucket never answers "wrong password" again.
        refusal ??= await activeLock(tx, buckets, now);
        return { refusal, accountTriesLeft };
      });
    },
  };
}

/**
 * A plain rate limit (sign-ups, messages): every call counts, right or wrong, over a sliding
 * window. Counting and writing the call down run under the bucket's lock, so parallel calls cannot
 * all slip under the limit; when over, the answer says when the oldest counted call leaves.
 */
export async function consumeRate(
  db: Database,
  key: string,
  rule: LimitRule,
  now: Date,
): Promise<{ allowed: true } | { allowed: false; until: Date }> {
  const since = new Date(now.getTime() - rule.windowMs);
  return withBucketsLocked(db, [key], async (tx) => {
    await deleteBucketAttemptsBefore(tx, key, since);
    // The calls before this one decide, so a burst lets exactly `limit` through.
    const row = await countCallsInWindow(tx, key, since);
    if (row.n < rule.limit) {
      // Counted as failed: these rows are calls made, not attempts still running.
      await insertCountedCall(tx, key, now);
      return { allowed: true };
    }
    // `now` too: this call is one of those the answer is about.
    const oldest = row.oldest ? Math.min(new Date(row.oldest).getTime(), now.getTime()) : now.getTime();
    return { allowed: false, until: new Date(oldest + rule.windowMs) };
  });
}
