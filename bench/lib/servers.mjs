// Start the servers the benchmarks compare as child processes: the built Meridian web server, the
// API alone, and the bare baselines (React Router app, Hono JSON route). Everything
// listens on 127.0.0.1 only; each handle has the child's pid (for RSS) and stop().
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHealth } from '@meridian/contracts';
import { CHROMIUM_FLAGS, chromePath } from '../../scripts/chromium.mjs';
import { serverNodeFlags } from '../../scripts/server-flags.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BARE_REACT_ROUTER = join(root, 'bench/fixtures/bare-react-router');

/** Lighthouse drives Chromium itself, so it asks for headless here. */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
export { chromePath };

async function waitFor(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before ${url} answered`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function startChild(args, env, port, readyPath) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise((resolveStop) => {
      if (child.exitCode !== null) return resolveStop();
      child.once('exit', () => resolveStop());
      child.kill('SIGTERM');
    });
  try {
    await waitFor(`${url}${readyPath}`, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, pid: child.pid, stop };
}

/** A fresh, empty folder under data/bench/ for an embedded database. */
function freshDir(name) {
  const dir = join(root, 'data/bench', name);
  rmSync(dir, { recursive: true, force: true });
  return dir;
}

/** The production web server (web + API in process) on a fresh embedded database, as `npm start`. */
export function startMeridian(port) {
  const env = { PGLITE_DIR: freshDir('pglite'), NODE_ENV: 'production' };
  return startChild([...serverNodeFlags('start'), 'apps/web/dist/server.js'], env, port, getHealth.path);
}

/** One key for every API process of a run: processes on one database must share it. */
const BENCH_SECRETS_KEY = randomBytes(32).toString('hex');

/**
 * The API alone (`npm run start:api`): on a fresh embedded database, or on the PostgreSQL
 * database at databaseUrl (production mode there needs a key and a mail server: never mailed).
 */
export function startApiServer(port, databaseUrl) {
  const env = databaseUrl
    ? {
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'production',
        SECRETS_KEY: BENCH_SECRETS_KEY,
        SMTP_URL: 'smtp://127.0.0.1:2525',
      }
    : { PGLITE_DIR: freshDir('api-pglite'), NODE_ENV: 'production' };
  // BENCH_API_NODE_FLAGS: more Node flags for the API (a profile: "--cpu-prof --cpu-prof-dir=/tmp/p").
  const extra = (process.env.BENCH_API_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  return startChild([...serverNodeFlags('start:api'), ...extra, 'apps/api/dist/main.js'], env, port, getHealth.path);
}

/** The newest file under path, leaving out the build and generated folders. */
function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  const entries = readdirSync(path).filter((e) => e !== 'build' && e !== 'node_modules' && !e.startsWith('.'));
  return Math.max(0, ...entries.map((e) => newestMtime(join(path, e))));
}

/** Build the bare React Router fixture when it has no build or a source is newer than it. */
export function buildBareReactRouterIfStale() {
  const output = join(BARE_REACT_ROUTER, 'build/server/index.js');
  if (existsSync(output) && statSync(output).mtimeMs >= newestMtime(BARE_REACT_ROUTER)) return;
  console.log('[build] building the bare React Router fixture…');
  const cli = join(root, 'node_modules/.bin/react-router');
  const result = spawnSync(cli, ['build', '.'], { cwd: BARE_REACT_ROUTER, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`the bare React Router fixture did not build (exit ${result.status})`);
}

/** The bare React Router 7 "hello" app on Meridian's server stack (fixtures/bare-react-router). */
export function startBareReactRouter(port) {
  buildBareReactRouterIfStale();
  return startChild(['bench/fixtures/bare-react-router/server.mjs'], { NODE_ENV: 'production' }, port, '/');
}

/** One Hono JSON route on @hono/node-server (fixtures/bare-hono.mjs). */
export function startBareHono(port) {
  return startChild(['bench/fixtures/bare-hono.mjs'], { NODE_ENV: 'production' }, port, '/json');
}
