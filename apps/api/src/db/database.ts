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

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.pgliteDir);
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  let dataDir: string | undefined;
  if (dir !== 'memory://') {
    dataDir = resolve(dir);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    // PGlite lives in this one process, so there is nobody to race with.
    async prepare(afterMigrate) {
      await migratePglite(db, { migrationsFolder: migrationsFolder() });
      if (afterMigrate) await afterMigrate(db);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Fail at start-up, with the reason, rather than on the first request.
  await pool.query('select 1');
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    async prepare(afterMigrate) {
      // Several web and API processes may start at once against one database: an advisory
      // lock on one connection makes migrate + seed run in one of them at a time.
      const conn = await pool.connect();
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
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
