import type { CandlestickInterval, CandlestickRow, CurrencyPair, OrderBook, Ticker, Trade } from '@meridian/contracts';
import { MAX_CANDLESTICK_POINTS } from '@meridian/contracts';
import {
  bucketAfter,
  bucketStart,
  candleWindow,
  type CandleWindowQuery,
  FROM_AFTER_TO_MESSAGE,
  startsBetween,
} from './candle-window';
import { fixedText, unitsText } from './decimal-text';
import { Draws, hash32, seedOf, STREAMS, unitOf } from './noise';
import { HISTORY_START_SECONDS, MARKET_PAIRS, type PairSpec } from './pairs';
import { type Bar, BoundedCache, PairModel } from './price-model';

// The market engine (decision 0033): every answer is a pure function of (pair, time) computed on
// demand; the clock is an argument (`nowMs`), so tests fix it and every process agrees.

/** Public trades a second at most (ids are second × 10 + n, so they grow with time). */
const MAX_TRADES_PER_SECOND = 10;
/** A book level's size holds for this many seconds (staggered per price), then is drawn again. */
const BOOK_SIZE_PERIOD_SECONDS = 5;
/** Mean distance between book levels, as a share of the price (at least one tick). */
const BOOK_LEVEL_GAP = 0.000_03;
/** A trade scan gives up after this many seconds per trade asked for (sparse pairs, empty ranges). */
const SCAN_SECONDS_PER_TRADE = 40;
const DAY_SECONDS = 86_400;
const UTC8_OFFSET_SECONDS = 8 * 3_600;

export type EngineResult<T> = { ok: true; value: T } | { ok: false; message: string };

export interface OrderBookOptions {
  /** Levels per side (default 10). */
  limit?: number | undefined;
  /** Fill `id` (Gate's with_id). */
  withId?: boolean | undefined;
  /** Merge levels to this many ticks (see bookStepTicks); 1 or none: unmerged. */
  stepTicks?: number | undefined;
}

export interface TradesQuery {
  limit: number;
  /** By id (then from/to are ignored, as Gate does). */
  lastId?: string | undefined;
  /** With lastId: true for older trades, false for newer. */
  reverse?: boolean | undefined;
  /** Unix seconds, inclusive; default the last 30 days up to now. */
  from?: number | undefined;
  to?: number | undefined;
}

export interface MarketEngine {
  /** Every pair, in display order (Gate's CurrencyPair). */
  pairs(): CurrencyPair[];
  /** One pair, or undefined when the engine does not trade it. */
  pair(id: string): CurrencyPair | undefined;
  /** The price (decimal text) at the close of unix second `second`; undefined before its history. */
  priceAt(pair: string, second: number): string | undefined;
  /** 24 h ticker at `nowMs`; the best sizes only with `withSizes` (Gate: single-pair queries). */
  ticker(pair: string, nowMs: number, options?: { withSizes?: boolean }): Ticker | undefined;
  /** Every pair's ticker at `nowMs`. */
  tickers(nowMs: number): Ticker[];
  /**
   * Candles of `interval` whose buckets overlap [from, to] (unix seconds) and have begun by
   * `nowMs`, oldest first, as Gate rows; the last may be forming ("false"). At most 1000 rows:
   * a broader range gives its latest 1000 (no Gate refusals here; candlesticks() has them).
   */
  candles(pair: string, interval: CandlestickInterval, from: number, to: number, nowMs: number): CandlestickRow[];
  /** GET /spot/candlesticks: Gate's defaults and refusals (decision 0033), then candles(). */
  candlesticks(pair: string, query: CandleWindowQuery, nowMs: number): EngineResult<CandlestickRow[]>;
  /** The book at `nowMs`: asks ascending, bids descending, at least one tick apart. */
  orderBook(pair: string, nowMs: number, options?: OrderBookOptions): OrderBook | undefined;
  /** Gate's order-book `interval` ("0.1") as a whole number of the pair's ticks, or why not. */
  bookStepTicks(pair: string, interval: string): EngineResult<number>;
  /** Public trades up to `nowMs`, newest first; ids grow with time. */
  trades(pair: string, nowMs: number, query: TradesQuery): EngineResult<Trade[]>;
  /** The trades of one unix second (those made by `nowMs`), oldest first: the live stream's step. */
  tradesInSecond(pair: string, second: number, nowMs: number): Trade[];
}

interface PairState {
  spec: PairSpec;
  model: PairModel;
  /** Seed of the pair's own book and trades (the walk may share another pair's seed). */
  seed: number;
  info: CurrencyPair;
  /** A typical order size in base currency. */
  lot: number;
  /**
   * The book's sides of one second by limit and step: the book is a function of the second, and a
   * busy second asks for it once per order (a taking order walks 50 levels of hashed ticks).
   */
  books: { second: number; sides: Map<string, Pick<OrderBook, 'asks' | 'bids'>> };
}

function currencyPairOf(spec: PairSpec): CurrencyPair {
  const [base = '', quote = ''] = spec.id.split('_');
  return {
    id: spec.id,
    base,
    base_name: spec.baseName,
    quote,
    quote_name: spec.quoteName,
    fee: '0.2',
    min_base_amount: spec.minBaseAmount,
    min_quote_amount: spec.minQuoteAmount,
    max_base_amount: null,
    max_quote_amount: null,
    amount_precision: spec.amountPrecision,
    precision: spec.precision,
    trade_status: 'tradable',
    sell_start: HISTORY_START_SECONDS,
    buy_start: HISTORY_START_SECONDS,
    delisting_time: 0,
    type: 'normal',
    trade_url: `/trade/${spec.id}`,
    st_tag: false,
  };
}

/**
 * A market engine over `catalogue`. Engines hold only memos of pure results (bounded), so two
 * engines, two processes or a restart answer the same for the same (pair, time).
 */
export function createMarketEngine(catalogue: readonly PairSpec[] = MARKET_PAIRS): MarketEngine {
  // Children of about 2000 bars: enough for a page of 1000 candles of any interval (decision 0033).
  const cache = new BoundedCache<readonly Bar[]>(2_000);
  const tickerMemo = new BoundedCache<Ticker>(1_000);
  const states = new Map<string, PairState>();
  for (const spec of catalogue) {
    states.set(spec.id, {
      spec,
      model: new PairModel(spec, {
        // One cache for all pairs, the pair in the key.
        get: (key) => cache.get(`${spec.id}|${key}`),
        set: (key, value) => cache.set(`${spec.id}|${key}`, value),
      }),
      seed: seedOf(`${spec.id}/book`),
      info: currencyPairOf(spec),
      lot: spec.dailyBaseVolume / (DAY_SECONDS * spec.tradesPerSecond),
      books: { second: -1, sides: new Map() },
    });
  }
  const allPairs = [...states.values()].map((s) => s.info);

  const price = (state: PairState, value: number) => fixedText(value, state.spec.precision);
  const minUnits = (state: PairState) =>
    Math.max(1, Math.round(Number(state.spec.minBaseAmount) * 10 ** state.spec.amountPrecision));
  const amount = (state: PairState, base: number) =>
    unitsText(
      Math.max(minUnits(state), Math.round(base * 10 ** state.spec.amountPrecision)),
      state.spec.amountPrecision,
    );

  function candleRow(
    state: PairState,
    interval: CandlestickInterval,
    start: number,
    nowMs: number,
  ): CandlestickRow | undefined {
    const end = bucketAfter(interval, start);
    const nowSeconds = Math.floor(nowMs / 1000);
    const bar = state.model.range(start, Math.min(end, nowSeconds + 1));
    if (bar === undefined) return undefined;
    const { precision, amountPrecision } = state.spec;
    return [
      String(start),
      fixedText(bar.quote, precision),
      fixedText(bar.close, precision),
      fixedText(bar.high, precision),
      fixedText(bar.low, precision),
      fixedText(bar.open, precision),
      fixedText(bar.base, amountPrecision),
      nowMs >= end * 1000 ? 'true' : 'false',
    ];
  }

  function rowsFor(state: PairState, interval: CandlestickInterval, starts: readonly number[], nowMs: number) {
    const rows: CandlestickRow[] = [];
    for (const start of starts) {
      const row = candleRow(state, interval, start, nowMs);
      if (row !== undefined) rows.push(row);
    }
    return rows;
  }

  /** The book's levels on one side, best first, as [tick, base units] (lazily, at most `max` raw levels). */
  function* bookSide(state: PairState, second: number, best: number, direction: 1 | -1, gapMean: number) {
    const scan = 1 / gapMean;
    for (let tick = best, seen = 0; tick > 0 && seen < 100_000; tick += direction, seen += 1) {
      // A level exists at a price by the price alone, so levels stay put while the price moves.
      if (tick !== best && unitOf(hash32(state.seed, STREAMS.bookSide, tick, 0)) >= scan) continue;
      const phase = hash32(state.seed, STREAMS.bookSide, tick, 1) % BOOK_SIZE_PERIOD_SECONDS;
      const epoch = Math.floor((second + phase) / BOOK_SIZE_PERIOD_SECONDS);
      const u = unitOf(hash32(state.seed, STREAMS.bookSize, epoch, tick));
      const size = state.lot * 4 * (0.1 + 2.5 * u * u);
      const units = Math.max(minUnits(state), Math.round(size * 10 ** state.spec.amountPrecision));
      yield [tick, units] as const;
    }
  }

  function levels(
    state: PairState,
    side: Generator<readonly [number, number]>,
    limit: number,
    step: number,
    direction: 1 | -1,
  ): [string, string][] {
    const merged: [number, number][] = [];
    for (const [tick, units] of side) {
      const bucket = step <= 1 ? tick : (direction === 1 ? Math.ceil(tick / step) : Math.floor(tick / step)) * step;
      const last = merged.at(-1);
      if (last !== undefined && last[0] === bucket) last[1] += units;
      else if (merged.length === limit) break;
      else merged.push([bucket, units]);
    }
    const { precision, amountPrecision } = state.spec;
    return merged.map(([tick, units]) => [unitsText(tick, precision), unitsText(units, amountPrecision)]);
  }

  function orderBookOf(state: PairState, nowMs: number, options: OrderBookOptions = {}): OrderBook {
    const second = Math.floor(nowMs / 1000);
    const limit = options.limit ?? 10;
    const step = options.stepTicks ?? 1;
    const head = { ...(options.withId === true ? { id: second } : {}), current: nowMs, update: second * 1000 };
    if (state.books.second !== second) state.books = { second, sides: new Map() };
    const key = `${limit}:${step}`;
    let sides = state.books.sides.get(key);
    if (sides === undefined) {
      sides = bookSidesOf(state, second, limit, step);
      state.books.sides.set(key, sides);
    }
    // Copies: the caller may change its own.
    return { ...head, asks: sides.asks.map((l) => [...l]), bids: sides.bids.map((l) => [...l]) };
  }

  function bookSidesOf(
    state: PairState,
    second: number,
    limit: number,
    step: number,
  ): Pick<OrderBook, 'asks' | 'bids'> {
    const bar = state.model.second(second);
    if (bar === undefined) return { asks: [], bids: [] };
    const midTicks = bar.close * 10 ** state.spec.precision;
    const spread = 1 + new Draws(state.seed, STREAMS.bookSide, second).below(3);
    const bestBid = Math.max(1, Math.floor(midTicks - spread / 2));
    const gapMean = Math.max(1, Math.round(midTicks * BOOK_LEVEL_GAP));
    return {
      asks: levels(state, bookSide(state, second, bestBid + spread, 1, gapMean), limit, step, 1),
      bids: levels(state, bookSide(state, second, bestBid, -1, gapMean), limit, step, -1),
    };
  }

  function tradesOf(state: PairState, second: number, nowMs: number): Trade[] {
    const bar = state.model.second(second);
    if (bar === undefined) return [];
    const { spec } = state;
    const draws = new Draws(state.seed, STREAMS.trades, second);
    // floor(2λu + u'): mean λ exactly, so sparse pairs still trade now and then.
    const count = Math.min(MAX_TRADES_PER_SECOND, Math.floor(2 * spec.tradesPerSecond * draws.unit() + draws.unit()));
    const trades: Trade[] = [];
    let previous = bar.open;
    for (let n = 0; n < count; n += 1) {
      // First at the open, last at the close, the high and the low between.
      const value = n === count - 1 ? bar.close : n === 0 ? bar.open : draws.unit() < 0.5 ? bar.high : bar.low;
      const ms = second * 1000 + Math.floor(((n + draws.unit()) * 1000) / count);
      const fraction = String(draws.below(1000)).padStart(3, '0');
      const up = value > previous || (value === previous && draws.unit() < 0.5);
      const size = state.lot * (0.1 + 1.8 * draws.unit() ** 2);
      previous = value;
      if (ms > nowMs) break;
      const id = String(second * MAX_TRADES_PER_SECOND + n);
      trades.push({
        id,
        create_time: String(second),
        create_time_ms: `${ms}.${fraction}`,
        currency_pair: spec.id,
        side: up ? 'buy' : 'sell',
        amount: amount(state, size),
        price: price(state, value),
        sequence_id: id,
      });
    }
    return trades;
  }

  function tickerOf(state: PairState, nowMs: number, withSizes: boolean): Ticker {
    const second = Math.floor(nowMs / 1000);
    const key = `${state.spec.id}|${second}|${withSizes}`;
    const known = tickerMemo.get(key);
    if (known !== undefined) return known;
    const window = state.model.range(second - DAY_SECONDS + 1, second + 1);
    const { precision, amountPrecision } = state.spec;
    const last = window === undefined ? '0' : price(state, window.close);
    const changeSince = (start: number) => {
      const open = state.model.second(Math.max(start, HISTORY_START_SECONDS))?.open;
      const from = open === undefined ? 0 : Number(price(state, open));
      return fixedText(from > 0 ? (Number(last) / from - 1) * 100 : 0, 2);
    };
    const book = orderBookOf(state, nowMs, { limit: 1 });
    const ask = book.asks[0];
    const bid = book.bids[0];
    const ticker: Ticker = {
      currency_pair: state.spec.id,
      last,
      lowest_ask: ask?.[0] ?? '',
      highest_bid: bid?.[0] ?? '',
      ...(withSizes ? { lowest_size: ask?.[1] ?? '', highest_size: bid?.[1] ?? '' } : {}),
      change_percentage: changeSince(second - DAY_SECONDS + 1),
      change_utc0: changeSince(Math.floor(second / DAY_SECONDS) * DAY_SECONDS),
      change_utc8: changeSince(
        Math.floor((second + UTC8_OFFSET_SECONDS) / DAY_SECONDS) * DAY_SECONDS - UTC8_OFFSET_SECONDS,
      ),
      base_volume: fixedText(window?.base ?? 0, amountPrecision),
      quote_volume: fixedText(window?.quote ?? 0, precision),
      high_24h: window === undefined ? '0' : price(state, window.high),
      low_24h: window === undefined ? '0' : price(state, window.low),
    };
    tickerMemo.set(key, ticker);
    return ticker;
  }

  function tradesQueryOf(state: PairState, nowMs: number, query: TradesQuery): EngineResult<Trade[]> {
    const nowSeconds = Math.floor(nowMs / 1000);
    const budget = query.limit * SCAN_SECONDS_PER_TRADE + 120;
    const found: Trade[] = [];
    if (query.lastId !== undefined) {
      const lastId = Number(query.lastId);
      const from = Math.floor(lastId / MAX_TRADES_PER_SECOND);
      if (query.reverse === true) {
        for (let s = Math.min(from, nowSeconds), n = 0; s >= HISTORY_START_SECONDS && n < budget; s -= 1, n += 1) {
          const older = tradesOf(state, s, nowMs).filter((t) => Number(t.id) < lastId);
          found.push(...older.reverse());
          if (found.length >= query.limit) break;
        }
        return { ok: true, value: found.slice(0, query.limit) };
      }
      for (let s = Math.max(from, HISTORY_START_SECONDS), n = 0; s <= nowSeconds && n < budget; s += 1, n += 1) {
        found.push(...tradesOf(state, s, nowMs).filter((t) => Number(t.id) > lastId));
        if (found.length >= query.limit) break;
      }
      return { ok: true, value: found.slice(0, query.limit).reverse() };
    }
    if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
      return { ok: false, message: FROM_AFTER_TO_MESSAGE };
    }
    const to = Math.min(query.to ?? nowSeconds, nowSeconds);
    const from = Math.max(query.from ?? to - 30 * DAY_SECONDS, HISTORY_START_SECONDS);
    for (let s = to, n = 0; s >= from && n < budget; s -= 1, n += 1) {
      found.push(...tradesOf(state, s, nowMs).reverse());
      if (found.length >= query.limit) break;
    }
    return { ok: true, value: found.slice(0, query.limit) };
  }

  return {
    pairs: () => allPairs.slice(),
    pair: (id) => states.get(id)?.info,
    priceAt(pair, second) {
      const state = states.get(pair);
      const bar = state?.model.second(second);
      return state === undefined || bar === undefined ? undefined : price(state, bar.close);
    },
    ticker(pair, nowMs, options = {}) {
      const state = states.get(pair);
      return state === undefined ? undefined : tickerOf(state, nowMs, options.withSizes === true);
    },
    tickers: (nowMs) => [...states.values()].map((state) => tickerOf(state, nowMs, false)),
    candles(pair, interval, from, to, nowMs) {
      const state = states.get(pair);
      if (state === undefined) return [];
      const last = bucketStart(interval, Math.min(to, Math.floor(nowMs / 1000)));
      const first = Math.max(bucketStart(interval, from), bucketAfter(interval, last, 1 - MAX_CANDLESTICK_POINTS));
      return rowsFor(state, interval, startsBetween(interval, first, last), nowMs);
    },
    candlesticks(pair, query, nowMs) {
      const state = states.get(pair);
      if (state === undefined) return { ok: true, value: [] };
      const window = candleWindow(query, Math.floor(nowMs / 1000));
      if (!window.ok) return window;
      return { ok: true, value: rowsFor(state, window.interval, window.starts, nowMs) };
    },
    orderBook(pair, nowMs, options) {
      const state = states.get(pair);
      return state === undefined ? undefined : orderBookOf(state, nowMs, options);
    },
    bookStepTicks(pair, interval) {
      const state = states.get(pair);
      if (state === undefined) return { ok: false, message: `Invalid currency pair ${pair}` };
      const ticks = Number(interval) * 10 ** state.spec.precision;
      if (Number(interval) === 0) return { ok: true, value: 1 };
      const tick = unitsText(1, state.spec.precision);
      if (ticks < 1 || Math.abs(ticks - Math.round(ticks)) > 1e-6 || ticks > 1e9) {
        return { ok: false, message: `\`interval\` must be 0 or a multiple of the price tick ${tick}` };
      }
      return { ok: true, value: Math.round(ticks) };
    },
    trades(pair, nowMs, query) {
      const state = states.get(pair);
      return state === undefined ? { ok: true, value: [] } : tradesQueryOf(state, nowMs, query);
    },
    tradesInSecond(pair, second, nowMs) {
      const state = states.get(pair);
      return state === undefined ? [] : tradesOf(state, second, nowMs);
    },
  };
}
