import { connect } from 'node:net';
import { CSRF_COOKIE, CSRF_HEADER } from '@meridian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE_MESSAGE } from './db/database-faults';
import { type ApiProcess, spawnApiProcess } from './test-support/api-process';
import { type PostgresCluster, postgresBinDir, startPostgresCluster } from './test-support/postgres-cluster';

/**
 * The standalone API as a real process on a PostgreSQL server of its own, which these tests cut
 * and restart under load (decision 0017): the process stays up, every answer is a success or the
 * clean 503, none hangs, and everything works again once the server is back. Then the slow-client
 * timeouts and the graceful stop on SIGTERM.
 */

const bin = postgresBinDir();
if (!bin)
  console.warn(
    '[faults.test] skipped: no PostgreSQL server binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql)',
  );

/** No call may take longer (the pool's connect timeout plus a statement timeout fit well within). */
const CALL_BOUND_MS = 25_000;
/** PostgreSQL back up → the API answers again within this. */
const RECOVERY_BOUND_MS = 20_000;
/** The load never makes more calls than this, whatever happens. */
const MAX_CALLS = 3_000;
const LOAD_WORKERS = 6;
const SETTINGS = '/api/web/v1/site/settings';
const HEALTH = '/api/web/v1/health';
const LIVE = '/api/web/v1/health/live';

interface Answer {
  path: string;
  status: number | 'no answer';
  body: unknown;
  ms: number;
  error?: string;
}

async function get(origin: string, path: string): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(CALL_BOUND_MS) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Left as text: reported as a problem below.
    }
    return { path, status: response.status, body, ms: performance.now() - started };
  } catch (error) {
    return { path, status: 'no answer', body: null, ms: performance.now() - started, error: String(error) };
  }
}

/** What is wrong with an answer, or undefined for a success or the clean 503. */
function problemOf(answer: Answer): string | undefined {
  const { path, status, body } = answer;
  if (status === 200 && typeof body === 'object' && body !== null && 'code' in body && body.code === 0)
    return undefined;
  if (status === 503) {
    const expected =
      path === HEALTH
        ? { code: 503, message: SERVICE_UNAVAILABLE_MESSAGE, data: { status: 'unavailable', database: 'unavailable' } }
        : { code: 503, message: SERVICE_UNAVAILABLE_MESSAGE, data: null };
    if (JSON.stringify(body) === JSON.stringify(expected)) return undefined;
  }
  return `${path} → ${status} ${JSON.stringify(body)}${answer.error ? ` (${answer.error})` : ''} after ${Math.round(answer.ms)} ms`;
}

function problems(answers: Answer[]): string[] {
  return answers.map(problemOf).filter((p): p is string => p !== undefined);
}

/** Concurrent GETs of the settings and readiness on loopback until stopped (or MAX_CALLS). */
function startLoad(origin: string) {
  const answers: Answer[] = [];
  let stopped = false;
  const paths = [SETTINGS, HEALTH, SETTINGS];
  const worker = async (offset: number) => {
    for (let n = offset; !stopped && answers.length < MAX_CALLS; n++) {
      answers.push(await get(origin, paths[n % paths.length] ?? SETTINGS));
    }
  };
  const done = Promise.all(Array.from({ length: LOAD_WORKERS }, (_, i) => worker(i)));
  return {
    answers,
    /** Resolves once `more` further answers have come in (or the load is used up). */
    async settle(more: number) {
      const target = Math.min(answers.length + more, MAX_CALLS);
      await until(() => answers.length >= target, CALL_BOUND_MS);
    },
    async stop() {
      stopped = true;
      await done;
      return answers;
    },
  };
}

async function until(condition: () => boolean | Promise<boolean>, boundMs: number): Promise<void> {
  const deadline = Date.now() + boundMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Calls one after the other once the database is fine: every one must succeed. */
async function allSucceed(origin: string, count: number): Promise<string[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i++) answers.push(await get(origin, i % 2 === 0 ? SETTINGS : HEALTH));
  return answers.filter((a) => a.status !== 200).map((a) => problemOf(a) ?? `${a.path} → ${a.status}`);
}

describe.skipIf(!bin)('the API process when PostgreSQL fails under it', () => {
  let cluster: PostgresCluster;
  let api: ApiProcess;

  beforeAll(async () => {
    if (!bin) return;
    cluster = await startPostgresCluster(bin);
    api = await spawnApiProcess({ DATABASE_URL: cluster.url });
  }, 120_000);

  afterAll(async () => {
    if (api?.running()) {
      api.signal('SIGKILL');
      await api.exited;
    }
    await cluster?.destroy();
  });

  it('stays up when every connection is terminated mid-load, and answers success or a clean 503', async () => {
    const load = startLoad(api.origin);
    let ended = 0;
    try {
      await load.settle(30);
      for (let round = 0; round < 3; round++) {
        ended += await cluster.terminateClientConnections();
        await load.settle(20);
      }
    } finally {
      await load.stop();
    }
    expect(ended).toBeGreaterThan(0);
    expect(problems(load.answers)).toEqual([]);
    expect(api.running()).toBe(true);
    expect(api.output()).toMatch(/\[db\] lost a PostgreSQL connection: /);
    // One line per lost connection or failed call: no stack traces in the log.
    expect(api.output()).not.toMatch(/^\s+at /m);
    expect(await allSucceed(api.origin, 20)).toEqual([]);
  });

  it('stays up while PostgreSQL restarts: 503 during the outage, readiness says so, all calls succeed after', async () => {
    const load = startLoad(api.origin);
    try {
      await load.settle(30);
      await cluster.stop();
      const [settings, health, live] = await Promise.all([
        get(api.origin, SETTINGS),
        get(api.origin, HEALTH),
        get(api.origin, LIVE),
      ]);
      expect(settings).toMatchObject({
        status: 503,
        body: { code: 503, message: SERVICE_UNAVAILABLE_MESSAGE, data: null },
      });
      expect(health).toMatchObject({
        status: 503,
        body: { code: 503, data: { status: 'unavailable', database: 'unavailable' } },
      });
      // Liveness never asks the database: a database outage must not get the process restarted.
      expect(live).toMatchObject({ status: 200, body: { code: 0, data: { status: 'ok' } } });
      await load.settle(30);
      await cluster.start();
      await until(async () => (await get(api.origin, HEALTH)).status === 200, RECOVERY_BOUND_MS);
      await load.settle(30);
    } finally {
      await load.stop();
    }
    expect(problems(load.answers)).toEqual([]);
    expect(load.answers.some((a) => a.status === 503)).toBe(true);
    expect(api.running()).toBe(true);
    expect(api.output()).not.toMatch(/^\s+at /m);
    expect(await get(api.origin, HEALTH)).toMatchObject({
      status: 200,
      body: { code: 0, data: { status: 'ok', database: 'ok' } },
    });
    expect(await allSucceed(api.origin, 20)).toEqual([]);
  }, 90_000);

  it('closes a connection that never finishes its request headers (slow-client defence)', async () => {
    const port = Number(new URL(api.origin).port);
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => {});
    socket.write('GET /api/web/v1/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    // Node's default would wait 60 s; the API's headers timeout is 10 s (checked every second).
    const outcome = await Promise.race([
      closed.then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 20_000)),
    ]);
    socket.destroy();
    expect(outcome).toBe('closed');
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(api.running()).toBe(true);
  }, 30_000);

  it('on SIGTERM finishes the request in flight, refuses new ones, closes the pool and exits 0', async () => {
    const first = await fetch(`${api.origin}${LIVE}`);
    const token = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
    expect(token).toBeDefined();
    const body = JSON.stringify({ account: 'nobody@meridian.example', password: 'not the password at all' });
    const socket = connect(Number(new URL(api.origin).port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
    });
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // "Expect: 100-continue": the server's "100 Continue" proves it is handling the request
    // before the signal; the body follows only after it.
    socket.write(
      [
        'POST /api/web/v1/auth/login HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `Cookie: ${CSRF_COOKIE}=${token}`,
        `${CSRF_HEADER}: ${token}`,
        'Expect: 100-continue',
        '',
        '',
      ].join('\r\n'),
    );
    await until(() => received.includes('100 Continue'), CALL_BOUND_MS);
    api.signal('SIGTERM');
    await api.waitForOutput('[api] SIGTERM');
    expect((await get(api.origin, LIVE)).status).toBe('no answer');
    socket.write(body);
    await closed;
    const final = received.slice(received.lastIndexOf('HTTP/1.1 '));
    expect(final).toMatch(/^HTTP\/1\.1 [2-4]\d\d /);
    expect(final.toLowerCase()).toContain('connection: close');
    expect(final).toMatch(/\{"code":\d+,"message":/);
    expect(await api.exited).toEqual({ code: 0, signal: null });
    expect(api.output()).toContain('[api] stopped');
  }, 30_000);
});
