import { getSiteSettings } from '@meridian/contracts';
import { defaultSiteSettings, type SiteSettings } from '@meridian/domain';
import type { BrowserClients } from '../http';
import { type CacheStore, type Revalidating, staleWhileRevalidate } from '../cache-store';

export const SITE_SETTINGS_CACHE_TAG = 'site-settings';

export function siteSettingsCacheKey(siteId: number): string {
  return `site-settings:${siteId}`;
}

/**
 * The site settings (shell §3 "Site settings response") in the browser, stale-while-revalidate:
 * the kept copy at once, then the answer. shell §8 "Failed ... settings ... calls fall back to
 * defaults silently": no message, and a failure leaves the kept copy (or the defaults).
 */
export function cachedSiteSettings(
  clients: Pick<BrowserClients, 'getOutcome'>,
  store: CacheStore,
  siteId: number,
): Promise<Revalidating<SiteSettings>> {
  return staleWhileRevalidate({
    store,
    key: siteSettingsCacheKey(siteId),
    tags: [SITE_SETTINGS_CACHE_TAG],
    schema: async () => (await getSiteSettings.schemas()).answer,
    load: () => clients.getOutcome(getSiteSettings, { silent: true }),
    fallback: defaultSiteSettings,
  });
}
