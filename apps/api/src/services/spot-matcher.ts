import { tradeCrossesLimit, type Fill } from '@meridian/domain';
import Big from 'big.js';
import type { Database } from '../db/database';
import { lockBalances } from '../db/queries/ledger';
import {
  accountTier,
  lockCrossedOrders,
  oldestOpenOrderMark,
  type OrderRow,
  pairMatchMark,
  pairsWithOpenOrders,
  setPairMatchMark,
  saveOrderChange,
  tryLockPairMatching,
} from '../db/queries/spot-orders';
import { accountNews } from './account-news';
import type { MarketEngine } from './market/market-engine';
import { watchPositions } from './futures-matcher';
import { spotRates, unchanged, withFills, withFinish } from './spot-trading';

// The matcher (issue 12, decision 0039): resting limit orders fill when the market's public trades
// cross them, at the order's price (maker). Stateless and safe with several API processes: a pass
// takes each pair under a transaction-scoped advisory lock (another process skips that pair this
// pass), reads the price range of the trades since the pair's mark, locks only the open orders that
// range crosses, fills them trade by trade, and moves the mark, all in one transaction: a trade
// fills an order once, whichever process sees it, and a crash rolls the pass back whole. An order
// takes part from the first pass that sees it committed (at most one pass, 250 ms, after placing).

/** Seconds of trades one pass compares an order with (an order far behind catches up over passes). */
const MAX_SECONDS_PER_PASS = 6 * 3600;
/** Gaps longer than this skip the minutes whose 1-minute candle never reached the price. */
const CANDLE_PREFILTER_SECONDS = 120;

/** The market trades after `fromMs` up to `toMs` that cross `order`, as fills at its price (oldest first). */
export function crossingFills(
  engine: MarketEngine,
  order: Pick<OrderRow, 'currencyPair' | 'side' | 'price' | 'left'>,
  fromMs: number,
  toMs: number,
): Fill[] {
  const fills: Fill[] = [];
  let left = new Big(order.left);
  const price = new Big(order.price).toFixed();
  for (const second of candidateSeconds(engine, order, fromMs, toMs)) {
    for (const trade of engine.tradesInSecond(order.currencyPair, second, toMs)) {
      const ms = Math.floor(Number(trade.create_time_ms));
      if (ms <= fromMs || ms > toMs) continue;
      if (!tradeCrossesLimit(order.side as 'buy' | 'sell', price, trade.price)) continue;
      const take = left.lt(trade.amount) ? left : new Big(trade.amount);
      if (take.lte(0)) return fills;
      fills.push({ price, amount: take.toFixed() });
      left = left.minus(take);
      if (left.lte(0)) return fills;
    }
  }
  return fills;
}

/** The seconds in (fromMs, toMs] worth scanning: every one for a short gap, else those of crossing minutes. */
function candidateSeconds(
  engine: MarketEngine,
  order: Pick<OrderRow, 'currencyPair' | 'side' | 'price'>,
  fromMs: number,
  toMs: number,
): number[] {
  const first = Math.floor(fromMs / 1000);
  const last = Math.floor(toMs / 1000);
  const seconds: number[] = [];
  if (last - first <= CANDLE_PREFILTER_SECONDS) {
    for (let s = first; s <= last; s += 1) seconds.push(s);
    return seconds;
  }
  const limit = new Big(order.price);
  // A candle row: [start, quote volume, close, high, low, open, base volume, closed].
  for (const row of engine.candles(order.currencyPair, '1m', first, last, toMs)) {
    const reached = order.side === 'buy' ? limit.gte(row[4]) : limit.lte(row[3]);
    if (!reached) continue;
    const start = Number(row[0]);
    for (let s = Math.max(start, first); s < start + 60 && s <= last; s += 1) seconds.push(s);
  }
  return seconds;
}

export interface MatchPassResult {
  /** Orders compared (those the pass's price range crossed). */
  examined: number;
  /** Orders that got at least one fill. */
  filled: number;
}

/** The lowest and highest market trade price in (fromMs, toMs], or undefined when none traded. */
export function tradeRange(
  engine: MarketEngine,
  pair: string,
  fromMs: number,
  toMs: number,
): { low: string; high: string } | undefined {
  let low: Big | undefined;
  let high: Big | undefined;
  const take = (price: string) => {
    const value = new Big(price);
    if (low === undefined || value.lt(low)) low = value;
    if (high === undefined || value.gt(high)) high = value;
  };
  const first = Math.floor(fromMs / 1000);
  const last = Math.floor(toMs / 1000);
  if (last - first > CANDLE_PREFILTER_SECONDS) {
    // A long gap: the 1-minute candles' extremes (at least as wide as the trades').
    for (const row of engine.candles(pair, '1m', first, last, toMs)) {
      take(row[4]);
      take(row[3]);
    }
  } else {
    for (let second = first; second <= last; second += 1) {
      for (const trade of engine.tradesInSecond(pair, second, toMs)) {
        const ms = Math.floor(Number(trade.create_time_ms));
        if (ms > fromMs && ms <= toMs) take(trade.price);
      }
    }
  }
  return low === undefined || high === undefined ? undefined : { low: low.toFixed(), high: high.toFixed() };
}

/**
 * One pass: for each pair with open orders, in one transaction under the pair's advisory lock, the
 * market's trades since the pair's mark fill the open limit orders they cross, and the mark moves
 * to `nowMs`. Only crossed orders are read: resting orders away from the price cost nothing.
 */
export async function matchSpotOrders(db: Database, engine: MarketEngine, nowMs: number): Promise<MatchPassResult> {
  const result: MatchPassResult = { examined: 0, filled: 0 };
  for (const pair of await pairsWithOpenOrders(
    db,
    engine.pairs().map((p) => p.id),
  )) {
    // The accounts whose orders were filled, told once the pair's transaction has committed.
    const filledAccounts = new Set<number>();
    const outcome = await db.transaction(async (tx) => matchPair(tx, engine, pair, nowMs, filledAccounts));
    accountNews(db).tell(...filledAccounts);
    result.examined += outcome.examined;
    result.filled += outcome.filled;
  }
  return result;
}

async function matchPair(
  tx: Database,
  engine: MarketEngine,
  pair: string,
  nowMs: number,
  filledAccounts: Set<number>,
): Promise<MatchPassResult> {
  const none = { examined: 0, filled: 0 };
  // Another process is matching this pair right now: it is theirs this pass.
  if (!(await tryLockPairMatching(tx, pair))) return none;
  const mark = (await pairMatchMark(tx, pair)) ?? (await oldestOpenOrderMark(tx, pair));
  if (mark === undefined || mark >= nowMs) return none;
  const until = Math.min(nowMs, mark + MAX_SECONDS_PER_PASS * 1000);
  const range = tradeRange(engine, pair, mark, until);
  const result = { ...none };
  if (range !== undefined) {
    const crossed = await lockCrossedOrders(tx, pair, range.low, range.high, until);
    const at = new Date(until);
    for (const order of crossed) {
      result.examined += 1;
      // Trades up to the pair's mark were compared with this order already (or it did not exist).
      const fills = crossingFills(engine, order, Math.max(mark, order.matchedUntilMs), until);
      if (fills.length === 0) continue;
      await lockBalances(tx, order.uid, order.currencyPair.split('_'));
      const rates = spotRates({ tier: await accountTier(tx, order.uid) });
      const filled = withFills(unchanged(order), fills, 'maker', rates.maker, at);
      await saveOrderChange(
        tx,
        new Big(filled.row.left).lte(0)
          ? withFinish(filled, 'closed', 'filled', at)
          : { ...filled, row: { ...filled.row, matchedUntilMs: until } },
        at,
      );
      result.filled += 1;
      filledAccounts.add(order.uid);
    }
  }
  await setPairMatchMark(tx, pair, until);
  return result;
}

/**
 * Runs matcher passes (spot orders, then futures positions: futures-matcher.ts) every `intervalMs` until stopped (start.ts, in every API process). A failed
 * pass (the database away) is logged once and retried on the next tick.
 */
export function startSpotMatcher(options: {
  db: Database;
  engine: MarketEngine;
  now?: () => number;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  const now = options.now ?? Date.now;
  const interval = options.intervalMs ?? 250;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let failing = false;
  const tick = () => {
    if (stopped) return;
    const at = now();
    running = matchSpotOrders(options.db, options.engine, at)
      .then(() => watchPositions(options.db, options.engine, at))
      .then(() => {
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) console.warn('[matcher] pass failed, retrying:', error instanceof Error ? error.message : error);
        failing = true;
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, interval);
      });
  };
  let timer: ReturnType<typeof setTimeout> = setTimeout(tick, interval);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
