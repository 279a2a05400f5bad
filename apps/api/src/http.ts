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

/**
 * An error answer: a clear message, the HTTP status mirrored in `code`, never a stack. With an
 * `issue` (a trading rule's code and values), its `label` and `values` too, so the web can say it
 * in the reader's language.
 */
export function fail(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  issue?: { code: string; values: Readonly<Record<string, string>> },
) {
  const body: ErrorEnvelope = {
    code: status,
    message,
    data: null,
    ...(issue === undefined ? {} : { label: issue.code, values: { ...issue.values } }),
  };
  return c.json(body, status);
}

/**
 * A refusal the spec gives a code of its own (shell §8 "any non-zero code means the ref is not
 * stored; 10530135 ..."): answered with HTTP 200 and the code in `code`, as the spec's clients read
 * it (the web's request client reports it as reason `code`).
 */
export function refuseWithCode(c: Context, code: number, message: string) {
  const body: ErrorEnvelope = { code, message, data: null };
  return c.json(body, 200);
}
