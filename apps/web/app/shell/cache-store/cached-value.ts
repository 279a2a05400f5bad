import { isCacheEntryFresh } from '@meridian/domain';
import type * as z from 'zod/mini';
import type { RequestOutcome } from '../http';
import type { CacheStore } from './cache-store';

export interface CachedValueOptions<T extends z.core.$ZodType> {
  store: CacheStore;
  key: string;
  tags: readonly string[];
  /**
   * The value's contract: what the cache holds is parsed with it like any answer. Loaded when
   * the cache is first read, with zod (decision 0031): e.g. the answer schema of the endpoint.
   */
  schema: () => Promise<T>;
  /** Ask for the value; only a success is kept. */
  load: () => Promise<RequestOutcome<z.infer<T>>>;
  /** The spec's default when there is neither an answer nor a kept value. */
  fallback: () => z.infer<T>;
}

export interface Revalidating<T> {
  /** The kept value, possibly stale, to show at once; undefined when nothing usable was kept. */
  cached: T | undefined;
  /** The answer once it arrives (and is kept); on failure the kept value, else the default. */
  fresh: Promise<T>;
}

async function readKept<T extends z.core.$ZodType>(store: CacheStore, key: string, schema: () => Promise<T>) {
  const entry = await store.get(key);
  if (!entry) return undefined;
  let loaded;
  try {
    loaded = await Promise.all([schema(), import('./cache-parsers')]);
  } catch {
    // The contract did not load (the network lost the chunk): the cache misses, as for any failure.
    return undefined;
  }
  const [contract, { parseKept }] = loaded;
  const parsed = parseKept(contract, entry.value);
  // A value written by an older build in another shape is a miss, not a crash.
  return parsed.success ? { value: parsed.data, timestamp: entry.timestamp } : undefined;
}

/** Stale-while-revalidate: the kept value now, the fresh one later (and kept for next time). */
export async function staleWhileRevalidate<T extends z.core.$ZodType>(
  options: CachedValueOptions<T>,
): Promise<Revalidating<z.infer<T>>> {
  const kept = await readKept(options.store, options.key, options.schema);
  const fresh = revalidate(options, kept?.value);
  return { cached: kept?.value, fresh };
}

/** Read-through with a maximum age: a kept value younger than `maxAgeMs` is used without asking. */
export async function readThrough<T extends z.core.$ZodType>(
  options: CachedValueOptions<T> & { maxAgeMs: number; now?: () => number },
): Promise<z.infer<T>> {
  const kept = await readKept(options.store, options.key, options.schema);
  if (kept && isCacheEntryFresh(kept.timestamp, (options.now ?? Date.now)(), options.maxAgeMs)) return kept.value;
  return revalidate(options, kept?.value);
}

async function revalidate<T extends z.core.$ZodType>(
  options: CachedValueOptions<T>,
  kept: z.infer<T> | undefined,
): Promise<z.infer<T>> {
  const outcome = await options.load();
  if (!outcome.ok) return kept ?? options.fallback();
  await options.store.put(options.key, outcome.data, options.tags);
  return outcome.data;
}
