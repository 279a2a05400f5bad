import { count, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { users } from '../schema';

/** How many accounts signed up with `uid`'s invite code. */
export async function countInvitedBy(db: Database, uid: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.referrerUid, uid));
  return row?.n ?? 0;
}
