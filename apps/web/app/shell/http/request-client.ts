import type { GetEndpoint } from '@meridian/contracts';
import type * as z from 'zod/mini';
import { createTransport, readAnswer, type RequestOutcome, withQuery } from './transport';

/** Something that answers API requests: `fetch` against an origin, or the API app in process. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export interface GetOptions {
  timeoutMs: number;
  headers?: Record<string, string>;
  /** Query parameters added to the endpoint's path. */
  query?: Readonly<Record<string, string>>;
}

/**
 * GET `endpoint` from the server (loaders) and parse its answer with the contract. Never throws:
 * every failure comes back as a structured reason, so the caller can apply the spec's default.
 */
export async function getEnvelope<A extends z.core.$ZodType>(
  api: ApiFetch,
  endpoint: GetEndpoint<A>,
  options: GetOptions,
): Promise<RequestOutcome<z.infer<A>>> {
  const send = createTransport((url, init) => api(url, init));
  const raw = await send(
    withQuery(endpoint.path, options.query),
    { method: 'GET', headers: { accept: 'application/json', ...options.headers } },
    options.timeoutMs,
  );
  return raw.ok ? await readAnswer(endpoint, raw.data) : raw;
}

/** The data, or the spec default when the call failed in any way. */
export async function getEnvelopeOr<A extends z.core.$ZodType>(
  api: ApiFetch,
  endpoint: GetEndpoint<A>,
  fallback: () => z.infer<A>,
  options: GetOptions,
): Promise<z.infer<A>> {
  const outcome = await getEnvelope(api, endpoint, options);
  return outcome.ok ? outcome.data : fallback();
}
