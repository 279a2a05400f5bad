import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OhlcBar } from './indicator-core';
import { DEFAULT_MACD_SETTINGS, macd, PRICE_SOURCES, type PriceSource, priceOf, validateMacdSettings } from './macd';
import { barSeries, barsFromCloses, closeTo } from './test-support';

/**
 * The textbook MACD (Appel; the method StockCharts' ChartSchool "MACD" article and TradingView's
 * ta.ema describe), written plainly and independently of the code under test:
 *   EMA starts as the simple average of the first n values, then
 *   EMA = price × k + EMA₋₁ × (1 − k), k = 2 / (n + 1);
 *   MACD = EMA(fast) − EMA(slow); signal = EMA(MACD, signal); histogram = MACD − signal.
 */
function referenceEma(values: (number | null)[], n: number): (number | null)[] {
  const k = 2 / (n + 1);
  const out: (number | null)[] = [];
  const seen: number[] = [];
  let ema: number | null = null;
  for (const v of values) {
    if (v === null) {
      out.push(null);
      continue;
    }
    seen.push(v);
    if (ema === null && seen.length === n) ema = seen.reduce((a, b) => a + b, 0) / n;
    else if (ema !== null) ema = v * k + ema * (1 - k);
    out.push(ema);
  }
  return out;
}

function referencePrice(bar: OhlcBar, source: PriceSource): number {
  const table: Record<PriceSource, number> = {
    open: bar.open,
    high: bar.high,
    low: bar.low,
    close: bar.close,
    hl2: (bar.high + bar.low) / 2,
    hlc3: (bar.high + bar.low + bar.close) / 3,
    ohlc4: (bar.open + bar.high + bar.low + bar.close) / 4,
  };
  return table[source];
}

function referenceMacd(bars: OhlcBar[], fast: number, slow: number, signal: number, source: PriceSource) {
  const prices = bars.map((b) => referencePrice(b, source));
  const fastEma = referenceEma(prices, fast);
  const slowEma = referenceEma(prices, slow);
  const line = prices.map((_, i) => {
    const f = fastEma[i] ?? null;
    const s = slowEma[i] ?? null;
    return f === null || s === null ? null : f - s;
  });
  const signalLine = referenceEma(line, signal);
  return line.map((m, i) => {
    const s = signalLine[i] ?? null;
    return { macd: m, signal: s, histogram: m === null || s === null ? null : m - s };
  });
}

describe('macd: values', () => {
  it('matches a small series worked by hand (fast 2, slow 3, signal 2, closes 1 2 4 3 5)', () => {
    // Fast EMA(2), k = 2/3: bar 1 seed (1+2)/2 = 3/2; bar 2: 3/2 + 2/3·(4 − 3/2) = 19/6;
    //   bar 3: 19/6 + 2/3·(3 − 19/6) = 55/18; bar 4: 55/18 + 2/3·(5 − 55/18) = 235/54.
    // Slow EMA(3), k = 1/2: bar 2 seed (1+2+4)/3 = 7/3; bar 3: 7/3 + 1/2·(3 − 7/3) = 8/3;
    //   bar 4: 8/3 + 1/2·(5 − 8/3) = 23/6.
    // MACD: bar 2: 19/6 − 7/3 = 5/6; bar 3: 55/18 − 8/3 = 7/18; bar 4: 235/54 − 23/6 = 14/27.
    // Signal EMA(2) of MACD, k = 2/3: bar 3 seed (5/6 + 7/18)/2 = 11/18;
    //   bar 4: 11/18 + 2/3·(14/27 − 11/18) = 89/162.
    // Histogram: bar 3: 7/18 − 11/18 = −2/9; bar 4: 14/27 − 89/162 = −5/162.
    const bars = barsFromCloses([1, 2, 4, 3, 5]);
    const expected = [
      [null, null, null],
      [null, null, null],
      [5 / 6, null, null],
      [7 / 18, 11 / 18, -2 / 9],
      [14 / 27, 89 / 162, -5 / 162],
    ];
    const points = macd(bars, { fast: 2, slow: 3, signal: 2 });
    expect(points.map((p) => p.time)).toEqual(bars.map((b) => b.time));
    points.forEach((p, i) => {
      const row = expected[i] ?? [];
      [p.macd, p.signal, p.histogram].forEach((value, j) => {
        const want = row[j] ?? null;
        if (want === null) expect(value).toBeNull();
        else expect(value).toBeCloseTo(want, 12);
      });
    });
  });

  it('starts MACD at bar slow − 1 and the signal at bar slow + signal − 2 with the defaults 12, 26, 9', () => {
    const bars = barsFromCloses(Array.from({ length: 60 }, (_, i) => 100 + Math.sin(i / 3) * 10));
    const points = macd(bars);
    expect(points.findIndex((p) => p.macd !== null)).toBe(25);
    expect(points.findIndex((p) => p.signal !== null)).toBe(33);
    expect(points.findIndex((p) => p.histogram !== null)).toBe(33);
  });

  it('a constant price has MACD, signal and histogram 0', () => {
    const points = macd(barsFromCloses(Array.from({ length: 40 }, () => 42)));
    const last = points.at(-1);
    expect([last?.macd, last?.signal, last?.histogram]).toEqual([0, 0, 0]);
  });

  // The published reference: StockCharts ChartSchool (chartschool.stockcharts.com), the article
  // "Moving Averages - Simple and Exponential", its worked 10-day EMA of 30 Intel closes (the
  // article's spreadsheet, cs-movavg.xls), shown to the cent. MACD is
  // EMA(fast) − EMA(slow) and an EMA of length 1 is the price itself, so with fast 1 the published
  // EMA is close − MACD.
  it('builds on the EMA StockCharts publishes: its 10-day EMA of 30 Intel closes, to the cent', () => {
    const closes = [
      22.27, 22.19, 22.08, 22.17, 22.18, 22.13, 22.23, 22.43, 22.24, 22.29, 22.15, 22.39, 22.38, 22.61, 23.36, 24.05,
      23.75, 23.83, 23.95, 23.63, 23.82, 23.87, 23.65, 23.19, 23.1, 23.33, 22.68, 23.1, 22.4, 22.17,
    ];
    // Day 10 is the seed (the 10-day simple average), then the exponential average day by day.
    const published = [
      22.22, 22.21, 22.24, 22.27, 22.33, 22.52, 22.8, 22.97, 23.13, 23.28, 23.34, 23.43, 23.51, 23.53, 23.47, 23.4,
      23.39, 23.26, 23.23, 23.08, 22.92,
    ];
    const points = macd(barsFromCloses(closes), { fast: 1, slow: 10, signal: 9 });
    expect(points.slice(0, 9).every((p) => p.macd === null)).toBe(true);
    const ema = points.slice(9).map((p, i) => Math.round(((closes[i + 9] ?? 0) - (p.macd ?? 0)) * 100) / 100);
    expect(ema).toEqual(published);
  });

  it('equals the textbook formula on random series, every source and random lengths', () => {
    fc.assert(
      fc.property(
        barSeries(70),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom(...PRICE_SOURCES),
        (bars, fast, extra, signal, source) => {
          const slow = fast + extra;
          const actual = macd(bars, { fast, slow, signal, source });
          const expected = referenceMacd(bars, fast, slow, signal, source);
          expect(actual.length).toBe(expected.length);
          actual.forEach((p, i) => {
            const e = expected[i];
            const same =
              e !== undefined &&
              closeTo(p.macd, e.macd) &&
              closeTo(p.signal, e.signal) &&
              closeTo(p.histogram, e.histogram);
            expect(same).toBe(true);
          });
        },
      ),
    );
  });
});

describe('macd: widgets §5 "source is one of open, high, low, close, hl2, hlc3, ohlc4."', () => {
  it('lists exactly the seven sources', () => {
    expect([...PRICE_SOURCES]).toEqual('open, high, low, close, hl2, hlc3, ohlc4'.split(', '));
  });

  it('computes each source from the bar', () => {
    const bar = { time: 0, open: 1, high: 8, low: 2, close: 5 };
    expect(PRICE_SOURCES.map((s) => priceOf(bar, s))).toEqual([1, 8, 2, 5, 5, 5, 4]);
  });

  it('refuses any other source', () => {
    for (const source of ['hlcc4', 'Close', '', 4]) {
      expect(validateMacdSettings({ source })).toEqual({ ok: false, errors: [{ field: 'source', rule: 'choice' }] });
    }
  });
});

describe('macd: widgets §5 "fast and slow lengths are integers 1 to 2000, defaults 12 and 26; signal length is an integer 1 to 50, default 9"', () => {
  it('defaults are 12, 26, 9 on close', () => {
    expect(DEFAULT_MACD_SETTINGS).toEqual({ fast: 12, slow: 26, signal: 9, source: 'close' });
    expect(validateMacdSettings({})).toEqual({ ok: true, settings: DEFAULT_MACD_SETTINGS });
  });

  it('accepts the bounds', () => {
    expect(validateMacdSettings({ fast: 1, slow: 2000, signal: 1 }).ok).toBe(true);
    expect(validateMacdSettings({ fast: 1999, slow: 2000, signal: 50 }).ok).toBe(true);
  });

  it('refuses fast or slow outside 1..2000', () => {
    expect(validateMacdSettings({ fast: 0 })).toEqual({
      ok: false,
      errors: [{ field: 'fast', rule: 'range', min: 1, max: 2000 }],
    });
    expect(validateMacdSettings({ slow: 2001 })).toEqual({
      ok: false,
      errors: [{ field: 'slow', rule: 'range', min: 1, max: 2000 }],
    });
  });

  it('refuses a signal length outside 1..50', () => {
    for (const signal of [0, 51]) {
      expect(validateMacdSettings({ signal })).toEqual({
        ok: false,
        errors: [{ field: 'signal', rule: 'range', min: 1, max: 50 }],
      });
    }
  });

  it('refuses non-integer lengths', () => {
    expect(validateMacdSettings({ fast: 12.5, signal: '9' })).toEqual({
      ok: false,
      errors: [
        { field: 'fast', rule: 'integer', min: 1, max: 2000 },
        { field: 'signal', rule: 'integer', min: 1, max: 50 },
      ],
    });
  });

  it('decision 0034: slow must exceed fast (equal draws a flat zero, swapped mirrors the line)', () => {
    expect(validateMacdSettings({ fast: 26, slow: 26 })).toEqual({
      ok: false,
      errors: [{ field: 'slow', rule: 'order', min: 27 }],
    });
    expect(validateMacdSettings({ fast: 30 })).toEqual({
      ok: false,
      errors: [{ field: 'slow', rule: 'order', min: 31 }],
    });
    // The order is judged only between valid lengths: a range error is not doubled by an order one.
    expect(validateMacdSettings({ fast: 3000, slow: 20 })).toEqual({
      ok: false,
      errors: [{ field: 'fast', rule: 'range', min: 1, max: 2000 }],
    });
  });

  it('macd() refuses settings that validation refuses', () => {
    expect(() => macd([], { signal: 51 })).toThrow(RangeError);
    expect(() => macd([], { fast: 26, slow: 12 })).toThrow(RangeError);
  });
});
