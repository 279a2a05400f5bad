/** shell §3 "Local cache store: a named browser database with one store". The name is ours. */
export const LOCAL_CACHE_DB_NAME = 'meridian-cache';
/** shell §9 "Local cache database: version 1672531". */
export const LOCAL_CACHE_DB_VERSION = 1672531;
/** The one object store (shell §3): records keyed by `id`. */
export const LOCAL_CACHE_STORE = 'cache';
/** shell §3 "indexed unique key": the index over each record's `key`. */
export const LOCAL_CACHE_KEY_INDEX = 'key';

/** shell §3 "id key, indexed unique key, timestamp, tags" (value is what is kept). */
export interface LocalCacheRecord {
  id: number;
  key: string;
  value: unknown;
  /** When the value was written (ms since the epoch). */
  timestamp: number;
  tags: string[];
}

/** An entry written at `timestamp` is still fresh at `now` for `maxAgeMs`. */
export function isCacheEntryFresh(timestamp: number, now: number, maxAgeMs: number): boolean {
  const age = now - timestamp;
  // A timestamp from the future (clock moved back) is not trusted as fresh.
  return age >= 0 && age < maxAgeMs;
}
