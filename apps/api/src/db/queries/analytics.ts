import { desc } from 'drizzle-orm';
import type { Database } from '../database';
import { analyticsEvents } from '../schema';

export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;
export type StoredAnalyticsEventRow = typeof analyticsEvents.$inferSelect;

/** Store the events; how many were new (an event id already stored is left as it was). */
export async function insertAnalyticsEvents(db: Database, rows: readonly AnalyticsEventRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const stored = await db
    .insert(analyticsEvents)
    .values([...rows])
    .onConflictDoNothing({ target: analyticsEvents.eventId })
    .returning({ id: analyticsEvents.id });
  return stored.length;
}

/** The newest events first. */
export async function newestAnalyticsEvents(db: Database, limit: number): Promise<StoredAnalyticsEventRow[]> {
  return db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(limit);
}
