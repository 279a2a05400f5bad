// The final table: every figure of the last results (bench/results/*.json) beside its goal from
// issue 10, with PASS or FAIL. Run alone it prints the last results; run.mjs passes its start
// time so a part that did not run this time shows as not run rather than with old figures.
import { pathToFileURL } from 'node:url';
import { commitStamp, readResult, writeResult } from './lib/results.mjs';

const atMost = (goal, unit = '') => ({ text: `≤ ${goal}${unit}`, ok: (v) => v <= goal });
const atLeast = (goal, unit = '') => ({ text: `≥ ${goal}${unit}`, ok: (v) => v >= goal });
/** A baseline's own figure in the same run, shown beside the goals (what this machine allows). */
const REFERENCE = { text: '(bare baseline)', ok: undefined };
/** Another library on the same bench, shown for the choice it informs (decision 0035). */
const COMPARISON = { text: '(comparison)', ok: undefined };

/** Rows of [figure, measured value (number or undefined), unit, goal]. */
function ssrRows(ssr) {
  return ['main', 'regional'].flatMap((key) => {
    const r = ssr?.[key];
    const label = `SSR home ${r?.host ?? key}`;
    return [
      [`${label}: ratio to bare (${r?.connections ?? 10} conn)`, r?.medianRatio, '×', atLeast(0.5, '×')],
      [`${label}: worst p99`, r?.a.worstP99Ms, ' ms', atMost(60, ' ms')],
    ];
  });
}

function apiRows(api) {
  const pg = api?.postgres?.byConnections?.[50];
  const pglite = api?.pglite?.byConnections?.[50];
  return [
    ['API get_info PostgreSQL: ratio to bare Hono (50 conn)', pg?.medianRatio, '×', atLeast(0.25, '×')],
    ['API get_info PostgreSQL: worst p99 (50 conn)', pg?.a.worstP99Ms, ' ms', atMost(10, ' ms')],
    ['  bare Hono beside it: worst p99 (50 conn)', pg?.b.worstP99Ms, ' ms', REFERENCE],
    ['API get_info PGlite: ratio to bare Hono (50 conn)', pglite?.medianRatio, '×', atLeast(0.15, '×')],
  ];
}

function lighthouseRows(lighthouse) {
  if (!lighthouse) return [['Lighthouse (every page): score', undefined, '', atLeast(98)]];
  const bare = lighthouse.bare
    ? [
        ['Lighthouse bare React Router: score', lighthouse.bare.score, '', REFERENCE],
        ['Lighthouse bare React Router: TBT', lighthouse.bare.tbtMs, ' ms', REFERENCE],
      ]
    : [];
  return [
    ...bare,
    ...lighthouse.pages.flatMap((p) => [
      [`Lighthouse ${p.name}: score`, p.score, '', atLeast(98)],
      [`Lighthouse ${p.name}: LCP`, p.lcpMs, ' ms', atMost(1500, ' ms')],
      [`Lighthouse ${p.name}: TBT`, p.tbtMs, ' ms', atMost(50, ' ms')],
      [`Lighthouse ${p.name}: CLS`, p.cls, '', atMost(0.01)],
    ]),
  ];
}

function memoryRows(memory) {
  const growth = memory ? Math.max(...memory.rounds.map((r) => r.growthPercent ?? 0)) : undefined;
  return [
    ['Web server RSS after load (highest round)', memory?.peakMb, ' MB', atMost(300, ' MB')],
    [
      'Web server RSS growth, worst round on the one before',
      growth,
      '%',
      atMost(memory?.tolerancePercent ?? 5, '% (no growth)'),
    ],
  ];
}

function marketRows(market) {
  return [
    ['Market REST tickers: ratio to bare Hono (50 conn)', market?.rest?.medianRatio, '×', atLeast(0.25, '×')],
    ['Market stream: ticker delivery lag p99 (500 clients)', market?.fanOut?.p99Ms, ' ms', atMost(100, ' ms')],
  ];
}

function orderRows(orders) {
  const processes = orders?.processes ?? 1;
  const rate = orders?.atRate?.offered ?? 500;
  return [
    [
      `Orders on PostgreSQL (${orders?.clients ?? 32} clients, ${processes} API): accepted a second`,
      orders?.orders?.perSecond,
      '/s',
      atLeast(500, '/s'),
    ],
    ['  same client loop on bare Hono: requests a second', orders?.barePerSecond, '/s', REFERENCE],
    ['  ratio ours / bare (throughput)', orders?.ratio, '×', REFERENCE],
    [`Orders at ${rate}/s offered: accepted a second`, orders?.atRate?.perSecond, '/s', atLeast(500, '/s')],
    [`Order placement latency at ${rate}/s: p99`, orders?.atRate?.p99Ms, ' ms', atMost(50, ' ms')],
    [`  bare Hono at ${rate}/s: p99`, orders?.bareAtRate?.p99Ms, ' ms', REFERENCE],
    [`  first 2 s at ${rate}/s after 5 s idle (sessions re-read): p99`, orders?.coldStart?.p99Ms, ' ms', REFERENCE],
    ['Matcher lag (crossing trade → fill): p99', orders?.lag?.p99Ms, ' ms', REFERENCE],
  ];
}

function chartRows(chart) {
  const bars = chart ? `${Math.round(chart.bars / 1000)}k` : '50k';
  return [
    [`Chart ${bars} bars + KDJ, MACD, TD drawn: median`, chart?.draw.ours.medianMs, ' ms', atMost(150, ' ms')],
    [`Chart ${bars} bars + KDJ, MACD, TD drawn: worst round`, chart?.draw.ours.maxMs, ' ms', atMost(150, ' ms')],
    ['  bare lightweight-charts beside it: median', chart?.draw.bare.medianMs, ' ms', REFERENCE],
    ['  ratio ours / bare (time)', chart?.ratio, '×', REFERENCE],
    ['  KLineChart 10 + KDJ, MACD, TD: median', chart?.draw.klinechart.medianMs, ' ms', COMPARISON],
    ['Chart live 20/s: long tasks over 50 ms', chart?.live.ours.longTasks, '', atMost(0)],
    ['Chart live 20/s: longest long task', chart?.live.ours.longestTaskMs, ' ms', atMost(50, ' ms')],
    ['  KLineChart 10 live beside it: long tasks', chart?.live.klinechart?.longTasks, '', COMPARISON],
  ];
}

/** A result counts when it was written after sinceMs (this run), else the part did not run. */
function fresh(name, sinceMs) {
  const result = readResult(name);
  return result && Date.parse(result.date) >= sinceMs ? result : undefined;
}

export function printSummary(sinceMs = 0) {
  const rows = [
    ...ssrRows(fresh('ssr', sinceMs)),
    ...apiRows(fresh('api', sinceMs)),
    ...lighthouseRows(fresh('lighthouse', sinceMs)),
    ...memoryRows(fresh('memory', sinceMs)),
    ...marketRows(fresh('market', sinceMs)),
    ...orderRows(fresh('orders', sinceMs)),
    ...chartRows(fresh('chart', sinceMs)),
  ];
  const { commit, dirty } = commitStamp();
  console.log(
    `\nSummary against the goals of issues 10, 11 and 12 (commit ${commit.slice(0, 10)}${dirty ? ', dirty' : ''})`,
  );
  const table = rows.map(([figure, value, unit, goal]) => {
    const measured = value === undefined || Number.isNaN(value) ? 'not run' : `${value}${unit}`;
    const verdict = !goal.ok ? '' : measured === 'not run' ? 'SKIP' : goal.ok(value) ? 'PASS' : 'FAIL';
    console.log(`  ${figure.padEnd(56)} ${measured.padStart(10)}  ${goal.text.padEnd(18)} ${verdict}`);
    return { figure, value, goal: goal.text, verdict };
  });
  writeResult('summary', { rows: table });
  return table;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printSummary();
