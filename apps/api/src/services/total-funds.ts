import { decimalString } from '@meridian/contracts';
import type { TotalFunds } from '@meridian/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { balances, coinPrices } from '../db/schema';

/** The coin total_btc is expressed in. */
const BTC = 'BTC';

/**
 * shell §3 "Total funds": what the account holds (available and frozen) valued at current USD
 * prices, and the same in BTC. All arithmetic is PostgreSQL numeric, exact; the results are cut
 * (not rounded up) to 2 places for USD and 8 for BTC, so the total never shows more than is held.
 * Coins without a price count as nothing. Null when there is no BTC price to convert with.
 */
export async function getTotalFunds(db: Database, uid: number): Promise<TotalFunds | null> {
  const held = db
    .select({
      usd: sql<string>`coalesce(sum((${balances.available} + ${balances.frozen}) * ${coinPrices.usdPrice}), 0)`.as(
        'usd',
      ),
    })
    .from(balances)
    .innerJoin(coinPrices, eq(coinPrices.coin, balances.coin))
    .where(eq(balances.uid, uid))
    .as('held');
  const [row] = await db
    .select({
      totalUsd: sql<string>`trunc(${held.usd}, 2)::text`,
      totalBtc: sql<string>`trunc(${held.usd} / ${coinPrices.usdPrice}, 8)::text`,
    })
    .from(held)
    .innerJoin(coinPrices, eq(coinPrices.coin, BTC));
  if (!row) return null;
  return { total_usd: decimalString.parse(row.totalUsd), total_btc: decimalString.parse(row.totalBtc) };
}
