import { firedTrigger, isLiquidated, type PositionSide } from '@meridian/domain';
import type { Database } from '../db/database';
import { lockBalances } from '../db/queries/ledger';
import {
  duePositionIds,
  positionOwner,
  lockOpenPositionForMatching,
  type PositionRow,
  updatePosition,
} from '../db/queries/futures-positions';
import { accountTier } from '../db/queries/spot-orders';
import { accountNews } from './account-news';
import { type CloseReason, closeIn, FUTURES_WALLET, futuresRates } from './futures-trading';
import type { MarketEngine } from './market/market-engine';

// The position watcher (issue 12, decision 0040): each pass compares every open position with the
// mark price of each second since it was last checked, liquidation first, then stop loss and take
// profit, and closes it at that second's mark price. Like the spot matcher: one transaction per
// position, FOR UPDATE SKIP LOCKED, `checked_until_ms` advanced in the same transaction.

const BATCH = 200;
/** Seconds compared per pass (a position far behind catches up over passes). */
const MAX_SECONDS_PER_PASS = 3600;

/**
 * The first second whose closing mark price (known at its end) falls in (fromMs, toMs] and closes
 * the position, and why.
 */
export function firstClosingSecond(
  engine: MarketEngine,
  position: Pick<PositionRow, 'contract' | 'side' | 'size' | 'entryPrice' | 'margin' | 'tpPrice' | 'slPrice'>,
  fromMs: number,
  toMs: number,
): { second: number; price: string; reason: CloseReason } | undefined {
  const precision = engine.pair(position.contract)?.precision ?? 8;
  const terms = {
    side: position.side as PositionSide,
    size: position.size,
    entryPrice: position.entryPrice,
    margin: position.margin,
  };
  for (let second = Math.floor(fromMs / 1000); (second + 1) * 1000 <= toMs; second += 1) {
    const mark = engine.priceAt(position.contract, second);
    if (mark === undefined) continue;
    if (isLiquidated(terms, mark, precision)) return { second, price: mark, reason: 'liquidation' };
    const trigger = firedTrigger(terms.side, mark, position.tpPrice, position.slPrice);
    if (trigger !== undefined) return { second, price: mark, reason: trigger };
  }
  return undefined;
}

/** One pass over the open positions not yet compared up to `nowMs`; answers how many closed. */
export async function watchPositions(db: Database, engine: MarketEngine, nowMs: number): Promise<number> {
  let closed = 0;
  for (const id of await duePositionIds(db, Math.floor(nowMs / 1000) * 1000, BATCH)) {
    const owner = await positionOwner(db, id);
    if (owner === undefined) continue;
    const done = await db.transaction(async (tx) => {
      // The owner's futures USDT row before the position, as opening and closing take them (no deadlock).
      await lockBalances(tx, owner, ['USDT'], FUTURES_WALLET);
      const position = await lockOpenPositionForMatching(tx, id);
      if (position === undefined) return false;
      // Whole seconds only: a second's mark price is known once it has ended.
      const until = Math.min(Math.floor(nowMs / 1000) * 1000, position.checkedUntilMs + MAX_SECONDS_PER_PASS * 1000);
      if (position.checkedUntilMs >= until) return false;
      const hit = firstClosingSecond(engine, position, position.checkedUntilMs, until);
      if (hit === undefined) {
        await updatePosition(tx, position.id, { checkedUntilMs: until });
        return false;
      }
      const endMs = (hit.second + 1) * 1000;
      const at = new Date(endMs);
      const rates = futuresRates({ tier: await accountTier(tx, position.uid) });
      await closeIn(tx, position, hit.price, hit.reason, rates.taker, at);
      await updatePosition(tx, position.id, { checkedUntilMs: endMs });
      return true;
    });
    if (done) {
      accountNews(db).tell(owner);
      closed += 1;
    }
  }
  return closed;
}
