import { describe, expect, it } from 'vitest';
import { FEE_SCHEDULES } from './fee-schedule';

// widgets §2 "Routes referenced": "/fee" (the footers' fee link).
describe('fee schedule', () => {
  it.each(FEE_SCHEDULES.map((s) => [s.market, s.tiers] as const))(
    '%s tiers rise in volume and never raise a fee',
    (_market, tiers) => {
      expect(tiers[0]).toMatchObject({ level: 0, minVolumeUsdt: 0 });
      tiers.forEach((tier, i) => {
        expect(tier.level).toBe(i);
        expect(tier.maker).toBeGreaterThanOrEqual(0);
        expect(tier.maker).toBeLessThanOrEqual(tier.taker);
        const prev = tiers[i - 1];
        if (!prev) return;
        expect(tier.minVolumeUsdt).toBeGreaterThan(prev.minVolumeUsdt);
        expect(tier.maker).toBeLessThanOrEqual(prev.maker);
        expect(tier.taker).toBeLessThanOrEqual(prev.taker);
      });
    },
  );
});
