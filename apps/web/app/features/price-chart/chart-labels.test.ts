import { describe, expect, it } from 'vitest';
import { type ChartLabel, labelsOf, mergeLabels, upsertLabel, visibleLabels } from './chart-labels';
import type { Bar, IndicatorPoint } from './chart-model';

const bar = (time: number, low = 90, high = 110): Bar => ({ time, open: 100, high, low, close: 100, volume: 1 });
const point = (time: number, label?: IndicatorPoint['label']): IndicatorPoint =>
  label ? { time, values: {}, label } : { time, values: {} };

// widgets §5 TD Sequential "setup and countdown counts": each count a label above (sell) or below (buy) its bar.
describe('indicator labels (TD Sequential counts) as the chart draws them', () => {
  it("sits a label above its bar's high or below its low, in time order, skipping points without one", () => {
    const bars = [bar(60, 80, 120), bar(120), bar(180, 70, 130)];
    const points = [
      point(60, { text: '9', position: 'above' }),
      point(120),
      point(180, { text: '13', position: 'below' }),
    ];
    expect(labelsOf(points, bars)).toEqual([
      { time: 60, text: '9', above: true, price: 120 },
      { time: 180, text: '13', above: false, price: 70 },
    ]);
  });

  it('a live point adds, changes or removes the last label, and says whether anything drawn changed', () => {
    const labels: ChartLabel[] = [{ time: 60, text: '1', above: true, price: 110 }];
    expect(upsertLabel(labels, point(120), bar(120))).toBe(false);
    expect(upsertLabel(labels, point(120, { text: '2', position: 'above' }), bar(120))).toBe(true);
    expect(labels.map((l) => l.text)).toEqual(['1', '2']);
    expect(upsertLabel(labels, point(120, { text: '2', position: 'above' }), bar(120))).toBe(false);
    // The live bar's high moved: the label moves with it.
    expect(upsertLabel(labels, point(120, { text: '2', position: 'above' }), bar(120, 90, 115))).toBe(true);
    expect(labels.at(-1)?.price).toBe(115);
    expect(upsertLabel(labels, point(120), bar(120))).toBe(true);
    expect(labels.map((l) => l.text)).toEqual(['1']);
  });

  it('draws only the labels of the visible bars, ends included', () => {
    const labels = [60, 120, 180, 240, 300].map((time) => ({ time, text: String(time), above: true, price: 1 }));
    expect(visibleLabels(labels, 120, 240).map((l) => l.time)).toEqual([120, 180, 240]);
    expect(visibleLabels(labels, 121, 239).map((l) => l.time)).toEqual([180]);
    expect(visibleLabels(labels, 400, 500)).toEqual([]);
    expect(visibleLabels([], 0, 100)).toEqual([]);
  });

  it('merges the labels of several indicators by time', () => {
    const a = [{ time: 60, text: 'a', above: true, price: 1 }];
    const b = [
      { time: 30, text: 'b', above: false, price: 1 },
      { time: 90, text: 'c', above: false, price: 1 },
    ];
    expect(mergeLabels([a, b]).map((l) => l.text)).toEqual(['b', 'a', 'c']);
    expect(mergeLabels([[], a])).toBe(a);
  });
});
