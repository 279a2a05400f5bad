// The API hot path against a bare Hono JSON route, same run: a logged-in `usercenter/get_info`
// on the API alone (apps/api/dist/main.js), on PGlite in process and on PostgreSQL (DATABASE_URL,
// or the throwaway test cluster; skipped when there is none), at 10 and 50 connections, each
// interleaved with the bare route (lib/load.mjs, decision 0027).
// Knobs: BENCH_ROUNDS (default 5), BENCH_API_DURATION (seconds per round, 2: thousands of requests
// each), BENCH_WARMUP (seconds, 1), BENCH_API_CONNECTIONS (comma-separated, "10,50"), DATABASE_URL.
import { getUserInfo } from '@meridian/contracts';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { compare, formatComparison, LOAD } from './lib/load.mjs';
import { withPostgresDatabase } from './lib/postgres.mjs';
import { writeResult } from './lib/results.mjs';
import { startApiServer, startBareHono } from './lib/servers.mjs';
import { BENCH_ACCOUNT, expectLoggedIn, logIn } from './lib/session.mjs';

const connectionCounts = (process.env.BENCH_API_CONNECTIONS ?? '10,50').split(',').map(Number);
const rounds = { ...LOAD, roundSeconds: Number(process.env.BENCH_API_DURATION ?? 2) };

/** Every connection count on one database: log in once, check, time, check the session again. */
async function onDatabase(label, databaseUrl, bare) {
  const api = await startApiServer(4431, databaseUrl);
  try {
    const cookie = await logIn(api.url);
    const bytes = await expectLoggedIn(api.url, cookie);
    const target = { url: `${api.url}${getUserInfo.path}`, headers: { cookie } };
    const byConnections = {};
    for (const connections of connectionCounts) {
      byConnections[connections] = await compare(target, bare, connections, rounds);
      console.log(formatComparison(`get_info on ${label}, ${connections} conn`, byConnections[connections]));
    }
    await expectLoggedIn(api.url, cookie);
    return { bytes, byConnections };
  } finally {
    await api.stop();
  }
}

buildIfStale();
const bareHono = await startBareHono(4430);
try {
  const bare = { url: `${bareHono.url}/json` };
  const bareBytes = (await (await fetch(bare.url)).text()).length;
  console.log(
    `\nAPI get_info (logged in as ${BENCH_ACCOUNT.email}) vs bare Hono (${bareBytes} B), ${rounds.rounds} rounds of ${rounds.roundSeconds} s, median ratio of pairs`,
  );
  const pglite = await onDatabase('PGlite', undefined, bare);
  const postgres = await withPostgresDatabase((url) => onDatabase('PostgreSQL', url, bare));
  if (postgres.skipped) console.log(`  PostgreSQL: skipped (${postgres.skipped})`);
  writeResult('api', { account: BENCH_ACCOUNT.email, bareBytes, pglite, postgres });
} finally {
  await bareHono.stop();
}
