import {
  CLIENT_COUNTRY_HEADER,
  FORWARDED_HOST_HEADER,
  INTERNAL_REQUEST_HEADER,
  SITE_ID_HEADER,
} from '@meridian/contracts';

/** What the API app is handed with each request in process (its Hono env): the client's socket address. */
export type ApiRequestEnv = { clientAddress?: string };

/** Where API calls go: the API app in this process, or another process at API_ORIGIN. */
export type ApiTarget =
  | { kind: 'in-process'; fetch: (request: Request, env?: ApiRequestEnv) => Response | Promise<Response> }
  | { kind: 'remote'; origin: string; timeoutMs?: number; maxAnswerBytes?: number };

/**
 * A forwarded call ends before the browser's own clients give up (shell §7: 20 s and 5 s), so the
 * browser gets our clear 504 rather than its own timeout.
 */
export const API_TIMEOUT_MS = 4_500;
/** No API answer is near this; a bigger one is a fault upstream, never buffered into memory. */
export const MAX_API_ANSWER_BYTES = 8 * 1024 * 1024;

const envelope = (code: number, message: string) =>
  Response.json({ code, message, data: null }, { status: code, headers: { 'cache-control': 'no-store' } });
const UNAVAILABLE = () => envelope(502, 'The service is unavailable, please try again later');

/** Who the request came from, as far as this server can know (decision 0016). */
export interface ClientFacts {
  /** Our proxy is in front (TRUST_PROXY): its X-Forwarded-* and country headers are true. */
  trustProxy: boolean;
  /** The socket's address: the client's, or our proxy's. */
  socketAddress?: string | undefined;
}

/**
 * Headers a client could send to pass for someone else: never forwarded as sent. The web tier sets
 * them itself from what it trusts (forwardingHeaders).
 */
const CLIENT_CONTROLLED = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  CLIENT_COUNTRY_HEADER,
  INTERNAL_REQUEST_HEADER,
];

function forwardingHeaders(request: Request, facts: ClientFacts): Record<string, string> {
  const url = new URL(request.url);
  const out: Record<string, string> = {};
  const proxied = (name: string) => (facts.trustProxy ? request.headers.get(name) : null);
  const forwardedFor = proxied('x-forwarded-for') ?? facts.socketAddress;
  if (forwardedFor) out['x-forwarded-for'] = forwardedFor;
  out['x-forwarded-proto'] = proxied('x-forwarded-proto') ?? url.protocol.replace(':', '');
  out[FORWARDED_HOST_HEADER] = proxied(FORWARDED_HOST_HEADER) ?? url.host;
  const country = proxied(CLIENT_COUNTRY_HEADER);
  if (country) out[CLIENT_COUNTRY_HEADER] = country;
  return out;
}

/** The answer's body, passed on as it streams, cut off (and the call failed) past `maxBytes`. */
function capped(response: Response, maxBytes: number, onOverflow: () => void): Response {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    // Cancelling a body whose connection is already gone rejects: nothing is left to do then.
    response.body?.cancel().catch(() => undefined);
    onOverflow();
    return UNAVAILABLE();
  }
  if (!response.body) return response;
  let seen = 0;
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) {
          onOverflow();
          controller.error(new Error(`answer larger than ${maxBytes} bytes`));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  const headers = new Headers(response.headers);
  // fetch has decoded the body: its length and encoding no longer describe what we send.
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** Forward a browser's API request (method, body, cookies) to the target, with only the forwarding facts we trust. */
export async function forwardApiRequest(
  target: ApiTarget,
  request: Request,
  facts: ClientFacts = { trustProxy: false },
): Promise<Response> {
  if (target.kind === 'in-process') return target.fetch(request, { clientAddress: facts.socketAddress });
  const url = new URL(request.url);
  const upstream = new URL(url.pathname + url.search, target.origin);
  const headers = new Headers(request.headers);
  for (const name of [
    ...CLIENT_CONTROLLED,
    'host',
    'connection',
    'keep-alive',
    'transfer-encoding',
    'upgrade',
    'te',
    'trailer',
    'proxy-connection',
  ])
    headers.delete(name);
  for (const [name, value] of Object.entries(forwardingHeaders(request, facts))) headers.set(name, value);
  const timeoutMs = target.timeoutMs ?? API_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    // duplex: Node's fetch streams a request body only when told so (not yet in lib.dom's type).
    const init: RequestInit & { duplex?: 'half' } = {
      method: request.method,
      headers,
      body: hasBody ? request.body : null,
      redirect: 'manual',
      signal,
    };
    if (hasBody) init.duplex = 'half';
    const response = await fetch(upstream, init);
    return capped(response, target.maxAnswerBytes ?? MAX_API_ANSWER_BYTES, () => {
      console.error(
        `[web] API at ${target.origin} answered ${url.pathname} with more than ${target.maxAnswerBytes ?? MAX_API_ANSWER_BYTES} bytes`,
      );
    });
  } catch (error) {
    if (signal.aborted) {
      console.error(`[web] API at ${target.origin} did not answer ${url.pathname} within ${timeoutMs} ms`);
      return envelope(504, 'The service took too long to answer, please try again');
    }
    console.error(`[web] API at ${target.origin} did not answer ${url.pathname}:`, String(error));
    return UNAVAILABLE();
  }
}

export interface PageApiOptions {
  /**
   * The web server sits behind our own proxy (TRUST_PROXY): headers the CDN sets on the page
   * request, such as the visitor's country, are true and are passed on to the API.
   */
  trustProxy: boolean;
  /** The page request's socket address. */
  socketAddress?: string | undefined;
}

/**
 * The `api` that loaders use for one page request: a GET to `path` on behalf of that page, with
 * the internal flag, the page's host and site, and the visitor's cookies (so the session follows).
 * Behind a trusted proxy it also carries the visitor's country (widgets §3 site-switch flags);
 * otherwise the page request's country header is anyone's guess and is dropped. The visitor's
 * address goes in process as the API's env, to a remote API as X-Forwarded-For.
 */
export function apiFetchFor(target: ApiTarget, page: Request, siteId: number, options: PageApiOptions) {
  const pageUrl = new URL(page.url);
  const cookie = page.headers.get('cookie');
  const forwarding = forwardingHeaders(page, { trustProxy: options.trustProxy, socketAddress: options.socketAddress });
  return (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    for (const name of CLIENT_CONTROLLED) headers.delete(name);
    headers.set(INTERNAL_REQUEST_HEADER, '1');
    headers.set(FORWARDED_HOST_HEADER, pageUrl.host);
    headers.set(SITE_ID_HEADER, String(siteId));
    if (cookie) headers.set('cookie', cookie);
    // Set here, never taken from `init`: only the page request can say where the visitor is.
    const country = forwarding[CLIENT_COUNTRY_HEADER];
    if (country) headers.set(CLIENT_COUNTRY_HEADER, country);
    if (target.kind === 'in-process') {
      return Promise.resolve(
        target.fetch(new Request(new URL(path, pageUrl.origin), { ...init, headers }), {
          clientAddress: options.socketAddress,
        }),
      );
    }
    const forwardedFor = forwarding['x-forwarded-for'];
    if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
    headers.set('x-forwarded-proto', forwarding['x-forwarded-proto'] ?? 'http');
    return fetch(new URL(path, target.origin), {
      ...init,
      headers,
      signal: init.signal ?? AbortSignal.timeout(target.timeoutMs ?? API_TIMEOUT_MS),
    });
  };
}
