import { getCoinIconWhitelist } from '@meridian/contracts';
import { DEFAULT_COIN_ICON_WHITELIST, type CoinIconWhitelist } from '@meridian/domain';
import { createTtlCache, getEnvelope, SERVER_REQUEST_TIMEOUT_MS, type ApiFetch } from '../http';

/** The API lets browsers and CDNs keep the file for five minutes; the web server keeps it as long. */
export const COIN_ICON_WHITELIST_SERVER_TTL_MS = 300_000;

/**
 * getCoinIconWhitelist (shell §7 "icon whitelist; failure falls back to a default list"), read by
 * the root loader so the server-rendered icons already carry the list's versions: read in the
 * browser after hydration, every listed icon was fetched twice on a first visit (the default
 * list's version, then the file's). A failure is not kept: the next page asks again.
 */
export function createCoinIconWhitelistLoader(options: { now?: () => number } = {}) {
  const cache = createTtlCache<CoinIconWhitelist>({
    ttlMs: COIN_ICON_WHITELIST_SERVER_TTL_MS,
    maxEntries: 1,
    ...options,
  });
  return (api: ApiFetch): Promise<CoinIconWhitelist> =>
    cache('whitelist', async () => {
      const outcome = await getEnvelope(api, getCoinIconWhitelist, { timeoutMs: SERVER_REQUEST_TIMEOUT_MS });
      return outcome.ok ? { value: outcome.data, cache: true } : { value: DEFAULT_COIN_ICON_WHITELIST, cache: false };
    });
}

/** The web server's loader (one list for every site: the file is global). */
export const loadCoinIconWhitelistForPage = createCoinIconWhitelistLoader();
