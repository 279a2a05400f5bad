import { ACTIVITY_KINDS, ACTIVITY_STATUSES, REWARD_TASK_STATES } from '@meridian/domain';
import * as z from 'zod/mini';
import { complianceLocale } from '../compliance/compliance-check';

// Issue 15 item 5: the pages behind the growth tabs (widgets §2 "Growth tabs: rewards, activity
// centre, referral"): the rewards hub's tasks and claims, and the activity centre's activities.
// Amounts are exact decimal text; a list item the page cannot read is left out, not a failure.

/** A task id: lower-case letters, digits and _. */
export const REWARD_TASK_ID_PATTERN = /^[a-z0-9_]{1,40}$/;

/** The reader's locale when the page names it (else the lang cookie, else the site's language). */
const optionalLocale = z.catch(z.optional(complianceLocale), undefined);

/** A non-negative decimal number as text. */
const amountText = z.string().check(z.regex(/^\d+(\.\d+)?$/, 'a non-negative decimal number as text'));

/** The tasks and the activities calls: only the locale of their texts. */
export const growthTextQuery = z.object({ locale: optionalLocale });
export type GrowthTextQuery = z.infer<typeof growthTextQuery>;

/**
 * One reward task. `progress` and `state` are the logged-in user's (null for a visitor, who sees
 * the public list); `target` is the count the task asks for (1 trade, 7 days ...).
 */
export const rewardTask = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  reward_amount: amountText,
  reward_coin: z.string(),
  target: z.int().check(z.positive()),
  progress: z.nullable(z.int().check(z.nonnegative())),
  state: z.nullable(z.enum(REWARD_TASK_STATES)),
});
export type RewardTask = z.infer<typeof rewardTask>;

/** GET rewards/tasks: whether the answer is a logged-in user's, and the tasks in the hub's order. */
export const rewardTaskList = z.object({
  logged_in: z.boolean(),
  list: z.array(rewardTask),
});
export type RewardTaskList = z.infer<typeof rewardTaskList>;

/** POST rewards/claim: the completed task to claim. */
export const rewardClaimRequest = z.object({
  task_id: z.string().check(z.regex(REWARD_TASK_ID_PATTERN, 'task_id: a task id (lower-case letters, digits, _)')),
});

/** The claim made: the reward credited to the account's spot balance. */
export const rewardClaimAnswer = z.object({
  task_id: z.string(),
  reward_amount: amountText,
  reward_coin: z.string(),
  state: z.literal('claimed'),
});
export type RewardClaimAnswer = z.infer<typeof rewardClaimAnswer>;

/** One activity of the activity centre; `status` follows the API's clock (domain activityStatus). */
export const activity = z.object({
  id: z.string(),
  kind: z.catch(z.enum(ACTIVITY_KINDS), 'event'),
  title: z.string(),
  description: z.string(),
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
  prize_pool: amountText,
  prize_coin: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  /** The activity's own page, when it has one ('' when not). */
  url: z.catch(z.string(), ''),
});
export type Activity = z.infer<typeof activity>;

/** GET activities: ongoing, then upcoming, then ended (domain sortActivities). */
export const activityList = z.object({ list: z.array(activity) });
export type ActivityList = z.infer<typeof activityList>;

/** What a page shows when a call fails: no tasks, no activities. */
export function defaultRewardTaskList(): RewardTaskList {
  return { logged_in: false, list: [] };
}
export function defaultActivityList(): ActivityList {
  return { list: [] };
}
