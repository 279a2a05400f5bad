// Constants of the wire, no schemas: the browser reads these at first paint (decision 0031).

/** Codes the reference API uses for its own errors (the spec shows none). */
export const API_ERROR_CODES = {
  ok: 0,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  payloadTooLarge: 413,
  rateLimited: 429,
  internal: 500,
  badGateway: 502,
} as const;

/** The path family of most calls (shell §7); the endpoint objects build their paths on it. */
export const WEB_V1_PREFIX = '/api/web/v1';
/** The path family of the funds call (shell §7). */
export const APIW_V2_PREFIX = '/apiw/v2';
/** shell §7 coin icon whitelist and page download links: JSON files the API serves, no envelope. */
export const STATIC_FILE_PREFIX = '/js/tool';

/** shell §7 / issue "Foundation": the path families the API answers on. */
export const API_PATH_PREFIXES = [
  WEB_V1_PREFIX,
  APIW_V2_PREFIX,
  '/apiweb/v1',
  '/json_svr',
  '/dfdid',
  '/api/v4',
  STATIC_FILE_PREFIX,
] as const;

export function isApiPath(pathname: string): boolean {
  return API_PATH_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** shell §6 "Internal server requests carry an internal flag header and the host header." */
export const INTERNAL_REQUEST_HEADER = 'x-meridian-internal';
/** The public host a server-side request is made on behalf of. */
export const FORWARDED_HOST_HEADER = 'x-forwarded-host';
/** Which regional site (shell §3 site id) a call is made for. */
export const SITE_ID_HEADER = 'x-site-id';
