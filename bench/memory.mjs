// Memory of the web server as `npm start` runs it (apps/web/dist/server.js, API and PGlite in
// process): RSS at idle after start-up, then after each of BENCH_MEMORY_ROUNDS (3) rounds of
// BENCH_MEMORY_REQUESTS (10,000) requests at 10 connections: one logged-out home page for every
// three logged-in get_info (the page is the slower request; a round takes about 50 s on 2 cores).
// RSS is the child's VmRSS from /proc (Linux only). "Growth" is a round ending more than
// BENCH_MEMORY_TOLERANCE (5) % above the round before it.
import { readFileSync } from 'node:fs';
import { getUserInfo } from '@meridian/contracts';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { runLoad } from './lib/load.mjs';
import { writeResult } from './lib/results.mjs';
import { startMeridian } from './lib/servers.mjs';
import { expectLoggedIn, logIn } from './lib/session.mjs';

const ROUNDS = Number(process.env.BENCH_MEMORY_ROUNDS ?? 3);
const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 10_000);
const TOLERANCE_PERCENT = Number(process.env.BENCH_MEMORY_TOLERANCE ?? 5);
const SETTLE_MS = 2000;

/** Resident set size of a process in MB, from /proc/<pid>/status. */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

const settle = () => new Promise((r) => setTimeout(r, SETTLE_MS));

buildIfStale();
const meridian = await startMeridian(4440);
try {
  await settle();
  const idleMb = rssMb(meridian.pid);
  const cookie = await logIn(meridian.url);
  const getInfo = { method: 'GET', path: getUserInfo.path, headers: { cookie } };
  const requests = [{ method: 'GET', path: '/' }, getInfo, getInfo, getInfo];
  console.log(`\nWeb server memory (RSS), ${ROUNDS} rounds of ${REQUESTS} requests (home page 1 : get_info 3)`);
  console.log(`  idle after start-up : ${idleMb} MB`);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const load = await runLoad({ url: meridian.url }, { connections: 10, amount: REQUESTS, requests });
    const mb = rssMb(meridian.pid);
    const previous = rounds.at(-1)?.rssMb;
    const growthPercent = previous ? Number((((mb - previous) / previous) * 100).toFixed(1)) : undefined;
    rounds.push({ rssMb: mb, requests: load.requests, growthPercent });
    const growth =
      growthPercent === undefined ? '' : `  (${growthPercent >= 0 ? '+' : ''}${growthPercent}% on round ${i})`;
    console.log(`  after round ${i + 1}       : ${mb} MB${growth}`);
  }
  await expectLoggedIn(meridian.url, cookie);
  const peakMb = Math.max(...rounds.map((r) => r.rssMb));
  const grows = rounds.some((r) => (r.growthPercent ?? 0) > TOLERANCE_PERCENT);
  console.log(`  growth over ${TOLERANCE_PERCENT}% between rounds: ${grows ? 'yes' : 'no'}`);
  writeResult('memory', {
    requestsPerRound: REQUESTS,
    tolerancePercent: TOLERANCE_PERCENT,
    idleMb,
    rounds,
    peakMb,
    grows,
  });
} finally {
  await meridian.stop();
}
