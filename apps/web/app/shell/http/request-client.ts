import { z } from 'zod';

/** Something that answers API requests: `fetch` against an origin, or the API app in process. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

const envelopeShape = z.object({ code: z.number(), message: z.string().catch(''), data: z.unknown() });

export type RequestOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; reason: 'network' | 'timeout' | 'status' | 'malformed' | 'code'; detail: string };

export interface GetOptions {
  timeoutMs: number;
  headers?: Record<string, string>;
}

/**
 * GET a `{code, message, data}` answer and parse it with its contract. Never throws: every
 * failure comes back as a reason, so the caller can apply the spec's default.
 */
export async function getEnvelope<T extends z.ZodType>(
  api: ApiFetch,
  path: string,
  dataSchema: T,
  options: GetOptions,
): Promise<RequestOutcome<z.infer<T>>> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await api(path, {
      method: 'GET',
      headers: { accept: 'application/json', ...options.headers },
      signal,
    });
  } catch (error) {
    const timedOut = signal.aborted;
    return { ok: false, reason: timedOut ? 'timeout' : 'network', detail: String(error) };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { ok: false, reason: 'status', detail: `HTTP ${response.status}` };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    return { ok: false, reason: 'malformed', detail: `not JSON: ${String(error)}` };
  }
  return parseEnvelope(json, dataSchema);
}

/** Read a `{code, message, data}` answer already decoded from JSON; `data` is parsed with its contract. */
export function parseEnvelope<T extends z.ZodType>(json: unknown, dataSchema: T): RequestOutcome<z.infer<T>> {
  const wrapper = envelopeShape.safeParse(json);
  if (!wrapper.success) return { ok: false, reason: 'malformed', detail: wrapper.error.message };
  const { code, message, data } = wrapper.data;
  if (code !== 0) return { ok: false, reason: 'code', detail: `code ${code}: ${message}` };
  return parseBare(data, dataSchema);
}

/** Parse a bare JSON value (a static config file, no envelope) with its contract. */
export function parseBare<T extends z.ZodType>(json: unknown, schema: T): RequestOutcome<z.infer<T>> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'malformed', detail: parsed.error.message };
  return { ok: true, data: parsed.data };
}

/** The data, or the spec default when the call failed in any way. */
export async function getEnvelopeOr<T extends z.ZodType>(
  api: ApiFetch,
  path: string,
  dataSchema: T,
  fallback: () => z.infer<T>,
  options: GetOptions,
): Promise<z.infer<T>> {
  const outcome = await getEnvelope(api, path, dataSchema, options);
  return outcome.ok ? outcome.data : fallback();
}
