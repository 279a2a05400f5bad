import { Draws, seedOf, STREAMS } from './noise';
import { HISTORY_START_SECONDS, type PairSpec } from './pairs';

// The price model (decision 0033): a pure function of (pair, time), built top-down.
// 1. Days: a random walk of daily closes from the history start, reverting slowly to the pair's
//    reference price; each day's high, low and volume are drawn around its open and close.
// 2. Each bar is split into its children (day → 24 hours → 60 minutes → 60 seconds) by a
//    Brownian bridge from the parent's open to its close that passes through the parent's high and
//    low at drawn children, kept inside [low, high]; volume is shared out by drawn weights.
// So a parent always equals the aggregate of its children (first open, last close, highest high,
// lowest low, summed volumes), any bar is reached in three steps from its day, and a candle of any
// interval is the aggregate of the fewest whole days, hours, minutes and seconds covering it.
// Every number comes from hashing (pair, level, index): no clock, no stored state, no Math.random.

/** One bar of the model, prices and volumes as floats (rounded to the pair's ticks on the wire). */
export interface Bar {
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  /** Volume in base currency. */
  readonly base: number;
  /** Volume in quote currency. */
  readonly quote: number;
}

/** The levels, coarse to fine: a bar of one level splits into `children` bars of the next. */
export const LEVELS = [
  { seconds: 86_400, children: 24 },
  { seconds: 3_600, children: 60 },
  { seconds: 60, children: 60 },
  { seconds: 1, children: 0 },
] as const;
const DAY = 0;
const SECOND = LEVELS.length - 1;

/** How fast the daily walk reverts to the reference price (per day), so prices stay plausible for years. */
const MEAN_REVERSION = 0.02;
/** No day moves more than this (a bound on the walk, never reached in practice at σ ≤ 7 %). */
const MAX_DAILY_RETURN = 0.35;
/** Children's bridge noise, as a share of the parent's range over √children. */
const BRIDGE_NOISE = 0.5;
/** Children's wicks, as a share of the bridge noise. */
const WICK = 0.4;

/** Where a model keeps what it worked out (a memo: the model is pure, so it only saves time). */
export interface Memo<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
}

/** A bounded memo: the least recently used entry goes first. */
export class BoundedCache<V> implements Memo<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
  }
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The aggregate of consecutive bars (undefined for none). */
export function aggregate(bars: readonly Bar[]): Bar | undefined {
  const first = bars[0];
  const last = bars.at(-1);
  if (first === undefined || last === undefined) return undefined;
  let high = first.high;
  let low = first.low;
  let base = 0;
  let quote = 0;
  for (const bar of bars) {
    if (bar.high > high) high = bar.high;
    if (bar.low < low) low = bar.low;
    base += bar.base;
    quote += bar.quote;
  }
  return { open: first.open, high, low, close: last.close, base, quote };
}

/** One pair's price history: every bar of every level on demand. */
export class PairModel {
  private readonly seed: number;
  /** closes[k]: the close of day (first day + k), extended on demand. */
  private readonly closes: number[] = [];
  private readonly firstDay = Math.floor(HISTORY_START_SECONDS / LEVELS[DAY].seconds);

  constructor(
    readonly spec: PairSpec,
    private readonly cache: Memo<readonly Bar[]>,
  ) {
    this.seed = seedOf(spec.walkSeed ?? spec.id);
  }

  /** The close of `day` (unix day index), walking forward from the last one known. */
  private dayClose(day: number): number {
    const k = day - this.firstDay;
    const { referencePrice, dailyVolatility } = this.spec;
    while (this.closes.length <= k) {
      const previous = this.closes.at(-1) ?? referencePrice;
      const draws = new Draws(this.seed, STREAMS.dayWalk, this.firstDay + this.closes.length);
      const drift = -MEAN_REVERSION * (previous / referencePrice - 1);
      const move = clamp(dailyVolatility * draws.normal() + drift, -MAX_DAILY_RETURN, MAX_DAILY_RETURN);
      this.closes.push(previous * (1 + move));
    }
    return this.closes[k] ?? referencePrice;
  }

  private dayBar(day: number): Bar | undefined {
    if (day < this.firstDay) return undefined;
    const open = day === this.firstDay ? this.spec.referencePrice : this.dayClose(day - 1);
    const close = this.dayClose(day);
    const draws = new Draws(this.seed, STREAMS.dayShape, day);
    const spread = this.spec.dailyVolatility * 0.5;
    const high = Math.max(open, close) * (1 + spread * Math.abs(draws.normal()));
    const low = Math.min(open, close) * (1 - Math.min(0.5, spread * Math.abs(draws.normal())));
    // Busier on days that move: volume grows with the day's return.
    const base = this.spec.dailyBaseVolume * (0.55 + 0.9 * draws.unit()) * (1 + 8 * Math.abs(close / open - 1));
    return { open, high, low, close, base, quote: (base * (open + high + low + close)) / 4 };
  }

  /** The children of `parent`, the bar `index` of `level` (see the model above). */
  private childrenOf(level: number, index: number, parent: Bar): readonly Bar[] {
    const key = `${level}|${index}`;
    const known = this.cache.get(key);
    if (known !== undefined) return known;
    const n = LEVELS[level]?.children ?? 0;
    const { open: O, high: H, low: L, close: C } = parent;
    const draws = new Draws(this.seed, STREAMS.children * 8 + level, index);
    const highAt = draws.below(n);
    const lowAt = draws.below(n);
    const highFirst = draws.unit() < 0.5;
    // The high and the low are reached in the middle of their children (a quarter apart if the same).
    let highPos = highAt + 0.5;
    let lowPos = lowAt + 0.5;
    if (highAt === lowAt) {
      highPos = highAt + (highFirst ? 0.25 : 0.75);
      lowPos = lowAt + (highFirst ? 0.75 : 0.25);
    }
    const anchors = [
      { at: 0, value: O },
      { at: highPos, value: H },
      { at: lowPos, value: L },
      { at: n, value: C },
    ].sort((a, b) => a.at - b.at);
    // A random walk of n steps; the bridge is its deviation from the chord between anchors.
    const steps = Array.from({ length: n }, () => draws.normal());
    const walk = [0];
    for (const step of steps) walk.push((walk.at(-1) ?? 0) + step);
    const walkAt = (at: number) => {
      const whole = Math.floor(at);
      return (walk[whole] ?? 0) + (at - whole) * (steps[whole] ?? 0);
    };
    const noise = ((H - L) * BRIDGE_NOISE) / Math.sqrt(n);
    const edges = [O];
    let segment = 0;
    for (let j = 1; j < n; j += 1) {
      while ((anchors[segment + 1]?.at ?? n) < j) segment += 1;
      const a = anchors[segment] ?? anchors[0];
      const b = anchors[segment + 1] ?? anchors[3];
      if (a === undefined || b === undefined) throw new Error('anchors are four');
      const share = (j - a.at) / (b.at - a.at);
      const chord = a.value + (b.value - a.value) * share;
      const deviation = (walk[j] ?? 0) - (walkAt(a.at) + (walkAt(b.at) - walkAt(a.at)) * share);
      edges.push(clamp(chord + noise * deviation, L, H));
    }
    edges.push(C);
    const shapes = edges.slice(0, n).map((open, i) => {
      const close = edges[i + 1] ?? C;
      const high = i === highAt ? H : Math.min(H, Math.max(open, close) + Math.abs(draws.normal()) * noise * WICK);
      const low = i === lowAt ? L : Math.max(L, Math.min(open, close) - Math.abs(draws.normal()) * noise * WICK);
      const weight = (0.3 + draws.unit()) * (1 + (H > L ? (3 * (high - low)) / (H - L) : 0));
      return { open, high, low, close, weight };
    });
    const totalWeight = shapes.reduce((sum, s) => sum + s.weight, 0);
    const turnover = shapes.map((s) => (s.weight * (s.open + s.high + s.low + s.close)) / 4);
    const totalTurnover = turnover.reduce((sum, t) => sum + t, 0);
    const children = shapes.map(({ open, high, low, close, weight }, i) => ({
      open,
      high,
      low,
      close,
      base: (parent.base * weight) / totalWeight,
      // Shared out by each child's base volume times its typical price, so the sum is the parent's.
      quote: totalTurnover > 0 ? (parent.quote * (turnover[i] ?? 0)) / totalTurnover : 0,
    }));
    this.cache.set(key, children);
    return children;
  }

  /** The bar `index` (unix seconds / the level's length) of `level`; undefined before the history. */
  bar(level: number, index: number): Bar | undefined {
    if (level === DAY) return this.dayBar(index);
    const parentLevel = level - 1;
    const n = LEVELS[parentLevel]?.children ?? 1;
    const parentIndex = Math.floor(index / n);
    const parent = this.bar(parentLevel, parentIndex);
    if (parent === undefined) return undefined;
    return this.childrenOf(parentLevel, parentIndex, parent)[index - parentIndex * n];
  }

  /** The second bar that starts at `second` (unix seconds). */
  second(second: number): Bar | undefined {
    return this.bar(SECOND, second);
  }

  /**
   * The aggregate of [start, end) in unix seconds, from the fewest whole bars (greedy: the coarsest
   * bar that starts at the cursor and fits). Undefined when the range holds no history.
   */
  range(start: number, end: number): Bar | undefined {
    const bars: Bar[] = [];
    let cursor = Math.max(start, HISTORY_START_SECONDS);
    while (cursor < end) {
      for (let level = DAY; level <= SECOND; level += 1) {
        const length = LEVELS[level]?.seconds ?? 1;
        if (cursor % length === 0 && cursor + length <= end) {
          const bar = this.bar(level, cursor / length);
          if (bar !== undefined) bars.push(bar);
          cursor += length;
          break;
        }
      }
    }
    return aggregate(bars);
  }
}
