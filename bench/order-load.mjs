// Trading (issue 12), on PostgreSQL (DATABASE_URL, or the throwaway test cluster; skipped without
// one). Order placement on the API alone (apps/api/dist/main.js; BENCH_API_PROCESSES of them on
// one database, the clients taking them in turn as a load balancer would), BENCH_ORDER_ACCOUNTS
// (200) accounts, limit orders that rest and, one in five, a small market order that fills at once:
// (a) throughput: BENCH_ORDER_CLIENTS (32) clients, each sending its next order when the last is
//     answered, for BENCH_ORDER_SECONDS (10): orders a second accepted;
// (b) latency at the goal's load: BENCH_ORDER_RATE (500) orders a second sent on a fixed schedule
//     whatever the answers do (an open loop: a slow answer cannot hold back the next order), p50 /
//     p99 from the moment each was due;
// both beside the same loops on a bare Hono JSON route, and the refusals by status (429 when an
// account passes its 10 a second). (c) matcher lag: BENCH_MATCHER_ORDERS (40) buy limits one tick
// under the last price; each fill's time minus the time of the first public trade at or below its
// price (the moment it became fillable), p50 / p99.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { getSpotUserTrades, getTrades, postSpotOrder } from '@meridian/contracts';
import { CSRF_HEADER } from '@meridian/domain';
import { DEMO_PASSWORD } from '../apps/api/src/db/demo-accounts.ts';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { applyMovements } from '../apps/api/src/db/queries/ledger.ts';
import { users } from '../apps/api/src/db/schema.ts';
import { hashPassword } from '../apps/api/src/services/password-hashing.ts';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { withPostgresDatabase } from './lib/postgres.mjs';
import { writeResult } from './lib/results.mjs';
import { logInSession } from './lib/session.mjs';
import { startApiServer, startBareHono } from './lib/servers.mjs';

const ACCOUNTS = Number(process.env.BENCH_ORDER_ACCOUNTS ?? 200);
const CLIENTS = Number(process.env.BENCH_ORDER_CLIENTS ?? 32);
const RATE = Number(process.env.BENCH_ORDER_RATE ?? 500);
const PROCESSES = Number(process.env.BENCH_API_PROCESSES ?? 1);
const SECONDS = Number(process.env.BENCH_ORDER_SECONDS ?? 10);
const MATCHER_ORDERS = Number(process.env.BENCH_MATCHER_ORDERS ?? 40);
const PAIR = 'BTC_USDT';

/**
 * The load's HTTP client: node:http on keep-alive connections, at most CONNECTIONS to each server
 * (as a load balancer keeps to a backend; more calls wait their turn, and the open loop counts the
 * wait). Lighter than fetch, so the client takes less of the cores the servers share with it.
 */
const CONNECTIONS = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 64);
// Idle connections are dropped after 4 s, before the servers' 5 s keep-alive ends them mid-request.
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS, timeout: 4_000 });

/** Status of one call, its body read and dropped. */
function call(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Bench accounts (bench-N@meridian.example) with funds, written by the API's own ledger code. */
async function createAccounts(databaseUrl, count) {
  const handle = await openDatabase({ databaseUrl, pgliteDir: 'unused' });
  try {
    const hash = await hashPassword(DEMO_PASSWORD, { ln: 4, r: 8, p: 1 });
    const now = new Date();
    const rows = Array.from({ length: count }, (_, i) => ({
      email: `bench-${i}@meridian.example`,
      passwordHash: hash,
      nickname: `bench-${i}`,
      inviteCode: `BENCH${i}`,
      encryptedUid: `bench-${i}-${randomBytes(6).toString('hex')}`,
      createdAt: now,
    }));
    const made = await handle.db.insert(users).values(rows).returning({ uid: users.uid, email: users.email });
    await applyMovements(
      handle.db,
      made.flatMap(({ uid }) => [
        { uid, coin: 'USDT', available: '1000000', reason: 'seed', reference: 'bench' },
        { uid, coin: 'BTC', available: '10', reason: 'seed', reference: 'bench' },
      ]),
      now,
    );
    return made;
  } finally {
    await handle.close();
  }
}

async function lastPrice(baseUrl) {
  const trades = await (await fetch(`${baseUrl}${getTrades.path}?currency_pair=${PAIR}&limit=1`)).json();
  return Number(trades[0].price);
}

/** `clients` loops for `seconds`, each calling `call(i)`; accepted calls' latencies and statuses. */
async function drive(clients, seconds, call) {
  const latencies = [];
  const statuses = new Map();
  const end = Date.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < end) {
        const i = n++;
        const started = performance.now();
        const status = await call(i);
        const took = performance.now() - started;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 200) latencies.push(took);
      }
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  return {
    perSecond: Math.round(sorted.length / seconds),
    p50Ms: Number(percentile(sorted, 50).toFixed(1)),
    p99Ms: Number(percentile(sorted, 99).toFixed(1)),
    statuses: Object.fromEntries(statuses),
  };
}

/**
 * An open loop: `rate` calls a second for `seconds`, call i sent when it is due whatever the
 * earlier ones do; latency from the moment it was due (so a stall counts against every call it
 * held back). Accepted calls a second over the whole run, until the last answer.
 */
async function offer(rate, seconds, call) {
  const latencies = [];
  const statuses = new Map();
  const total = Math.round(rate * seconds);
  const answers = [];
  const start = performance.now();
  let sent = 0;
  await new Promise((done) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      for (; sent < due; sent += 1) {
        const dueAt = start + (sent / rate) * 1000;
        answers.push(
          call(sent).then((status) => {
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (status === 200) latencies.push(performance.now() - dueAt);
          }),
        );
      }
      if (sent < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  await Promise.all(answers);
  const elapsed = (performance.now() - start) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    offered: rate,
    perSecond: Math.round(sorted.length / elapsed),
    p50Ms: Number(percentile(sorted, 50).toFixed(1)),
    p99Ms: Number(percentile(sorted, 99).toFixed(1)),
    statuses: Object.fromEntries(statuses),
  };
}

/** Order i goes to API process i mod n, as account i mod m (an account's orders spread over the second). */
function placer(apis, sessions, price) {
  return async (i) => {
    const session = sessions[i % sessions.length];
    const baseUrl = apis[i % apis.length].url;
    const market = i % 5 === 4;
    const form = market
      ? { currency_pair: PAIR, type: 'market', side: i % 2 ? 'buy' : 'sell', amount: i % 2 ? '10' : '0.0001' }
      : {
          currency_pair: PAIR,
          side: i % 2 ? 'buy' : 'sell',
          amount: '0.0001',
          price: (i % 2 ? price * 0.8 : price * 1.2).toFixed(1),
        };
    return call(`${baseUrl}${postSpotOrder.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: session.cookie,
        [CSRF_HEADER]: session.csrf,
      },
      body: new URLSearchParams(form).toString(),
    });
  };
}

async function matcherLag(baseUrl, session) {
  const placed = [];
  for (let i = 0; i < MATCHER_ORDERS; i += 1) {
    const price = await lastPrice(baseUrl);
    // Buys one tick under the last price and sells one over, in turn: whichever way the market goes
    // in the next seconds, half of them are crossed.
    const side = i % 2 === 0 ? 'buy' : 'sell';
    const limit = (side === 'buy' ? price - 0.1 : price + 0.1).toFixed(1);
    const res = await fetch(`${baseUrl}${postSpotOrder.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: session.cookie,
        [CSRF_HEADER]: session.csrf,
      },
      body: new URLSearchParams({ currency_pair: PAIR, side, amount: '0.0001', price: limit }).toString(),
    });
    const body = await res.json();
    if (res.status === 200 && body.data.status === 'open') placed.push(body.data);
    await new Promise((done) => setTimeout(done, 250));
  }
  // Every order is crossed within a few seconds on this market; give the matcher time.
  await new Promise((done) => setTimeout(done, 15_000));
  const fills = (
    await (
      await fetch(`${baseUrl}${getSpotUserTrades.path}?currency_pair=${PAIR}&limit=1000`, {
        headers: { cookie: session.cookie },
      })
    ).json()
  ).data;
  const lags = [];
  for (const order of placed) {
    const fill = fills
      .filter((f) => f.order_id === order.id && f.role === 'maker')
      .sort((a, b) => a.create_time_ms - b.create_time_ms)[0];
    if (!fill) continue;
    const from = Math.floor(order.create_time_ms / 1000);
    const trades = await (
      await fetch(`${baseUrl}${getTrades.path}?currency_pair=${PAIR}&from=${from}&to=${from + 60}&limit=1000`)
    ).json();
    const crossing = trades
      .filter(
        (t) =>
          Number(t.create_time_ms) > order.create_time_ms &&
          (order.side === 'buy' ? Number(t.price) <= Number(order.price) : Number(t.price) >= Number(order.price)),
      )
      .sort((a, b) => Number(a.create_time_ms) - Number(b.create_time_ms))[0];
    if (crossing) lags.push(fill.create_time_ms - Number(crossing.create_time_ms));
  }
  const sorted = lags.sort((a, b) => a - b);
  return {
    orders: placed.length,
    filled: lags.length,
    p50Ms: Math.round(percentile(sorted, 50) ?? NaN),
    p99Ms: Math.round(percentile(sorted, 99) ?? NaN),
  };
}

buildIfStale();
const outcome = await withPostgresDatabase(async (databaseUrl) => {
  const apis = [];
  const bareHono = await startBareHono(4450);
  try {
    // One at a time: the first migrates and seeds the database, the others find it ready.
    for (let n = 0; n < PROCESSES; n += 1) apis.push(await startApiServer(4451 + n, databaseUrl));
    const made = await createAccounts(databaseUrl, ACCOUNTS);
    const sessions = [];
    // Four at a time (a log-in hashes the password on the API's thread pool of four).
    for (let n = 0; n < made.length; n += 4) {
      sessions.push(...(await Promise.all(made.slice(n, n + 4).map((a) => logInSession(apis[0].url, a)))));
    }
    const price = await lastPrice(apis[0].url);
    const place = placer(apis, sessions, price);
    const bareCall = () => call(`${bareHono.url}/json`);
    // Warm-up, then bare and ours in turn (each bare figure is the mean of the runs around ours).
    await drive(CLIENTS, 1, place);
    const bareBefore = await drive(CLIENTS, SECONDS / 2, bareCall);
    const orders = await drive(CLIENTS, SECONDS, place);
    const bareAfter = await drive(CLIENTS, SECONDS / 2, bareCall);
    const barePerSecond = Math.round((bareBefore.perSecond + bareAfter.perSecond) / 2);
    // After the bare loop the servers were idle for seconds: every cached session has expired and
    // the connections were closed. The first seconds of the open loop measure that cold start (its
    // own figure); the latency at the rate is the steady state after them.
    const coldStart = await offer(RATE, 2, place);
    const atRate = await offer(RATE, SECONDS, place);
    const bareAtRate = await offer(RATE, SECONDS / 2, bareCall);
    const where = `${PROCESSES} API process${PROCESSES === 1 ? '' : 'es'}, ${ACCOUNTS} accounts, ${SECONDS} s`;
    console.log(
      `\nOrder placement on PostgreSQL (${where}):\n  ${CLIENTS} clients: ${orders.perSecond} orders/s accepted (p50 ${orders.p50Ms} ms, p99 ${orders.p99Ms} ms), statuses ${JSON.stringify(orders.statuses)}`,
    );
    console.log(
      `  same client loop on bare Hono: ${barePerSecond} req/s → ratio ${(orders.perSecond / barePerSecond).toFixed(3)}×`,
    );
    console.log(
      `  ${RATE} orders/s offered: ${atRate.perSecond}/s accepted, p50 ${atRate.p50Ms} ms, p99 ${atRate.p99Ms} ms, statuses ${JSON.stringify(atRate.statuses)}; bare Hono at the same rate p50 ${bareAtRate.p50Ms} ms, p99 ${bareAtRate.p99Ms} ms`,
    );
    console.log(
      `  (the first 2 s at that rate after 5 s idle, before it: p50 ${coldStart.p50Ms} ms, p99 ${coldStart.p99Ms} ms)`,
    );
    const lag = await matcherLag(apis[0].url, sessions[0]);
    console.log(
      `  matcher lag: ${lag.filled} of ${lag.orders} resting limits filled; lag p50 ${lag.p50Ms} ms, p99 ${lag.p99Ms} ms`,
    );
    return {
      orders,
      barePerSecond,
      ratio: orders.perSecond / barePerSecond,
      atRate,
      coldStart,
      bareAtRate,
      lag,
      accounts: ACCOUNTS,
      clients: CLIENTS,
      processes: PROCESSES,
    };
  } finally {
    await bareHono.stop();
    for (const api of apis) await api.stop();
  }
});
if (outcome.skipped) console.log(`[bench] order placement skipped: ${outcome.skipped}`);
else writeResult('orders', outcome);
