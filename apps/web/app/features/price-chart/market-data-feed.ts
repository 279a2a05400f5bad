import { MAX_CANDLESTICK_POINTS } from '@meridian/contracts';
import {
  aggregateBars,
  barStartTime,
  GATE_INTERVAL_SECONDS,
  resolutionSeconds,
  resolutionToGateInterval,
} from '@meridian/domain';
import { type Bar, ChartSourceType, type Resolution, RESOLUTIONS } from './chart-model';
import type { BarsAnswer, BarsRange, ChartDataFeed, ChartSymbolInfo } from './data-feed';

/** A market the feed serves (from the market-data API's currency pairs). */
export interface FeedPair {
  id: string;
  base: string;
  quote: string;
  /** Decimals of a price and of an amount. */
  precision: number;
  amountPrecision: number;
  /** When its history starts (unix seconds). */
  since: number;
}

/** A Gate candlestick row: [t, quote volume, close, high, low, open, base volume, closed]. */
export type CandleRow = readonly [string, string, string, string, string, string, string, ...unknown[]];

/** What the feed needs of the market-data API; the page wires the REST client and the stream. */
export interface MarketDataFeedDeps {
  pairs: readonly FeedPair[];
  /** GET /api/v4/spot/candlesticks with `from`/`to` (seconds, at most 1000 candles); null when it failed. */
  candles(pair: string, interval: string, from: number, to: number): Promise<CandleRow[] | null>;
  /** Live public trades of a pair (spot.trades); returns the unsubscribe. */
  trades(pair: string, listener: (trade: { time: number; price: string; amount: string }) => void): () => void;
}

const barOf = (row: CandleRow): Bar => ({
  time: Number(row[0]),
  open: Number(row[5]),
  high: Number(row[3]),
  low: Number(row[4]),
  close: Number(row[2]),
  volume: Number(row[6]),
});

/**
 * The chart's default feed (widgets §4: "supplied by the caller"): history from the Gate-v4
 * candlesticks, fetched in pages of at most 1000 candles and merged into resolutions Gate lacks
 * (3 minutes from 1-minute candles…); live bars folded from the stream's public trades, so every
 * resolution, 1 second included, moves with the market. Chart values are display numbers
 * (decision 0034); the figures users act on stay decimal text elsewhere.
 */
export function createMarketDataFeed(deps: MarketDataFeedDeps): ChartDataFeed {
  const listeners = new Map<string, () => void>();
  /** The newest bar of the last first-page history per symbol and resolution: live bars go on from it. */
  const newest = new Map<string, Bar>();
  const pairOf = (symbol: string) => deps.pairs.find((p) => p.id === symbol);

  const info = (pair: FeedPair): ChartSymbolInfo => ({
    symbol: pair.id,
    description: `${pair.base}/${pair.quote}`,
    sourceType: ChartSourceType.Spot,
    pricePrecision: pair.precision,
    volumePrecision: pair.amountPrecision,
    minMove: 10 ** -pair.precision,
    supportedResolutions: RESOLUTIONS,
  });

  return {
    async resolveSymbol(symbol) {
      const pair = pairOf(symbol);
      if (!pair) throw new Error(`unknown market ${symbol}`);
      return info(pair);
    },

    async getBars(symbol: ChartSymbolInfo, resolution: Resolution, range: BarsRange): Promise<BarsAnswer> {
      const pair = pairOf(symbol.symbol);
      if (!pair) return { bars: [], noData: true };
      const { interval, factor } = resolutionToGateInterval(resolution);
      const size = GATE_INTERVAL_SECONDS[interval];
      const to = Math.floor(range.to) - 1;
      // countBack bars before `to` when given (TradingView's rule), else the whole range.
      const wanted =
        range.countBack > 0 ? range.countBack : Math.ceil((range.to - range.from) / resolutionSeconds(resolution));
      const from = Math.max(pair.since, to - wanted * factor * size);
      if (to < pair.since) return { bars: [], noData: true };
      // Newest page first, so a failure part-way still gives the latest bars.
      const rows: CandleRow[] = [];
      for (let end = to; end >= from; end -= MAX_CANDLESTICK_POINTS * size) {
        const start = Math.max(from, end - (MAX_CANDLESTICK_POINTS - 1) * size);
        const page = await deps.candles(pair.id, interval, start, end);
        if (page === null) {
          if (rows.length === 0) throw new Error('market data unavailable');
          break;
        }
        rows.unshift(...page);
      }
      const seen = new Set<number>();
      const fine = rows.map(barOf).filter((bar) => bar.time < range.to && !seen.has(bar.time) && seen.add(bar.time));
      fine.sort((a, b) => a.time - b.time);
      const bars = (factor === 1 ? fine : aggregateBars(fine, resolution)).map((bar) => ({
        ...bar,
        volume: bar.volume ?? 0,
      }));
      const last = bars.at(-1);
      if (range.firstRequest && last) newest.set(`${pair.id}|${resolution}`, last);
      return { bars, noData: from <= pair.since };
    },

    subscribeBars(symbol, resolution, onBar, listenerId) {
      let current: Bar | undefined = newest.get(`${symbol.symbol}|${resolution}`);
      const stop = deps.trades(symbol.symbol, (trade) => {
        const time = barStartTime(resolution, Math.floor(trade.time / 1000));
        const price = Number(trade.price);
        const amount = Number(trade.amount);
        if (current && time < current.time) return;
        current =
          current && current.time === time
            ? {
                ...current,
                high: Math.max(current.high, price),
                low: Math.min(current.low, price),
                close: price,
                volume: current.volume + amount,
              }
            : { time, open: current?.close ?? price, high: price, low: price, close: price, volume: amount };
        onBar(current);
      });
      listeners.set(listenerId, stop);
    },

    unsubscribeBars(listenerId) {
      listeners.get(listenerId)?.();
      listeners.delete(listenerId);
    },

    async searchSymbols(query) {
      const needle = query
        .trim()
        .toUpperCase()
        .replace(/[\s/-]+/g, '_');
      return deps.pairs
        .filter((p) => needle === '' || p.id.includes(needle))
        .map((p) => ({ symbol: p.id, description: `${p.base}/${p.quote}`, sourceType: ChartSourceType.Spot }));
    },
  };
}
