import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type ApiProcess, spawnApiProcess } from '../test-support/api-process';
import { DatabaseLockedError, LOCK_STALE_MS, lockDatabaseFolder } from './pglite-lock';

/**
 * One embedded database folder, one process (decision 0017): a second process refuses to start
 * and names the folder and the holder; the lock goes with its holder, even one killed outright.
 */

const root = mkdtempSync(join(tmpdir(), 'meridian-pglite-lock-'));
const started: ApiProcess[] = [];

afterEach(async () => {
  for (const api of started.splice(0)) {
    if (api.running()) api.signal('SIGKILL');
    await api.exited;
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function start(dir: string, options: { waitUntilListening?: boolean } = {}): Promise<ApiProcess> {
  const api = await spawnApiProcess({ PGLITE_DIR: dir }, options);
  started.push(api);
  return api;
}

async function health(api: ApiProcess): Promise<unknown> {
  return (await fetch(`${api.origin}/api/web/v1/health`)).json();
}

describe('lockDatabaseFolder in one process', () => {
  it('refuses a second lock on the folder, naming this process, until the first is released', async () => {
    const dir = join(root, 'in-process');
    const lock = await lockDatabaseFolder(dir);
    const second: unknown = await lockDatabaseFolder(dir).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(DatabaseLockedError);
    expect(String(second)).toContain(dir);
    expect(String(second)).toContain(`process ${process.pid}`);
    await lock.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    expect(existsSync(`${dir}.lock-owner.json`)).toBe(false);
    const again = await lockDatabaseFolder(dir);
    await again.release();
  });
});

/** Starting the API on PGlite is heavy (WebAssembly): generous bounds for a busy machine. */
const PROCESS_TEST_TIMEOUT_MS = 180_000;

describe('two API processes on one PGlite folder', () => {
  it(
    'the second refuses to start, naming the folder and the holder; a holder killed with SIGKILL does not block the next start; a clean stop releases the folder',
    async () => {
      const dir = join(root, 'shared');
      const holder = await start(dir);
      const second = await start(dir, { waitUntilListening: false });
      const exit = await second.exited;
      expect(exit.code).toBe(1);
      expect(second.output()).toContain(`The embedded database folder ${dir} is in use by process ${holder.pid}`);
      expect(second.output()).not.toMatch(/^\s+at /m);
      // The holder is untouched.
      expect(holder.running()).toBe(true);
      expect(await health(holder)).toMatchObject({ code: 0, data: { database: 'ok' } });

      holder.signal('SIGKILL');
      expect(await holder.exited).toEqual({ code: null, signal: 'SIGKILL' });
      // Killed outright, it left its lock behind: the next process must see that it is stale.
      expect(existsSync(`${dir}.lock`)).toBe(true);
      const next = await start(dir);
      expect(await health(next)).toMatchObject({ code: 0, data: { database: 'ok' } });
      next.signal('SIGTERM');
      expect(await next.exited).toEqual({ code: 0, signal: null });
      expect(existsSync(`${dir}.lock`)).toBe(false);
      expect(existsSync(`${dir}.lock-owner.json`)).toBe(false);
    },
    PROCESS_TEST_TIMEOUT_MS + LOCK_STALE_MS,
  );
});
