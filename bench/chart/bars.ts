// The bars every chart in the chart bench draws: a seeded random walk of 1-minute bars (the same
// numbers in every page and run), and the live bar stream the update test feeds.

import type { Bar } from '../../apps/web/app/features/price-chart/chart-model';

/** A bar as the chart feature takes it (start in unix seconds). */
export type BenchBar = Bar;

/** The last bar starts here (2025-01-01 00:00 UTC), so every run draws the same history. */
const LAST_BAR_TIME = 1_735_689_600;
export const BAR_SECONDS = 60;

/** mulberry32: a small seeded generator, enough for a chart's noise. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** `count` 1-minute bars ending at LAST_BAR_TIME, around 60,000 with 0.1 % moves a minute. */
export function makeBars(count: number, seed = 11): BenchBar[] {
  const random = seeded(seed);
  const bars: BenchBar[] = [];
  let close = 60_000;
  for (let i = 0; i < count; i += 1) {
    const open = close;
    close = round2(Math.max(1, open * (1 + (random() - 0.5) * 0.002)));
    bars.push({
      time: LAST_BAR_TIME - (count - 1 - i) * BAR_SECONDS,
      open,
      high: round2(Math.max(open, close) * (1 + random() * 0.0005)),
      low: round2(Math.min(open, close) * (1 - random() * 0.0005)),
      close,
      volume: round2(random() * 20),
    });
  }
  return bars;
}

/**
 * The live stream: each call gives the next update, the last bar's close moving (and its high, low
 * and volume following); every `ticksPerBar` calls a new bar opens at the last close.
 */
export function liveBars(history: readonly BenchBar[], ticksPerBar: number, seed = 12): () => BenchBar {
  const random = seeded(seed);
  const first = history.at(-1);
  if (!first) throw new Error('liveBars needs a history');
  let bar = { ...first };
  let ticks = 0;
  return () => {
    ticks += 1;
    if (ticks % ticksPerBar === 0) {
      bar = {
        time: bar.time + BAR_SECONDS,
        open: bar.close,
        high: bar.close,
        low: bar.close,
        close: bar.close,
        volume: 0,
      };
    }
    const close = round2(bar.close * (1 + (random() - 0.5) * 0.0004));
    bar = {
      ...bar,
      close,
      high: Math.max(bar.high, close),
      low: Math.min(bar.low, close),
      volume: round2(bar.volume + random()),
    };
    return bar;
  };
}
