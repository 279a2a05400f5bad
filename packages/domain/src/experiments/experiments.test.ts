import { describe, expect, it } from 'vitest';
import { EXPERIMENTS, experimentVariant } from './experiments';

describe('experiment variables (issue 14 item 5)', () => {
  it('shell §9 "Download experiment variants | gift and float style, values 1, 2, 3"', () => {
    expect(EXPERIMENTS.downloadGift.variants).toEqual(['1', '2', '3']);
    expect(EXPERIMENTS.downloadFloat.variants).toEqual(['1', '2', '3']);
  });

  it('sticky per device: the same device id always gets the same variant', () => {
    const device = `6a1b2c3d${'e'.repeat(32)}`;
    const first = experimentVariant('downloadGift', device);
    for (let i = 0; i < 5; i += 1) expect(experimentVariant('downloadGift', device)).toBe(first);
  });

  it('spreads devices over every variant, about evenly', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3000; i += 1) {
      const device = `${i.toString(16).padStart(8, '0')}${'0'.repeat(32)}`;
      const variant = experimentVariant('downloadFloat', device);
      counts.set(variant, (counts.get(variant) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['1', '2', '3']);
    for (const count of counts.values()) expect(count).toBeGreaterThan(800);
    const ab = new Set(
      Array.from({ length: 200 }, (_, i) => experimentVariant('newbiePopup', `${i}`.padStart(40, '0'))),
    );
    expect([...ab].sort()).toEqual(['A', 'B']);
  });

  it('without a device id, the first variant', () => {
    expect(experimentVariant('downloadGift', undefined)).toBe('1');
    expect(experimentVariant('newbiePopup', undefined)).toBe('A');
  });
});
