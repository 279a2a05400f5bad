// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { getSiteSettings, type GetEndpoint } from '@meridian/contracts';
import { defaultSiteSettings, type SiteSettings } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { openCacheStore } from '../cache-store';
import type { RequestOutcome } from '../http';
import { cachedSiteSettings, siteSettingsCacheKey } from './cached-site-settings';

async function store(now = () => 0) {
  return openCacheStore({ indexedDB: new IDBFactory(), now });
}

describe('cachedSiteSettings', () => {
  const eur: SiteSettings = { ...defaultSiteSettings(), curr_fiat: 'EUR', sub_site_id: 106 };

  it('shell §3 site settings, stale-while-revalidate per site, asked silently (shell §8)', async () => {
    const cache = await store();
    const asked: Array<{ path: string; silent: boolean | undefined }> = [];
    const clients = {
      getOutcome: async <A extends z.core.$ZodType>(
        endpoint: GetEndpoint<A>,
        options?: { silent?: boolean },
      ): Promise<RequestOutcome<z.infer<A>>> => {
        asked.push({ path: endpoint.path, silent: options?.silent });
        const parsed = z.safeParse((await endpoint.schemas()).answer, eur);
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
