// Start the built Meridian server (and a bare static-file server) as child processes for the
// benchmarks. Everything listens on 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, chromePath } from '../../scripts/chromium.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

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

function startChild(args, env, readyUrl) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise((resolveStop) => {
      if (child.exitCode !== null) return resolveStop();
      child.once('exit', () => resolveStop());
      child.kill('SIGTERM');
    });
  return waitFor(readyUrl, child).then(
    () => ({ stop }),
    async (err) => {
      await stop();
      throw err;
    },
  );
}

/** The production web server (web + API in process) on a fresh embedded database. */
export async function startMeridian(port) {
  const pgliteDir = join(root, 'data/bench/pglite');
  rmSync(pgliteDir, { recursive: true, force: true });
  const url = `http://127.0.0.1:${port}`;
  const { stop } = await startChild(
    ['apps/web/dist/server.js'],
    { PORT: String(port), PGLITE_DIR: pgliteDir, NODE_ENV: 'production' },
    `${url}/api/web/v1/health`,
  );
  return { url, stop };
}

/** A bare Node static-file server (node:http + fs streams) serving one file at every path. */
export async function startStaticServer(port, file) {
  const url = `http://127.0.0.1:${port}`;
  const { stop } = await startChild(['bench/lib/static-server.mjs', file], { PORT: String(port) }, `${url}/`);
  return { url, stop };
}
