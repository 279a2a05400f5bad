// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { getSiteSettings, type GetEndpoint } from '@meridian/contracts';
import { defaultSiteSettings, type SiteSettings } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RequestOutcome } from '../http';
import { openCacheStore } from './cache-store';
import { cachedSiteSettings, siteSettingsCacheKey } from './cached-site-settings';
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
      schema,
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
      schema,
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
      schema,
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
      schema,
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
      schema,
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
        schema,
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

describe('cachedSiteSettings', () => {
  const eur: SiteSettings = { ...defaultSiteSettings(), curr_fiat: 'EUR', sub_site_id: 106 };

  it('shell §3 site settings, stale-while-revalidate per site, asked silently (shell §8)', async () => {
    const cache = await store();
    const asked: Array<{ path: string; silent: boolean | undefined }> = [];
    const clients = {
      getOutcome: async <A extends z.ZodType>(
        endpoint: GetEndpoint<A>,
        options?: { silent?: boolean },
      ): Promise<RequestOutcome<z.infer<A>>> => {
        asked.push({ path: endpoint.path, silent: options?.silent });
        const parsed = endpoint.answer.safeParse(eur);
        return parsed.success
          ? { ok: true as const, data: parsed.data }
          : { ok: false as const, reason: 'malformed' as const, detail: '' };
      },
    };
    const first = await cachedSiteSettings(clients, cache, 106);
    expect(first.cached).toBeUndefined();
    expect(await first.fresh).toEqual(eur);
    expect(asked).toEqual([{ path: getSiteSettings.path, silent: true }]);
    expect(await cache.get(siteSettingsCacheKey(106))).toMatchObject({ value: eur, tags: ['site-settings'] });

    const second = await cachedSiteSettings(clients, cache, 106);
    expect(second.cached).toEqual(eur);
    expect((await cachedSiteSettings(clients, cache, 0)).cached).toBeUndefined();
  });

  it('shell §8 "Failed ... settings ... calls fall back to defaults silently"', async () => {
    const cache = await store();
    const clients = { getOutcome: async () => ({ ok: false as const, reason: 'timeout' as const, detail: '' }) };
    expect(await (await cachedSiteSettings(clients, cache, 0)).fresh).toEqual(defaultSiteSettings());
  });
});
