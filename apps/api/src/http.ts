import { API_ERROR_CODES, type ErrorEnvelope } from '@meridian/contracts';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The success wrapper every call answers with. */
export function ok<T>(c: Context, data: T) {
  return c.json({ code: API_ERROR_CODES.ok, message: 'success', data });
}

/** An error answer: a clear message, the HTTP status mirrored in `code`, never a stack. */
export function fail(c: Context, status: ContentfulStatusCode, message: string) {
  const body: ErrorEnvelope = { code: status, message, data: null };
  return c.json(body, status);
}
