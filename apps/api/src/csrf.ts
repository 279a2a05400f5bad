import { csrfTokenValue } from '@meridian/contracts';
import { CSRF_COOKIE, CSRF_HEADER } from '@meridian/domain';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { setCsrfCookie } from './auth-cookies';
import { fail } from './http';
import { constantTimeEqual } from './services/secret-tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit csrf check (decision 0014). Every state-changing request (POST, PUT, PATCH,
 * DELETE — sign-up and log-in too, against login CSRF) must echo the csrftoken cookie in the
 * csrftoken header: another site can make the browser send our cookies, but cannot read them to
 * copy one into a header. Any GET without a usable cookie is answered with one, except under
 * `publicPaths`, which shared caches may keep (a cached token would be everyone's token).
 */
export function csrfProtection(options: { trustProxy: boolean; publicPaths: readonly string[] }): MiddlewareHandler {
  return async (c, next) => {
    const cookie = getCookie(c, CSRF_COOKIE);
    const usable = csrfTokenValue.safeParse(cookie).success ? cookie : undefined;
    if (!SAFE_METHODS.has(c.req.method)) {
      if (!usable) {
        return fail(c, 403, 'CSRF check failed: the csrftoken cookie is missing. Load any page or GET call first, then send the cookie\'s value in the csrftoken header.');
      }
      const header = c.req.header(CSRF_HEADER);
      if (!header) return fail(c, 403, 'CSRF check failed: send the csrftoken cookie\'s value in the csrftoken header.');
      if (!constantTimeEqual(header, usable)) {
        return fail(c, 403, 'CSRF check failed: the csrftoken header does not match the csrftoken cookie. Reload the page and try again.');
      }
    } else if (c.req.method === 'GET' && !usable && !options.publicPaths.some((p) => c.req.path.startsWith(p))) {
      setCsrfCookie(c, options.trustProxy);
    }
    await next();
  };
}
