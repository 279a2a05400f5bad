import { desc } from 'drizzle-orm';
import type { Database } from '../database';
import { monitoringEvents } from '../schema';

export type MonitoringEventRow = typeof monitoringEvents.$inferInsert;

/** Store the events; how many were new (an event id already stored is left as it was). */
export async function insertMonitoringEvents(db: Database, rows: readonly MonitoringEventRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const stored = await db
    .insert(monitoringEvents)
    .values([...rows])
    .onConflictDoNothing({ target: monitoringEvents.eventId })
    .returning({ id: monitoringEvents.id });
  return stored.length;
}

export async function newestMonitoringEvents(db: Database, limit: number) {
  return db.select().from(monitoringEvents).orderBy(desc(monitoringEvents.id)).limit(limit);
}
