import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { balances, coinPrices } from '../schema';

/** The coin total_btc is expressed in. */
const BTC = 'BTC';

/**
 * shell §3 "Total funds", in PostgreSQL numeric (exact): available plus frozen at current USD
 * prices, cut (not rounded) to 2 places, and the same in BTC cut to 8, as text. Coins without a
 * price count as nothing. Null when there is no BTC price to convert with. Both wallets count (issue
 * 16): a transfer from spot to futures moves funds, it does not spend them.
 */
export async function selectTotalFunds(
  db: Database,
  uid: number,
): Promise<{ totalUsd: string; totalBtc: string } | null> {
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
  return row ?? null;
}
