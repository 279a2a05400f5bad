import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import { SPOT_ACCOUNT_CHANNEL } from './spot-orders';

/**
 * Announces on SPOT_ACCOUNT_CHANNEL, in one statement, that the accounts' orders or funds changed
 * (decision 0046: sent after the change has committed, never inside it). The statement is its own
 * transaction and does not wait for its commit to reach the disk: PostgreSQL serialises the commits
 * of every transaction that notifies (one global lock, held until the commit is flushed), and a
 * notification carries nothing that must survive a crash.
 */
export async function sendAccountNews(db: Database, uids: readonly number[]): Promise<void> {
  if (uids.length === 0) return;
  const list = `{${uids.map((uid) => String(Math.trunc(uid))).join(',')}}`;
  await db.execute(
    sql`select set_config('synchronous_commit', 'off', true), pg_notify(${SPOT_ACCOUNT_CHANNEL}, u::text)
      from unnest(${list}::integer[]) as u`,
  );
}
