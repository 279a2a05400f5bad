import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IncrementalIndicator, OhlcBar } from './indicator-core';
import { createKdj, kdj, type KdjSettings } from './kdj';
import { createMacd, macd, type MacdSettings, PRICE_SOURCES } from './macd';
import { createTdSequential, tdSequential, type TdSettings } from './td-sequential';
import { barSeries, barShape, barsFromCloses } from './test-support';

/** A live chart's life: a history, then new bars and revisions of the last one, in any order. */
const liveSession = fc.record({
  history: barSeries(40),
  ops: fc.array(fc.record({ revise: fc.boolean(), shape: barShape }), { maxLength: 40 }),
});

/**
 * Replays a session on the incremental form and checks, after every step, that the point it
 * answers is the batch function's last point over the bars so far, and at the end that a reset
 * gives the whole batch answer.
 */
function checkSession<P>(
  session: { history: OhlcBar[]; ops: { revise: boolean; shape: Omit<OhlcBar, 'time'> }[] },
  create: () => IncrementalIndicator<P>,
  batch: (bars: OhlcBar[]) => P[],
): void {
  const indicator = create();
  const bars = [...session.history];
  expect(indicator.reset(bars)).toEqual(batch(bars));
  for (const { revise, shape } of session.ops) {
    const last = bars.at(-1);
    if (revise && last !== undefined) {
      bars[bars.length - 1] = { ...shape, time: last.time };
    } else {
      bars.push({ ...shape, time: last === undefined ? 1_700_000_000 : last.time + 60 });
    }
    const point = indicator.update(bars.at(-1) ?? { ...shape, time: 0 });
    expect(point).toEqual(batch(bars).at(-1));
  }
  expect(indicator.reset(bars)).toEqual(batch(bars));
}

const kdjSettings: fc.Arbitrary<Partial<KdjSettings>> = fc.record(
  {
    period: fc.integer({ min: 1, max: 15 }),
    kSmoothing: fc.integer({ min: 1, max: 6 }),
    dSmoothing: fc.integer({ min: 1, max: 6 }),
  },
  { requiredKeys: [] },
);
const macdSettings: fc.Arbitrary<Partial<MacdSettings>> = fc
  .record({
    fast: fc.integer({ min: 1, max: 8 }),
    extra: fc.integer({ min: 1, max: 10 }),
    signal: fc.integer({ min: 1, max: 6 }),
    source: fc.constantFrom(...PRICE_SOURCES),
  })
  .map(({ fast, extra, signal, source }) => ({ fast, slow: fast + extra, signal, source }));
const tdSettings: fc.Arbitrary<Partial<TdSettings>> = fc.record({ onlyNineAndThirteen: fc.boolean() });

describe('issue 11: "each with an incremental update for a new or changed last bar" equals the batch answer', () => {
  it('KDJ', () => {
    fc.assert(
      fc.property(liveSession, kdjSettings, (session, settings) =>
        checkSession(
          session,
          () => createKdj(settings),
          (bars) => kdj(bars, settings),
        ),
      ),
    );
  });

  it('MACD', () => {
    fc.assert(
      fc.property(liveSession, macdSettings, (session, settings) =>
        checkSession(
          session,
          () => createMacd(settings),
          (bars) => macd(bars, settings),
        ),
      ),
    );
  });

  it('TD Sequential', () => {
    fc.assert(
      fc.property(liveSession, tdSettings, (session, settings) =>
        checkSession(
          session,
          () => createTdSequential(settings),
          (bars) => tdSequential(bars, settings),
        ),
      ),
    );
  });

  it('revising the last bar many times, then moving on, counts the last version only', () => {
    // 30 falling closes; the live bar 30 is first a fall, then revised up, then back down.
    const bars = barsFromCloses(Array.from({ length: 31 }, (_, i) => 100 - i));
    const indicator = createTdSequential();
    indicator.reset(bars.slice(0, 30));
    const live = bars[30] ?? { time: 0, open: 0, high: 0, low: 0, close: 0 };
    indicator.update(live);
    indicator.update({ ...live, high: 200, close: 200 });
    const final = indicator.update({ ...live, close: 50, low: 50 });
    const expected = tdSequential([...bars.slice(0, 30), { ...live, close: 50, low: 50 }]).at(-1);
    expect(final).toEqual(expected);
    const next = { time: live.time + 60, open: 50, high: 50, low: 49, close: 49 };
    expect(indicator.update(next)).toEqual(
      tdSequential([...bars.slice(0, 30), { ...live, close: 50, low: 50 }, next]).at(-1),
    );
  });

  it('refuses a bar older than the last (a caller error)', () => {
    const bars = barsFromCloses([1, 2, 3]);
    const older: OhlcBar = { time: 1, open: 1, high: 1, low: 1, close: 1 };
    for (const indicator of [createKdj(), createMacd(), createTdSequential()]) {
      indicator.reset(bars);
      expect(() => indicator.update(older)).toThrow(RangeError);
    }
  });

  it('a reset that keeps only the points from an index on gives the batch answer from there, and updates as a whole reset would', () => {
    fc.assert(
      fc.property(barSeries(40), fc.nat(45), barShape, (history, from, shape) => {
        const bars = [...history];
        const cases: Array<[IncrementalIndicator<unknown>, (b: OhlcBar[]) => unknown[]]> = [
          [createKdj(), (b) => kdj(b)],
          [createMacd(), (b) => macd(b)],
          [createTdSequential(), (b) => tdSequential(b)],
        ];
        for (const [indicator, batch] of cases) {
          expect(indicator.reset(bars, from)).toEqual(batch(bars).slice(from));
          const next = { ...shape, time: (bars.at(-1)?.time ?? 1_700_000_000) + 60 };
          expect(indicator.update(next)).toEqual(batch([...bars, next]).at(-1));
        }
      }),
    );
  });

  it('starts from nothing with update alone', () => {
    const bars = barsFromCloses([5, 4, 6, 3, 7, 2, 8]);
    const indicator = createMacd({ fast: 2, slow: 3, signal: 2 });
    const points = bars.map((bar) => indicator.update(bar));
    expect(points).toEqual(macd(bars, { fast: 2, slow: 3, signal: 2 }));
  });
});
