import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by DATABASE_URL (CI runs the API tests both ways).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    await handle.prepare();
    return handle;
  }
  const name = `meridian_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: 'unused' });
  await handle.prepare();
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
