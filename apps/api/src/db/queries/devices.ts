import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { deviceIds } from '../schema';

/** Record an issued device id (issuing the same id twice in one second keeps the first row). */
export async function insertDeviceId(db: Database, row: typeof deviceIds.$inferInsert): Promise<void> {
  await db.insert(deviceIds).values(row).onConflictDoNothing({ target: deviceIds.deviceId });
}

/** Whether this device id was issued here. */
export async function deviceIdIssued(db: Database, deviceId: string): Promise<boolean> {
  const rows = await db
    .select({ id: deviceIds.deviceId })
    .from(deviceIds)
    .where(eq(deviceIds.deviceId, deviceId))
    .limit(1);
  return rows.length > 0;
}
