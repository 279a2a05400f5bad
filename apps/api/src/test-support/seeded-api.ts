import { type ApiApp, type ApiDeps, createApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { seedDemoData } from '../db/seed';
import { createSecretBox, newSecretKeyText, parseSecretKey } from '../services/secret-box';
import { resealTotpSecrets } from '../services/two-factor';
import { FAST_HASHING } from './test-browser';
import { createTestDatabase } from './test-database';

/**
 * The API of most route tests: a new database with the demo data, seeded at `clock`'s time, and the
 * app on it with the test defaults (8 kB bodies, no proxy, fast hashing, a fresh secrets key that
 * sealed the demo authenticator's secret as start-up does). `deps` overrides any of them. The caller
 * closes the database (afterAll).
 */
export async function openSeededApi(
  clock: { now: () => number },
  deps: Partial<Omit<ApiDeps, 'db'>> = {},
): Promise<{ database: DatabaseHandle; app: ApiApp }> {
  const database = await createTestDatabase();
  await seedDemoData(database.db, { now: clock.now, passwordHashing: FAST_HASHING });
  const secrets = deps.secrets ?? createSecretBox(parseSecretKey(newSecretKeyText()));
  await resealTotpSecrets(database.db, secrets);
  const app = createApiApp({
    db: database.db,
    bodyLimitBytes: 8192,
    trustProxy: false,
    now: clock.now,
    passwordHashing: FAST_HASHING,
    secrets,
    ...deps,
  });
  return { database, app };
}
