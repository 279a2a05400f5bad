import { CLIENT_COUNTRY_HEADER, FORWARDED_HOST_HEADER, INTERNAL_REQUEST_HEADER, SITE_ID_HEADER } from '@meridian/contracts';
import { proxy } from 'hono/proxy';

/** Where API calls go: the API app in this process, or another process at API_ORIGIN. */
export type ApiTarget =
  | { kind: 'in-process'; fetch: (request: Request) => Response | Promise<Response> }
  | { kind: 'remote'; origin: string };

const UNAVAILABLE = { code: 502, message: 'The service is unavailable, please try again later', data: null };

/** Forward a browser's API request as it is (method, body, cookies) to the target. */
export async function forwardApiRequest(target: ApiTarget, request: Request): Promise<Response> {
  if (target.kind === 'in-process') return target.fetch(request);
  const url = new URL(request.url);
  const upstream = new URL(url.pathname + url.search, target.origin);
  try {
    return await proxy(upstream, {
      raw: request,
      headers: {
        ...Object.fromEntries(request.headers),
        [FORWARDED_HOST_HEADER]: url.host,
        'x-forwarded-proto': url.protocol.replace(':', ''),
      },
    });
  } catch (error) {
    console.error(`[web] API at ${target.origin} did not answer ${url.pathname}:`, String(error));
    return Response.json(UNAVAILABLE, { status: 502 });
  }
}

export interface PageApiOptions {
  /**
   * The web server sits behind our own proxy (TRUST_PROXY): headers the CDN sets on the page
   * request, such as the visitor's country, are true and are passed on to the API.
   */
  trustProxy: boolean;
}

/**
 * The `api` that loaders use for one page request: a GET to `path` on behalf of that page, with
 * the internal flag, the page's host and site, and the visitor's cookies (so the session follows).
 * Behind a trusted proxy it also carries the visitor's country (widgets §3 site-switch flags);
 * otherwise the page request's country header is anyone's guess and is dropped.
 */
export function apiFetchFor(target: ApiTarget, page: Request, siteId: number, options: PageApiOptions) {
  const pageUrl = new URL(page.url);
  const cookie = page.headers.get('cookie');
  const country = options.trustProxy ? page.headers.get(CLIENT_COUNTRY_HEADER) : null;
  return (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set(INTERNAL_REQUEST_HEADER, '1');
    headers.set(FORWARDED_HOST_HEADER, pageUrl.host);
    headers.set(SITE_ID_HEADER, String(siteId));
    if (cookie) headers.set('cookie', cookie);
    // Set or removed here, never taken from `init`: only the page request can say where the visitor is.
    if (country) headers.set(CLIENT_COUNTRY_HEADER, country);
    else headers.delete(CLIENT_COUNTRY_HEADER);
    if (target.kind === 'in-process') {
      return Promise.resolve(target.fetch(new Request(new URL(path, pageUrl.origin), { ...init, headers })));
    }
    return fetch(new URL(path, target.origin), { ...init, headers });
  };
}
