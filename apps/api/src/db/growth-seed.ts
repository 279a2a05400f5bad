import type { RewardTaskSource } from '@meridian/domain';
import type { Database } from './database';
import { DEMO_ACCOUNTS } from './demo-accounts';
import {
  GROWTH_SEED_TEXTS,
  type GrowthSeedActivityId,
  type GrowthSeedTaskId,
  type GrowthSeedTexts,
} from './growth-seed-texts';
import type { MarketingSeedLocale } from './marketing-seed-texts';
import { existingUids, insertMissingGrowth } from './queries/growth';

/**
 * The demo rewards hub and activity centre (issue 15 item 5): five tasks, four with progress read
 * from the account's own data and one stored, and five activities around the first seed's time
 * (two ongoing, one upcoming, two ended), texts in the main site's 17 locales.
 */

const DAY_MS = 86_400_000;

/** The demo tasks: where progress comes from, the count asked for, the reward in USDT. */
export const DEMO_REWARD_TASKS: ReadonlyArray<{
  id: GrowthSeedTaskId;
  source: RewardTaskSource;
  target: number;
  reward: string;
}> = [
  { id: 'kyc_level_2', source: 'kyc_level_2', target: 1, reward: '10' },
  { id: 'first_spot_trade', source: 'spot_trade', target: 1, reward: '5' },
  { id: 'two_factor', source: 'two_factor', target: 1, reward: '3' },
  { id: 'invite_friend', source: 'invite', target: 1, reward: '10' },
  { id: 'login_days', source: 'stored', target: 7, reward: '2.5' },
];

/** The stored task's demo progress: kyc-2 has done it, kyc-1 and two-factor are on their way. */
export const DEMO_STORED_PROGRESS: Readonly<Record<string, number>> = {
  'kyc-2@meridian.example': 7,
  'kyc-1@meridian.example': 3,
  'two-factor@meridian.example': 5,
};

/** The demo activities: their window in days from the first seed, prize pool in USDT. */
export const DEMO_ACTIVITIES: ReadonlyArray<{
  id: GrowthSeedActivityId;
  kind: 'competition' | 'event';
  fromDay: number;
  toDay: number;
  prizePool: string;
}> = [
  { id: 'spot_championship', kind: 'competition', fromDay: -3, toDay: 11, prizePool: '100000' },
  { id: 'new_listing_week', kind: 'event', fromDay: -1, toDay: 6, prizePool: '50000' },
  { id: 'futures_cup', kind: 'competition', fromDay: 7, toDay: 28, prizePool: '250000' },
  { id: 'autumn_festival', kind: 'event', fromDay: -40, toDay: -10, prizePool: '80000' },
  { id: 'referral_sprint', kind: 'competition', fromDay: -20, toDay: -5, prizePool: '30000.5' },
];

/** One {title, description} per locale, from the seed's table. */
function textsOf(pick: (texts: GrowthSeedTexts) => readonly [string, string]) {
  return Object.fromEntries(
    (Object.entries(GROWTH_SEED_TEXTS) as [MarketingSeedLocale, GrowthSeedTexts][]).map(([locale, texts]) => {
      const [title, description] = pick(texts);
      return [locale, { title, description }];
    }),
  );
}

/** Writes the demo tasks, progress and activities; rows that exist are left as they are. */
export async function seedGrowth(db: Database, now: Date): Promise<void> {
  const emails = Object.keys(DEMO_STORED_PROGRESS);
  const demo = DEMO_ACCOUNTS.filter((a) => emails.includes(a.email));
  const present = await existingUids(
    db,
    demo.map((a) => a.uid),
  );
  await insertMissingGrowth(db, {
    tasks: DEMO_REWARD_TASKS.map((task, sort) => ({
      id: task.id,
      source: task.source,
      target: task.target,
      rewardAmount: task.reward,
      rewardCoin: 'USDT',
      texts: textsOf((t) => t.tasks[task.id]),
      sort,
      updatedAt: now,
    })),
    progress: demo
      .filter((a) => present.has(a.uid))
      .map((a) => ({ uid: a.uid, taskId: 'login_days', progress: DEMO_STORED_PROGRESS[a.email] ?? 0, updatedAt: now })),
    activities: DEMO_ACTIVITIES.map((activity) => ({
      id: activity.id,
      kind: activity.kind,
      startsAt: new Date(now.getTime() + activity.fromDay * DAY_MS),
      endsAt: new Date(now.getTime() + activity.toDay * DAY_MS),
      prizePool: activity.prizePool,
      prizeCoin: 'USDT',
      texts: textsOf((t) => t.activities[activity.id]),
      updatedAt: now,
    })),
  });
}
