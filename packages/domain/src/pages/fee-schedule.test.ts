import { describe, expect, it } from 'vitest';
import { FEE_SCHEDULES, feeTierFor, SPOT_FEE_TIERS } from './fee-schedule';

// widgets §2 "Routes referenced": "/fee" (the footers' fee link).
describe('fee schedule', () => {
  it.each(FEE_SCHEDULES.map((s) => [s.market, s.tiers] as const))(
    '%s tiers rise in volume and never raise a fee',
    (_market, tiers) => {
      expect(tiers[0]).toMatchObject({ level: 0, minVolumeUsdt: 0 });
      tiers.forEach((tier, i) => {
        expect(tier.level).toBe(i);
        expect(tier.maker).toMatch(/^0(\.\d+)?$/);
        expect(Number(tier.maker)).toBeLessThanOrEqual(Number(tier.taker));
        const prev = tiers[i - 1];
        if (!prev) return;
        expect(tier.minVolumeUsdt).toBeGreaterThan(prev.minVolumeUsdt);
        expect(Number(tier.maker)).toBeLessThanOrEqual(Number(prev.maker));
        expect(Number(tier.taker)).toBeLessThanOrEqual(Number(prev.taker));
      });
    },
  );
});

describe('feeTierFor', () => {
  it('gives the highest tier at or below the VIP level', () => {
    expect(feeTierFor(SPOT_FEE_TIERS, 0).taker).toBe('0.002');
    expect(feeTierFor(SPOT_FEE_TIERS, 3).level).toBe(3);
    // VIP levels above the schedule keep its best tier.
    expect(feeTierFor(SPOT_FEE_TIERS, 14).level).toBe(5);
    expect(feeTierFor(SPOT_FEE_TIERS, -1).level).toBe(0);
  });
});
