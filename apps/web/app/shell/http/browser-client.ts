import { type GetEndpoint, type InputOf, type PostEndpoint, SITE_ID_HEADER } from '@meridian/contracts';
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
import type * as z from 'zod/mini';
import { readCookie } from '../cookies';
import {
  createTransport,
  defaultSetTimer,
  describeFailure,
  readAnswer,
  type RequestFailure,
  type RequestOutcome,
  type SetTimer,
  type Transport,
  type TransportFetch,
  withQuery,
} from './transport';

export type { RequestFailure, RequestOutcome, SetTimer } from './transport';

/** `fetch` as the clients call it (injectable for tests). */
export type BrowserFetch = TransportFetch;

/** What the shell is told when a GET on the 20 s client fails (shell §8). */
export interface RequestErrorReport {
  /** shell §8 "request data error, please try later", in Chinese on every locale. */
  message: string;
  url: string;
  reason: RequestFailure['reason'];
  /** For logs only (describeFailure). */
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
  /** Query parameters added to the endpoint's path. */
  query?: Readonly<Record<string, string>>;
}

export interface BrowserClients {
  /** GET `endpoint` on the 20 s client; a failure is reported unless silent. */
  getOutcome<A extends z.core.$ZodType>(
    endpoint: GetEndpoint<A>,
    options?: GetCallOptions,
  ): Promise<RequestOutcome<z.infer<A>>>;
  /** `getOutcome`, with the spec default on any failure. */
  get<A extends z.core.$ZodType>(
    endpoint: GetEndpoint<A>,
    fallback: () => z.infer<A>,
    options?: GetCallOptions,
  ): Promise<z.infer<A>>;
  /** The second GET client: 5 s, csrf header from its cookie ('1' when absent); never reports. */
  getFast<A extends z.core.$ZodType>(endpoint: GetEndpoint<A>, fallback: () => z.infer<A>): Promise<z.infer<A>>;
  /** GET bare JSON (a static file, a Gate-v4 market call: no envelope) on the 20 s client; never reports. */
  getJson<A extends z.core.$ZodType>(
    endpoint: GetEndpoint<A>,
    options?: Pick<GetCallOptions, 'query'>,
  ): Promise<RequestOutcome<z.infer<A>>>;
  /** POST a form-encoded body with credentials and the csrf header. */
  post<B extends z.core.$ZodType | undefined, A extends z.core.$ZodType>(
    endpoint: PostEndpoint<B, A>,
    body: InputOf<B> & FormBody,
  ): Promise<RequestOutcome<z.infer<A>>>;
  /**
   * POST a JSON body (a batch that a form cannot carry: analytics, decision 0051) with credentials
   * and the csrf header. `keepalive` lets the request outlive the page (sent on pagehide).
   */
  postJson<B extends z.core.$ZodType | undefined, A extends z.core.$ZodType>(
    endpoint: PostEndpoint<B, A>,
    body: InputOf<B>,
    options?: { keepalive?: boolean },
  ): Promise<RequestOutcome<z.infer<A>>>;
}

const browserCookies = () => (typeof document === 'undefined' ? '' : document.cookie);

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

  const send = createTransport(fetchImpl, setTimer);

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
    options.onRequestError({
      message: REQUEST_ERROR_MESSAGE,
      url,
      reason: failure.reason,
      detail: describeFailure(failure),
    });
  };

  const getOutcome: BrowserClients['getOutcome'] = async (endpoint, callOptions = {}) => {
    const url = apiUrl(withQuery(endpoint.path, callOptions.query));
    const raw = await defaultGet(
      url,
      { method: 'GET', headers: baseHeaders(), credentials: 'include' },
      REQUEST_TIMEOUT_MS,
    );
    const outcome = raw.ok ? await readAnswer(endpoint, raw.data) : raw;
    if (!outcome.ok && !callOptions.silent) report(raw, url, outcome);
    return outcome;
  };

  return {
    getOutcome,
    async get(endpoint, fallback, callOptions) {
      const outcome = await getOutcome(endpoint, callOptions);
      return outcome.ok ? outcome.data : fallback();
    },
    async getFast(endpoint, fallback) {
      const headers = { ...baseHeaders(), [CSRF_HEADER]: csrfHeaderValue(csrfCookie()) };
      const raw = await fastGet(
        apiUrl(endpoint.path),
        { method: 'GET', headers, credentials: 'include' },
        FAST_REQUEST_TIMEOUT_MS,
      );
      const outcome = raw.ok ? await readAnswer(endpoint, raw.data) : raw;
      return outcome.ok ? outcome.data : fallback();
    },
    async getJson(endpoint, options) {
      const raw = await defaultGet(
        withQuery(endpoint.path, options?.query),
        { method: 'GET', headers: { accept: 'application/json' }, credentials: 'same-origin' },
        REQUEST_TIMEOUT_MS,
      );
      return raw.ok ? await readAnswer(endpoint, raw.data) : raw;
    },
    // shell §7 "form-encoded posts"
    post: (endpoint, body) =>
      postBody(endpoint, 'application/x-www-form-urlencoded;charset=UTF-8', formEncode(body), false),
    postJson: (endpoint, body, postOptions) =>
      postBody(endpoint, 'application/json', JSON.stringify(body), postOptions?.keepalive === true),
  };

  async function postBody<A extends z.core.$ZodType>(
    endpoint: PostEndpoint<z.core.$ZodType | undefined, A>,
    contentType: string,
    body: string,
    keepalive: boolean,
  ): Promise<RequestOutcome<z.infer<A>>> {
    const headers: Record<string, string> = { ...baseHeaders(), 'content-type': contentType };
    const token = csrfCookie();
    if (token) headers[CSRF_HEADER] = token;
    const init: RequestInit = { method: 'POST', headers, body, credentials: 'include' };
    if (keepalive) init.keepalive = true;
    // shell §7 "credentials sent"; a POST is never shared: two submissions are two requests.
    const raw = await send(apiUrl(endpoint.path), init, REQUEST_TIMEOUT_MS);
    return raw.ok ? await readAnswer(endpoint, raw.data) : raw;
  }
}

/** `application/x-www-form-urlencoded` text of a body, leaving out null and undefined fields. */
export function formEncode(body: FormBody): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (value !== null && value !== undefined) form.append(name, String(value));
  }
  return form.toString();
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
