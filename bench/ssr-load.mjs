// Server render against a bare React Router 7 "hello" app on the same server stack, same run:
// Meridian's home page of the main site and of a regional site (chosen by the Host header, as in
// production), each interleaved with the bare app at 10 connections (lib/load.mjs, decision 0027).
// Knobs: BENCH_ROUNDS (default 5), BENCH_DURATION (seconds per round, 3), BENCH_WARMUP (seconds, 1),
// BENCH_SSR_CONNECTIONS (10).
import { request } from 'node:http';
import { MAIN_HOST, siteByKey } from '@meridian/domain';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { compare, formatComparison, LOAD } from './lib/load.mjs';
import { writeResult } from './lib/results.mjs';
import { startBareReactRouter, startMeridian } from './lib/servers.mjs';

const connections = Number(process.env.BENCH_SSR_CONNECTIONS ?? 10);
const REGIONAL_HOST = siteByKey('turkey').webSiteDomain;

/** GET with node:http, which sends the Host header given (fetch replaces it with the URL's). */
function get(target) {
  return new Promise((resolveGet, reject) => {
    request(target.url, { headers: target.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolveGet({ status: res.statusCode, body }));
    })
      .on('error', reject)
      .end();
  });
}

/** The page answers 200 and holds the text that proves it rendered what we mean to time. */
async function expectPage(target, mustHold) {
  const { status, body } = await get(target);
  if (status !== 200 || !body.includes(mustHold)) {
    throw new Error(`${target.url} (Host ${target.headers?.host ?? '-'}): HTTP ${status}, no ${mustHold} in the page`);
  }
  return Buffer.byteLength(body);
}

buildIfStale();
const meridian = await startMeridian(4410);
try {
  const bare = await startBareReactRouter(4411);
  try {
    const targets = {
      main: { url: `${meridian.url}/`, headers: { host: MAIN_HOST } },
      regional: { url: `${meridian.url}/`, headers: { host: REGIONAL_HOST } },
      bare: { url: `${bare.url}/` },
    };
    const bytes = {
      main: await expectPage(targets.main, 'data-testid="currency-count"'),
      regional: await expectPage(targets.regional, '<html lang="tr"'),
      bare: await expectPage(targets.bare, '<p>hello</p>'),
    };
    const main = await compare(targets.main, targets.bare, connections);
    const regional = await compare(targets.regional, targets.bare, connections);
    console.log(
      `\nServer render vs bare React Router (${connections} connections, ${LOAD.rounds} rounds of ${LOAD.roundSeconds} s, median ratio of pairs)`,
    );
    console.log(`  page sizes: main ${bytes.main} B, ${REGIONAL_HOST} ${bytes.regional} B, bare ${bytes.bare} B`);
    console.log(formatComparison(`home ${MAIN_HOST}`, main));
    console.log(formatComparison(`home ${REGIONAL_HOST}`, regional));
    writeResult('ssr', { bytes, main: { host: MAIN_HOST, ...main }, regional: { host: REGIONAL_HOST, ...regional } });
  } finally {
    await bare.stop();
  }
} finally {
  await meridian.stop();
}
