import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './postgres-cluster';

/**
 * The standalone API (src/main.ts) as a real process, through tsx's loader (no build needed):
 * what `npm run start:api` runs, so tests can cut its database, signal it and watch it live.
 */

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = resolve(apiRoot, '../..');
const mainFile = join(apiRoot, 'src/main.ts');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  origin: string;
  pid: number;
  /** Everything it wrote, stdout and stderr interleaved. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<Exit>;
  /** Whether it still runs. */
  running(): boolean;
  /** Resolves once `text` appears in its output (or rejects when it exits first). */
  waitForOutput(text: string | RegExp): Promise<void>;
  signal(signal: NodeJS.Signals): void;
}

/**
 * Spawn the API with `env` on top of a minimal environment. With `waitUntilListening` (default)
 * resolves once it serves; otherwise at once (for processes expected to refuse to start).
 */
export async function spawnApiProcess(
  env: Record<string, string>,
  options: { waitUntilListening?: boolean } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO_DATA: 'false',
      // A key of its own, so nothing is generated into the repository's data folder.
      SECRETS_KEY: randomBytes(32).toString('hex'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: { test: (text: string) => boolean; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const waiter of waiters.splice(0)) {
      if (waiter.test(output)) waiter.resolve();
      else waiters.push(waiter);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  let exit: Exit | undefined;
  const exited = new Promise<Exit>((resolveExit) => {
    // 'close', not 'exit': by then everything it wrote has been read.
    child.once('close', (code, signal) => {
      exit = { code, signal };
      resolveExit(exit);
    });
  });
  if (child.pid === undefined) throw new Error('the API process did not start');
  const api: ApiProcess = {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    output: () => output,
    exited,
    running: () => exit === undefined,
    waitForOutput(text) {
      const test = (all: string) => (typeof text === 'string' ? all.includes(text) : text.test(all));
      if (test(output)) return Promise.resolve();
      const seen = new Promise<void>((resolveWait) => waiters.push({ test, resolve: resolveWait }));
      const gone = exited.then((e) => {
        if (!test(output))
          throw new Error(`the API exited (${e.code ?? e.signal}) before writing ${String(text)}:\n${output}`);
      });
      return Promise.race([seen, gone]);
    },
    signal(signal) {
      if (exit === undefined) child.kill(signal);
    },
  };
  if (options.waitUntilListening !== false) await api.waitForOutput('[api] listening on');
  return api;
}
