import { and, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { authAttempts, authLockouts } from '../schema';

// The login throttle's and rate limits' rows (services/login-throttle.ts holds the rules).

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

/**
 * Failed and still-running attempts of a bucket after `since` (running ones only after
 * `freshSince`); with `upToId`, only rows written before and with that one.
 */
export async function countAttemptsInWindow(
  db: Database,
  bucket: string,
  window: { since: Date; freshSince: Date; upToId?: number | undefined },
): Promise<{ failed: number; running: number }> {
  const rows = await db
    .select({ failed: authAttempts.failed, n: count() })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.bucket, bucket),
        gt(authAttempts.attemptedAt, window.since),
        sql`(${authAttempts.failed} or ${authAttempts.attemptedAt} > ${window.freshSince})`,
        window.upToId === undefined ? undefined : lte(authAttempts.id, window.upToId),
      ),
    )
    .groupBy(authAttempts.failed);
  return {
    failed: rows.find((r) => r.failed)?.n ?? 0,
    running: rows.find((r) => !r.failed)?.n ?? 0,
  };
}

/** A call of a plain rate limit: counted at once (as failed: a call made, not an attempt running). */
export async function insertCountedCall(db: Database, bucket: string, now: Date): Promise<number | null> {
  const [mine] = await db
    .insert(authAttempts)
    .values({ bucket, attemptedAt: now, failed: true })
    .returning({ id: authAttempts.id });
  return mine?.id ?? null;
}

/** Calls of a bucket after `since` (up to and with `upToId` when given), and the oldest one's time. */
export async function countCallsInWindow(
  db: Database,
  bucket: string,
  since: Date,
  upToId: number | null,
): Promise<{ n: number; oldest: string | Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: sql<string | Date | null>`min(${authAttempts.attemptedAt})` })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.bucket, bucket),
        gt(authAttempts.attemptedAt, since),
        upToId !== null ? lte(authAttempts.id, upToId) : undefined,
      ),
    );
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
