/**
 * A small read-through cache for data every page needs and that changes rarely (site settings).
 * Only successes are kept, so a failed call is retried on the next request; callers that arrive
 * while a load is in flight share it. Per process and short-lived, so servers stay
 * interchangeable behind a load balancer: any instance is at most `ttlMs` behind the database.
 */
export interface TtlCacheOptions {
  ttlMs: number;
  /** Entries kept at most; the oldest goes first. */
  maxEntries?: number;
  now?: () => number;
}

export type Loaded<T> = { value: T; cache: boolean };

export function createTtlCache<T>({ ttlMs, maxEntries = 100, now = Date.now }: TtlCacheOptions) {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  const inFlight = new Map<string, Promise<T>>();

  return async function get(key: string, load: () => Promise<Loaded<T>>): Promise<T> {
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now()) return hit.value;
    const pending = inFlight.get(key);
    if (pending) return pending;
    const promise = load()
      .then(({ value, cache }) => {
        if (cache) {
          entries.delete(key);
          entries.set(key, { value, expiresAt: now() + ttlMs });
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        }
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
}
