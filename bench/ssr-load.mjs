// SSR load benchmark: the server-rendered home page against a bare Node static-file server serving
// the same HTML, measured in the same run on the same machine. Prints req/s, p99 and the ratio.
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 10) tune it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { root, startMeridian, startStaticServer } from './lib/servers.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function load(url) {
  // A short warm-up so JIT and caches are in the same state for both servers.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return { reqPerSec: result.requests.average, p99Ms: result.latency.p99, bytesPerSec: result.throughput.average };
}

buildIfStale();
const meridian = await startMeridian(4410);
let ssr;
let stat;
try {
  const html = await (await fetch(`${meridian.url}/`)).text();
  if (!html.includes('data-testid="currency-count"')) throw new Error('the home page did not render the site settings');
  const resultsDir = join(root, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const snapshot = join(resultsDir, 'home.html');
  writeFileSync(snapshot, html);

  const staticServer = await startStaticServer(4411, snapshot);
  try {
    stat = await load(`${staticServer.url}/`);
  } finally {
    await staticServer.stop();
  }
  ssr = await load(`${meridian.url}/`);

  const ratio = ssr.reqPerSec / stat.reqPerSec;
  const fmt = (r) => `${r.reqPerSec.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99Ms).padStart(4)} ms`;
  console.log(`\nSSR load (${connections} connections, ${duration} s each, ${html.length} bytes of HTML)`);
  console.log(`  static file server : ${fmt(stat)}`);
  console.log(`  Meridian SSR home  : ${fmt(ssr)}`);
  console.log(`  ratio SSR/static   : ${ratio.toFixed(3)} (${(ratio * 100).toFixed(1)}% of static throughput)`);
  writeFileSync(
    join(resultsDir, 'ssr-load.json'),
    JSON.stringify({ date: new Date().toISOString(), connections, duration, static: stat, ssr, ratio }, null, 2),
  );
} finally {
  await meridian.stop();
}
