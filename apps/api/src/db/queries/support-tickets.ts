import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { supportTickets } from '../schema';

// Issue 16: support tickets (`/myaccount/tickets`).

export type SupportTicketRow = typeof supportTickets.$inferSelect;

export async function insertSupportTicket(
  db: Database,
  values: { uid: number; category: string; subject: string; body: string },
  now: Date,
): Promise<SupportTicketRow> {
  const [row] = await db
    .insert(supportTickets)
    .values({ ...values, status: 'open', createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error(`ticket of ${values.uid} not saved`);
  return row;
}

export async function countOpenSupportTickets(db: Database, uid: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportTickets)
    .where(and(eq(supportTickets.uid, uid), eq(supportTickets.status, 'open')));
  return row?.n ?? 0;
}

export async function listSupportTickets(
  db: Database,
  uid: number,
  filter: { status?: string | undefined; limit: number },
): Promise<SupportTicketRow[]> {
  const where =
    filter.status === undefined
      ? eq(supportTickets.uid, uid)
      : and(eq(supportTickets.uid, uid), eq(supportTickets.status, filter.status));
  return db
    .select()
    .from(supportTickets)
    .where(where)
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(filter.limit);
}
