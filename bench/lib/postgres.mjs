// A PostgreSQL database for one benchmark: on the server named by DATABASE_URL, or else on the
// throwaway test cluster (scripts/start-test-postgres.sh), started here only if it is not running
// and then stopped again. The database is new and dropped after, so nothing else is touched.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { root } from './servers.mjs';

const TEST_CLUSTER_URL = `postgres://meridian@127.0.0.1:${process.env.PGPORT ?? 55432}/postgres`;
const startScript = (...args) =>
  execFileSync('bash', ['scripts/start-test-postgres.sh', ...args], { cwd: root, encoding: 'utf8' }).trim();

async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const answers = (serverUrl) =>
  onServer(serverUrl, 'select 1').then(
    () => true,
    () => false,
  );

function hasPostgresBinaries() {
  const dir = '/usr/lib/postgresql';
  return existsSync(dir) && readdirSync(dir).some((v) => existsSync(`${dir}/${v}/bin/initdb`));
}

/**
 * Run fn(databaseUrl) on a fresh database; resolves to { skipped } with the reason when there is
 * no PostgreSQL to use.
 */
export async function withPostgresDatabase(fn) {
  let serverUrl = process.env.DATABASE_URL;
  let startedHere = false;
  if (!serverUrl) {
    if (!hasPostgresBinaries()) return { skipped: 'DATABASE_URL is unset and no PostgreSQL binaries are installed' };
    serverUrl = TEST_CLUSTER_URL;
    if (!(await answers(serverUrl))) {
      serverUrl = startScript();
      startedHere = true;
    }
  }
  const name = `meridian_bench_${randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl);
  try {
    await onServer(serverUrl, `create database ${name}`);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await onServer(serverUrl, `drop database if exists ${name} with (force)`).catch(() => {});
    if (startedHere) startScript('stop');
  }
}
