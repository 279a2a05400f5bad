import { getCoinIconWhitelist, getPageDownloadLinks } from '@meridian/contracts';
import {
  COIN_ICON_WHITELIST_MAX_AGE_MS,
  DEFAULT_COIN_ICON_WHITELIST,
  defaultPageDownloadLinks,
  type CoinIconWhitelist,
  type PageDownloadLinks,
} from '@meridian/domain';
import { type CacheStore, readThrough } from '../cache-store';
import type { BrowserClients } from '../http';

export const COIN_ICON_WHITELIST_CACHE_KEY = 'config:coin-icon-whitelist';
export const CONFIG_CACHE_TAG = 'config';

export interface LoadCoinIconWhitelistOptions {
  /** Where the whitelist is kept between pages (shell §3 local cache store). */
  store?: CacheStore;
  now?: () => number;
}

/**
 * getCoinIconWhitelist (shell §7): "icon whitelist; failure falls back to a
 * default list". Kept in the local cache store for an hour; a failed call uses the kept copy if
 * there is one, else DEFAULT_COIN_ICON_WHITELIST. Never rejects.
 */
export async function loadCoinIconWhitelist(
  client: Pick<BrowserClients, 'getJson'>,
  { store, now = Date.now }: LoadCoinIconWhitelistOptions = {},
): Promise<CoinIconWhitelist> {
  const load = () => client.getJson(getCoinIconWhitelist);
  if (!store) {
    const outcome = await load();
    return outcome.ok ? outcome.data : DEFAULT_COIN_ICON_WHITELIST;
  }
  return readThrough({
    store,
    key: COIN_ICON_WHITELIST_CACHE_KEY,
    tags: [CONFIG_CACHE_TAG],
    schema: async () => (await getCoinIconWhitelist.schemas()).answer,
    load,
    fallback: () => ({
      version: DEFAULT_COIN_ICON_WHITELIST.version,
      coinIconVersionWhiteList: [...DEFAULT_COIN_ICON_WHITELIST.coinIconVersionWhiteList],
    }),
    maxAgeMs: COIN_ICON_WHITELIST_MAX_AGE_MS,
    now,
  });
}

/**
 * getPageDownloadLinks (shell §7): "download links; failure falls back to an
 * empty object". Never rejects.
 */
export async function loadPageDownloadLinks(client: Pick<BrowserClients, 'getJson'>): Promise<PageDownloadLinks> {
  const outcome = await client.getJson(getPageDownloadLinks);
  return outcome.ok ? outcome.data : defaultPageDownloadLinks();
}
