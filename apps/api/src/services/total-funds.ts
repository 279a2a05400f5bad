import { decimalString } from '@meridian/contracts';
import type { TotalFunds } from '@meridian/domain';
import type { Database } from '../db/database';
import { selectTotalFunds } from '../db/queries/total-funds';

/**
 * shell §3 "Total funds": what the account holds (available and frozen) valued at current USD
 * prices, and the same in BTC. All arithmetic is PostgreSQL numeric, exact; the results are cut
 * (not rounded up) to 2 places for USD and 8 for BTC, so the total never shows more than is held.
 * Coins without a price count as nothing. Null when there is no BTC price to convert with.
 */
export async function getTotalFunds(db: Database, uid: number): Promise<TotalFunds | null> {
  const row = await selectTotalFunds(db, uid);
  if (!row) return null;
  return { total_usd: decimalString.parse(row.totalUsd), total_btc: decimalString.parse(row.totalBtc) };
}
