import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type DatabaseHandle, openDatabase } from './database';

/**
 * The pool on a real PostgreSQL server (DATABASE_URL; CI's PostgreSQL run): connections the server
 * ends are survived in process, and close() leaves no connection behind (decision 0017). The
 * process-level version, with a server of its own, is src/faults.test.ts.
 */

const serverUrl = process.env.DATABASE_URL;
const countRows = z.object({ rows: z.array(z.object({ count: z.coerce.number() })) });

async function onServer<T>(statement: string, params: unknown[] = []): Promise<pg.QueryResult<T & pg.QueryResultRow>> {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    return await client.query<T & pg.QueryResultRow>(statement, params);
  } finally {
    await client.end();
  }
}

const created: string[] = [];
afterEach(async () => {
  for (const name of created.splice(0)) await onServer(`drop database if exists ${name} with (force)`);
  vi.restoreAllMocks();
});

async function freshDatabase(): Promise<{ name: string; handle: DatabaseHandle }> {
  const name = `meridian_pool_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name}`);
  created.push(name);
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  return { name, handle: await openDatabase({ databaseUrl: url.toString(), pgliteDir: 'unused' }) };
}

/** Several calls at once, so that the pool holds several connections. */
async function busy(handle: DatabaseHandle): Promise<void> {
  await Promise.all(Array.from({ length: 10 }, () => handle.db.execute(sql`select pg_sleep(0.05)`)));
}

describe.skipIf(!serverUrl)('the PostgreSQL pool', () => {
  it('survives the server ending its idle connections (one log line each), and the next calls succeed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { name, handle } = await freshDatabase();
    try {
      await busy(handle);
      const ended = await onServer<{ ended: boolean }>(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
      // Without a listener each of these would be an uncaught exception (and fail this run).
      const lost = () =>
        warn.mock.calls.filter(([line]) => String(line).startsWith('[db] lost a PostgreSQL connection: 57P01')).length;
      await vi.waitFor(() => expect(lost()).toBe(ended.rowCount), { timeout: 10_000 });
      for (let i = 0; i < 10; i++) await handle.db.execute(sql`select 1`);
      await busy(handle);
    } finally {
      await handle.close();
    }
  });

  it('close() resolves once the server has seen every connection go', async () => {
    const { name, handle } = await freshDatabase();
    // Connected beforehand, so that the count below runs the moment close() resolves.
    const admin = new pg.Client({ connectionString: serverUrl });
    admin.on('error', () => {});
    await admin.connect();
    const connections = async () =>
      countRows.parse(await admin.query('select count(*) as count from pg_stat_activity where datname = $1', [name]))
        .rows[0]?.count;
    try {
      await busy(handle);
      expect(await connections()).toBeGreaterThan(0);
      await handle.close();
      // Right away: a drop now ends nobody (the test databases are dropped just so).
      expect(await connections()).toBe(0);
    } finally {
      await admin.end();
    }
  });
});
