import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database';

/** One statement on the server's maintenance database, on a connection of its own. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  // A connection the server ends must not become an uncaught error of the test run.
  client.on('error', (error) => console.warn(`[test-database] ${error.message}`));
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A test database; `url` (PostgreSQL only) lets a test open a second handle, as another process would. */
export type TestDatabase = DatabaseHandle & { url?: string };

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by DATABASE_URL (CI runs the API tests both ways).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    await handle.prepare();
    return handle;
  }
  const name = `meridian_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: 'unused' });
    await handle.prepare();
  } catch (error) {
    await handle?.close();
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    throw error;
  }
  const opened = handle;
  return {
    ...opened,
    url: url.toString(),
    async close() {
      // Every connection of the pool is closed before the drop (close() waits for them), so
      // `with (force)` only ever ends connections something else left open.
      try {
        await opened.close();
      } finally {
        await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      }
    },
  };
}
