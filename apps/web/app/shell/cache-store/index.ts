export {
  memoryCacheStore,
  openCacheStore,
  sharedCacheStore,
  type CacheEntry,
  type CacheStore,
  type CacheStoreOptions,
} from './cache-store';
export { readThrough, staleWhileRevalidate, type CachedValueOptions, type Revalidating } from './cached-value';
