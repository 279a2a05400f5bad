import {
  CANDLESTICK_INTERVAL_SECONDS,
  type CandlestickInterval,
  DEFAULT_CANDLESTICK_INTERVAL,
  DEFAULT_CANDLESTICK_LIMIT,
  MAX_CANDLESTICK_POINTS,
} from '@meridian/contracts';

// Which candle buckets a /spot/candlesticks query asks for, by Gate's rules (decision 0033).

/** Weeks start on Monday 00:00 UTC (1970-01-05 was the first Monday after the epoch). */
const WEEK_OFFSET_SECONDS = 4 * 86_400;
const MONTH_MAX_SECONDS = 31 * 86_400;

/** The start of the bucket of `interval` that holds `t` (unix seconds). */
export function bucketStart(interval: CandlestickInterval, t: number): number {
  if (interval === '30d') {
    const date = new Date(t * 1000);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000;
  }
  const length = CANDLESTICK_INTERVAL_SECONDS[interval];
  const offset = interval === '7d' ? WEEK_OFFSET_SECONDS : 0;
  return Math.floor((t - offset) / length) * length + offset;
}

/** The start of the bucket `steps` after (or before, when negative) the bucket starting at `start`. */
export function bucketAfter(interval: CandlestickInterval, start: number, steps = 1): number {
  if (interval === '30d') {
    const date = new Date(start * 1000);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + steps, 1) / 1000;
  }
  return start + steps * CANDLESTICK_INTERVAL_SECONDS[interval];
}

export interface CandleWindowQuery {
  interval?: CandlestickInterval | undefined;
  from?: number | undefined;
  to?: number | undefined;
  limit?: number | undefined;
}

export type CandleWindow =
  { ok: true; interval: CandlestickInterval; starts: number[] } | { ok: false; message: string };

export const LIMIT_WITH_RANGE_MESSAGE = '`limit` cannot be combined with `from` or `to`';
export const FROM_AFTER_TO_MESSAGE = '`from` must not be later than `to`';
export const RANGE_TOO_BROAD_MESSAGE = `Candlestick range too broad. Maximum ${MAX_CANDLESTICK_POINTS} data points are allowed per request`;

/**
 * The bucket starts a query asks for, oldest first, up to the bucket holding `nowSeconds`:
 * without `from`/`to` the last `limit` (default 100) buckets; with them the buckets that overlap
 * [from, to] (`to` defaults to now, `from` to 100 buckets before `to`). Gate's refusals: `limit`
 * with `from`/`to`, `from` after `to`, more than 1000 points in the range.
 */
export function candleWindow(query: CandleWindowQuery, nowSeconds: number): CandleWindow {
  const interval = query.interval ?? DEFAULT_CANDLESTICK_INTERVAL;
  const { from, to, limit } = query;
  if (limit !== undefined && (from !== undefined || to !== undefined)) {
    return { ok: false, message: LIMIT_WITH_RANGE_MESSAGE };
  }
  if (from === undefined && to === undefined) {
    const count = limit ?? DEFAULT_CANDLESTICK_LIMIT;
    const last = bucketStart(interval, nowSeconds);
    const first = bucketAfter(interval, last, 1 - count);
    return { ok: true, interval, starts: startsBetween(interval, first, last) };
  }
  const end = to ?? nowSeconds;
  const start = from ?? bucketAfter(interval, bucketStart(interval, end), 1 - DEFAULT_CANDLESTICK_LIMIT);
  if (start > end) return { ok: false, message: FROM_AFTER_TO_MESSAGE };
  const length = interval === '30d' ? MONTH_MAX_SECONDS : CANDLESTICK_INTERVAL_SECONDS[interval];
  // Checked on the range asked for (as Gate does), before anything is clipped to the present.
  const firstStart = bucketStart(interval, start);
  if (interval !== '30d' && Math.floor((end - firstStart) / length) + 1 > MAX_CANDLESTICK_POINTS) {
    return { ok: false, message: RANGE_TOO_BROAD_MESSAGE };
  }
  if (interval === '30d' && end - firstStart > MAX_CANDLESTICK_POINTS * MONTH_MAX_SECONDS) {
    return { ok: false, message: RANGE_TOO_BROAD_MESSAGE };
  }
  const lastStart = bucketStart(interval, Math.min(end, nowSeconds));
  const starts = startsBetween(interval, firstStart, lastStart);
  if (starts.length > MAX_CANDLESTICK_POINTS) return { ok: false, message: RANGE_TOO_BROAD_MESSAGE };
  return { ok: true, interval, starts };
}

/** The bucket starts from `first` to `last`, at most MAX_CANDLESTICK_POINTS + 1 of them. */
export function startsBetween(interval: CandlestickInterval, first: number, last: number): number[] {
  const starts: number[] = [];
  for (let t = first; t <= last && starts.length <= MAX_CANDLESTICK_POINTS; t = bucketAfter(interval, t))
    starts.push(t);
  return starts;
}
