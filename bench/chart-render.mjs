// The price chart (issue 11), in this machine's Chromium (headless, no GPU), each chart in a fresh
// page per round, interleaved (ours, bare, KLineChart, ours …):
// (a) OUR chart: the trade page's runtime (chart-runtime.ts, lightweight-charts) with KDJ, MACD
//     and TD Sequential from the domain, BENCH_CHART_BARS (50,000) 1-minute bars handed over, timed
//     until two animation frames later (the frame it drew in painted); median and worst of
//     BENCH_CHART_ROUNDS (7);
// (b) the bare baseline: lightweight-charts alone, one candlestick series, the same bars (a/b);
// (c) KLineChart 10 with its built-in KDJ and MACD and a TD Sequential of ours (it has none);
// (d) live: 20 updates a second for BENCH_CHART_LIVE_SECONDS (30) s (the last bar changing, a new
//     bar every 3 s) on each chart after its history; long tasks (> 50 ms) counted by a
//     PerformanceObserver, with the longest.
// The pages are bundled in memory with esbuild (bench/chart/*.ts); no browser is downloaded.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { CHROMIUM_FLAGS, chromePath } from '../scripts/chromium.mjs';
import { median } from './lib/load.mjs';
import { resultsDir, writeResult } from './lib/results.mjs';
import { root } from './lib/servers.mjs';

const BARS = Number(process.env.BENCH_CHART_BARS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_CHART_ROUNDS ?? 7);
const LIVE_SECONDS = Number(process.env.BENCH_CHART_LIVE_SECONDS ?? 30);
const LIVE_PER_SECOND = 20;
/** A new bar every 3 s at 20 updates a second. */
const TICKS_PER_BAR = 60;
const VIEWPORT = { width: 1280, height: 800 };
const CHART_SIZE = { width: 1200, height: 720 };

/** Ours narrowed (no TD; no indicators) shows where our time goes; each runs from ours.ts. */
const CHARTS = [
  { key: 'ours', entry: 'ours.ts', label: 'ours: runtime + KDJ, MACD, TD' },
  { key: 'oursNoTd', entry: 'ours.ts', indicators: ['KDJ', 'MACD'], label: 'ours: runtime + KDJ, MACD' },
  { key: 'oursPlain', entry: 'ours.ts', indicators: [], label: 'ours: runtime, no indicator', live: false },
  { key: 'bare', entry: 'bare.ts', label: 'bare lightweight-charts (candles)' },
  { key: 'klinechart', entry: 'klinechart.ts', label: 'KLineChart 10 + KDJ, MACD, TD' },
];
const ENTRIES = [...new Set(CHARTS.map((c) => c.entry))];
const SHOTS = process.env.BENCH_CHART_SHOTS === '1';

/** The three pages' scripts, minified for production as the site ships its chunk. */
async function bundle() {
  const outdir = mkdtempSync(join(tmpdir(), 'chart-bench-'));
  try {
    const result = await build({
      entryPoints: ENTRIES.map((entry) => join(root, 'bench/chart', entry)),
      bundle: true,
      write: false,
      outdir,
      format: 'iife',
      platform: 'browser',
      target: 'chrome120',
      minify: true,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    });
    return Object.fromEntries(
      result.outputFiles.map((file) => [file.path.slice(outdir.length + 1).replace(/\.js$/, '.ts'), file.text]),
    );
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const PAGE = `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0">
<div id="chart" style="width:${CHART_SIZE.width}px;height:${CHART_SIZE.height}px;position:relative"></div></body></html>`;

/** A fresh page with one chart set up (no bars yet); page errors fail the bench. */
async function openChart(browser, chart) {
  const page = await browser.newPage({ viewport: VIEWPORT });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.setContent(PAGE);
  if (chart.indicators) await page.evaluate((names) => (window.chartBenchIndicators = names), chart.indicators);
  await page.addScriptTag({ content: scripts[chart.entry] });
  await page.evaluate((bars) => window.chartBench.setUp(bars), BARS);
  const check = () => {
    if (errors.length > 0) throw errors[0];
  };
  return { page, check };
}

async function drawOnce(browser, chart, round) {
  const { page, check } = await openChart(browser, chart);
  try {
    const figures = await page.evaluate(() => window.chartBench.draw());
    check();
    // BENCH_CHART_SHOTS=1: what each chart drew, to look at (bench/results/chart-<key>.png).
    if (SHOTS && round === 0) await page.screenshot({ path: join(resultsDir, `chart-${chart.key}.png`) });
    return figures;
  } finally {
    await page.close();
  }
}

async function liveRun(browser, chart) {
  const { page, check } = await openChart(browser, chart);
  try {
    await page.evaluate(() => window.chartBench.draw());
    const figures = await page.evaluate(
      ([seconds, perSecond, ticksPerBar]) => window.chartBench.live(seconds, perSecond, ticksPerBar),
      [LIVE_SECONDS, LIVE_PER_SECOND, TICKS_PER_BAR],
    );
    check();
    return figures;
  } finally {
    await page.close();
  }
}

const drawFigures = (samples) => {
  const drawn = samples.map((s) => s.drawnMs);
  return {
    medianMs: Math.round(median(drawn)),
    maxMs: Math.round(Math.max(...drawn)),
    handOverMedianMs: Math.round(median(samples.map((s) => s.handOverMs))),
    samplesMs: drawn,
  };
};

const scripts = await bundle();
if (SHOTS) mkdirSync(resultsDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromePath(), args: CHROMIUM_FLAGS, headless: true });
try {
  console.log(
    `\nPrice chart: ${BARS.toLocaleString('en')} 1-minute bars, ${CHART_SIZE.width}×${CHART_SIZE.height} px, Chromium ${browser.version()}, ${ROUNDS} rounds (fresh page each)`,
  );
  const samples = Object.fromEntries(CHARTS.map((c) => [c.key, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const chart of CHARTS) samples[chart.key].push(await drawOnce(browser, chart, round));
  }
  const draw = Object.fromEntries(CHARTS.map((c) => [c.key, drawFigures(samples[c.key])]));
  for (const chart of CHARTS) {
    const d = draw[chart.key];
    console.log(
      `  ${chart.label.padEnd(36)} drawn median ${d.medianMs} ms, worst ${d.maxMs} ms (hand-over ${d.handOverMedianMs} ms)  [${d.samplesMs.join(', ')}]`,
    );
  }
  const ratio = Number((draw.ours.medianMs / draw.bare.medianMs).toFixed(2));
  const klineRatio = Number((draw.klinechart.medianMs / draw.bare.medianMs).toFixed(2));
  console.log(`  ratio ours / bare ${ratio}×, KLineChart / bare ${klineRatio}× (time: lower is faster)`);

  console.log(
    `\n  live: ${LIVE_PER_SECOND} updates/s for ${LIVE_SECONDS} s, a new bar every ${TICKS_PER_BAR / LIVE_PER_SECOND} s`,
  );
  const live = {};
  for (const chart of CHARTS.filter((c) => c.live !== false)) {
    const l = await liveRun(browser, chart);
    live[chart.key] = l;
    console.log(
      `  ${chart.label.padEnd(36)} ${l.updates} updates (${l.newBars} new bars): ${l.longTasks} long tasks, longest ${l.longestTaskMs} ms; update call median ${l.updateMedianMs} ms, worst ${l.updateMaxMs} ms`,
    );
  }
  writeResult('chart', {
    bars: BARS,
    rounds: ROUNDS,
    chartSize: CHART_SIZE,
    chromium: browser.version(),
    draw,
    ratio,
    klineRatio,
    live: { seconds: LIVE_SECONDS, perSecond: LIVE_PER_SECOND, ticksPerBar: TICKS_PER_BAR, ...live },
  });
} finally {
  await browser.close();
}
