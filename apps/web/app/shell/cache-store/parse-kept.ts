// Loaded when a kept value is first read (cached-value.ts), never at first paint: zod comes
// with it (decision 0031). The jitless setting first (see the file).
import '../../zod-jitless.client';
import * as z from 'zod/mini';

/** A kept value read with its contract. */
export function parseKept<T extends z.core.$ZodType>(schema: T, value: unknown) {
  return z.safeParse(schema, value);
}
