import { isDefaultSiteSettings, type SiteSettings } from '@meridian/domain';
import { useEffect } from 'react';
import { sharedCacheStore } from '../cache-store';
import { cachedSiteSettings, SITE_SETTINGS_CACHE_TAG, siteSettingsCacheKey } from './cached-site-settings';
import { useBrowserClients } from '../http';
import { useSetSiteSettings, useSite } from './site-context';

/**
 * Keeps the header data in the local cache store (shell §3). When the server could load the
 * settings, the browser keeps that copy; when it could not (the page shows the defaults), the
 * browser shows the kept copy at once and then asks the API itself (stale-while-revalidate).
 */
export function SiteSettingsKeeper({ serverSettings }: { serverSettings: SiteSettings }) {
  const { site } = useSite();
  const clients = useBrowserClients();
  const setSettings = useSetSiteSettings();

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const store = await sharedCacheStore();
      if (!isDefaultSiteSettings(serverSettings)) {
        await store.put(siteSettingsCacheKey(site.id), serverSettings, [SITE_SETTINGS_CACHE_TAG]);
        return;
      }
      const { cached, fresh } = await cachedSiteSettings(clients, store, site.id);
      if (cancelled) return;
      if (cached && !isDefaultSiteSettings(cached)) setSettings(cached);
      const latest = await fresh;
      if (!cancelled && !isDefaultSiteSettings(latest)) setSettings(latest);
    })();
    return () => {
      cancelled = true;
    };
  }, [clients, serverSettings, setSettings, site.id]);
  return null;
}
