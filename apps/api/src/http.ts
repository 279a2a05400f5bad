import { type AnswerOf, type AnyEndpoint, API_ERROR_CODES, type ErrorEnvelope } from '@meridian/contracts';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The success answer of `endpoint`: `data` must be what its answer contract describes, so a route
 * cannot answer a shape the clients do not parse. Wrapped as {code, message, data} unless the
 * endpoint is a bare JSON file.
 */
export function respond<E extends AnyEndpoint>(c: Context, endpoint: E, data: AnswerOf<E>) {
  if (!endpoint.envelope) return c.json(data);
  return c.json({ code: API_ERROR_CODES.ok, message: 'success', data });
}

/** An error answer: a clear message, the HTTP status mirrored in `code`, never a stack. */
export function fail(c: Context, status: ContentfulStatusCode, message: string) {
  const body: ErrorEnvelope = { code: status, message, data: null };
  return c.json(body, status);
}
