// Lighthouse 12 on the home page: mobile form factor with simulated throttling (its defaults).
// Prints the performance score, LCP, TBT, CLS and the JavaScript the page loads.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { chromePath, LIGHTHOUSE_CHROME_FLAGS, root, startMeridian } from './lib/servers.mjs';

buildIfStale();
const meridian = await startMeridian(4420);
const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: LIGHTHOUSE_CHROME_FLAGS });
try {
  const runnerResult = await lighthouse(`${meridian.url}/`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  if (!runnerResult) throw new Error('Lighthouse returned no result');
  const { lhr } = runnerResult;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const jsTransfer = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const jsResource = scripts.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0);
  const figures = {
    performanceScore: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    jsRequests: scripts.length,
    jsTransferBytes: jsTransfer,
    jsUncompressedBytes: jsResource,
  };
  console.log(`\nLighthouse ${lhr.lighthouseVersion} (mobile, simulated throttling) on ${lhr.finalDisplayedUrl}`);
  console.log(`  performance score : ${figures.performanceScore}`);
  console.log(`  LCP               : ${figures.lcpMs} ms`);
  console.log(`  TBT               : ${figures.tbtMs} ms`);
  console.log(`  CLS               : ${figures.cls}`);
  console.log(
    `  JavaScript        : ${figures.jsRequests} files, ${(jsTransfer / 1024).toFixed(1)} KiB transferred, ${(jsResource / 1024).toFixed(1)} KiB uncompressed`,
  );
  const resultsDir = join(root, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'lighthouse.json'),
    JSON.stringify({ date: new Date().toISOString(), ...figures }, null, 2),
  );
} finally {
  chrome.kill();
  await meridian.stop();
}
