/** shell §9 "Request timeouts 20000 ms and 5000 ms": the default GET client. */
export const REQUEST_TIMEOUT_MS = 20_000;
/** shell §9 "Request timeouts 20000 ms and 5000 ms": the second GET client (csrf header). */
export const FAST_REQUEST_TIMEOUT_MS = 5_000;

/** shell §7 "Identical in-flight requests are de-duplicated for 30 s by default." */
export const REQUEST_DEDUPE_WINDOW_MS = 30_000;

/**
 * shell §8 "A GET failure on the 20 s client: user-facing message meaning 'request data error,
 * please try later' (shown in Chinese)". Chinese on every locale by design, so it lives here as a
 * constant and not in the translation catalogs (where it would be translated).
 */
export const REQUEST_ERROR_MESSAGE = '请求数据错误，请稍后再试';

/** shell §7 "sends a csrf token header from its cookie (default '1')". */
export const CSRF_TOKEN_FALLBACK = '1';

/** The csrf header value: the cookie's value, or '1' when the cookie is absent or empty (shell §7). */
export function csrfHeaderValue(cookieValue: string | undefined): string {
  return cookieValue ? cookieValue : CSRF_TOKEN_FALLBACK;
}

/** Two requests are "identical" (shell §7) when method and full URL match. */
export function requestDedupeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

/**
 * shell §7 "de-duplicated for 30 s": a request started at `startedAt` may still be shared at
 * `now`. Past the window a caller starts its own, so one hung request cannot block a path for good.
 */
export function isWithinDedupeWindow(startedAt: number, now: number): boolean {
  return now - startedAt < REQUEST_DEDUPE_WINDOW_MS;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

/**
 * shell §7 "An optional data path prefix exists": `/prefix` + `/path`, joined by exactly one
 * slash. No prefix (undefined, empty, or only slashes) leaves the path alone, and so does an
 * absolute URL (it names its own origin). Query strings are kept as they are.
 */
export function withDataPrefix(prefix: string | undefined, path: string): string {
  if (ABSOLUTE_URL.test(path)) return path;
  const trimmedPrefix = (prefix ?? '').trim().replace(/^\/+|\/+$/g, '');
  const rootedPath = `/${path.replace(/^\/+/, '')}`;
  return trimmedPrefix ? `/${trimmedPrefix}${rootedPath}` : rootedPath;
}

/**
 * shell §5 "The redirect parameter for a sub-data prefix must not start with a slash": every
 * leading slash (and backslash, which browsers read as a slash) goes, so `//evil.example` cannot
 * turn into a protocol-relative address to another origin.
 */
export function dataPrefixRedirectParam(path: string): string {
  return path.replace(/^[/\\]+/, '');
}
