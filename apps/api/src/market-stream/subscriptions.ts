import {
  type MarketChannel,
  ORDER_BOOK_LEVELS,
  ORDER_BOOK_SPEEDS,
  ORDER_BOOK_UPDATE_SPEEDS,
  STREAM_CANDLE_INTERVALS,
  type StreamCandleInterval,
} from '@meridian/contracts';

/** One subscription: a channel and what in it (a pair, or a pair with its interval, depth and speed). */
export type Topic =
  | { channel: 'spot.tickers' | 'spot.trades' | 'spot.book_ticker'; pair: string }
  | { channel: 'spot.candlesticks'; pair: string; interval: StreamCandleInterval }
  | { channel: 'spot.order_book'; pair: string; levels: number; speedMs: number; level: string }
  | { channel: 'spot.order_book_update'; pair: string; levels: number; speedMs: number };

/** The key a topic is filed under (subscribers of one key get the same messages). */
export function topicKey(topic: Topic): string {
  switch (topic.channel) {
    case 'spot.candlesticks':
      return `${topic.channel}|${topic.interval}_${topic.pair}`;
    case 'spot.order_book':
      return `${topic.channel}|${topic.pair}|${topic.level}|${topic.speedMs}`;
    case 'spot.order_book_update':
      return `${topic.channel}|${topic.pair}|${topic.speedMs}`;
    default:
      return `${topic.channel}|${topic.pair}`;
  }
}

const has = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key);

/**
 * The topics a subscribe or unsubscribe payload names, as Gate reads it: pairs for tickers,
 * trades and book ticker; `[interval, pair]` for candlesticks; `[pair, level, speed]` for the
 * order book; `[pair, speed]` for its updates. Returns the message of Gate's "invalid argument"
 * error when the payload is wrong or names a pair the market does not have.
 */
export function topicsOf(
  channel: MarketChannel,
  payload: readonly string[] | undefined,
  isPair: (pair: string) => boolean,
): Topic[] | { error: string } {
  const args = payload ?? [];
  const unknownPair = (pair: string | undefined) =>
    pair === undefined || pair === ''
      ? 'a currency pair is required'
      : isPair(pair)
        ? null
        : `unknown currency pair ${pair}`;
  switch (channel) {
    case 'spot.tickers':
    case 'spot.trades':
    case 'spot.book_ticker': {
      if (args.length === 0) return { error: 'payload must list at least one currency pair' };
      for (const pair of args) {
        const problem = unknownPair(pair);
        if (problem) return { error: problem };
      }
      return [...new Set(args)].map((pair) => ({ channel, pair }));
    }
    case 'spot.candlesticks': {
      const [interval = '', pair, ...rest] = args;
      if (rest.length > 0) return { error: 'payload must be [interval, currency pair]' };
      if (!has(STREAM_CANDLE_INTERVALS, interval)) {
        return { error: `interval must be one of ${Object.keys(STREAM_CANDLE_INTERVALS).join(', ')}` };
      }
      const problem = unknownPair(pair);
      if (problem || pair === undefined) return { error: problem ?? 'a currency pair is required' };
      return [{ channel, pair, interval }];
    }
    case 'spot.order_book': {
      const [pair, level = '', speed = '', ...rest] = args;
      if (rest.length > 0) return { error: 'payload must be [currency pair, level, interval]' };
      const problem = unknownPair(pair);
      if (problem || pair === undefined) return { error: problem ?? 'a currency pair is required' };
      if (!(ORDER_BOOK_LEVELS as readonly string[]).includes(level)) {
        return { error: `level must be one of ${ORDER_BOOK_LEVELS.join(', ')}` };
      }
      if (!has(ORDER_BOOK_SPEEDS, speed)) {
        return { error: `interval must be one of ${Object.keys(ORDER_BOOK_SPEEDS).join(', ')}` };
      }
      return [{ channel, pair, level, levels: Number(level), speedMs: ORDER_BOOK_SPEEDS[speed] }];
    }
    case 'spot.order_book_update': {
      const [pair, speed = '', ...rest] = args;
      if (rest.length > 0) return { error: 'payload must be [currency pair, interval]' };
      const problem = unknownPair(pair);
      if (problem || pair === undefined) return { error: problem ?? 'a currency pair is required' };
      if (!has(ORDER_BOOK_UPDATE_SPEEDS, speed)) {
        return { error: `interval must be one of ${Object.keys(ORDER_BOOK_UPDATE_SPEEDS).join(', ')}` };
      }
      const { ms, levels } = ORDER_BOOK_UPDATE_SPEEDS[speed];
      return [{ channel, pair, levels, speedMs: ms }];
    }
  }
}
