// `npm run bench`: every part in sequence, each in its own process (a failing part does not stop
// the others), then the summary table against the goals. Knobs: see the top of each part; BENCH_PARTS
// (comma-separated file names) runs only some parts.
import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { buildBareReactRouterIfStale } from './lib/servers.mjs';
import { printSummary } from './summary.mjs';

const PARTS = (
  process.env.BENCH_PARTS ??
  'ssr-load.mjs,api-load.mjs,market-load.mjs,order-load.mjs,chart-render.mjs,lighthouse.mjs,memory.mjs'
).split(',');
const here = dirname(fileURLToPath(import.meta.url));

const startedAt = Date.now();
buildIfStale();
buildBareReactRouterIfStale();
const failed = PARTS.filter((part) => {
  const partStart = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', part], { cwd: here, stdio: 'inherit' });
  const seconds = Math.round((Date.now() - partStart) / 1000);
  console.log(
    `[bench] ${part}: ${result.status === 0 ? 'done' : `failed (exit ${result.status ?? result.signal})`} in ${seconds} s`,
  );
  return result.status !== 0;
});
const rows = printSummary(startedAt);
const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
console.log(
  `\n[bench] ${minutes} min; ${rows.filter((r) => r.verdict === 'PASS').length} of ${rows.filter((r) => r.verdict !== '').length} goals met`,
);
if (failed.length > 0) {
  console.log(`[bench] parts that failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
