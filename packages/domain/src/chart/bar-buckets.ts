import { type ChartResolution, isCalendarResolution, resolutionSeconds } from './chart-constants';
import type { OhlcBar } from './indicator-core';

const DAY_S = 86_400;
const WEEK_S = 7 * DAY_S;
/** 1970-01-01 was a Thursday: the first Monday 00:00 UTC is 4 days later. */
const FIRST_MONDAY_S = 4 * DAY_S;

/**
 * The start (unix seconds, UTC) of the bar of `resolution` that holds `time`. Fixed resolutions
 * are whole multiples of their length since the epoch (so 3-minute bars start at :00, :03, …
 * and 2D bars every other UTC day); weeks start on Monday 00:00 UTC; months on the 1st of the
 * calendar month 00:00 UTC (widgets §9 1M: calendar months, not 30-day spans).
 */
export function barStartTime(resolution: ChartResolution, time: number): number {
  if (isCalendarResolution(resolution)) {
    const date = new Date(Math.floor(time) * 1000);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000;
  }
  if (resolution === '1W') return Math.floor((time - FIRST_MONDAY_S) / WEEK_S) * WEEK_S + FIRST_MONDAY_S;
  const length = resolutionSeconds(resolution);
  return Math.floor(time / length) * length;
}

/**
 * Merges finer bars (in time order) into bars of `resolution`: open of the first, close of the
 * last, highest high, lowest low, summed volume (absent when no bar has one). Used when the
 * feed has no interval of its own for the resolution (resolutionToGateInterval's factor > 1).
 */
export function aggregateBars(bars: readonly OhlcBar[], resolution: ChartResolution): OhlcBar[] {
  const out: OhlcBar[] = [];
  let current: OhlcBar | undefined;
  for (const bar of bars) {
    const start = barStartTime(resolution, bar.time);
    if (current !== undefined && current.time === start) {
      current.high = Math.max(current.high, bar.high);
      current.low = Math.min(current.low, bar.low);
      current.close = bar.close;
      if (bar.volume !== undefined) current.volume = (current.volume ?? 0) + bar.volume;
      continue;
    }
    current = { time: start, open: bar.open, high: bar.high, low: bar.low, close: bar.close };
    if (bar.volume !== undefined) current.volume = bar.volume;
    out.push(current);
  }
  return out;
}
