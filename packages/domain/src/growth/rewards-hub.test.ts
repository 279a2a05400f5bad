import { describe, expect, it } from 'vitest';
import { KYC_LEVELS } from '../account/kyc';
import { activityStatus, reachesKycLevel2, rewardTaskProgress, rewardTaskState, sortActivities } from './rewards-hub';

describe('reward tasks (issue 15 item 5: "rewards and tasks of the user")', () => {
  it('"complete KYC level 2": level 2, level 3 and a company count; none, 0.5 and 1 do not', () => {
    expect([KYC_LEVELS.level2, KYC_LEVELS.level3, KYC_LEVELS.company].map(reachesKycLevel2)).toEqual([
      true,
      true,
      true,
    ]);
    expect([KYC_LEVELS.none, KYC_LEVELS.level0_5, KYC_LEVELS.level1].map(reachesKycLevel2)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('progress is a whole count between 0 and the target', () => {
    expect(rewardTaskProgress(5, 1)).toBe(1);
    expect(rewardTaskProgress(3, 7)).toBe(3);
    expect(rewardTaskProgress(-2, 7)).toBe(0);
    expect(rewardTaskProgress(2.9, 7)).toBe(2);
    expect(rewardTaskProgress(Number.NaN, 7)).toBe(0);
  });

  it('a task is completed when its progress reaches the target, and claimed once claimed', () => {
    expect(rewardTaskState(6, 7, false)).toBe('in_progress');
    expect(rewardTaskState(7, 7, false)).toBe('completed');
    expect(rewardTaskState(7, 7, true)).toBe('claimed');
  });
});

describe('activity status from the clock (issue 15 item 5: "status computed from time")', () => {
  const window = { startsAt: new Date('2026-11-10T00:00:00Z'), endsAt: new Date('2026-11-20T00:00:00Z') };

  it('upcoming before the start, ongoing from the start, ended from the end', () => {
    expect(activityStatus(window, new Date('2026-11-09T23:59:59.999Z'))).toBe('upcoming');
    expect(activityStatus(window, new Date('2026-11-10T00:00:00Z'))).toBe('ongoing');
    expect(activityStatus(window, new Date('2026-11-19T23:59:59.999Z'))).toBe('ongoing');
    expect(activityStatus(window, new Date('2026-11-20T00:00:00Z'))).toBe('ended');
  });

  it('ongoing first (ending soonest), then upcoming (starting soonest), then ended (latest first)', () => {
    const day = (d: number) => new Date(Date.UTC(2026, 10, d));
    const list = [
      { id: 'ended-early', status: 'ended' as const, startsAt: day(1), endsAt: day(3) },
      { id: 'upcoming-late', status: 'upcoming' as const, startsAt: day(25), endsAt: day(28) },
      { id: 'ongoing-long', status: 'ongoing' as const, startsAt: day(5), endsAt: day(30) },
      { id: 'ended-late', status: 'ended' as const, startsAt: day(2), endsAt: day(8) },
      { id: 'upcoming-soon', status: 'upcoming' as const, startsAt: day(21), endsAt: day(29) },
      { id: 'ongoing-short', status: 'ongoing' as const, startsAt: day(9), endsAt: day(12) },
    ];
    expect(sortActivities(list).map((a) => a.id)).toEqual([
      'ongoing-short',
      'ongoing-long',
      'upcoming-soon',
      'upcoming-late',
      'ended-late',
      'ended-early',
    ]);
  });
});
