export {
  memoryCacheStore,
  openCacheStore,
  sharedCacheStore,
  type CacheEntry,
  type CacheStore,
  type CacheStoreOptions,
} from './cache-store';
export { readThrough, staleWhileRevalidate, type CachedValueOptions, type Revalidating } from './cached-value';
export { cachedSiteSettings, SITE_SETTINGS_CACHE_TAG, siteSettingsCacheKey } from './cached-site-settings';
