// Loaded with the first answer a page reads (transport.ts readAnswer), never at first paint:
// zod comes with it (decision 0031). The jitless setting first (see the file).
import '../../zod-jitless.client';
import { API_ERROR_CODES, envelope } from '@meridian/contracts';
import * as z from 'zod/mini';
import type { RequestOutcome } from './transport';

/** Any `{code, message, data}` answer; `data` is read with the endpoint's contract afterwards. */
const anyEnvelope = envelope(z.unknown());

/** `json` read with `answer`: inside the envelope when `enveloped`, else the bare value. */
export function parseAnswer<A extends z.core.$ZodType>(
  answer: A,
  enveloped: boolean,
  json: unknown,
): RequestOutcome<z.infer<A>> {
  let data = json;
  if (enveloped) {
    const wrapper = z.safeParse(anyEnvelope, json);
    if (!wrapper.success) return { ok: false, reason: 'malformed', detail: wrapper.error.message };
    const { code, message } = wrapper.data;
    if (code !== API_ERROR_CODES.ok) return { ok: false, reason: 'code', code, message };
    data = wrapper.data.data;
  }
  const parsed = z.safeParse(answer, data);
  if (!parsed.success) return { ok: false, reason: 'malformed', detail: parsed.error.message };
  return { ok: true, data: parsed.data };
}
