import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { activities, rewardClaims, rewardTaskProgress, rewardTasks, spotFills, users } from '../schema';
import { FEE_ACCOUNT_UID } from '../system-accounts';
import { applyMovementsIn, lockBalances } from './ledger';

// Issue 15 item 5: the rewards hub's tasks and claims, the activity centre's activities.

export type RewardTaskRow = typeof rewardTasks.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;

/** The active tasks, in the hub's order. */
export async function listActiveRewardTasks(db: Database): Promise<RewardTaskRow[]> {
  return db
    .select()
    .from(rewardTasks)
    .where(eq(rewardTasks.status, 'active'))
    .orderBy(asc(rewardTasks.sort), asc(rewardTasks.id));
}

export async function findActiveRewardTask(db: Database, id: string): Promise<RewardTaskRow | null> {
  const [row] = await db
    .select()
    .from(rewardTasks)
    .where(and(eq(rewardTasks.id, id), eq(rewardTasks.status, 'active')));
  return row ?? null;
}

/** A user's stored progress per task id (the `stored` tasks). */
export async function storedRewardProgress(db: Database, uid: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ taskId: rewardTaskProgress.taskId, progress: rewardTaskProgress.progress })
    .from(rewardTaskProgress)
    .where(eq(rewardTaskProgress.uid, uid));
  return new Map(rows.map((row) => [row.taskId, row.progress]));
}

/** The task ids a user has claimed. */
export async function claimedRewardTaskIds(db: Database, uid: number): Promise<Set<string>> {
  const rows = await db.select({ taskId: rewardClaims.taskId }).from(rewardClaims).where(eq(rewardClaims.uid, uid));
  return new Set(rows.map((row) => row.taskId));
}

/** How many spot fills the user has had, counted up to `limit` (a task asks "at least n"). */
export async function countSpotFillsUpTo(db: Database, uid: number, limit: number): Promise<number> {
  const some = db
    .select({ id: spotFills.id })
    .from(spotFills)
    .where(eq(spotFills.uid, uid))
    .limit(Math.max(limit, 1))
    .as('some');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(some);
  return row?.n ?? 0;
}

/** The ledger reference of a task's reward, on the user's and the paying account's rows. */
export const rewardLedgerReference = (taskId: string) => `reward:${taskId}`;

/**
 * Records the claim and credits its reward in one transaction: the claim row (one per user and
 * task: a second claim, concurrent or later, inserts nothing and credits nothing) and the ledger
 * movements, the reward paid from the fee account so each coin's sum over all accounts still only
 * changes by deposits (decision 0039). false: the task was already claimed.
 */
export async function recordRewardClaim(
  db: Database,
  claim: { uid: number; taskId: string; amount: string; coin: string },
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(rewardClaims)
      .values({ uid: claim.uid, taskId: claim.taskId, amount: claim.amount, coin: claim.coin, claimedAt: at })
      .onConflictDoNothing()
      .returning({ uid: rewardClaims.uid });
    if (inserted.length === 0) return false;
    await lockBalances(tx, claim.uid, [claim.coin]);
    const reference = rewardLedgerReference(claim.taskId);
    await applyMovementsIn(
      tx,
      [
        { uid: claim.uid, coin: claim.coin, available: claim.amount, reason: 'reward', reference },
        { uid: FEE_ACCOUNT_UID, coin: claim.coin, available: `-${claim.amount}`, reason: 'reward', reference },
      ],
      at,
    );
    return true;
  });
}

/** Every activity, newest end first (the service orders them by status). */
export async function listActivities(db: Database): Promise<ActivityRow[]> {
  return db.select().from(activities).orderBy(asc(activities.startsAt), asc(activities.id));
}

/** Seed rows: a task, an activity or a progress row that exists is left as it is. */
export async function insertMissingGrowth(
  db: Database,
  rows: {
    tasks: (typeof rewardTasks.$inferInsert)[];
    progress: (typeof rewardTaskProgress.$inferInsert)[];
    activities: (typeof activities.$inferInsert)[];
  },
): Promise<void> {
  if (rows.tasks.length > 0) await db.insert(rewardTasks).values(rows.tasks).onConflictDoNothing();
  if (rows.progress.length > 0) await db.insert(rewardTaskProgress).values(rows.progress).onConflictDoNothing();
  if (rows.activities.length > 0) await db.insert(activities).values(rows.activities).onConflictDoNothing();
}

/** Which of `uids` have an account (the seed's progress rows are for demo accounts that exist). */
export async function existingUids(db: Database, uids: readonly number[]): Promise<Set<number>> {
  if (uids.length === 0) return new Set();
  const rows = await db
    .select({ uid: users.uid })
    .from(users)
    .where(inArray(users.uid, [...uids]));
  return new Set(rows.map((row) => row.uid));
}
