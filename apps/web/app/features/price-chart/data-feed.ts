import type { Bar, ChartSourceType, Resolution } from './chart-model';
import { SYMBOL_SEARCH_DELAY_MS } from './chart-model';

/** What the chart knows of a symbol (widgets §3: "Fields of the chart symbol info and bars are not shown"; ours). */
export interface ChartSymbolInfo {
  /** The pair as the feed names it, `BTC_USDT`. */
  symbol: string;
  description: string;
  sourceType: ChartSourceType;
  /** Decimals of prices and of volumes. */
  pricePrecision: number;
  volumePrecision: number;
  /** The tick size. */
  minMove: number;
  supportedResolutions: readonly Resolution[];
}

/** The range the chart asks for: times in seconds, `to` exclusive, at least `countBack` bars if history has them. */
export interface BarsRange {
  from: number;
  to: number;
  countBack: number;
  /** The first request for this symbol and resolution (older history follows with firstRequest false). */
  firstRequest: boolean;
}

export interface BarsAnswer {
  /** Ascending by time, unique times. */
  bars: Bar[];
  /** True when nothing older exists: the chart stops asking. */
  noData: boolean;
}

export interface SymbolSearchResult {
  symbol: string;
  description: string;
  sourceType: ChartSourceType;
}

/** A mark under the time scale (a listing, a news item). */
export interface TimescaleMark {
  id: string;
  time: number;
  label: string;
  tooltip: string;
}

/**
 * widgets §4 Chart: "The chart data feed (symbol info, bars, subscriptions, search, timescale
 * marks) is supplied by the caller." The trade page supplies one over the market-data API; tests
 * use the demo feed.
 */
export interface ChartDataFeed {
  resolveSymbol(symbol: string): Promise<ChartSymbolInfo>;
  getBars(symbol: ChartSymbolInfo, resolution: Resolution, range: BarsRange): Promise<BarsAnswer>;
  /** Live bars: a new bar, or the last bar changed. `listenerId` is unique per subscription. */
  subscribeBars(symbol: ChartSymbolInfo, resolution: Resolution, onBar: (bar: Bar) => void, listenerId: string): void;
  unsubscribeBars(listenerId: string): void;
  searchSymbols(query: string): Promise<SymbolSearchResult[]>;
  getTimescaleMarks?(
    symbol: ChartSymbolInfo,
    from: number,
    to: number,
    resolution: Resolution,
  ): Promise<TimescaleMark[]>;
}

/** Schedules a callback, returns its cancel (an injectable clock for tests). */
export type Schedule = (callback: () => void, ms: number) => () => void;

export const realSchedule: Schedule = (callback, ms) => {
  const id = setTimeout(callback, ms);
  return () => clearTimeout(id);
};

/**
 * widgets §9 "Symbol search delay 1000 ms": a search runs once typing has paused that long; a
 * newer query cancels the older one, whose promise then resolves with nothing.
 */
export function delayedSymbolSearch(
  feed: Pick<ChartDataFeed, 'searchSymbols'>,
  schedule: Schedule = realSchedule,
  delayMs = SYMBOL_SEARCH_DELAY_MS,
): (query: string) => Promise<SymbolSearchResult[] | null> {
  let cancelPending: (() => void) | null = null;
  let settlePending: ((value: null) => void) | null = null;
  return (query) => {
    cancelPending?.();
    settlePending?.(null);
    return new Promise((resolve) => {
      settlePending = resolve;
      cancelPending = schedule(() => {
        cancelPending = null;
        settlePending = null;
        feed.searchSymbols(query).then(resolve, () => resolve([]));
      }, delayMs);
    });
  };
}
