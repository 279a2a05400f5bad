// Which bars the chart library holds: a window of the latest bars of the history the runtime keeps.
// lightweight-charts rebuilds every series' items on each data change, so 50,000 bars in eight
// series cost about a second to draw and tens of milliseconds per live update; the window keeps
// both near what the visible bars need (decision 0035). Indicators still run over the whole
// history, so their values never depend on the window.

/** Bars handed to the library at first: about five screens at the default bar spacing. */
export const FIRST_WINDOW_BARS = 1_000;
/** Bars added each time the view comes within WINDOW_MARGIN_BARS of the window's oldest bar. */
export const WINDOW_STEP_BARS = 3_000;
export const WINDOW_MARGIN_BARS = 150;

export interface HistoryShape {
  /** Bars in the history. */
  count: number;
  /** The latest bar's time, if any. */
  lastTime: number | null;
}

/**
 * How many of the latest bars the library holds once `next` replaces `previous` (of which it held
 * `shown`). Older bars prepended to a history (the same latest bar) keep the window: grown by them
 * when the window held the whole history (the view was at its start, which is why they were
 * loaded), unchanged otherwise. Any other history is new: it starts with the first window.
 */
export function shownAfterHistory(previous: HistoryShape, shown: number, next: HistoryShape): number {
  const prepended = previous.count > 0 && previous.lastTime !== null && previous.lastTime === next.lastTime;
  const wanted = !prepended ? FIRST_WINDOW_BARS : shown >= previous.count ? next.count : shown;
  return Math.max(0, Math.min(next.count, wanted));
}

/**
 * The window after the view moved: `from` is the view's first logical index in the library's bars
 * (negative when scrolled past the oldest). Near the window's oldest bar, with older bars kept, the
 * window grows by a step; otherwise it stays.
 */
export function shownAfterScroll(from: number | null, shown: number, total: number): number {
  if (from === null || from > WINDOW_MARGIN_BARS || shown >= total) return shown;
  return Math.min(total, shown + WINDOW_STEP_BARS);
}

/** The window that holds the bar at `index` of the history, with a margin of older bars. */
export function shownToHold(index: number, shown: number, total: number): number {
  const needed = total - Math.max(0, index) + WINDOW_MARGIN_BARS;
  return Math.min(total, Math.max(shown, needed));
}
