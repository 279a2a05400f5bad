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

describe('two API processes on one PGlite folder', () => {
  it('the second refuses to start with a message naming the folder and the running process', async () => {
    const dir = join(root, 'shared');
    const first = await start(dir);
    const second = await start(dir, { waitUntilListening: false });
    const exit = await second.exited;
    expect(exit.code).toBe(1);
    expect(second.output()).toContain(`The embedded database folder ${dir} is in use by process ${first.pid}`);
    expect(second.output()).not.toMatch(/^\s+at /m);
    // The first one is untouched.
    expect(first.running()).toBe(true);
    expect(await health(first)).toMatchObject({ code: 0, data: { database: 'ok' } });
  }, 60_000);

  it('a holder killed with SIGKILL does not block the next start; a clean stop releases the folder', async () => {
    const dir = join(root, 'killed');
    const holder = await start(dir);
    holder.signal('SIGKILL');
    expect(await holder.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // Killed outright, it left its lock behind: the next process must see it is stale.
    expect(existsSync(`${dir}.lock`)).toBe(true);
    const next = await start(dir);
    expect(await health(next)).toMatchObject({ code: 0, data: { database: 'ok' } });
    next.signal('SIGTERM');
    expect(await next.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(`${dir}.lock`)).toBe(false);
    expect(existsSync(`${dir}.lock-owner.json`)).toBe(false);
  }, 60_000 + LOCK_STALE_MS);
});
