import fc from 'fast-check';
import type { OhlcBar } from './indicator-core';

/**
 * Test support (not exported from the package): random bar series. Prices are small integers so
 * that ties (equal closes, flat windows) happen often and exercise the edge rules.
 */
export const barShape = fc
  .record({
    open: fc.integer({ min: 1, max: 40 }),
    close: fc.integer({ min: 1, max: 40 }),
    up: fc.integer({ min: 0, max: 5 }),
    down: fc.integer({ min: 0, max: 5 }),
  })
  .map(({ open, close, up, down }) => ({
    open,
    close,
    high: Math.max(open, close) + up,
    low: Math.max(0, Math.min(open, close) - down),
  }));

export function withTimes(shapes: readonly Omit<OhlcBar, 'time'>[], start = 1_700_000_000, step = 60): OhlcBar[] {
  return shapes.map((shape, i) => ({ ...shape, time: start + i * step }));
}

export const barSeries = (maxLength = 80) =>
  fc.array(barShape, { minLength: 0, maxLength }).map((shapes) => withTimes(shapes));

/** Bars from closes alone (open = previous close, high/low = the larger/smaller of the two). */
export function barsFromCloses(closes: readonly number[]): OhlcBar[] {
  return withTimes(
    closes.map((close, i) => {
      const open = i === 0 ? close : (closes[i - 1] ?? close);
      return { open, high: Math.max(open, close), low: Math.min(open, close), close };
    }),
  );
}

/** Relative closeness for comparing two float implementations of the same formula. */
export function closeTo(actual: number | null, expected: number | null, tolerance = 1e-9): boolean {
  if (actual === null || expected === null) return actual === expected;
  return Math.abs(actual - expected) <= tolerance * Math.max(1, Math.abs(expected));
}
