import Big from 'big.js';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/database';
import { ledgerReplay, systemAccountFunds } from '../db/queries/ledger';
import { balances } from '../db/schema';

// Issue 12 "Funds never drift": the invariants checked after the property test and after a crash.

/** Each coin's sum over every account (both wallets): customer balances plus the system accounts' ledgers. */
export async function fundsByCoin(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ coin: balances.coin, total: sql<string>`sum(${balances.available} + ${balances.frozen})::text` })
    .from(balances)
    .groupBy(balances.coin);
  const sums = new Map(rows.map((r) => [r.coin, new Big(r.total)]));
  for (const row of await systemAccountFunds(db))
    sums.set(row.coin, (sums.get(row.coin) ?? new Big(0)).plus(row.total));
  return new Map([...sums].map(([coin, total]) => [coin, total.toFixed()]));
}

/** Every invariant of "funds never drift"; throws with what is wrong. */
export async function checkInvariants(db: Database, start: Map<string, string>): Promise<void> {
  const now = await fundsByCoin(db);
  for (const [coin, total] of start) expect({ coin, total: now.get(coin) ?? '0' }).toEqual({ coin, total });
  for (const [coin, total] of now)
    expect({ coin, total: new Big(total).toFixed() }).toEqual({ coin, total: start.get(coin) ?? '0' });
  const negative = await db
    .select()
    .from(balances)
    .where(sql`${balances.available} < 0 or ${balances.frozen} < 0`);
  expect(negative).toEqual([]);
  const held = await db.execute(sql`
    select b.uid, b.wallet, b.coin, b.frozen::text as frozen,
      (coalesce(o.held, 0) + coalesce(p.margin, 0))::text as held
    from balances b
    left join (select uid, lock_coin, sum(locked) as held from spot_orders where status = 'open' group by uid, lock_coin) o
      on o.uid = b.uid and b.wallet = 'spot' and o.lock_coin = b.coin
    left join (select uid, 'USDT' as coin, sum(margin) as margin from futures_positions where status = 'open' group by uid) p
      on p.uid = b.uid and b.wallet = 'futures' and p.coin = b.coin
    where b.frozen <> coalesce(o.held, 0) + coalesce(p.margin, 0)`);
  expect((held as unknown as { rows: unknown[] }).rows).toEqual([]);
  for (const row of await ledgerReplay(db)) {
    expect({
      ...row,
      same: new Big(row.ledgerAvailable).eq(row.available ?? '0') && new Big(row.ledgerFrozen).eq(row.frozen ?? '0'),
    }).toMatchObject({ same: true });
  }
}
