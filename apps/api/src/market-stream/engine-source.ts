import {
  type CandlestickInterval,
  type CandlestickRow,
  STREAM_CANDLE_INTERVALS,
  type StreamBookTicker,
  type StreamCandleInterval,
  type StreamTicker,
} from '@meridian/contracts';
import Big from 'big.js';
import { bucketStart } from '../services/market/candle-window';
import type { MarketEngine } from '../services/market/market-engine';
import type { BookLevels, MarketStreamSource, StreamCandleValues } from './stream-source';

/** The engine knows every value at every instant: none is ever undefined. */
export interface EngineStreamSource extends MarketStreamSource {
  ticker(pair: string, nowMs: number): StreamTicker;
  candle(pair: string, interval: StreamCandleInterval, nowMs: number): StreamCandleValues;
  book(pair: string, nowMs: number, levels: number): { id: number; bids: BookLevels; asks: BookLevels };
  bookTicker(pair: string, nowMs: number): StreamBookTicker;
}

/**
 * How a stream interval is made from the engine's (Gate's REST) intervals: directly, or as
 * `factor` consecutive candles of a finer one (30s from 10s, 3m from 1m, 2h, 6h and 12h from 1h).
 */
const CANDLE_SOURCE: Record<StreamCandleInterval, { interval: CandlestickInterval; factor: number }> = {
  '10s': { interval: '10s', factor: 1 },
  '30s': { interval: '10s', factor: 3 },
  '1m': { interval: '1m', factor: 1 },
  '3m': { interval: '1m', factor: 3 },
  '5m': { interval: '5m', factor: 1 },
  '15m': { interval: '15m', factor: 1 },
  '30m': { interval: '30m', factor: 1 },
  '1h': { interval: '1h', factor: 1 },
  '2h': { interval: '1h', factor: 2 },
  '4h': { interval: '4h', factor: 1 },
  '6h': { interval: '1h', factor: 6 },
  '8h': { interval: '8h', factor: 1 },
  '12h': { interval: '1h', factor: 12 },
  '1d': { interval: '1d', factor: 1 },
  '7d': { interval: '7d', factor: 1 },
  '30d': { interval: '30d', factor: 1 },
};

/** Gate's row [t, quote volume, close, high, low, open, base volume, closed] as the stream's values. */
function valuesOf(rows: readonly CandlestickRow[], t: number): StreamCandleValues | undefined {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return undefined;
  let high = new Big(first[3]);
  let low = new Big(first[4]);
  let quoteVolume = new Big(0);
  let baseVolume = new Big(0);
  for (const row of rows) {
    if (high.lt(row[3])) high = new Big(row[3]);
    if (low.gt(row[4])) low = new Big(row[4]);
    quoteVolume = quoteVolume.plus(row[1]);
    baseVolume = baseVolume.plus(row[6]);
  }
  return {
    t,
    o: first[5],
    h: high.toFixed(),
    l: low.toFixed(),
    c: last[2],
    v: quoteVolume.toFixed(),
    a: baseVolume.toFixed(),
  };
}

/** The market stream's view of the engine (decision 0036): every value as the REST calls give it. */
export function engineStreamSource(engine: MarketEngine): EngineStreamSource {
  return {
    isPair: (pair) => engine.pair(pair) !== undefined,
    ticker(pair, nowMs) {
      const ticker = engine.ticker(pair, nowMs);
      if (!ticker) throw new Error(`no ticker for ${pair}`);
      return {
        currency_pair: ticker.currency_pair,
        last: ticker.last,
        // Gate writes "" for an empty book side; the stream's ticker always has a price there.
        lowest_ask: ticker.lowest_ask || ticker.last,
        highest_bid: ticker.highest_bid || ticker.last,
        change_percentage: ticker.change_percentage,
        base_volume: ticker.base_volume,
        quote_volume: ticker.quote_volume,
        high_24h: ticker.high_24h,
        low_24h: ticker.low_24h,
      };
    },
    candle(pair, interval, nowMs) {
      const { interval: base, factor } = CANDLE_SOURCE[interval];
      const now = Math.floor(nowMs / 1000);
      const length = STREAM_CANDLE_INTERVALS[interval];
      const start = factor === 1 ? bucketStart(base, now) : Math.floor(now / length) * length;
      const end = factor === 1 ? start : start + length - 1;
      const values = valuesOf(engine.candles(pair, base, start, end, nowMs), start);
      if (!values) throw new Error(`no ${interval} candle for ${pair} at ${now}`);
      return values;
    },
    book(pair, nowMs, levels) {
      const book = engine.orderBook(pair, nowMs, { limit: levels, withId: true });
      if (!book) throw new Error(`no book for ${pair}`);
      return { id: book.id ?? book.update, bids: book.bids, asks: book.asks };
    },
    bookTicker(pair, nowMs) {
      const book = engine.orderBook(pair, nowMs, { limit: 1, withId: true });
      const bid = book?.bids[0];
      const ask = book?.asks[0];
      if (!book || !bid || !ask) throw new Error(`no book for ${pair}`);
      return { t: nowMs, u: book.id ?? book.update, s: pair, b: bid[0], B: bid[1], a: ask[0], A: ask[1] };
    },
    trades(pair, fromMs, toMs) {
      const out = [];
      for (let second = Math.floor(fromMs / 1000); second <= Math.floor(toMs / 1000); second++) {
        for (const trade of engine.tradesInSecond(pair, second, toMs)) {
          const at = Number(trade.create_time_ms);
          if (at <= fromMs || at > toMs) continue;
          const id = Number(trade.id);
          out.push({
            id,
            create_time: Number(trade.create_time),
            create_time_ms: trade.create_time_ms,
            side: trade.side,
            currency_pair: trade.currency_pair,
            amount: trade.amount,
            price: trade.price,
            range: `${id}-${id}`,
          });
        }
      }
      return out;
    },
  };
}
