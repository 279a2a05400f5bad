import { API_ERROR_CODES, type Endpoint, type HttpMethod } from '@meridian/contracts';
import type * as z from 'zod/mini';

/**
 * Why a call failed, as data: the HTTP status, the envelope's non-zero code and message, no answer
 * at all (network), no answer in time (timeout), or an answer its contract does not describe
 * (malformed). `detail` is text for logs only; nothing reads anything out of it. A status failure
 * keeps the error envelope's `message` when the body is one (the API's reason for a 4xx, e.g. why
 * an order was refused), so a widget may show it, and its `label` and text `values` when it has
 * them (a trading rule the widget says in the reader's language); nothing else of the body is read.
 */
export type CallFailure =
  | {
      reason: 'status';
      status: number;
      message?: string;
      label?: string;
      values?: Record<string, string>;
      detail?: string;
    }
  | { reason: 'code'; code: number; message: string }
  | { reason: 'network'; detail?: string }
  | { reason: 'timeout'; detail?: string }
  | { reason: 'malformed'; detail?: string };

export type RequestFailure = { ok: false } & CallFailure;
export type RequestOutcome<T> = { ok: true; data: T } | RequestFailure;

/** `fetch` as the transport calls it: the browser's, or the API app in process on the server. */
export type TransportFetch = (url: string, init: RequestInit) => Promise<Response>;
/** Run `callback` after `ms`; the returned function cancels it (injectable clock for tests). */
export type SetTimer = (callback: () => void, ms: number) => () => void;
/** Send one request and read its JSON body; never throws. */
export type Transport = (url: string, init: RequestInit, timeoutMs: number) => Promise<RequestOutcome<unknown>>;

export const defaultSetTimer: SetTimer = (callback, ms) => {
  const id = setTimeout(callback, ms);
  return () => clearTimeout(id);
};

/**
 * The one transport of the server and browser clients: a request with a timeout, its JSON body or
 * a structured failure. The timer is raced rather than left to the abort signal alone, so a fetch
 * that ignores aborts still gives up.
 */
export function createTransport(fetchImpl: TransportFetch, setTimer: SetTimer = defaultSetTimer): Transport {
  return (url, init, timeoutMs) => {
    const controller = new AbortController();
    return new Promise((resolve) => {
      const cancelTimer = setTimer(() => {
        controller.abort();
        resolve({ ok: false, reason: 'timeout', detail: `no answer within ${timeoutMs} ms` });
      }, timeoutMs);
      receive(fetchImpl, url, { ...init, signal: controller.signal }).then(
        (outcome) => {
          cancelTimer();
          resolve(outcome);
        },
        (error: unknown) => {
          cancelTimer();
          resolve({ ok: false, reason: 'network', detail: String(error) });
        },
      );
    });
  };
}

async function receive(fetchImpl: TransportFetch, url: string, init: RequestInit): Promise<RequestOutcome<unknown>> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    return { ok: false, reason: init.signal?.aborted ? 'timeout' : 'network', detail: String(error) };
  }
  if (!response.ok) return { ok: false, reason: 'status', status: response.status, ...(await errorOf(response)) };
  try {
    return { ok: true, data: await response.json() };
  } catch (error) {
    return { ok: false, reason: init.signal?.aborted ? 'timeout' : 'malformed', detail: `not JSON: ${String(error)}` };
  }
}

/** The largest error body whose message is read; a bigger one is not an error envelope of ours. */
const ERROR_BODY_LIMIT = 4096;

/**
 * The `message`, `label` and `values` of an error envelope ({code, message, data, label?, values?})
 * in a failed answer, each only when it has its shape; nothing when the body is no envelope.
 */
async function errorOf(
  response: Response,
): Promise<{ message?: string; label?: string; values?: Record<string, string> }> {
  const type = response.headers.get('content-type') ?? '';
  const length = Number(response.headers.get('content-length') ?? '0');
  if (!type.includes('application/json') || length > ERROR_BODY_LIMIT) {
    await response.body?.cancel().catch(() => undefined);
    return {};
  }
  try {
    const text = await response.text();
    if (text.length > ERROR_BODY_LIMIT) return {};
    const { message, label, values } = JSON.parse(text) as Record<string, unknown>;
    const texts =
      typeof values === 'object' && values !== null && Object.values(values).every((v) => typeof v === 'string');
    return {
      ...(typeof message === 'string' && message.trim() !== '' ? { message } : {}),
      ...(typeof label === 'string' && /^\w{1,64}$/.test(label) ? { label } : {}),
      ...(texts ? { values: values as Record<string, string> } : {}),
    };
  } catch {
    return {};
  }
}

/**
 * A decoded JSON body read as `endpoint` answers: the envelope's data (a non-zero code is a
 * failure with that code and message), or the bare value of a static file; parsed with the
 * contract. The contract and zod load here, on the first answer (decision 0031); a page that
 * cannot load them (the network lost the chunk) gets a network failure, as for the call itself.
 */
export async function readAnswer<A extends z.core.$ZodType>(
  endpoint: Pick<Endpoint<HttpMethod, string, z.core.$ZodType | undefined, A>, 'envelope' | 'schemas'>,
  json: unknown,
): Promise<RequestOutcome<z.infer<A>>> {
  let loaded;
  try {
    loaded = await Promise.all([endpoint.schemas(), import('./parse-answer')]);
  } catch (error) {
    return { ok: false, reason: 'network', detail: `contract not loaded: ${String(error)}` };
  }
  const [{ answer }, { parseEnvelope, parseData }] = loaded;
  let data = json;
  if (endpoint.envelope) {
    const wrapper = parseEnvelope(json);
    if (!wrapper.success) return { ok: false, reason: 'malformed', detail: wrapper.error.message };
    const { code, message } = wrapper.data;
    if (code !== API_ERROR_CODES.ok) return { ok: false, reason: 'code', code, message };
    data = wrapper.data.data;
  }
  const parsed = parseData(answer, data);
  if (!parsed.success) return { ok: false, reason: 'malformed', detail: parsed.error.message };
  return { ok: true, data: parsed.data };
}

/** One line for a log or a developer page: what failed, never parsed back. */
export function describeFailure(failure: CallFailure): string {
  switch (failure.reason) {
    case 'status':
      return `HTTP ${failure.status}`;
    case 'code':
      return `code ${failure.code}: ${failure.message}`;
    default:
      return failure.detail ? `${failure.reason}: ${failure.detail}` : failure.reason;
  }
}

/** The path with its query string (`?a=1&b=2`), or the path alone without one. */
export function withQuery(path: string, query: Readonly<Record<string, string>> | undefined): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
