// Loaded with the first read of the cache store (cache-store.ts, cached-value.ts), never at
// first paint: zod comes with it (decision 0031). The jitless setting first (see the file).
import '../../zod-jitless.client';
import * as z from 'zod/mini';

// What another build or tab may have written is outside data: parse it, never assume it.
const storedRecord = z.object({
  id: z.number(),
  key: z.string(),
  value: z.unknown(),
  timestamp: z.number(),
  tags: z.catch(z.array(z.string()), []),
});
const storedTags = z.object({ tags: z.array(z.string()) });

export const parseStoredRecord = (value: unknown) => z.safeParse(storedRecord, value);
export const parseStoredTags = (value: unknown) => z.safeParse(storedTags, value);

/** A kept value read with its contract (cached-value.ts). */
export function parseKept<T extends z.core.$ZodType>(schema: T, value: unknown) {
  return z.safeParse(schema, value);
}
