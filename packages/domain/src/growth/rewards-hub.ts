import { KYC_LEVELS } from '../account/kyc';

// Issue 15 item 5: the rewards hub (widgets §2 growth tabs "rewards", route /rewards_hub) and the
// activity centre (/competition/center). The spec shows the tabs only; the rules below are ours.

/** Where a task's progress comes from: the account's own data, or a stored count (the demo's). */
export const REWARD_TASK_SOURCES = ['kyc_level_2', 'spot_trade', 'two_factor', 'invite', 'stored'] as const;
export type RewardTaskSource = (typeof REWARD_TASK_SOURCES)[number];

/** A logged-in user's task: still to do, done and waiting for its claim, or claimed. */
export const REWARD_TASK_STATES = ['in_progress', 'completed', 'claimed'] as const;
export type RewardTaskState = (typeof REWARD_TASK_STATES)[number];

/** The KYC levels that are level 2 or above (`verified`: 1 level 2, 4 level 3, 3 company). */
const KYC_LEVEL_2_OR_ABOVE: ReadonlySet<number> = new Set([KYC_LEVELS.level2, KYC_LEVELS.level3, KYC_LEVELS.company]);

/** "Complete KYC level 2": the account's `verified` level is 2 or above (a company counts). */
export function reachesKycLevel2(level: number): boolean {
  return KYC_LEVEL_2_OR_ABOVE.has(level);
}

/** Progress as shown: never below 0 nor above the target (a second trade is still 1 of 1). */
export function rewardTaskProgress(done: number, target: number): number {
  const whole = Number.isFinite(done) ? Math.floor(done) : 0;
  return Math.min(Math.max(whole, 0), Math.max(target, 1));
}

/** A task's state: claimed once claimed, completed once its progress reaches its target. */
export function rewardTaskState(progress: number, target: number, claimed: boolean): RewardTaskState {
  if (claimed) return 'claimed';
  return progress >= Math.max(target, 1) ? 'completed' : 'in_progress';
}

/** What an activity is: a trading competition, or another event. */
export const ACTIVITY_KINDS = ['competition', 'event'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** An activity's status on the activity centre, from its window and the clock. */
export const ACTIVITY_STATUSES = ['ongoing', 'upcoming', 'ended'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/**
 * An activity is upcoming before its start, ongoing from its start (inclusive) to its end
 * (exclusive), and ended from its end on: `now` comes from the caller's clock.
 */
export function activityStatus(window: { startsAt: Date; endsAt: Date }, now: Date): ActivityStatus {
  const at = now.getTime();
  if (at < window.startsAt.getTime()) return 'upcoming';
  return at < window.endsAt.getTime() ? 'ongoing' : 'ended';
}

/**
 * The activity centre's order: ongoing first (ending soonest first), then upcoming (starting
 * soonest first), then ended (ended most recently first).
 */
export function sortActivities<T extends { status: ActivityStatus; startsAt: Date; endsAt: Date }>(
  activities: readonly T[],
): T[] {
  const rank = (status: ActivityStatus) => ACTIVITY_STATUSES.indexOf(status);
  const key = (a: T) =>
    a.status === 'ongoing' ? a.endsAt.getTime() : a.status === 'upcoming' ? a.startsAt.getTime() : -a.endsAt.getTime();
  return [...activities].sort((a, b) => rank(a.status) - rank(b.status) || key(a) - key(b));
}
