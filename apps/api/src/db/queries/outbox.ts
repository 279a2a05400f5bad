import { desc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { outbox } from '../schema';

export type OutboxRow = typeof outbox.$inferSelect;

/** Write a message to the outbox; its id. */
export async function insertOutboxMessage(
  db: Database,
  values: {
    channel: 'email' | 'sms';
    recipient: string;
    subject: string;
    body: string;
    link: string | null;
    createdAt: Date;
  },
): Promise<number | null> {
  const [row] = await db.insert(outbox).values(values).returning({ id: outbox.id });
  return row?.id ?? null;
}

export async function markOutboxMessageSent(db: Database, id: number, sentAt: Date): Promise<void> {
  await db.update(outbox).set({ sentAt }).where(eq(outbox.id, id));
}

/** The newest messages first. */
export async function newestOutboxMessages(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
