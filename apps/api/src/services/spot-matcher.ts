import { tradeCrossesLimit, type Fill } from '@meridian/domain';
import Big from 'big.js';
import type { Database } from '../db/database';
import { lockBalances } from '../db/queries/ledger';
import {
  accountTier,
  dueOrderIds,
  lockOpenOrderForMatching,
  notifyAccountChanged,
  type OrderRow,
  updateOrder,
} from '../db/queries/spot-orders';
import type { MarketEngine } from './market/market-engine';
import { watchPositions } from './futures-matcher';
import { applyFills, finishOrder, spotRates } from './spot-trading';

// The matcher (issue 12): resting limit orders fill when the market's public trades cross them, at
// the order's price (maker). Stateless and safe with several API processes: each order is taken
// with FOR UPDATE SKIP LOCKED in its own transaction, and `matched_until_ms` says how far it has
// been compared with the trades, so a trade fills an order once, whichever process sees it, and a
// crash between two orders loses nothing (the transaction of the one in hand rolls back whole).

/** Orders compared per pass. */
const BATCH = 200;
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
  /** Orders compared. */
  examined: number;
  /** Orders that got at least one fill. */
  filled: number;
}

/** One pass over the open limit orders not yet compared up to `nowMs`. */
export async function matchSpotOrders(db: Database, engine: MarketEngine, nowMs: number): Promise<MatchPassResult> {
  const result: MatchPassResult = { examined: 0, filled: 0 };
  for (const id of await dueOrderIds(db, nowMs, BATCH)) {
    const outcome = await matchOne(db, engine, id, nowMs);
    if (outcome === 'skipped') continue;
    result.examined += 1;
    if (outcome === 'filled') result.filled += 1;
  }
  return result;
}

async function matchOne(
  db: Database,
  engine: MarketEngine,
  id: number,
  nowMs: number,
): Promise<'skipped' | 'none' | 'filled'> {
  return db.transaction(async (tx) => {
    // Another process holds it (matching or cancelling): it is theirs this pass.
    const order = await lockOpenOrderForMatching(tx, id);
    if (order === undefined || order.matchedUntilMs >= nowMs) return 'skipped';
    await lockBalances(tx, order.uid, order.currencyPair.split('_'));
    const until = Math.min(nowMs, order.matchedUntilMs + MAX_SECONDS_PER_PASS * 1000);
    const fills = crossingFills(engine, order, order.matchedUntilMs, until);
    const at = new Date(until);
    if (fills.length > 0) {
      const rates = spotRates({ tier: await accountTier(tx, order.uid) });
      const filled = await applyFills(tx, order, fills, 'maker', rates.maker, at);
      if (new Big(filled.left).lte(0)) await finishOrder(tx, filled, 'closed', 'filled', at);
      await notifyAccountChanged(tx, order.uid);
    }
    await updateOrder(tx, order.id, { matchedUntilMs: until });
    return fills.length > 0 ? 'filled' : 'none';
  });
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
