import { type StaticTradeData, totalDollarVolume } from '@meridian/domain';
import type { Database } from '../db/database';
import { countRegisteredUsers } from '../db/queries/user-counts';
import { EARN_CONFIG, type EarnConfig, earnRatesOf } from './earn-products';
import type { MarketSource } from './market/market-source';

export type StaticTradeDataOutcome = { ok: true; data: StaticTradeData } | { ok: false };

/**
 * widgets §3 "Static trade data" from real figures: the 24 h volume and the pair count from the
 * market the /api/v4 calls answer from (the same source, so the home page agrees with the markets
 * page), the registered accounts, and the Simple Earn catalogue's rates. Not ok when the market
 * source fails (a relayed feed that is down): the caller answers an error and the page shows zero
 * static data (widgets §8), never a volume of 0 that looks real.
 */
export async function staticTradeDataOf(
  db: Database,
  source: MarketSource,
  nowMs: number,
  config: EarnConfig = EARN_CONFIG,
): Promise<StaticTradeDataOutcome> {
  const [pairs, tickers, users] = await Promise.all([
    source.pairs(),
    source.tickers({}, nowMs),
    countRegisteredUsers(db),
  ]);
  if (!pairs.ok || !tickers.ok) return { ok: false };
  // "Listed" pairs: those open for trading in some direction.
  const listed = pairs.value.filter((p) => p.trade_status !== 'untradable').length;
  return {
    ok: true,
    data: {
      trading_volume: totalDollarVolume(tickers.value),
      curr_count: String(listed),
      user_register_count: String(users),
      ...earnRatesOf(config),
    },
  };
}
