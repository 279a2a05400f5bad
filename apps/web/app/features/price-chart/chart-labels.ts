// Indicator labels (TD Sequential's counts, IndicatorPlugin display 'labels') as the chart draws
// them: text above a bar's high or below its low, in time order. They are drawn by a series
// primitive for the visible bars only (labels-primitive.ts), not as series markers: a window of
// 1,000 bars carries hundreds of counts, and the markers plugin re-lays out every one of them on
// each change, which left long tasks on live updates (decision 0035).
import type { Bar, IndicatorPoint } from './chart-model';

export interface ChartLabel {
  time: number;
  text: string;
  above: boolean;
  /** The price the label sits against: the bar's high (above) or low (below). */
  price: number;
}

function labelOf(point: IndicatorPoint, bar: Bar): ChartLabel | null {
  if (!point.label) return null;
  const above = point.label.position === 'above';
  return { time: point.time, text: point.label.text, above, price: above ? bar.high : bar.low };
}

/** The labels of points computed for `bars` (point i belongs to bar i), in time order. */
export function labelsOf(points: readonly IndicatorPoint[], bars: readonly Bar[]): ChartLabel[] {
  const labels: ChartLabel[] = [];
  points.forEach((point, i) => {
    const bar = bars[i];
    const label = bar && bar.time === point.time ? labelOf(point, bar) : null;
    if (label) labels.push(label);
  });
  return labels;
}

/**
 * The label of a live bar's point added, changed or removed in `labels` (in place). True only when
 * what is drawn changes, so the chart redraws only then.
 */
export function upsertLabel(labels: ChartLabel[], point: IndicatorPoint, bar: Bar): boolean {
  const next = labelOf(point, bar);
  // A live point is the last bar's: look from the end.
  const index = labels.findLastIndex((l) => l.time === point.time);
  if (index === -1) {
    if (!next) return false;
    labels.push(next);
    return true;
  }
  const shown = labels[index];
  if (next && shown && shown.text === next.text && shown.above === next.above && shown.price === next.price) {
    return false;
  }
  if (next) labels[index] = next;
  else labels.splice(index, 1);
  return true;
}

/** Index of the first label at or after `time` (labels in time order). */
function firstAtOrAfter(labels: readonly ChartLabel[], time: number): number {
  let low = 0;
  let high = labels.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((labels[middle]?.time ?? Number.POSITIVE_INFINITY) < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The labels of bars from `from` to `to` (inclusive): what one frame draws. */
export function visibleLabels(labels: readonly ChartLabel[], from: number, to: number): readonly ChartLabel[] {
  const start = firstAtOrAfter(labels, from);
  const end = firstAtOrAfter(labels, to + 1);
  return labels.slice(start, end);
}

/** Labels of several indicators in one time-ordered list. */
export function mergeLabels(lists: ReadonlyArray<readonly ChartLabel[]>): readonly ChartLabel[] {
  const filled = lists.filter((list) => list.length > 0);
  if (filled.length <= 1) return filled[0] ?? [];
  return filled.flat().sort((a, b) => a.time - b.time);
}
