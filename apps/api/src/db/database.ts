import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { databaseErrorSummary } from './database-faults';
import { type FolderLock, lockDatabaseFolder } from './pglite-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query surface shared by PGlite and PostgreSQL; services only ever see this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Apply pending migrations, then run `afterMigrate` (the seed), under one lock. */
  prepare(afterMigrate?: (db: Database) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; absent for the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; "memory://" keeps them in memory (tests). */
  pgliteDir: string;
}

/** The migrations folder, found through the package so bundled servers find it too. */
export function migrationsFolder(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@meridian/api/package.json')), 'src/db/migrations');
}

// Any fixed number works; it only has to be the same in every process of the deployment.
const MIGRATION_LOCK_KEY = 7_402_118;

/**
 * Bounds on every PostgreSQL call, so that a restarted, failed-over or unreachable server turns
 * into quick 503 answers instead of requests that hang (decision 0017).
 */
export const POSTGRES_LIMITS = {
  poolMax: 10,
  /** Waiting for a free connection of the pool, or opening a new one. */
  connectTimeoutMs: 5_000,
  /** The server cancels a statement that runs longer (statement_timeout). */
  statementTimeoutMs: 10_000,
  /** We stop waiting for a server that never answers (no reset: a partition, a frozen host). */
  queryTimeoutMs: 15_000,
  /** The server ends a transaction left open, so a bug cannot hold locks for ever. */
  idleInTransactionTimeoutMs: 30_000,
} as const;

/** Start-up may wait this long for another process's migrations and seed (the advisory lock). */
const MIGRATION_STATEMENT_TIMEOUT_MS = 300_000;
/** close() waits this long for the last sockets to shut before giving up on them. */
const CLOSE_WAIT_MS = 5_000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir);
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  let dataDir: string | undefined;
  let lock: FolderLock | undefined;
  if (dir !== 'memory://') {
    dataDir = resolve(dir);
    mkdirSync(dataDir, { recursive: true });
    // A second process on the same folder would silently lose writes: refuse it instead.
    lock = await lockDatabaseFolder(dataDir);
  }
  let client: PGlite;
  try {
    client = dataDir ? new PGlite(dataDir) : new PGlite();
    await client.waitReady;
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    // PGlite lives in this one process (the lock above), so there is nobody to race with.
    async prepare(afterMigrate) {
      await migratePglite(db, { migrationsFolder: migrationsFolder() });
      if (afterMigrate) await afterMigrate(db);
    },
    async close() {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

/**
 * Without an 'error' listener, a connection the server ends (a restart, pg_terminate_backend, a
 * pooler's idle timeout) throws from the socket and stops the process. Log it once per
 * connection, in one line; the pool has already dropped it and opens a new one when needed.
 */
function watchConnection(client: pg.ClientBase, isClosing: () => boolean): void {
  let reported = false;
  client.on('error', (error) => {
    if (reported || isClosing()) return;
    reported = true;
    console.warn(`[db] lost a PostgreSQL connection: ${databaseErrorSummary(error)}`);
  });
}

function waitForEnd(client: pg.ClientBase): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, CLOSE_WAIT_MS);
    client.once('end', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POSTGRES_LIMITS.poolMax,
    connectionTimeoutMillis: POSTGRES_LIMITS.connectTimeoutMs,
    statement_timeout: POSTGRES_LIMITS.statementTimeoutMs,
    query_timeout: POSTGRES_LIMITS.queryTimeoutMs,
    idle_in_transaction_session_timeout: POSTGRES_LIMITS.idleInTransactionTimeoutMs,
    keepAlive: true,
  });
  let closing = false;
  const connected = new Set<pg.PoolClient>();
  // Every connection, idle in the pool or lent out (a transaction between two queries), has
  // its own listener: the pool listens only while a connection is idle.
  pool.on('connect', (client) => {
    connected.add(client);
    client.once('end', () => connected.delete(client));
    watchConnection(client, () => closing);
  });
  // Emitted for an idle connection after its own listener above has logged it.
  pool.on('error', () => {});
  try {
    // Fail at start-up, with the reason, rather than on the first request.
    await pool.query('select 1');
  } catch (error) {
    closing = true;
    await pool.end();
    throw error;
  }
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    async prepare(afterMigrate) {
      // Several web and API processes may start at once against one database: an advisory
      // lock on one connection makes migrate + seed run in one of them at a time. That
      // connection is our own, without the pool's timeouts: waiting for another process's
      // migrations may take longer than any request should.
      const conn = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: POSTGRES_LIMITS.connectTimeoutMs,
        statement_timeout: MIGRATION_STATEMENT_TIMEOUT_MS,
        keepAlive: true,
      });
      watchConnection(conn, () => closing);
      await conn.connect();
      try {
        const lockedDb = drizzleNodePg({ client: conn, schema });
        await lockedDb.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
        try {
          await migrateNodePg(lockedDb, { migrationsFolder: migrationsFolder() });
          if (afterMigrate) await afterMigrate(lockedDb);
        } finally {
          await lockedDb.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
        }
      } finally {
        await conn.end();
      }
    },
    async close() {
      closing = true;
      await pool.end();
      // pool.end() resolves once the pool has let go of every connection, not once each is
      // closed: wait for that too, so that a database dropped right after never cuts one.
      await Promise.all([...connected].map(waitForEnd));
    },
  };
}
