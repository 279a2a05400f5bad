import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OhlcBar } from './indicator-core';
import { tdSequential, type TdSide, validateTdSettings } from './td-sequential';
import { barSeries, withTimes } from './test-support';

/**
 * TD Sequential by DeMark's rules (T. R. DeMark, "The New Science of Technical Analysis", 1994;
 * J. Perl, "DeMark Indicators", 2008), written as two plain passes, independently of the code
 * under test:
 * - Setup: a buy count runs while close < close 4 bars earlier (sell: >), 1 to 9; after a 9 the
 *   next such bar starts again at 1.
 * - Countdown: starts on the bar of a completed setup 9; counts each bar (not necessarily in a
 *   row) whose close ≤ the low 2 bars earlier (sell: close ≥ the high 2 bars earlier) up to 13;
 *   bar 13 also needs low ≤ close of countdown bar 8 (sell: high ≥), else it waits.
 * - Cancellation: an opposite setup completing, or a close beyond the setup's extreme (above the
 *   buy setup's highest high, below the sell setup's lowest low). No recycling: a same-side setup
 *   during a countdown leaves it running.
 */
function referenceTd(bars: OhlcBar[]) {
  // Pass 1: setup counts.
  const setup: number[] = [];
  const setupSide: (TdSide | null)[] = [];
  bars.forEach((bar, i) => {
    const before = bars[i - 4];
    const side: TdSide | null =
      before === undefined ? null : bar.close < before.close ? 'buy' : bar.close > before.close ? 'sell' : null;
    const previous = i > 0 ? (setup[i - 1] ?? 0) : 0;
    const continues = side !== null && side === setupSide[i - 1] && previous >= 1 && previous <= 8;
    setup.push(side === null ? 0 : continues ? previous + 1 : 1);
    setupSide.push(side);
  });
  // Pass 2: countdown.
  const countdown: number[] = [];
  const countdownSide: (TdSide | null)[] = [];
  let active: { side: TdSide; count: number; limit: number; eight: number } | null = null;
  bars.forEach((bar, i) => {
    const completed = setup[i] === 9 ? (setupSide[i] ?? null) : null;
    if (active !== null) {
      const opposite = completed !== null && completed !== active.side;
      const escaped = active.side === 'buy' ? bar.close > active.limit : bar.close < active.limit;
      if (opposite || escaped) active = null;
    }
    if (completed !== null && active === null) {
      const setupBars = bars.slice(i - 8, i + 1);
      const limit =
        completed === 'buy' ? Math.max(...setupBars.map((b) => b.high)) : Math.min(...setupBars.map((b) => b.low));
      active = { side: completed, count: 0, limit, eight: Number.NaN };
    }
    let counted = 0;
    const twoBack = bars[i - 2];
    if (active !== null && twoBack !== undefined) {
      const beyond = active.side === 'buy' ? bar.close <= twoBack.low : bar.close >= twoBack.high;
      const qualifies =
        active.count !== 12 || (active.side === 'buy' ? bar.low <= active.eight : bar.high >= active.eight);
      if (beyond && qualifies) {
        active.count += 1;
        counted = active.count;
        if (counted === 8) active.eight = bar.close;
      }
    }
    countdown.push(counted);
    countdownSide.push(counted > 0 && active !== null ? active.side : null);
    if (counted === 13) active = null;
  });
  return bars.map((bar, i) => ({
    time: bar.time,
    setup: setup[i],
    setupSide: setup[i] === 0 ? null : setupSide[i],
    countdown: countdown[i],
    countdownSide: countdownSide[i],
  }));
}

/** Bars whose close steps by `step` each bar, high and low half a point either side. */
function steadyBars(start: number, step: number, length: number): Omit<OhlcBar, 'time'>[] {
  return Array.from({ length }, (_, i) => {
    const close = start + step * i;
    return { open: close - step, high: close + 0.5, low: close - 0.5, close };
  });
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('tdSequential: DeMark setup and countdown', () => {
  it('a steady fall: buy setup 1–9 on bars 4–12, again on 13–21, countdown 1–13 on bars 12–24', () => {
    // Close of bar i = 100 − i, low = close − 0.5. Bars 0–3 have no bar 4 back: no setup.
    // Bar 4: 96 < 100 (bar 0) → buy 1; each later bar likewise, so bars 4–12 count 1–9 and,
    // as a 9 starts a fresh count, bars 13–21 count 1–9 and bars 22–25 count 1–4.
    // Countdown from bar 12 (the 9): bar i's close 100 − i ≤ low of bar i − 2 = 101.5 − i,
    // so every bar counts: bars 12–24 count 1–13. Bar 13 check: low of bar 24 = 75.5 ≤ close of
    // countdown bar 8 (bar 19) = 81. The second 9 on bar 21 is the same side: no restart.
    // After the 13 the countdown ends, so bar 25 counts nothing.
    const points = tdSequential(withTimes(steadyBars(100, -1, 26)));
    expect(points.map((p) => p.setup)).toEqual([0, 0, 0, 0, ...range(1, 9), ...range(1, 9), 1, 2, 3, 4]);
    expect(points.map((p) => p.setupSide)).toEqual([null, null, null, null, ...Array<TdSide>(22).fill('buy')]);
    expect(points.map((p) => p.countdown)).toEqual([...Array<number>(12).fill(0), ...range(1, 13), 0]);
    expect(points.map((p) => p.countdownSide)).toEqual([
      ...Array<null>(12).fill(null),
      ...Array<TdSide>(13).fill('buy'),
      null,
    ]);
  });

  it('a steady rise mirrors it on the sell side', () => {
    // Close of bar i = 100 + i: close > close 4 bars back, and close ≥ high 2 bars back
    // (100 + i ≥ 98.5 + i); bar 13's high 124.5 ≥ close of bar 19 = 119.
    const points = tdSequential(withTimes(steadyBars(100, 1, 26)));
    expect(points.map((p) => p.setup)).toEqual([0, 0, 0, 0, ...range(1, 9), ...range(1, 9), 1, 2, 3, 4]);
    expect(points.every((p, i) => p.setupSide === (i < 4 ? null : 'sell'))).toBe(true);
    expect(points.map((p) => p.countdown)).toEqual([...Array<number>(12).fill(0), ...range(1, 13), 0]);
    expect(points.filter((p) => p.countdown > 0).every((p) => p.countdownSide === 'sell')).toBe(true);
  });

  // A published reference: QuantConnect Lean's TD Sequential test (Tests/Indicators/
  // TdSequentialTests.cs, "GivenSellSetupThenSetupCountAtNine"): thirteen bars closing 100, 101 …
  // 112 (open, high, low and close alike) complete a sell setup of 9 on the thirteenth bar.
  it("QuantConnect Lean's worked series: closes 100 … 112 reach a sell setup 9 on the 13th bar", () => {
    const bars = withTimes(
      Array.from({ length: 13 }, (_, i) => ({ open: 100 + i, high: 100 + i, low: 100 + i, close: 100 + i })),
    );
    const points = tdSequential(bars);
    expect(points.map((p) => p.setup)).toEqual([0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(points.at(-1)?.setupSide).toBe('sell');
  });

  it('no count on equal closes: neither side', () => {
    const points = tdSequential(withTimes(steadyBars(50, 0, 12)));
    expect(points.every((p) => p.setup === 0 && p.setupSide === null && p.countdown === 0)).toBe(true);
  });

  it("a close above the buy setup's highest high cancels the buy countdown", () => {
    // Bars 0–12 fall as above: buy setup 9 on bar 12, its bars 4–12 have highest high 96.5
    // (bar 4); bar 12 counts countdown 1 (88 ≤ bar 10's low 89.5).
    // Bar 13 closes at 97 > 96.5: cancelled. Bar 14 closes at 80 ≤ bar 12's low 87.5, which
    // would have counted 2, but no countdown runs any more.
    const bars = withTimes([
      ...steadyBars(100, -1, 13),
      { open: 88, high: 97.5, low: 87.5, close: 97 },
      { open: 97, high: 97, low: 79.5, close: 80 },
    ]);
    expect(tdSequential(bars).map((p) => p.countdown)).toEqual([...Array<number>(12).fill(0), 1, 0, 0]);
  });

  it('an opposite setup 9 cancels the countdown (and starts its own)', () => {
    // Bars 0–12 fall as above: buy 9 on bar 12, countdown 1, TDST 96.5. Bars 13–21 then creep up
    // by 0.25 from 91.5 (low = close − 0.5): bar 13: 91.5 > 91 (bar 9) → sell 1; 14: 91.75 > 90;
    // 15: 92 > 89; 16: 92.25 > 88; 17: 92.5 > 91.5 (bar 13); … bar 21: 93.5 > 92.5 → sell 9.
    // No close passes 96.5, and none is ≤ the low 2 bars back (the closes rise), so the buy
    // countdown lives on without counting until bar 21, where the sell 9 cancels it and starts a
    // sell countdown on that bar: 93.5 ≥ bar 19's high 93 + 0.5 → sell 1.
    const bars = withTimes([...steadyBars(100, -1, 13), ...steadyBars(91.5, 0.25, 9)]);
    const points = tdSequential(bars);
    expect(points.map((p) => p.setup).slice(13)).toEqual(range(1, 9));
    expect(
      points
        .map((p) => p.setupSide)
        .slice(13)
        .every((s) => s === 'sell'),
    ).toBe(true);
    expect(points.map((p) => p.countdown)).toEqual([...Array<number>(12).fill(0), 1, ...Array<number>(8).fill(0), 1]);
    expect(points.at(-1)?.countdownSide).toBe('sell');
  });

  it('bar 13 waits until its low reaches the close of countdown bar 8', () => {
    // Bars 0–18 fall as above: countdown 1–7 on bars 12–18.
    // Bar 19 (o 81 h 81.5 l 59.5 c 60): 60 ≤ bar 17's low 82.5 → 8; its close 60 is the level.
    // Bar 20 (c 70): 70 ≤ bar 18's low 81.5 → 9.
    // Bar 21 (c 75): 75 > bar 19's low 59.5 → no count.
    // Bar 22 (c 68): 68 ≤ bar 20's low 69 → 10.  Bar 23 (c 66): ≤ bar 21's low 69.5 → 11.
    // Bar 24 (c 65): ≤ bar 22's low 67.5 → 12.
    // Bar 25 (c 63, l 62.5): 63 ≤ bar 23's low 65.5, but low 62.5 > 60 → deferred, no count.
    // Bar 26 (c 61, l 60.5): 61 ≤ bar 24's low 64.5, but low 60.5 > 60 → deferred.
    // Bar 27 (c 59, l 58.5): 59 ≤ bar 25's low 62.5 and 58.5 ≤ 60 → 13.
    const bars = withTimes([
      ...steadyBars(100, -1, 19),
      { open: 81, high: 81.5, low: 59.5, close: 60 },
      { open: 69, high: 71, low: 69, close: 70 },
      { open: 70, high: 75.5, low: 69.5, close: 75 },
      { open: 75, high: 75, low: 67.5, close: 68 },
      { open: 68, high: 68, low: 65.5, close: 66 },
      { open: 66, high: 66, low: 64.5, close: 65 },
      { open: 65, high: 65, low: 62.5, close: 63 },
      { open: 63, high: 63, low: 60.5, close: 61 },
      { open: 61, high: 61, low: 58.5, close: 59 },
    ]);
    const countdown = tdSequential(bars).map((p) => p.countdown);
    expect(countdown.slice(12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 10, 11, 12, 0, 0, 13]);
  });

  it('equals the two-pass reading of the rules on random series', () => {
    fc.assert(
      fc.property(barSeries(120), (bars) => {
        expect(tdSequential(bars)).toEqual(referenceTd(bars));
      }),
      { numRuns: 300 },
    );
  });
});

describe('tdSequential: widgets §5 "TD Sequential indicator: a boolean option to show only counts 9 and 13."', () => {
  it('with the option, keeps only the setup 9s and the countdown 13', () => {
    // The steady fall: 9s on bars 12 and 21, the 13 on bar 24 (see the first test).
    const points = tdSequential(withTimes(steadyBars(100, -1, 26)), { onlyNineAndThirteen: true });
    expect(points.flatMap((p, i) => (p.setup > 0 ? [[i, p.setup, p.setupSide]] : []))).toEqual([
      [12, 9, 'buy'],
      [21, 9, 'buy'],
    ]);
    expect(points.flatMap((p, i) => (p.countdown > 0 ? [[i, p.countdown, p.countdownSide]] : []))).toEqual([
      [24, 13, 'buy'],
    ]);
    expect(points.every((p) => (p.setup === 0) === (p.setupSide === null))).toBe(true);
  });

  it('the option only hides counts: the 9s and 13s are those of the full reading', () => {
    fc.assert(
      fc.property(barSeries(120), (bars) => {
        const full = tdSequential(bars);
        const only = tdSequential(bars, { onlyNineAndThirteen: true });
        only.forEach((p, i) => {
          const f = full[i];
          expect(p.setup).toBe(f?.setup === 9 ? 9 : 0);
          expect(p.countdown).toBe(f?.countdown === 13 ? 13 : 0);
        });
      }),
    );
  });

  it('the option is a boolean, false by default', () => {
    expect(validateTdSettings({})).toEqual({ ok: true, settings: { onlyNineAndThirteen: false } });
    expect(validateTdSettings(undefined)).toEqual({ ok: true, settings: { onlyNineAndThirteen: false } });
    expect(validateTdSettings({ onlyNineAndThirteen: true })).toEqual({
      ok: true,
      settings: { onlyNineAndThirteen: true },
    });
    for (const value of ['true', 1, 0, null]) {
      expect(validateTdSettings({ onlyNineAndThirteen: value })).toEqual({
        ok: false,
        errors: [{ field: 'onlyNineAndThirteen', rule: 'choice' }],
      });
    }
    expect(validateTdSettings('yes').ok).toBe(false);
  });
});
