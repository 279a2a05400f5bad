import { describe, expect, it } from 'vitest';
import {
  FIRST_WINDOW_BARS,
  shownAfterHistory,
  shownAfterScroll,
  shownToHold,
  WINDOW_MARGIN_BARS,
  WINDOW_STEP_BARS,
} from './chart-window';

// Issue 11 performance: "Chart: 50,000 bars plus KDJ, MACD and TD Sequential drawn in ≤ 150 ms";
// the library holds a window of the latest bars and the rest join as the view scrolls back to them.
describe('the window of bars the chart library holds', () => {
  const empty = { count: 0, lastTime: null };

  it('a first history of 50,000 bars hands over only the first window; a short one whole', () => {
    expect(shownAfterHistory(empty, 0, { count: 50_000, lastTime: 9_000 })).toBe(FIRST_WINDOW_BARS);
    expect(shownAfterHistory(empty, 0, { count: 300, lastTime: 9_000 })).toBe(300);
    expect(shownAfterHistory(empty, 0, { count: 0, lastTime: null })).toBe(0);
  });

  it('older bars prepended to a history held whole join the window (the view is at the start)', () => {
    expect(shownAfterHistory({ count: 1_000, lastTime: 9_000 }, 1_000, { count: 2_000, lastTime: 9_000 })).toBe(2_000);
  });

  it('older bars prepended to a history held in part leave the window as it was', () => {
    expect(shownAfterHistory({ count: 5_000, lastTime: 9_000 }, 1_000, { count: 6_000, lastTime: 9_000 })).toBe(1_000);
  });

  it('another history (a new symbol or resolution: another latest bar) starts with the first window', () => {
    expect(shownAfterHistory({ count: 4_000, lastTime: 9_000 }, 4_000, { count: 50_000, lastTime: 9_060 })).toBe(
      FIRST_WINDOW_BARS,
    );
  });

  it('scrolling near the oldest bar held widens the window by a step, up to the whole history', () => {
    expect(shownAfterScroll(WINDOW_MARGIN_BARS, 1_000, 50_000)).toBe(1_000 + WINDOW_STEP_BARS);
    expect(shownAfterScroll(-20, 1_000, 50_000)).toBe(1_000 + WINDOW_STEP_BARS);
    expect(shownAfterScroll(10, 48_000, 50_000)).toBe(50_000);
  });

  it('scrolling elsewhere, or with the whole history held, or with no range, keeps the window', () => {
    expect(shownAfterScroll(WINDOW_MARGIN_BARS + 1, 1_000, 50_000)).toBe(1_000);
    expect(shownAfterScroll(0, 50_000, 50_000)).toBe(50_000);
    expect(shownAfterScroll(null, 1_000, 50_000)).toBe(1_000);
  });

  it('a restored visible range older than the window widens it to hold that bar and a margin', () => {
    expect(shownToHold(40_000, 1_000, 50_000)).toBe(10_000 + WINDOW_MARGIN_BARS);
    expect(shownToHold(100, 1_000, 50_000)).toBe(50_000);
    expect(shownToHold(49_500, 1_000, 50_000)).toBe(1_000);
    expect(shownToHold(-1, 1_000, 50_000)).toBe(50_000);
  });
});
