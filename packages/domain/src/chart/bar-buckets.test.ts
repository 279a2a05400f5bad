import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateBars, barStartTime } from './bar-buckets';
import { CHART_RESOLUTIONS, resolutionSeconds } from './chart-constants';
import { barShape, withTimes } from './test-support';

const utc = (...args: [number, number, number, number?, number?, number?]) => Date.UTC(...args) / 1000;

describe('barStartTime', () => {
  it('fixed resolutions start at whole multiples of their length since the epoch', () => {
    // 1,700,000,000 = 9,444,444 × 180 + 80, so its 3-minute bar starts 80 s earlier.
    expect(barStartTime('3', 1_700_000_000)).toBe(1_699_999_920);
    // 1,700,000,005 is 5 s into a 10-second bar.
    expect(barStartTime('10S', 1_700_000_005)).toBe(1_700_000_000);
    expect(barStartTime('1S', 1_700_000_005)).toBe(1_700_000_005);
    expect(barStartTime('1D', utc(2026, 10, 23, 17, 45, 3))).toBe(utc(2026, 10, 23));
    expect(barStartTime('60', utc(2026, 10, 23, 17, 45, 3))).toBe(utc(2026, 10, 23, 17));
  });

  it('weeks start on Monday 00:00 UTC', () => {
    // 2026-11-23 is a Monday; the Sunday after still belongs to its week, the Saturday before not.
    const monday = utc(2026, 10, 23);
    expect(new Date(monday * 1000).getUTCDay()).toBe(1);
    expect(barStartTime('1W', monday)).toBe(monday);
    expect(barStartTime('1W', utc(2026, 10, 29, 23, 59, 59))).toBe(monday);
    expect(barStartTime('1W', utc(2026, 10, 21, 12))).toBe(utc(2026, 10, 16));
  });

  it('widgets §9 1M: months are calendar months, not 30-day spans', () => {
    expect(barStartTime('1M', utc(2024, 1, 29, 12))).toBe(utc(2024, 1, 1));
    expect(barStartTime('1M', utc(2024, 2, 1))).toBe(utc(2024, 2, 1));
    expect(barStartTime('1M', utc(2023, 11, 31, 23, 59, 59))).toBe(utc(2023, 11, 1));
    // 31 January + 30 days is 1 March in a leap year: a 30-day span would have skipped February.
    expect(barStartTime('1M', utc(2024, 0, 31) + 30 * 86_400)).toBe(utc(2024, 2, 1));
  });

  it('every bar start holds its time and is its own start', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CHART_RESOLUTIONS),
        fc.integer({ min: 0, max: 4_000_000_000 }),
        (resolution, time) => {
          const start = barStartTime(resolution, time);
          expect(start).toBeLessThanOrEqual(time);
          expect(time - start).toBeLessThan(resolution === '1M' ? 31 * 86_400 : resolutionSeconds(resolution));
          expect(barStartTime(resolution, start)).toBe(start);
        },
      ),
    );
  });
});

describe('aggregateBars', () => {
  it('merges 1-minute bars into 3-minute bars', () => {
    const t = 1_699_999_920; // a multiple of 180
    const bars = [
      { time: t, open: 10, high: 12, low: 9, close: 11, volume: 1 },
      { time: t + 60, open: 11, high: 15, low: 10, close: 14, volume: 2 },
      { time: t + 120, open: 14, high: 14, low: 8, close: 9, volume: 3 },
      { time: t + 180, open: 9, high: 10, low: 7, close: 8 },
    ];
    // Bucket t: open 10 (first), high max(12, 15, 14) = 15, low min(9, 10, 8) = 8, close 9
    // (last), volume 1 + 2 + 3 = 6. Bucket t + 180: the last bar alone, without volume.
    expect(aggregateBars(bars, '3')).toEqual([
      { time: t, open: 10, high: 15, low: 8, close: 9, volume: 6 },
      { time: t + 180, open: 9, high: 10, low: 7, close: 8 },
    ]);
  });

  it('keeps bars already at the resolution as they are', () => {
    fc.assert(
      fc.property(fc.array(barShape, { maxLength: 30 }), (shapes) => {
        const bars = withTimes(shapes, 1_699_999_920, 60);
        expect(aggregateBars(bars, '1')).toEqual(bars);
      }),
    );
  });

  it('equals grouping every n aligned 1-minute bars by hand', () => {
    const resolutions = { 3: '3', 5: '5', 15: '15' } as const;
    fc.assert(
      fc.property(fc.array(barShape, { maxLength: 40 }), fc.constantFrom(3, 5, 15), (shapes, n) => {
        const bars = withTimes(shapes, 1_699_999_200, 60); // 1,699,999,200 = 1,888,888 × 900
        const expected = [];
        for (let i = 0; i < bars.length; i += n) {
          const group = bars.slice(i, i + n);
          expected.push({
            time: group[0]?.time,
            open: group[0]?.open,
            high: Math.max(...group.map((b) => b.high)),
            low: Math.min(...group.map((b) => b.low)),
            close: group.at(-1)?.close,
          });
        }
        expect(aggregateBars(bars, resolutions[n])).toEqual(expected);
      }),
    );
  });
});
