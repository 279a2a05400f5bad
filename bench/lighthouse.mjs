// Lighthouse 12 (mobile form factor, simulated throttling: its defaults) on the key pages of the
// built site, median of BENCH_LIGHTHOUSE_RUNS runs (default 3) per page: performance score, FCP,
// LCP, TBT, CLS and the JavaScript loaded (transferred and uncompressed bytes, files). A run that
// fails to load (NO_NAVSTART and the like) is retried up to BENCH_LIGHTHOUSE_RETRIES times (2).
// Add a page by adding a line to PAGES. The bare React Router "hello" app (bench/fixtures) is
// measured in the same run as a reference: what this machine gives a page with no code of ours.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { median } from './lib/load.mjs';
import { writeResult } from './lib/results.mjs';
import { chromePath, LIGHTHOUSE_CHROME_FLAGS, startBareReactRouter, startMeridian } from './lib/servers.mjs';
import { logIn } from './lib/session.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const RETRIES = Number(process.env.BENCH_LIGHTHOUSE_RETRIES ?? 2);

/** The pages measured; loggedIn pages are visited with a demo account's session cookie. */
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'home (ar)', path: '/ar' },
  { name: 'app download', path: '/appdownload' },
  { name: 'home (logged in)', path: '/', loggedIn: true },
  { name: 'markets', path: '/price' },
  { name: 'trade', path: '/trade/BTC_USDT' },
];

/** The figures of one Lighthouse report. */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    jsFiles: scripts.length,
    jsTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsUncompressedBytes: scripts.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
  };
}

/** One run, retried when Lighthouse reports a runtime error or throws. */
async function runOnce(url, chrome, extraHeaders) {
  let lastError;
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        ...(extraHeaders ? { extraHeaders } : {}),
      });
      const { lhr } = result ?? {};
      if (!lhr) throw new Error('Lighthouse returned no result');
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      return figuresOf(lhr);
    } catch (err) {
      lastError = err;
      console.log(`  (Lighthouse on ${url} failed, attempt ${attempt + 1}: ${err.message.split('\n')[0]})`);
    }
  }
  throw lastError;
}

/** The median of each figure over the runs. */
function medianFigures(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
}

function printRow(page, f) {
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `  ${page.name.padEnd(18)} score ${String(f.score).padStart(3)}  FCP ${String(f.fcpMs).padStart(5)} ms  LCP ${String(f.lcpMs).padStart(5)} ms  TBT ${String(f.tbtMs).padStart(4)} ms  CLS ${f.cls.toFixed(3)}  JS ${f.jsFiles} files ${kib(f.jsTransferBytes)} transferred, ${kib(f.jsUncompressedBytes)} uncompressed`,
  );
}

/** The cookie really logs the page in (the account menu's log-out button is server-rendered). */
async function expectLoggedInPage(url, cookie) {
  const html = await (await fetch(url, { headers: { cookie } })).text();
  if (!html.includes('data-testid="log-out"')) throw new Error(`${url} does not render logged in with the cookie`);
}

/** The median figures of RUNS runs on one URL. */
async function measure(url, chrome, extraHeaders) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await runOnce(url, chrome, extraHeaders));
  return { figures: medianFigures(runs), runs };
}

buildIfStale();
const meridian = await startMeridian(4420);
const bare = await startBareReactRouter(4421);
const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: LIGHTHOUSE_CHROME_FLAGS });
try {
  const cookie = await logIn(meridian.url);
  await expectLoggedInPage(`${meridian.url}/`, cookie);
  console.log(`\nLighthouse (mobile, simulated throttling), median of ${RUNS} runs per page`);
  const reference = { name: 'bare React Router', path: '/' };
  const { figures: bareFigures, runs: bareRuns } = await measure(`${bare.url}/`, chrome);
  printRow(reference, bareFigures);
  const pages = [];
  for (const page of PAGES) {
    const { figures, runs } = await measure(
      `${meridian.url}${page.path}`,
      chrome,
      page.loggedIn ? { Cookie: cookie } : undefined,
    );
    printRow(page, figures);
    pages.push({ ...page, ...figures, runs });
  }
  writeResult('lighthouse', { runsPerPage: RUNS, bare: { ...reference, ...bareFigures, runs: bareRuns }, pages });
} finally {
  chrome.kill();
  await bare.stop();
  await meridian.stop();
}
