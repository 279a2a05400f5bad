import { createApiApp } from './app';
import { openDatabase, type DatabaseHandle } from './db/database';
import { seedDemoData } from './db/seed';
import type { ApiEnv } from './env';

/** Open the database, migrate, seed (when asked) and build the app. */
export async function startApi(env: ApiEnv): Promise<{ app: ReturnType<typeof createApiApp>; database: DatabaseHandle }> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await database.prepare(env.SEED_DEMO_DATA ? seedDemoData : undefined);
  const app = createApiApp({ db: database.db, bodyLimitBytes: env.BODY_LIMIT_BYTES, trustProxy: env.TRUST_PROXY });
  return { app, database };
}
