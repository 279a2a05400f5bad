import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OhlcBar } from './indicator-core';
import { DEFAULT_KDJ_SETTINGS, kdj, validateKdjSettings } from './kdj';
import { barSeries, closeTo, withTimes } from './test-support';

/**
 * The textbook KDJ (as Chinese charting software such as Tongdaxin writes it), written plainly
 * and independently of the code under test:
 *   RSV = (C − LLV(L, N)) / (HHV(H, N) − LLV(L, N)) × 100
 *   K = SMA(RSV, M1, 1), D = SMA(K, M2, 1), J = 3K − 2D,
 * where SMA(X, N, M) = (M·X + (N − M)·Y₋₁) / N, Y starting at 50. HHV/LLV over the bars that
 * exist at the start; a flat window's RSV is 50 (decision 0034).
 */
function referenceKdj(bars: OhlcBar[], n: number, m1: number, m2: number) {
  const sma = (xs: number[], len: number, weight: number) => {
    const out: number[] = [];
    let previous = 50;
    for (const x of xs) {
      previous = (weight * x + (len - weight) * previous) / len;
      out.push(previous);
    }
    return out;
  };
  const rsv = bars.map((bar, i) => {
    const window = bars.slice(Math.max(0, i - n + 1), i + 1);
    const hhv = Math.max(...window.map((b) => b.high));
    const llv = Math.min(...window.map((b) => b.low));
    return hhv === llv ? 50 : ((bar.close - llv) / (hhv - llv)) * 100;
  });
  const k = sma(rsv, m1, 1);
  const d = sma(k, m2, 1);
  return bars.map((bar, i) => {
    const ki = k[i] ?? Number.NaN;
    const di = d[i] ?? Number.NaN;
    return { time: bar.time, k: ki, d: di, j: 3 * ki - 2 * di };
  });
}

describe('kdj: values', () => {
  it('matches a small series worked by hand (period 3, smoothing 3, 3)', () => {
    const bars = withTimes([
      { open: 9, high: 10, low: 8, close: 9 },
      { open: 9, high: 12, low: 9, close: 11 },
      { open: 11, high: 13, low: 11, close: 13 },
      { open: 13, high: 12, low: 10, close: 10 },
    ]);
    // Bar 0: window {0}: HHV 10, LLV 8, RSV = (9−8)/(10−8)·100 = 50; K = (2·50+50)/3 = 50;
    //        D = (2·50+50)/3 = 50; J = 3·50 − 2·50 = 50.
    // Bar 1: window {0,1}: HHV 12, LLV 8, RSV = 3/4·100 = 75; K = (2·50+75)/3 = 175/3;
    //        D = (2·50+175/3)/3 = 475/9; J = 175 − 950/9 = 625/9.
    // Bar 2: window {0,1,2}: HHV 13, LLV 8, RSV = 5/5·100 = 100; K = (350/3+100)/3 = 650/9;
    //        D = (950/9+650/9)/3 = 1600/27; J = 1950/9 − 3200/27 = 2650/27.
    // Bar 3: window {1,2,3}: HHV 13, LLV 9, RSV = (10−9)/4·100 = 25; K = (1300/9+25)/3 = 1525/27;
    //        D = (3200/27+1525/27)/3 = 4725/81 = 175/3; J = 4575/27 − 350/3 = 1425/27.
    const expected = [
      [50, 50, 50],
      [175 / 3, 475 / 9, 625 / 9],
      [650 / 9, 1600 / 27, 2650 / 27],
      [1525 / 27, 175 / 3, 1425 / 27],
    ];
    const points = kdj(bars, { period: 3, kSmoothing: 3, dSmoothing: 3 });
    expect(points.map((p) => p.time)).toEqual(bars.map((b) => b.time));
    points.forEach((p, i) => {
      const [k, d, j] = expected[i] ?? [];
      expect(p.k).toBeCloseTo(k ?? Number.NaN, 10);
      expect(p.d).toBeCloseTo(d ?? Number.NaN, 10);
      expect(p.j).toBeCloseTo(j ?? Number.NaN, 10);
    });
  });

  // The published reference: MetaStock's indicator reference (Equis International), "Stochastic
  // Oscillator", its worked 10-day %K: highest high 46, lowest low 38, close 41 gives 37.5 %;
  // a close of 42 gives 50 %. KDJ's K is that %K (the RSV) smoothed by kSmoothing; with 1 it is the RSV.
  it('K with smoothing 1 is the stochastic %K MetaStock works out: 37.5 and 50 over a 46–38 range', () => {
    const tenDays = (close: number) =>
      withTimes(
        Array.from({ length: 10 }, (_, i) => {
          if (i === 3) return { open: 44, high: 46, low: 43, close: 44 };
          if (i === 6) return { open: 39, high: 40, low: 38, close: 39 };
          if (i === 9) return { open: 41, high: Math.max(41, close), low: 40, close };
          return { open: 42, high: 43, low: 40, close: 42 };
        }),
      );
    expect(kdj(tenDays(41), { period: 10, kSmoothing: 1, dSmoothing: 1 }).at(-1)?.k).toBeCloseTo(37.5, 10);
    expect(kdj(tenDays(42), { period: 10, kSmoothing: 1, dSmoothing: 1 }).at(-1)?.k).toBeCloseTo(50, 10);
  });

  it('a flat window gives RSV 50, so K and D stay at 50', () => {
    const flat = withTimes(Array.from({ length: 5 }, () => ({ open: 7, high: 7, low: 7, close: 7 })));
    for (const p of kdj(flat)) expect([p.k, p.d, p.j]).toEqual([50, 50, 50]);
  });

  it('equals the textbook formula on random series, for default and random settings', () => {
    fc.assert(
      fc.property(
        barSeries(60),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        (bars, period, kSmoothing, dSmoothing) => {
          const cases: [Parameters<typeof kdj>[1], number, number, number][] = [
            [undefined, 9, 3, 3],
            [{ period, kSmoothing, dSmoothing }, period, kSmoothing, dSmoothing],
          ];
          for (const [settings, n, m1, m2] of cases) {
            const actual = kdj(bars, settings);
            const expected = referenceKdj(bars, n, m1, m2);
            expect(actual.length).toBe(expected.length);
            actual.forEach((p, i) => {
              const e = expected[i];
              expect(e !== undefined && closeTo(p.k, e.k) && closeTo(p.d, e.d) && closeTo(p.j, e.j)).toBe(true);
            });
          }
        },
      ),
    );
  });

  it('is empty for no bars', () => {
    expect(kdj([])).toEqual([]);
  });
});

describe('kdj: widgets §5 "KDJ indicator: periods are integers 1 to 2000, defaults 9, 3, 3."', () => {
  it('defaults are 9, 3, 3', () => {
    expect(DEFAULT_KDJ_SETTINGS).toEqual({ period: 9, kSmoothing: 3, dSmoothing: 3 });
    expect(validateKdjSettings({})).toEqual({ ok: true, settings: { period: 9, kSmoothing: 3, dSmoothing: 3 } });
    expect(validateKdjSettings(undefined)).toEqual({ ok: true, settings: DEFAULT_KDJ_SETTINGS });
  });

  it('accepts the bounds 1 and 2000 for each period', () => {
    for (const field of ['period', 'kSmoothing', 'dSmoothing']) {
      for (const value of [1, 2000]) {
        const result = validateKdjSettings({ [field]: value });
        expect(result.ok && result.settings[field as keyof typeof result.settings]).toBe(value);
      }
    }
  });

  it('refuses 0 and 2001 as out of range, naming the field and the bounds', () => {
    for (const field of ['period', 'kSmoothing', 'dSmoothing']) {
      for (const value of [0, 2001, -5]) {
        expect(validateKdjSettings({ [field]: value })).toEqual({
          ok: false,
          errors: [{ field, rule: 'range', min: 1, max: 2000 }],
        });
      }
    }
  });

  it('refuses non-integers: fractions, NaN, infinity, numeric text', () => {
    for (const value of [2.5, Number.NaN, Number.POSITIVE_INFINITY, '9', true, null]) {
      expect(validateKdjSettings({ period: value })).toEqual({
        ok: false,
        errors: [{ field: 'period', rule: 'integer', min: 1, max: 2000 }],
      });
    }
  });

  it('reports every bad field at once', () => {
    const result = validateKdjSettings({ period: 0, kSmoothing: 1.5, dSmoothing: 3 });
    expect(result.ok ? [] : result.errors.map((e) => [e.field, e.rule])).toEqual([
      ['period', 'range'],
      ['kSmoothing', 'integer'],
    ]);
  });

  it('refuses something that is not a settings object', () => {
    expect(validateKdjSettings(9).ok).toBe(false);
    expect(validateKdjSettings([9, 3, 3]).ok).toBe(false);
  });

  it('kdj() refuses settings that validation refuses', () => {
    expect(() => kdj([], { period: 0 })).toThrow(RangeError);
    expect(() => kdj([], { dSmoothing: 2001 })).toThrow(RangeError);
  });
});
