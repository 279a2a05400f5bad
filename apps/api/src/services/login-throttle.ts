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
  return countAttemptsInWindow(db, bucket.key, {
    since: new Date(now.getTime() - bucket.rule.windowMs),
    freshSince: new Date(now.getTime() - AUTH_POLICY.pendingStaleMs),
    upToId,
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
  await deleteAttemptsBefore(db, new Date(now.getTime() - longestWindow));
  await deleteEndedLockouts(db, now);

  const waitUntil = Date.now() + (options.busyWaitMs ?? AUTH_POLICY.busyWaitMs);
  for (let round = 0; ; round += 1) {
    const locked = await activeLock(db, buckets, now);
    if (locked) return { allowed: false, refusal: locked };

    const rows = await insertRunningAttempts(
      db,
      buckets.map((b) => b.key),
      now,
    );
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

    await deleteAttempts(db, ids);
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
      await deleteAttempts(db, ids);
      const clear = options.clearFailuresOf ?? [];
      if (clear.length > 0) await deleteAttemptsOfBuckets(db, clear);
    },
    async failed() {
      await markAttemptsFailed(db, ids);
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
  await deleteBucketAttemptsBefore(db, key, since);
  // Counted as failed: these rows are calls made, not attempts still running.
  const mine = await insertCountedCall(db, key, now);
  // Ranked by arrival: the calls before this one decide, so a burst lets exactly `limit` through.
  const row = await countCallsInWindow(db, key, since, mine);
  if (row.n <= rule.limit) return { allowed: true };
  if (mine !== null) await deleteAttempts(db, [mine]);
  const oldest = row.oldest ? new Date(row.oldest) : now;
  return { allowed: false, until: new Date(oldest.getTime() + rule.windowMs) };
}
