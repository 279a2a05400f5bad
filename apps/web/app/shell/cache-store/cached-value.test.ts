// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { RequestOutcome } from '../http';
import { openCacheStore } from './cache-store';
import { readThrough, staleWhileRevalidate } from './cached-value';

const schema = z.object({ n: z.number() });
const answer = (n: number) => async (): Promise<RequestOutcome<{ n: number }>> => ({ ok: true, data: { n } });
const failure = async (): Promise<RequestOutcome<{ n: number }>> => ({
  ok: false,
  reason: 'network',
  detail: 'offline',
});

async function store(now = () => 0) {
  return openCacheStore({ indexedDB: new IDBFactory(), now });
}

describe('staleWhileRevalidate', () => {
  it('first visit: nothing kept, the answer arrives and is kept', async () => {
    const cache = await store();
    const result = await staleWhileRevalidate({
      store: cache,
      key: 'k',
      tags: ['t'],
      schema: async () => schema,
      load: answer(1),
      fallback: () => ({ n: 0 }),
    });
    expect(result.cached).toBeUndefined();
    expect(await result.fresh).toEqual({ n: 1 });
    expect(await cache.get('k')).toMatchObject({ value: { n: 1 }, tags: ['t'] });
  });

  it('next visit: the kept value at once, then the new answer', async () => {
    const cache = await store();
    await cache.put('k', { n: 1 });
    const result = await staleWhileRevalidate({
      store: cache,
      key: 'k',
      tags: [],
      schema: async () => schema,
      load: answer(2),
      fallback: () => ({ n: 0 }),
    });
    expect(result.cached).toEqual({ n: 1 });
    expect(await result.fresh).toEqual({ n: 2 });
    expect(await cache.get('k')).toMatchObject({ value: { n: 2 } });
  });

  it('a failed call keeps the kept value (or the default) and keeps no failure', async () => {
    const cache = await store();
    const none = await staleWhileRevalidate({
      store: cache,
      key: 'k',
      tags: [],
      schema: async () => schema,
      load: failure,
      fallback: () => ({ n: 0 }),
    });
    expect(await none.fresh).toEqual({ n: 0 });
    expect(await cache.get('k')).toBeUndefined();
    await cache.put('k', { n: 1 });
    const kept = await staleWhileRevalidate({
      store: cache,
      key: 'k',
      tags: [],
      schema: async () => schema,
      load: failure,
      fallback: () => ({ n: 0 }),
    });
    expect(await kept.fresh).toEqual({ n: 1 });
  });

  it('a kept value that no longer fits the contract is ignored', async () => {
    const cache = await store();
    await cache.put('k', { n: 'one' });
    const result = await staleWhileRevalidate({
      store: cache,
      key: 'k',
      tags: [],
      schema: async () => schema,
      load: failure,
      fallback: () => ({ n: 0 }),
    });
    expect(result.cached).toBeUndefined();
    expect(await result.fresh).toEqual({ n: 0 });
  });
});

describe('readThrough', () => {
  it('uses a kept value younger than the max age without asking, and asks once it is older', async () => {
    let time = 0;
    const cache = await store(() => time);
    let loads = 0;
    const load = async () => ({ ok: true as const, data: { n: ++loads } });
    const read = () =>
      readThrough({
        store: cache,
        key: 'k',
        tags: [],
        schema: async () => schema,
        load,
        fallback: () => ({ n: 0 }),
        maxAgeMs: 1_000,
        now: () => time,
      });
    expect(await read()).toEqual({ n: 1 });
    time = 999;
    expect(await read()).toEqual({ n: 1 });
    time = 1_000;
    expect(await read()).toEqual({ n: 2 });
    expect(loads).toBe(2);
  });
});
