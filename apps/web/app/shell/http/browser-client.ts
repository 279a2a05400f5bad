import { SITE_ID_HEADER } from '@meridian/contracts';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  csrfHeaderValue,
  FAST_REQUEST_TIMEOUT_MS,
  isWithinDedupeWindow,
  REQUEST_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MS,
  requestDedupeKey,
  withDataPrefix,
} from '@meridian/domain';
import type { z } from 'zod';
import { readCookie } from '../cookies';
import { parseBare, parseEnvelope, type RequestOutcome } from './request-client';

/** `fetch` as the clients call it (injectable for tests). */
export type BrowserFetch = (url: string, init: RequestInit) => Promise<Response>;
/** Run `callback` after `ms`; the returned function cancels it (injectable clock for tests). */
export type SetTimer = (callback: () => void, ms: number) => () => void;

export type RequestFailure = Extract<RequestOutcome<unknown>, { ok: false }>;

/** What the shell is told when a GET on the 20 s client fails (shell §8). */
export interface RequestErrorReport {
  /** shell §8 "request data error, please try later", in Chinese on every locale. */
  message: string;
  url: string;
  reason: RequestFailure['reason'];
  detail: string;
}

export interface BrowserClientOptions {
  /** The page's site id, sent as x-site-id so the API answers for this regional site (shell §3). */
  siteId: number;
  /** shell §7 "An optional data path prefix exists": put before every API path. */
  dataPrefix?: string | undefined;
  /** shell §8: called when a GET on the 20 s client fails, so the shell can show the message. */
  onRequestError: (report: RequestErrorReport) => void;
  fetch?: BrowserFetch;
  now?: () => number;
  setTimer?: SetTimer;
  /** The page's cookies (`document.cookie` by default). */
  cookies?: () => string;
}

/** A form-encoded body: null and undefined fields are left out. */
export type FormBody = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface GetCallOptions {
  /**
   * No message on failure: shell §8 "Failed user-info, KYC, settings, funds, config calls fall
   * back to defaults silently."
   */
  silent?: boolean;
}

export interface BrowserClients {
  /** GET an `{code, message, data}` answer on the 20 s client; a failure is reported unless silent. */
  getOutcome<T extends z.ZodType>(
    path: string,
    schema: T,
    options?: GetCallOptions,
  ): Promise<RequestOutcome<z.infer<T>>>;
  /** `getOutcome`, with the spec default on any failure. */
  get<T extends z.ZodType>(
    path: string,
    schema: T,
    fallback: () => z.infer<T>,
    options?: GetCallOptions,
  ): Promise<z.infer<T>>;
  /** The second GET client: 5 s, csrf header from its cookie ('1' when absent); never reports. */
  getFast<T extends z.ZodType>(path: string, schema: T, fallback: () => z.infer<T>): Promise<z.infer<T>>;
  /** GET a bare JSON file (static config such as /js/tool/*.json, no envelope); never reports. */
  getJson<T extends z.ZodType>(path: string, schema: T): Promise<RequestOutcome<z.infer<T>>>;
  /** POST a form-encoded body with credentials and the csrf header; the answer is an envelope. */
  post<T extends z.ZodType>(path: string, body: FormBody, schema: T): Promise<RequestOutcome<z.infer<T>>>;
}

const defaultSetTimer: SetTimer = (callback, ms) => {
  const id = setTimeout(callback, ms);
  return () => clearTimeout(id);
};

const browserCookies = () => (typeof document === 'undefined' ? '' : document.cookie);

type Transport = (url: string, init: RequestInit, timeoutMs: number) => Promise<RequestOutcome<unknown>>;

/**
 * The browser's request clients (shell §7 "Request clients"): a GET client with a 20 s timeout
 * whose failures raise the shell §8 message, form-encoded posts with credentials, and a second GET
 * client with a 5 s timeout and the csrf header. Identical in-flight GETs share one request for up
 * to 30 s. Every answer is parsed with its contract; nothing here throws.
 */
export function createBrowserClients(options: BrowserClientOptions): BrowserClients {
  const fetchImpl: BrowserFetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? defaultSetTimer;
  const cookies = options.cookies ?? browserCookies;
  const apiUrl = (path: string) => withDataPrefix(options.dataPrefix, path);
  const csrfCookie = () => readCookie(cookies(), CSRF_COOKIE);

  const send: Transport = (url, init, timeoutMs) => {
    const controller = new AbortController();
    return new Promise((resolve) => {
      // Raced rather than left to the signal alone, so a fetch that ignores aborts still gives up.
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

  const baseHeaders = (): Record<string, string> => ({
    accept: 'application/json',
    [SITE_ID_HEADER]: String(options.siteId),
  });

  // One table per GET client: the two clients send different headers and wait different times.
  const defaultGet = dedupeInFlight(send, now);
  const fastGet = dedupeInFlight(send, now);

  // One message per failed request, however many callers shared it.
  const reported = new WeakSet<object>();
  const report = (shared: object, url: string, failure: RequestFailure) => {
    // A non-zero code is the API answering; callers turn it into their default (shell §7, §8).
    if (failure.reason === 'code' || reported.has(shared)) return;
    reported.add(shared);
    options.onRequestError({ message: REQUEST_ERROR_MESSAGE, url, reason: failure.reason, detail: failure.detail });
  };

  const getOutcome: BrowserClients['getOutcome'] = async (path, schema, callOptions = {}) => {
    const url = apiUrl(path);
    const raw = await defaultGet(
      url,
      { method: 'GET', headers: baseHeaders(), credentials: 'include' },
      REQUEST_TIMEOUT_MS,
    );
    const outcome = raw.ok ? parseEnvelope(raw.data, schema) : raw;
    if (!outcome.ok && !callOptions.silent) report(raw, url, outcome);
    return outcome;
  };

  return {
    getOutcome,
    async get(path, schema, fallback, callOptions) {
      const outcome = await getOutcome(path, schema, callOptions);
      return outcome.ok ? outcome.data : fallback();
    },
    async getFast(path, schema, fallback) {
      const headers = { ...baseHeaders(), [CSRF_HEADER]: csrfHeaderValue(csrfCookie()) };
      const raw = await fastGet(
        apiUrl(path),
        { method: 'GET', headers, credentials: 'include' },
        FAST_REQUEST_TIMEOUT_MS,
      );
      const outcome = raw.ok ? parseEnvelope(raw.data, schema) : raw;
      return outcome.ok ? outcome.data : fallback();
    },
    async getJson(path, schema) {
      const raw = await defaultGet(
        path,
        { method: 'GET', headers: { accept: 'application/json' }, credentials: 'same-origin' },
        REQUEST_TIMEOUT_MS,
      );
      return raw.ok ? parseBare(raw.data, schema) : raw;
    },
    async post(path, body, schema) {
      const headers: Record<string, string> = {
        ...baseHeaders(),
        // shell §7 "form-encoded posts"
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      };
      const token = csrfCookie();
      if (token) headers[CSRF_HEADER] = token;
      // shell §7 "credentials sent"; a POST is never shared: two submissions are two requests.
      const raw = await send(
        apiUrl(path),
        { method: 'POST', headers, body: formEncode(body), credentials: 'include' },
        REQUEST_TIMEOUT_MS,
      );
      return raw.ok ? parseEnvelope(raw.data, schema) : raw;
    },
  };
}

/** `application/x-www-form-urlencoded` text of a body, leaving out null and undefined fields. */
export function formEncode(body: FormBody): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (value !== null && value !== undefined) form.append(name, String(value));
  }
  return form.toString();
}

async function receive(fetchImpl: BrowserFetch, url: string, init: RequestInit): Promise<RequestOutcome<unknown>> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    return { ok: false, reason: init.signal?.aborted ? 'timeout' : 'network', detail: String(error) };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'status', detail: `HTTP ${response.status}` };
  }
  try {
    return { ok: true, data: await response.json() };
  } catch (error) {
    return { ok: false, reason: init.signal?.aborted ? 'timeout' : 'malformed', detail: `not JSON: ${String(error)}` };
  }
}

/**
 * shell §7 "Identical in-flight requests are de-duplicated for 30 s by default": callers of the
 * same method and URL share the first one's answer while it is in flight and younger than 30 s.
 */
function dedupeInFlight(send: Transport, now: () => number): Transport {
  const inFlight = new Map<string, { startedAt: number; answer: Promise<RequestOutcome<unknown>> }>();
  return (url, init, timeoutMs) => {
    const key = requestDedupeKey(init.method ?? 'GET', url);
    const shared = inFlight.get(key);
    if (shared && isWithinDedupeWindow(shared.startedAt, now())) return shared.answer;
    const entry = { startedAt: now(), answer: send(url, init, timeoutMs) };
    inFlight.set(key, entry);
    void entry.answer.then(() => {
      if (inFlight.get(key) === entry) inFlight.delete(key);
    });
    return entry.answer;
  };
}
