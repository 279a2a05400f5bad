import { siteSettings } from '@meridian/contracts';
import { defaultSiteSettings, type SiteSettings } from '@meridian/domain';
import { getEnvelopeOr, SERVER_REQUEST_TIMEOUT_MS, type ApiFetch } from '../http';

/** GET /api/web/v1/site/settings; shell §8 "Failed ... settings ... calls fall back to defaults silently". */
export function loadSiteSettings(api: ApiFetch): Promise<SiteSettings> {
  return getEnvelopeOr(api, '/api/web/v1/site/settings', siteSettings, defaultSiteSettings, {
    timeoutMs: SERVER_REQUEST_TIMEOUT_MS,
  });
}
