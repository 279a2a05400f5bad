import { sql } from 'drizzle-orm';
import type { Database } from './database';

/** How long readiness waits for the database: a health check must answer quickly either way. */
export const HEALTH_PROBE_TIMEOUT_MS = 2_000;

/** True when the database answers a trivial query within `timeoutMs`; never throws. */
export async function databaseAnswers(db: Database, timeoutMs = HEALTH_PROBE_TIMEOUT_MS): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  // The probe settles on its own later if it loses the race (the pool's own timeouts bound it),
  // and its failure is handled here, never left unhandled.
  const probe = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, late]);
  } finally {
    clearTimeout(timer);
  }
}
