// Loaded with the first answer a page reads (transport.ts readAnswer), never at first paint:
// zod comes with it (decision 0031). The jitless setting first (see the file).
import '../../zod-jitless.client';
import { envelope } from '@meridian/contracts';
import * as z from 'zod/mini';

/** Any `{code, message, data}` answer; `data` is read with the endpoint's contract afterwards. */
const anyEnvelope = envelope(z.unknown());

/** `json` as `{code, message, data}`, or why not (for logs). */
export function parseEnvelope(json: unknown) {
  return z.safeParse(anyEnvelope, json);
}

/** `data` read with `answer`. */
export function parseData<A extends z.core.$ZodType>(answer: A, data: unknown) {
  return z.safeParse(answer, data);
}
