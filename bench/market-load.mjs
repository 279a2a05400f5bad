// Market data (issue 11), same run: (a) REST `/api/v4/spot/tickers` (every pair) on the API alone
// against a bare Hono JSON route at 50 connections, interleaved (lib/load.mjs, decision 0027);
// (b) WebSocket fan-out: BENCH_STREAM_CLIENTS (500) clients on one API process subscribed to
// `spot.tickers`, the delivery lag of each update (receipt time minus the server's `time_ms`, one
// machine, one clock) over BENCH_STREAM_SECONDS (20), p50 / p99 / max.
import { getTickers, MARKET_STREAM_PATH } from '@meridian/contracts';
import WebSocket from 'ws';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { compare, formatComparison, LOAD } from './lib/load.mjs';
import { writeResult } from './lib/results.mjs';
import { startApiServer, startBareHono } from './lib/servers.mjs';

const CLIENTS = Number(process.env.BENCH_STREAM_CLIENTS ?? 500);
const SECONDS = Number(process.env.BENCH_STREAM_SECONDS ?? 20);
const rounds = { ...LOAD, roundSeconds: Number(process.env.BENCH_API_DURATION ?? 2) };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Opens `count` clients subscribed to BTC_USDT and ETH_USDT tickers; resolves when all are acknowledged. */
async function openClients(url, count, onLag) {
  const clients = [];
  for (let i = 0; i < count; i += 1) {
    const socket = new WebSocket(url);
    clients.push(
      new Promise((resolve, reject) => {
        socket.on('error', reject);
        socket.on('open', () =>
          socket.send(
            JSON.stringify({
              time: Math.floor(Date.now() / 1000),
              channel: 'spot.tickers',
              event: 'subscribe',
              payload: ['BTC_USDT', 'ETH_USDT'],
            }),
          ),
        );
        socket.on('message', (data) => {
          const received = Date.now();
          const frame = JSON.parse(String(data));
          if (frame.event === 'subscribe') resolve(socket);
          else if (frame.event === 'update') onLag(received - frame.time_ms);
        });
      }),
    );
  }
  return Promise.all(clients);
}

buildIfStale();
const api = await startApiServer(4441);
const bareHono = await startBareHono(4440);
try {
  const tickersUrl = `${api.url}${getTickers.path}`;
  const answer = await (await fetch(tickersUrl)).json();
  if (!Array.isArray(answer) || answer.length < 20) throw new Error(`${tickersUrl}: not 20 tickers`);
  const rest = await compare({ url: tickersUrl }, { url: `${bareHono.url}/json` }, 50, rounds);
  console.log(`\nMarket data: REST tickers (${answer.length} pairs) vs bare Hono, 50 connections`);
  console.log(formatComparison('GET /api/v4/spot/tickers', rest));

  const lags = [];
  let counting = false;
  const sockets = await openClients(`${api.url.replace('http', 'ws')}${MARKET_STREAM_PATH}`, CLIENTS, (lag) => {
    if (counting) lags.push(lag);
  });
  counting = true;
  await new Promise((done) => setTimeout(done, SECONDS * 1000));
  counting = false;
  for (const socket of sockets) socket.terminate();
  const sorted = [...lags].sort((a, b) => a - b);
  const fanOut = {
    clients: CLIENTS,
    seconds: SECONDS,
    updates: lags.length,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1),
  };
  console.log(
    `  stream fan-out: ${CLIENTS} clients, ${lags.length} updates in ${SECONDS} s, delivery lag p50 ${fanOut.p50Ms} ms, p99 ${fanOut.p99Ms} ms, max ${fanOut.maxMs} ms`,
  );
  writeResult('market', { rest, tickers: answer.length, fanOut });
} finally {
  await bareHono.stop();
  await api.stop();
}
