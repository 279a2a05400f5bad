import {
  type CandlestickInterval,
  type CandlestickRow,
  candlestickList,
  orderBook,
  tickerList,
  tradeList,
} from '@meridian/contracts';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createMarketEngine, type MarketEngine } from './market-engine';
import { MARKET_PAIRS } from './pairs';

// A fixed clock: 2026-11-23 12:00:30.500 UTC (the engine never reads the wall clock).
const NOW = Date.UTC(2026, 10, 23, 12, 0, 30, 500);
const NOW_S = Math.floor(NOW / 1000);
const DAY = 86_400;

const row = (r: CandlestickRow) => ({
  t: Number(r[0]),
  quote: Number(r[1]),
  close: Number(r[2]),
  high: Number(r[3]),
  low: Number(r[4]),
  open: Number(r[5]),
  base: Number(r[6]),
  closed: r[7],
});

function candles(
  engine: MarketEngine,
  pair: string,
  interval: CandlestickInterval,
  from: number,
  to: number,
  now = NOW,
) {
  return engine.candles(pair, interval, from, to, now).map(row);
}

/** Decimals of a decimal text. */
const decimals = (text: string) => text.split('.')[1]?.length ?? 0;

describe('market engine: a pure function of (pair, time)', () => {
  it('has at least 20 pairs with USDT, BTC, ETH and USDC quotes, each with its own precision and minimum', () => {
    const pairs = createMarketEngine().pairs();
    expect(pairs.length).toBeGreaterThanOrEqual(20);
    expect(new Set(pairs.map((p) => p.id)).size).toBe(pairs.length);
    for (const quote of ['USDT', 'BTC', 'ETH', 'USDC'])
      expect(
        pairs.some((p) => p.quote === quote),
        quote,
      ).toBe(true);
    for (const base of ['BTC', 'ETH', 'SOL', 'XRP', 'BNB', 'DOGE', 'ADA', 'TRX', 'LTC', 'DOT', 'LINK', 'AVAX', 'TON']) {
      expect(
        pairs.some((p) => p.id === `${base}_USDT`),
        base,
      ).toBe(true);
    }
    expect(new Set(pairs.map((p) => p.precision)).size).toBeGreaterThan(3);
    expect(new Set(pairs.map((p) => p.amount_precision)).size).toBeGreaterThan(3);
    for (const p of pairs) expect(Number(p.min_base_amount), p.id).toBeGreaterThan(0);
  });

  it('two separately built engines agree on prices, candles, books, trades and tickers, whatever each computed before', () => {
    const a = createMarketEngine();
    const b = createMarketEngine();
    // Warm one engine's memo with other work first: its answers must not depend on it.
    a.candles('ETH_USDT', '1h', NOW_S - 30 * DAY, NOW_S, NOW);
    a.tickers(NOW - 3_600_000);
    for (const pair of ['BTC_USDT', 'SHIB_USDT', 'ETH_BTC']) {
      for (const t of [NOW_S, NOW_S - 3_601, NOW_S - 89 * DAY]) expect(a.priceAt(pair, t)).toBe(b.priceAt(pair, t));
      expect(a.candles(pair, '1m', NOW_S - 3_600, NOW_S, NOW)).toEqual(
        b.candles(pair, '1m', NOW_S - 3_600, NOW_S, NOW),
      );
      expect(a.orderBook(pair, NOW, { limit: 50, withId: true })).toEqual(
        b.orderBook(pair, NOW, { limit: 50, withId: true }),
      );
      expect(a.trades(pair, NOW, { limit: 200 })).toEqual(b.trades(pair, NOW, { limit: 200 }));
      expect(a.ticker(pair, NOW, { withSizes: true })).toEqual(b.ticker(pair, NOW, { withSizes: true }));
    }
  });

  it('another Node process answers the same, bit for bit (no state, no Math.random, no clock)', () => {
    const sample = (engine: MarketEngine) =>
      ['BTC_USDT', 'SHIB_USDT', 'LINK_ETH'].map((pair) => ({
        ticker: engine.ticker(pair, NOW, { withSizes: true }),
        candles: engine.candles(pair, '5m', NOW_S - 40 * 3_600, NOW_S, NOW),
        book: engine.orderBook(pair, NOW, { limit: 20, withId: true }),
        trades: engine.trades(pair, NOW, { limit: 50 }),
      }));
    const module = fileURLToPath(new URL('./market-engine.ts', import.meta.url));
    const script = `
      import { createMarketEngine } from ${JSON.stringify(module)};
      const engine = createMarketEngine();
      const NOW = ${NOW}, NOW_S = ${NOW_S};
      const sample = ${sample.toString()};
      process.stdout.write(JSON.stringify(sample(engine)));`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(JSON.parse(output)).toEqual(JSON.parse(JSON.stringify(sample(createMarketEngine()))));
  }, 90_000);

  it('moves: the price is not constant and differs between pairs', () => {
    const engine = createMarketEngine();
    const prices = new Set(Array.from({ length: 120 }, (_, i) => engine.priceAt('BTC_USDT', NOW_S - i * 60)));
    expect(prices.size).toBeGreaterThan(60);
    expect(engine.priceAt('ETH_USDT', NOW_S)).not.toBe(engine.priceAt('BTC_USDT', NOW_S));
  });

  it('answers in Gate shapes, prices at the pair precision (one tick) and amounts at its amount precision', () => {
    const engine = createMarketEngine();
    for (const pair of engine.pairs()) {
      const rows = engine.candles(pair.id, '5m', NOW_S - 3_600, NOW_S, NOW);
      expect(candlestickList.safeParse(rows).success).toBe(true);
      for (const r of rows) {
        for (const price of [r[2], r[3], r[4], r[5]]) expect(decimals(price), pair.id).toBe(pair.precision);
        expect(decimals(r[6]), pair.id).toBe(pair.amount_precision);
      }
      const ticker = engine.ticker(pair.id, NOW, { withSizes: true });
      expect(tickerList.safeParse([ticker]).success).toBe(true);
      for (const price of [ticker?.last, ticker?.high_24h, ticker?.low_24h, ticker?.lowest_ask, ticker?.highest_bid]) {
        expect(decimals(price ?? ''), pair.id).toBe(pair.precision);
      }
    }
  });
});

describe('market engine: candles', () => {
  const engine = createMarketEngine();

  it('high ≥ open and close ≥ low, volumes positive, in every interval', () => {
    const intervals: CandlestickInterval[] = [
      '1s',
      '10s',
      '1m',
      '5m',
      '15m',
      '30m',
      '1h',
      '4h',
      '8h',
      '1d',
      '7d',
      '30d',
    ];
    for (const pair of ['BTC_USDT', 'DOGE_USDT', 'SOL_BTC', 'USDC_USDT']) {
      for (const interval of intervals) {
        const rows = engine.candlesticks(pair, { interval, limit: 300 }, NOW);
        if (!rows.ok) throw new Error(rows.message);
        expect(rows.value.length, `${pair} ${interval}`).toBeGreaterThan(0);
        for (const r of rows.value.map(row)) {
          expect(r.high).toBeGreaterThanOrEqual(Math.max(r.open, r.close));
          expect(Math.min(r.open, r.close)).toBeGreaterThanOrEqual(r.low);
          expect(r.low).toBeGreaterThan(0);
          expect(r.base).toBeGreaterThan(0);
          expect(r.quote).toBeGreaterThan(0);
        }
      }
    }
  });

  it.each([
    ['1m', '1s', 60, 300],
    ['5m', '1m', 5, 3_600],
    ['1h', '1m', 60, 6 * 3_600],
    ['4h', '1h', 4, 3 * DAY],
    ['1d', '1h', 24, 5 * DAY],
    ['7d', '1d', 7, 60 * DAY],
    ['30d', '1d', 31, 120 * DAY],
  ] as const)('a %s candle is the aggregate of its %s candles', (coarse, fine, _perBucket, span) => {
    for (const pair of ['BTC_USDT', 'XRP_BTC']) {
      const spec = MARKET_PAIRS.find((p) => p.id === pair);
      if (spec === undefined) throw new Error(pair);
      const big = candles(engine, pair, coarse, NOW_S - span, NOW_S);
      const small = candles(engine, pair, fine, big[0]?.t ?? 0, NOW_S);
      expect(big.length).toBeGreaterThan(1);
      for (const [i, bucket] of big.entries()) {
        const end = big[i + 1]?.t ?? Number.POSITIVE_INFINITY;
        const parts = small.filter((s) => s.t >= bucket.t && s.t < end);
        expect(parts.length, `${pair} ${coarse} ${bucket.t}`).toBeGreaterThan(0);
        expect(bucket.open).toBe(parts[0]?.open);
        expect(bucket.close).toBe(parts.at(-1)?.close);
        expect(bucket.high).toBe(Math.max(...parts.map((p) => p.high)));
        expect(bucket.low).toBe(Math.min(...parts.map((p) => p.low)));
        // Volumes are rounded per candle: the sum is within half a unit of each part.
        const unit = 10 ** -spec.amountPrecision;
        const base = parts.reduce((sum, p) => sum + p.base, 0);
        expect(Math.abs(bucket.base - base)).toBeLessThanOrEqual(unit * (parts.length + 1) + bucket.base * 1e-9);
        const quoteUnit = 10 ** -spec.precision;
        const quote = parts.reduce((sum, p) => sum + p.quote, 0);
        expect(Math.abs(bucket.quote - quote)).toBeLessThanOrEqual(
          quoteUnit * (parts.length + 1) + bucket.quote * 1e-9,
        );
      }
    }
  });

  it('the last candle is forming ("false") and holds the price now; the others are closed', () => {
    const rows = candles(engine, 'ETH_USDT', '1h', NOW_S - DAY, NOW_S);
    expect(rows.at(-1)?.closed).toBe('false');
    expect(rows.slice(0, -1).every((r) => r.closed === 'true')).toBe(true);
    expect(String(rows.at(-1)?.close)).toBe(String(Number(engine.priceAt('ETH_USDT', NOW_S))));
    // Nothing from the future.
    expect(rows.every((r) => r.t <= NOW_S)).toBe(true);
  });

  it('reaches 90 days back at one minute, and gives at least 50,000 contiguous 1-minute bars in pages of 1000', () => {
    const ninetyDaysAgo = Math.floor((NOW_S - 90 * DAY) / 60) * 60;
    const old = candles(engine, 'SOL_USDT', '1m', ninetyDaysAgo, ninetyDaysAgo + 999 * 60);
    expect(old).toHaveLength(1000);
    let to = NOW_S;
    const times: number[] = [];
    for (let page = 0; page < 51; page += 1) {
      const result = engine.candlesticks('BTC_USDT', { interval: '1m', from: to - 999 * 60, to }, NOW);
      if (!result.ok) throw new Error(result.message);
      expect(result.value).toHaveLength(1000);
      times.unshift(...result.value.map((r) => Number(r[0])));
      to = times[0]! - 60;
    }
    expect(times.length).toBeGreaterThanOrEqual(50_000);
    for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBe(60);
  });

  it('seconds-level candles for the last hours', () => {
    const rows = candles(engine, 'BTC_USDT', '1s', NOW_S - 3 * 3_600, NOW_S - 3 * 3_600 + 999);
    expect(rows).toHaveLength(1000);
    expect(rows.every((r, i) => i === 0 || r.t - rows[i - 1]!.t === 1)).toBe(true);
  });

  it('30d buckets are calendar months and 7d buckets start on Monday (UTC)', () => {
    for (const r of candles(engine, 'BTC_USDT', '30d', NOW_S - 400 * DAY, NOW_S)) {
      expect(new Date(r.t * 1000).getUTCDate()).toBe(1);
      expect(r.t % DAY).toBe(0);
    }
    for (const r of candles(engine, 'BTC_USDT', '7d', NOW_S - 100 * DAY, NOW_S)) {
      expect(new Date(r.t * 1000).getUTCDay()).toBe(1);
    }
  });
});

describe('market engine: Gate rules of /spot/candlesticks', () => {
  const engine = createMarketEngine();

  it('without from/to: the last `limit` candles (100 by default) up to now, 30m by default', () => {
    const fallback = engine.candlesticks('BTC_USDT', {}, NOW);
    if (!fallback.ok) throw new Error(fallback.message);
    expect(fallback.value).toHaveLength(100);
    expect(Number(fallback.value[1]![0]) - Number(fallback.value[0]![0])).toBe(1800);
    const ten = engine.candlesticks('BTC_USDT', { interval: '1m', limit: 10 }, NOW);
    expect(ten.ok && ten.value.length).toBe(10);
    expect(ten.ok && Number(ten.value.at(-1)![0])).toBe(Math.floor(NOW_S / 60) * 60);
  });

  it('refuses limit with from or to, from after to, and more than 1000 points', () => {
    expect(engine.candlesticks('BTC_USDT', { limit: 5, from: NOW_S - 600 }, NOW).ok).toBe(false);
    expect(engine.candlesticks('BTC_USDT', { limit: 5, to: NOW_S }, NOW).ok).toBe(false);
    expect(engine.candlesticks('BTC_USDT', { from: NOW_S, to: NOW_S - 60 }, NOW).ok).toBe(false);
    const minute = Math.floor(NOW_S / 60) * 60;
    expect(engine.candlesticks('BTC_USDT', { interval: '1m', from: minute - 1000 * 60, to: minute }, NOW).ok).toBe(
      false,
    );
    expect(engine.candlesticks('BTC_USDT', { interval: '1m', from: minute - 999 * 60, to: minute }, NOW).ok).toBe(true);
  });

  it('answers nothing before the history starts', () => {
    const listed = createMarketEngine().pair('BTC_USDT')?.buy_start ?? 0;
    const result = engine.candlesticks(
      'BTC_USDT',
      { interval: '1d', from: listed - 300 * DAY, to: listed + 300 * DAY },
      NOW,
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.value).toHaveLength(301);
    expect(Number(result.value[0]![0])).toBe(listed);
  });
});

describe('market engine: order book', () => {
  const engine = createMarketEngine();

  it('asks ascending, bids descending, a spread of at least one tick around the price, sizes at amount precision', () => {
    for (const spec of engine.pairs()) {
      for (const now of [NOW, NOW - 1_000, NOW - 7 * DAY * 1000]) {
        const book = engine.orderBook(spec.id, now, { limit: 30 });
        expect(orderBook.safeParse(book).success).toBe(true);
        if (book === undefined) throw new Error(spec.id);
        expect(book.asks).toHaveLength(30);
        expect(book.bids).toHaveLength(30);
        const asks = book.asks.map(([p]) => Number(p));
        const bids = book.bids.map(([p]) => Number(p));
        for (let i = 1; i < 30; i += 1) {
          expect(asks[i]!).toBeGreaterThan(asks[i - 1]!);
          expect(bids[i]!).toBeLessThan(bids[i - 1]!);
        }
        const tick = 10 ** -spec.precision;
        expect(asks[0]! - bids[0]!).toBeGreaterThanOrEqual(tick * 0.999);
        const price = Number(engine.priceAt(spec.id, Math.floor(now / 1000)));
        expect(bids[0]!).toBeLessThanOrEqual(price + tick / 2);
        expect(asks[0]!).toBeGreaterThanOrEqual(price - tick / 2);
        for (const [p, amount] of [...book.asks, ...book.bids]) {
          expect(decimals(p)).toBe(spec.precision);
          expect(decimals(amount)).toBe(spec.amount_precision);
          expect(Number(amount)).toBeGreaterThanOrEqual(Number(spec.min_base_amount));
        }
      }
    }
  });

  it('merges to a price step: levels on multiples of it, still sorted', () => {
    const step = engine.bookStepTicks('BTC_USDT', '10');
    if (!step.ok) throw new Error(step.message);
    const book = engine.orderBook('BTC_USDT', NOW, { limit: 10, stepTicks: step.value });
    for (const [p] of [...(book?.asks ?? []), ...(book?.bids ?? [])]) expect(Number(p) % 10).toBe(0);
    expect(engine.bookStepTicks('BTC_USDT', '0.05').ok).toBe(false);
    expect(engine.bookStepTicks('BTC_USDT', '0').ok).toBe(true);
  });

  it('`id` only with withId, and it grows with time', () => {
    expect(engine.orderBook('BTC_USDT', NOW)?.id).toBeUndefined();
    const earlier = engine.orderBook('BTC_USDT', NOW - 5_000, { withId: true })?.id ?? 0;
    expect(engine.orderBook('BTC_USDT', NOW, { withId: true })?.id).toBeGreaterThan(earlier);
  });
});

describe('market engine: trades and tickers', () => {
  const engine = createMarketEngine();

  it('trades are newest first, ids grow with time, none after now, each inside its second', () => {
    const result = engine.trades('BTC_USDT', NOW, { limit: 1000 });
    if (!result.ok) throw new Error(result.message);
    const trades = result.value;
    expect(tradeList.safeParse(trades).success).toBe(true);
    expect(trades).toHaveLength(1000);
    for (let i = 1; i < trades.length; i += 1) {
      expect(BigInt(trades[i]!.id)).toBeLessThan(BigInt(trades[i - 1]!.id));
      expect(Number(trades[i]!.create_time_ms)).toBeLessThanOrEqual(Number(trades[i - 1]!.create_time_ms));
    }
    expect(Number(trades[0]!.create_time_ms)).toBeLessThanOrEqual(NOW);
    const spec = engine.pair('BTC_USDT');
    for (const trade of trades) {
      expect(decimals(trade.price)).toBe(spec?.precision);
      expect(decimals(trade.amount)).toBe(spec?.amount_precision);
      expect(Number(trade.amount)).toBeGreaterThanOrEqual(Number(spec?.min_base_amount));
    }
    const seconds = new Map(
      engine.candles('BTC_USDT', '1s', NOW_S - 2_000, NOW_S, NOW).map((r) => [r[0], row(r)] as const),
    );
    for (const trade of trades) {
      const bar = seconds.get(trade.create_time);
      if (bar === undefined) continue;
      expect(Number(trade.price)).toBeGreaterThanOrEqual(bar.low);
      expect(Number(trade.price)).toBeLessThanOrEqual(bar.high);
    }
  });

  it('pages back by last_id with reverse, without gaps or repeats', () => {
    const first = engine.trades('ETH_USDT', NOW, { limit: 50 });
    if (!first.ok) throw new Error(first.message);
    const older = engine.trades('ETH_USDT', NOW, { limit: 50, lastId: first.value.at(-1)!.id, reverse: true });
    const both = engine.trades('ETH_USDT', NOW, { limit: 100 });
    expect(older.ok && [...first.value, ...older.value]).toEqual(both.ok && both.value);
    const newer = engine.trades('ETH_USDT', NOW, { limit: 49, lastId: first.value.at(-1)!.id });
    expect(newer.ok && newer.value).toEqual(first.value.slice(0, 49));
  });

  it('time range: trades within [from, to]; from after to is refused', () => {
    const result = engine.trades('XRP_USDT', NOW, { limit: 1000, from: NOW_S - 600, to: NOW_S - 300 });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.length).toBeGreaterThan(0);
    for (const t of result.value) {
      expect(Number(t.create_time)).toBeGreaterThanOrEqual(NOW_S - 600);
      expect(Number(t.create_time)).toBeLessThanOrEqual(NOW_S - 300);
    }
    expect(engine.trades('XRP_USDT', NOW, { limit: 10, from: NOW_S, to: NOW_S - 1 }).ok).toBe(false);
  });

  it('the ticker is the last 24 h of 1-minute candles and the book top', () => {
    // A clock 0.5 s into the last second of a minute, so the 24 h window is 1440 whole minutes.
    const now = (Math.floor(NOW_S / 60) * 60 + 59) * 1000 + 500;
    const nowS = Math.floor(now / 1000);
    const ticker = engine.ticker('LINK_USDT', now);
    const minutes = [
      ...candles(engine, 'LINK_USDT', '1m', nowS - DAY + 1, nowS - DAY / 2, now),
      ...candles(engine, 'LINK_USDT', '1m', nowS - DAY / 2 + 1, nowS, now),
    ];
    expect(minutes).toHaveLength(1440);
    expect(Number(ticker?.high_24h)).toBe(Math.max(...minutes.map((m) => m.high)));
    expect(Number(ticker?.low_24h)).toBe(Math.min(...minutes.map((m) => m.low)));
    expect(Number(ticker?.last)).toBe(minutes.at(-1)?.close);
    const change = (Number(ticker?.last) / minutes[0]!.open - 1) * 100;
    expect(Math.abs(Number(ticker?.change_percentage) - change)).toBeLessThanOrEqual(0.005 + 1e-9);
    const base = minutes.reduce((sum, m) => sum + m.base, 0);
    expect(Math.abs(Number(ticker?.base_volume) - base) / base).toBeLessThan(1e-3);
    const book = engine.orderBook('LINK_USDT', now, { limit: 1 });
    expect(ticker?.lowest_ask).toBe(book?.asks[0]?.[0]);
    expect(ticker?.highest_bid).toBe(book?.bids[0]?.[0]);
    expect(ticker?.lowest_size).toBeUndefined();
    expect(engine.ticker('LINK_USDT', now, { withSizes: true })?.lowest_size).toBe(book?.asks[0]?.[1]);
  });

  it('every pair has a ticker; an unknown pair has none', () => {
    expect(engine.tickers(NOW).map((t) => t.currency_pair)).toEqual(engine.pairs().map((p) => p.id));
    expect(engine.ticker('NOPE_USDT', NOW)).toBeUndefined();
    expect(engine.orderBook('NOPE_USDT', NOW)).toBeUndefined();
  });
});
