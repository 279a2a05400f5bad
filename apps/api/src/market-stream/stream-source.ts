import type { StreamBookTicker, StreamCandleInterval, StreamTicker, StreamTrade } from '@meridian/contracts';

/** A candle's values, as text (the stream adds its name and whether its window has closed). */
export interface StreamCandleValues {
  /** Bucket start, unix seconds. */
  t: number;
  o: string;
  h: string;
  l: string;
  c: string;
  /** Volume in the quote currency. */
  v: string;
  /** Amount in the base currency. */
  a: string;
}

/** One side's levels, best first: [price, amount] as text. */
export type BookLevels = [string, string][];

/** What the stream reads the market from (the engine, or a real feed behind the adapter). */
export interface MarketStreamSource {
  isPair(pair: string): boolean;
  ticker(pair: string, nowMs: number): StreamTicker;
  /** The candle of the `interval` bucket holding `nowMs`, as it stands at `nowMs` (`t`: its start). */
  candle(pair: string, interval: StreamCandleInterval, nowMs: number): StreamCandleValues;
  /** The book at `nowMs`: an id that grows with every change, and `levels` levels a side. */
  book(pair: string, nowMs: number, levels: number): { id: number; bids: BookLevels; asks: BookLevels };
  bookTicker(pair: string, nowMs: number): StreamBookTicker;
  /** Public trades with `fromMs < create_time_ms <= toMs`, oldest first. */
  trades(pair: string, fromMs: number, toMs: number): StreamTrade[];
}
