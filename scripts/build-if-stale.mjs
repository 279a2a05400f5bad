// Build when an output is missing or older than any source it is made from, so `npm start` and
// `npm run test:e2e` work on a fresh clone and never serve a stale build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const OUTPUTS = [
  'apps/web/build/server/index.js',
  'apps/web/dist/server.js',
  'apps/api/dist/main.js',
  // The micro-apps' static entry pages (apps/web/vite.micro-apps.config.ts).
  'apps/web/build/client/micro-apps/registration/index.html',
  'apps/web/build/client/cdn/fe/static/chatroom/index.html',
  'apps/web/build/client/cdn/fe/static/funds-transfer/index.html',
  'apps/web/build/client/cdn/fe/static/master-transfer/index.html',
];
const INPUTS = [
  'apps/web/app',
  'apps/web/server',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'apps/web/micro-apps',
  'apps/web/vite.micro-apps.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/package.json',
  'apps/api/src',
  'apps/api/package.json',
  'packages/domain/src',
  'packages/contracts/src',
  'package-lock.json',
  'scripts/bundle-server.mjs',
  'scripts/build-micro-apps.mjs',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function buildIsStale() {
  const outputs = OUTPUTS.map((p) => join(root, p));
  if (outputs.some((p) => !existsSync(p))) return true;
  const oldestOutput = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  return INPUTS.some((p) => newestMtime(join(root, p)) > oldestOutput);
}

export function buildIfStale() {
  if (!buildIsStale()) return;
  console.log('[build] building Meridian (sources changed or no build yet)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) buildIfStale();
