import { createHash } from 'node:crypto';
import { and, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { authAttempts, authLockouts } from '../schema';

// The login throttle's and rate limits' rows (services/login-throttle.ts holds the rules).

/** A bucket's advisory-lock key: 64 bits of its SHA-256, so keys are known here and can be ordered. */
function bucketLockKey(bucket: string): bigint {
  return createHash('sha256').update(bucket).digest().readBigInt64BE(0);
}

/**
 * Run `work` in a transaction that first takes a transaction-scoped advisory lock per bucket, so
 * the check-and-write of one bucket runs in one process and transaction at a time (reads see every
 * committed attempt; ids handed out before commit no longer matter). Keys are taken in ascending
 * order, so two transactions sharing buckets cannot deadlock. On PGlite (one connection, whose
 * transactions already run one at a time) the lock is free. `work` must use only the `tx` given.
 */
export async function withBucketsLocked<T>(
  db: Database,
  buckets: readonly string[],
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const keys = [...new Set(buckets.map(bucketLockKey))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return db.transaction(async (tx) => {
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`);
    return work(tx);
  });
}

/** Housekeeping on the indexed time column: attempts of every bucket at or before `before`. */
export async function deleteAttemptsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(authAttempts).where(lte(authAttempts.attemptedAt, before));
}

/** Attempts of one bucket at or before `before` (out of its window). */
export async function deleteBucketAttemptsBefore(db: Database, bucket: string, before: Date): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.bucket, bucket), lte(authAttempts.attemptedAt, before)));
}

export async function deleteAttempts(db: Database, ids: readonly number[]): Promise<void> {
  await db.delete(authAttempts).where(inArray(authAttempts.id, [...ids]));
}

/** Every attempt (failed or running) of the buckets named. */
export async function deleteAttemptsOfBuckets(db: Database, buckets: readonly string[]): Promise<void> {
  await db.delete(authAttempts).where(inArray(authAttempts.bucket, [...buckets]));
}

export async function deleteFailedAttempts(db: Database, bucket: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.bucket, bucket), eq(authAttempts.failed, true)));
}

/** One running attempt per bucket, written before anything is checked. */
export async function insertRunningAttempts(
  db: Database,
  buckets: readonly string[],
  now: Date,
): Promise<{ id: number; bucket: string }[]> {
  return db
    .insert(authAttempts)
    .values(buckets.map((bucket) => ({ bucket, attemptedAt: now })))
    .returning({ id: authAttempts.id, bucket: authAttempts.bucket });
}

export async function markAttemptsFailed(db: Database, ids: readonly number[]): Promise<void> {
  await db
    .update(authAttempts)
    .set({ failed: true })
    .where(inArray(authAttempts.id, [...ids]));
}

/** Failed and still-running attempts of a bucket after `since` (running ones only after `freshSince`). */
export async function countAttemptsInWindow(
  db: Database,
  bucket: string,
  window: { since: Date; freshSince: Date },
): Promise<{ failed: number; running: number }> {
  const rows = await db
    .select({ failed: authAttempts.failed, n: count() })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.bucket, bucket),
        gt(authAttempts.attemptedAt, window.since),
        sql`(${authAttempts.failed} or ${authAttempts.attemptedAt} > ${window.freshSince})`,
      ),
    )
    .groupBy(authAttempts.failed);
  return {
    failed: rows.find((r) => r.failed)?.n ?? 0,
    running: rows.find((r) => !r.failed)?.n ?? 0,
  };
}

/** A call of a plain rate limit: counted at once (as failed: a call made, not an attempt running). */
export async function insertCountedCall(db: Database, bucket: string, now: Date): Promise<void> {
  await db.insert(authAttempts).values({ bucket, attemptedAt: now, failed: true });
}

/** Calls of a bucket after `since`, and the oldest one's time. */
export async function countCallsInWindow(
  db: Database,
  bucket: string,
  since: Date,
): Promise<{ n: number; oldest: string | Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: sql<string | Date | null>`min(${authAttempts.attemptedAt})` })
    .from(authAttempts)
    .where(and(eq(authAttempts.bucket, bucket), gt(authAttempts.attemptedAt, since)));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

export async function deleteEndedLockouts(db: Database, now: Date): Promise<void> {
  await db.delete(authLockouts).where(lte(authLockouts.lockedUntil, now));
}

/** Lock a bucket until `until`; two processes locking at once keep the later end. The end kept, if returned. */
export async function upsertLockout(db: Database, bucket: string, until: Date): Promise<Date | null> {
  const [row] = await db
    .insert(authLockouts)
    .values({ bucket, lockedUntil: until })
    .onConflictDoUpdate({
      target: authLockouts.bucket,
      set: { lockedUntil: sql`greatest(${authLockouts.lockedUntil}, excluded.locked_until)` },
    })
    .returning({ lockedUntil: authLockouts.lockedUntil });
  return row?.lockedUntil ?? null;
}

/** The locks of these buckets still in force at `now`. */
export async function findActiveLockouts(
  db: Database,
  buckets: readonly string[],
  now: Date,
): Promise<{ bucket: string; lockedUntil: Date }[]> {
  return db
    .select({ bucket: authLockouts.bucket, lockedUntil: authLockouts.lockedUntil })
    .from(authLockouts)
    .where(and(inArray(authLockouts.bucket, [...buckets]), gt(authLockouts.lockedUntil, now)));
}
