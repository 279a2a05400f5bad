import { getSiteSettings } from '@meridian/contracts';
import { defaultSiteSettings, type SiteSettings } from '@meridian/domain';
import { createTtlCache, getEnvelope, SERVER_REQUEST_TIMEOUT_MS, type ApiFetch } from '../http';

/** Header data changes rarely; every page needs it. Seconds of staleness are fine. */
const SITE_SETTINGS_TTL_MS = 5_000;
const cache = createTtlCache<SiteSettings>({ ttlMs: SITE_SETTINGS_TTL_MS });

/**
 * getSiteSettings for the site at `host`. shell §8: "Failed user-info, KYC,
 * settings, funds, config calls fall back to defaults silently."
 */
export function loadSiteSettings(api: ApiFetch, host: string): Promise<SiteSettings> {
  return cache(host, async () => {
    const outcome = await getEnvelope(api, getSiteSettings, {
      timeoutMs: SERVER_REQUEST_TIMEOUT_MS,
    });
    return outcome.ok ? { value: outcome.data, cache: true } : { value: defaultSiteSettings(), cache: false };
  });
}
