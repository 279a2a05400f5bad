import { count, isNull } from 'drizzle-orm';
import type { Database } from '../database';
import { users } from '../schema';

/**
 * widgets §3 "user_register_count": the accounts people opened. Sub-accounts (masterUid set) are
 * made by their main account, not registered, so they are not counted.
 */
export async function countRegisteredUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(isNull(users.masterUid));
  return row?.n ?? 0;
}
