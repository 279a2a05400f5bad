import type { Activity, ActivityList, RewardClaimAnswer, RewardTask, RewardTaskList } from '@meridian/contracts';
import {
  activityStatus,
  marketingTextLocales,
  reachesKycLevel2,
  REWARD_TASK_SOURCES,
  type RewardTaskSource,
  rewardTaskProgress,
  rewardTaskState,
  sortActivities,
} from '@meridian/domain';
import Big from 'big.js';
import { z } from 'zod';
import type { Database } from '../db/database';
import type { Account } from '../db/queries/accounts';
import {
  type ActivityRow,
  claimedRewardTaskIds,
  countSpotFillsUpTo,
  findActiveRewardTask,
  listActiveRewardTasks,
  listActivities,
  recordRewardClaim,
  type RewardTaskRow,
  storedRewardProgress,
} from '../db/queries/growth';
import { countInvitedBy } from '../db/queries/referral';

// Issue 15 item 5: the rewards hub (tasks, progress, claims) and the activity centre.

/** What of an account the tasks read: its KYC level, its two-factor secret. */
export type RewardAccount = Pick<Account, 'uid' | 'kycLevel' | 'totpSecret'>;

/** A stored text: {title, description} per locale; a locale whose text is malformed is left out. */
const storedText = z.object({ title: z.string().min(1), description: z.string() });

/** The text of `texts` for the reader (the locale, its language, then English: domain marketingTextLocales). */
export function growthTextFor(texts: unknown, locale: string): { title: string; description: string } | undefined {
  if (typeof texts !== 'object' || texts === null) return undefined;
  const table = texts as Record<string, unknown>;
  for (const candidate of marketingTextLocales(locale)) {
    const parsed = storedText.safeParse(table[candidate]);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

const isSource = (value: string): value is RewardTaskSource =>
  (REWARD_TASK_SOURCES as readonly string[]).includes(value);

/** Decimal text as the wire carries it (no exponent, no trailing zeros). */
const amountText = (value: string) => new Big(value).toFixed();

/**
 * A user's count on a task, from their own data where the task says so: the KYC level (1 once
 * level 2 is reached), spot fills, two-factor on, invitees; a `stored` task reads its stored row.
 */
async function doneCount(
  db: Database,
  account: RewardAccount,
  task: RewardTaskRow,
  stored: ReadonlyMap<string, number>,
): Promise<number> {
  if (!isSource(task.source)) return 0;
  switch (task.source) {
    case 'kyc_level_2':
      return reachesKycLevel2(account.kycLevel) ? 1 : 0;
    case 'two_factor':
      return account.totpSecret ? 1 : 0;
    case 'spot_trade':
      return countSpotFillsUpTo(db, account.uid, task.target);
    case 'invite':
      return countInvitedBy(db, account.uid);
    case 'stored':
      return stored.get(task.id) ?? 0;
  }
}

/** GET rewards/tasks: the public list for a visitor; with progress and state for an account. */
export async function rewardTasksFor(
  db: Database,
  viewer: { account: RewardAccount | null; locale: string },
): Promise<RewardTaskList> {
  const rows = await listActiveRewardTasks(db);
  const { account } = viewer;
  const stored = account ? await storedRewardProgress(db, account.uid) : new Map<string, number>();
  const claimed = account ? await claimedRewardTaskIds(db, account.uid) : new Set<string>();
  const list: RewardTask[] = [];
  for (const row of rows) {
    const text = growthTextFor(row.texts, viewer.locale);
    if (!text) continue;
    const base = {
      id: row.id,
      title: text.title,
      description: text.description,
      reward_amount: amountText(row.rewardAmount),
      reward_coin: row.rewardCoin,
      target: row.target,
    };
    if (!account) {
      list.push({ ...base, progress: null, state: null });
      continue;
    }
    const progress = rewardTaskProgress(await doneCount(db, account, row, stored), row.target);
    list.push({ ...base, progress, state: rewardTaskState(progress, row.target, claimed.has(row.id)) });
  }
  return { logged_in: account !== null, list };
}

export type RewardClaimOutcome =
  | { kind: 'claimed'; answer: RewardClaimAnswer }
  | { kind: 'unknown-task' }
  | { kind: 'incomplete'; progress: number; target: number }
  | { kind: 'already-claimed' };

/**
 * POST rewards/claim: a completed task's reward, credited once to the account's spot balance
 * through the ledger (queries recordRewardClaim: claim row and movements in one transaction).
 */
export async function claimReward(
  db: Database,
  account: RewardAccount,
  taskId: string,
  now: Date,
): Promise<RewardClaimOutcome> {
  const task = await findActiveRewardTask(db, taskId);
  if (!task) return { kind: 'unknown-task' };
  if ((await claimedRewardTaskIds(db, account.uid)).has(task.id)) return { kind: 'already-claimed' };
  const stored = task.source === 'stored' ? await storedRewardProgress(db, account.uid) : new Map<string, number>();
  const progress = rewardTaskProgress(await doneCount(db, account, task, stored), task.target);
  if (rewardTaskState(progress, task.target, false) !== 'completed') {
    return { kind: 'incomplete', progress, target: task.target };
  }
  const amount = amountText(task.rewardAmount);
  const recorded = await recordRewardClaim(
    db,
    { uid: account.uid, taskId: task.id, amount, coin: task.rewardCoin },
    now,
  );
  if (!recorded) return { kind: 'already-claimed' };
  return {
    kind: 'claimed',
    answer: { task_id: task.id, reward_amount: amount, reward_coin: task.rewardCoin, state: 'claimed' },
  };
}

/** GET activities: each with its status at `now` (the injected clock), in the centre's order. */
export async function activitiesFor(db: Database, viewer: { locale: string; now: Date }): Promise<ActivityList> {
  const rows = await listActivities(db);
  const items: Array<Activity & { startsAt: Date; endsAt: Date }> = [];
  for (const row of rows) {
    const text = growthTextFor(row.texts, viewer.locale);
    if (!text) continue;
    items.push(activityOf(row, text, viewer.now));
  }
  return { list: sortActivities(items).map(({ startsAt: _s, endsAt: _e, ...item }) => item) };
}

function activityOf(
  row: ActivityRow,
  text: { title: string; description: string },
  now: Date,
): Activity & { startsAt: Date; endsAt: Date } {
  return {
    id: row.id,
    kind: row.kind === 'event' ? 'event' : 'competition',
    title: text.title,
    description: text.description,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    prize_pool: amountText(row.prizePool),
    prize_coin: row.prizeCoin,
    status: activityStatus({ startsAt: row.startsAt, endsAt: row.endsAt }, now),
    url: row.url,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
  };
}
