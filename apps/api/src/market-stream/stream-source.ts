import type { StreamBookTicker, StreamCandleInterval, StreamTicker, StreamTrade } from '@meridian/contracts';
import type { Topic } from './subscriptions';

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

/**
 * What the stream reads the market from (the engine, or a real feed behind the adapter). A value
 * may be undefined: nothing known yet (a feed whose first update has not come), sent when it comes.
 */
export interface MarketStreamSource {
  isPair(pair: string): boolean;
  ticker(pair: string, nowMs: number): StreamTicker | undefined;
  /** The candle of the `interval` bucket holding `nowMs`, as it stands at `nowMs` (`t`: its start). */
  candle(pair: string, interval: StreamCandleInterval, nowMs: number): StreamCandleValues | undefined;
  /** The book at `nowMs`: an id that grows with every change, and `levels` levels a side. */
  book(pair: string, nowMs: number, levels: number): { id: number; bids: BookLevels; asks: BookLevels } | undefined;
  bookTicker(pair: string, nowMs: number): StreamBookTicker | undefined;
  /** Public trades with `fromMs < create_time_ms <= toMs` (a feed: by arrival time), oldest first. */
  trades(pair: string, fromMs: number, toMs: number): StreamTrade[];
  /** A topic gained its first subscriber (a feed subscribes to it upstream). */
  watch?(topic: Topic): void;
  /** A topic lost its last subscriber (a feed unsubscribes upstream and forgets its values). */
  unwatch?(topic: Topic): void;
  /** The stream is closing (a feed closes its connection). */
  close?(): void;
}
