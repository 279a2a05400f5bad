// Load with autocannon and compare two servers fairly: both run all along, the load alternates
// between them in rounds (A B A B …) and the ratio is taken pair by pair (decision 0027).
import autocannon from 'autocannon';

/** Environment knobs shared by the load benchmarks (seconds and counts). */
export const LOAD = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 5),
  roundSeconds: Number(process.env.BENCH_DURATION ?? 3),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 1),
};

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * One autocannon run on a target ({ url, headers }); throws on any non-2xx answer or error, so a
 * figure is never taken from failing requests. Pass `amount` for a fixed number of requests.
 */
export async function runLoad(target, { connections, duration, amount, requests }) {
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections,
    ...(amount ? { amount } : { duration }),
    ...(requests ? { requests } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${target.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts under load`,
    );
  }
  return { reqPerSec: result.requests.average, p99Ms: result.latency.p99, requests: result.requests.total };
}

/**
 * A against B in interleaved rounds after one warm-up each: the median of the per-round ratios
 * A/B, the median req/s of each side and the worst p99 of each side over the rounds.
 */
export async function compare(a, b, connections, { rounds, roundSeconds, warmupSeconds } = LOAD) {
  await runLoad(a, { connections, duration: warmupSeconds });
  await runLoad(b, { connections, duration: warmupSeconds });
  const pairs = [];
  for (let i = 0; i < rounds; i += 1) {
    const ra = await runLoad(a, { connections, duration: roundSeconds });
    const rb = await runLoad(b, { connections, duration: roundSeconds });
    pairs.push({ a: ra, b: rb, ratio: ra.reqPerSec / rb.reqPerSec });
  }
  const side = (key) => ({
    medianReqPerSec: Math.round(median(pairs.map((p) => p[key].reqPerSec))),
    worstP99Ms: Math.max(...pairs.map((p) => p[key].p99Ms)),
  });
  return {
    connections,
    rounds,
    roundSeconds,
    medianRatio: Number(median(pairs.map((p) => p.ratio)).toFixed(3)),
    a: side('a'),
    b: side('b'),
    ratios: pairs.map((p) => Number(p.ratio.toFixed(3))),
  };
}

/** One line: "label  A req/s p99 | B req/s p99 | ratio". */
export function formatComparison(label, result) {
  const side = (s) => `${String(s.medianReqPerSec).padStart(6)} req/s p99 ${String(s.worstP99Ms).padStart(4)} ms`;
  return `  ${label.padEnd(34)} ${side(result.a)}  vs bare ${side(result.b)}  ratio ${result.medianRatio.toFixed(3)}`;
}
