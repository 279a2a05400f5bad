import { existsSync, mkdirSync } from 'node:fs';
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
  /**
   * LISTEN on `channel`: every process gets the NOTIFYs of every process (PGlite: of this one,
   * the only one). Stopped by close().
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<NotificationFeed>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  notify(payload: string): void;
  /** Notifications may have been missed (the listening connection was lost, or is back). */
  reset(): void;
}

export interface NotificationFeed {
  /** Whether notifications arrive right now (false while the listening connection is down). */
  live(): boolean;
  stop(): Promise<void>;
}

/** A lost listening connection is opened again after this. */
const LISTEN_RETRY_MS = 1_000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

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

/**
 * The embedded server's settings: PGlite's defaults plus 16 MB of shared buffers (Postgres's
 * 128 MB are touched at start-up, ~140 MB of resident memory for a database of a few MB).
 */
export const PGLITE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function startPglite(dataDir: string | undefined): Promise<PGlite> {
  const options = { startParams: [...PGLITE_START_PARAMS] };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  return client;
}

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
    const fresh = dataDir === undefined || !existsSync(join(dataDir, 'PG_VERSION'));
    client = await startPglite(dataDir);
    if (fresh && dataDir !== undefined) {
      // Creating the cluster (initdb) leaves the WebAssembly memory at ~600 MB, which never shrinks:
      // start again on the new folder and let the first instance go (decision 0030).
      await client.close();
      client = await startPglite(dataDir);
    }
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    async listen(channel, handlers) {
      // Delivered in this process, as soon as the notifying statement commits.
      const unlisten = await client.listen(channel, (payload) => handlers.notify(payload));
      let live = true;
      return {
        live: () => live,
        async stop() {
          live = false;
          if (!client.closed) await unlisten();
        },
      };
    },
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

/**
 * LISTEN on a connection of its own (a pooled one goes back to the pool between queries), opened
 * again LISTEN_RETRY_MS after it is lost. `reset` is called on every loss and every (re)connection:
 * what was sent in between never arrives.
 */
async function listenPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  isClosing: () => boolean,
): Promise<NotificationFeed> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let reported = false;
  const connect = async (): Promise<void> => {
    const conn = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: POSTGRES_LIMITS.connectTimeoutMs,
      keepAlive: true,
    });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (current === conn) current = undefined;
      handlers.reset();
      conn.end().catch(() => {});
      if (stopped || isClosing()) return;
      if (!reported) {
        reported = true;
        const why = error === undefined ? 'connection ended' : databaseErrorSummary(error);
        console.warn(`[db] not listening on ${channel} (${why}); retrying every ${LISTEN_RETRY_MS} ms`);
      }
      retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
      retry.unref();
    };
    conn.on('error', onLost);
    conn.on('end', () => onLost());
    conn.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.notify(message.payload);
    });
    try {
      await conn.connect();
      await conn.query(`LISTEN ${channel}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (stopped || lost) {
      await conn.end().catch(() => {});
      return;
    }
    if (reported) console.log(`[db] listening on ${channel} again`);
    reported = false;
    current = conn;
    handlers.reset();
  };
  await connect();
  return {
    live: () => current !== undefined,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const conn = current;
      current = undefined;
      if (conn) await conn.end().catch(() => {});
    },
  };
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
  const feeds = new Set<NotificationFeed>();
  return {
    db,
    kind: 'postgres',
    async listen(channel, handlers) {
      const feed = await listenPostgres(url, channel, handlers, () => closing);
      feeds.add(feed);
      return feed;
    },
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
      await Promise.all([...feeds].map((feed) => feed.stop()));
      await pool.end();
      // pool.end() resolves once the pool has let go of every connection, not once each is
      // closed: wait for that too, so that a database dropped right after never cuts one.
      await Promise.all([...connected].map(waitForEnd));
    },
  };
}
