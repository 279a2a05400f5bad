import { type Bar, ChartSourceType, type Resolution, RESOLUTIONS, resolutionSeconds } from './chart-model';
import type { ChartDataFeed, ChartSymbolInfo, Schedule } from './data-feed';
import { realSchedule } from './data-feed';

const DEMO_SYMBOLS: Readonly<Record<string, { base: number; pricePrecision: number }>> = {
  BTC_USDT: { base: 65_000, pricePrecision: 2 },
  ETH_USDT: { base: 3_200, pricePrecision: 2 },
  DOGE_USDT: { base: 0.15, pricePrecision: 5 },
};

/** A number in [0, 1) from a string and an integer: the same inputs always give the same number. */
function noise(seed: string, n: number): number {
  let h = 2166136261 ^ n;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  h = Math.imul(h ^ (h >>> 15), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** The demo price at an instant: a pure function of (symbol, second), so every run draws the same chart. */
function priceAt(symbol: string, base: number, second: number): number {
  const slow = Math.sin(second / 86_400) * 0.04 + Math.sin(second / 7_919) * 0.01;
  return base * (1 + slow + (noise(symbol, Math.floor(second / 60)) - 0.5) * 0.004);
}

/** The demo bar that starts at `time` (seconds, aligned to the resolution). */
export function demoBar(symbol: string, resolution: Resolution, time: number): Bar {
  const base = DEMO_SYMBOLS[symbol]?.base ?? 1;
  const step = resolutionSeconds(resolution);
  const open = priceAt(symbol, base, time);
  const close = priceAt(symbol, base, time + step);
  const spread = base * 0.002 * noise(symbol, time + 1);
  return {
    time,
    open,
    close,
    high: Math.max(open, close) + spread,
    low: Math.min(open, close) - spread * noise(symbol, time + 2),
    volume: Math.round(1000 * noise(symbol, time + 3) * 100) / 100,
  };
}

export interface DemoFeedOptions {
  /** The clock, in milliseconds. */
  now: () => number;
  /** How live bars are timed (a manual schedule in tests). */
  schedule?: Schedule;
  /** Milliseconds between live updates. */
  tickMs?: number;
}

/** An in-memory feed of deterministic bars for tests and demos (the trade page supplies the real one). */
export function createDemoFeed({ now, schedule = realSchedule, tickMs = 1000 }: DemoFeedOptions): ChartDataFeed {
  const listeners = new Map<string, () => void>();

  const info = (symbol: string): ChartSymbolInfo => {
    const known = DEMO_SYMBOLS[symbol];
    if (!known) throw new Error(`unknown symbol ${symbol}`);
    return {
      symbol,
      description: symbol.replace('_', '/'),
      sourceType: ChartSourceType.Spot,
      pricePrecision: known.pricePrecision,
      volumePrecision: 2,
      minMove: 10 ** -known.pricePrecision,
      supportedResolutions: RESOLUTIONS,
    };
  };

  return {
    resolveSymbol: (symbol) => Promise.resolve().then(() => info(symbol)),
    getBars(symbol, resolution, range) {
      const step = resolutionSeconds(resolution);
      const last = Math.min(range.to, Math.floor(now() / 1000));
      const lastStart = Math.floor((last - 1) / step) * step;
      const firstStart = Math.min(Math.ceil(range.from / step) * step, lastStart - (range.countBack - 1) * step);
      const bars: Bar[] = [];
      for (let t = Math.max(firstStart, 0); t <= lastStart; t += step) bars.push(demoBar(symbol.symbol, resolution, t));
      return Promise.resolve({ bars, noData: bars.length === 0 });
    },
    subscribeBars(symbol, resolution, onBar, listenerId) {
      const step = resolutionSeconds(resolution);
      const tick = () => {
        const second = Math.floor(now() / 1000);
        const start = Math.floor(second / step) * step;
        // The bar so far: its close is the price at this second.
        const bar = demoBar(symbol.symbol, resolution, start);
        const close = priceAt(symbol.symbol, DEMO_SYMBOLS[symbol.symbol]?.base ?? 1, second);
        onBar({ ...bar, close, high: Math.max(bar.high, close), low: Math.min(bar.low, close) });
        listeners.set(listenerId, schedule(tick, tickMs));
      };
      listeners.set(listenerId, schedule(tick, tickMs));
    },
    unsubscribeBars(listenerId) {
      listeners.get(listenerId)?.();
      listeners.delete(listenerId);
    },
    searchSymbols(query) {
      const q = query.trim().toUpperCase();
      return Promise.resolve(
        Object.keys(DEMO_SYMBOLS).flatMap((s) =>
          s.includes(q) ? [{ symbol: s, description: s.replace('_', '/'), sourceType: ChartSourceType.Spot }] : [],
        ),
      );
    },
    getTimescaleMarks: () => Promise.resolve([]),
  };
}
