import { csrfTokenValue } from '@meridian/contracts';
import { CSRF_COOKIE, CSRF_HEADER } from '@meridian/domain';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { readSessionToken, setCsrfCookie } from './auth-cookies';
import { fail } from './http';
import { hmac } from './services/secret-box';
import { constantTimeEqual } from './services/secret-tokens';
import { looksLikeSessionToken } from './services/sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The csrf token of a session: an HMAC of its token, so only this server can make it (decision 0018). */
export function sessionCsrfToken(csrfKey: Buffer, sessionToken: string): string {
  return hmac(csrfKey, `csrf:${sessionToken}`);
}

/**
 * The csrf check (decisions 0014, 0018). Every state-changing request (POST, PUT, PATCH, DELETE —
 * sign-up and log-in too, against login CSRF) must send the csrftoken cookie's value in the
 * csrftoken header: another site can make the browser send our cookies, but cannot read them.
 * With a session, the token is bound to it (an HMAC of the session token under a key derived from
 * SECRETS_KEY), so a token planted by a sibling subdomain or left from before log-in does not
 * pass. Visitors keep the plain double submit. GETs hand out the right cookie, except under
 * `publicPaths`, which shared caches may keep (a cached token would be everyone's token).
 */
export function csrfProtection(options: {
  trustProxy: boolean;
  csrfKey: Buffer;
  publicPaths: readonly string[];
  /**
   * POSTs that act for nobody, so a forged one gains nothing: they read no session and change no
   * account (the monitoring collector, whose SDK cannot send the header). Exact paths.
   */
  sessionlessPostPaths?: readonly string[];
}): MiddlewareHandler {
  const sessionless = new Set(options.sessionlessPostPaths ?? []);
  return async (c, next) => {
    const cookie = getCookie(c, CSRF_COOKIE);
    const usable = csrfTokenValue.safeParse(cookie).success ? cookie : undefined;
    const session = readSessionToken(c);
    const bound = looksLikeSessionToken(session) ? sessionCsrfToken(options.csrfKey, session) : undefined;
    if (c.req.method === 'POST' && sessionless.has(c.req.path)) {
      await next();
      return;
    }
    if (!SAFE_METHODS.has(c.req.method)) {
      if (!usable && !bound) {
        return fail(
          c,
          403,
          "CSRF check failed: the csrftoken cookie is missing. Load any page or GET call first, then send the cookie's value in the csrftoken header.",
        );
      }
      const header = c.req.header(CSRF_HEADER);
      if (!header) return fail(c, 403, "CSRF check failed: send the csrftoken cookie's value in the csrftoken header.");
      if (bound !== undefined) {
        if (!constantTimeEqual(header, bound)) {
          return fail(
            c,
            403,
            'CSRF check failed: the csrftoken header does not belong to this session. Reload the page and try again.',
          );
        }
      } else if (!constantTimeEqual(header, usable ?? '')) {
        return fail(
          c,
          403,
          'CSRF check failed: the csrftoken header does not match the csrftoken cookie. Reload the page and try again.',
        );
      }
    } else if (c.req.method === 'GET' && !options.publicPaths.some((p) => c.req.path.startsWith(p))) {
      if (bound !== undefined && cookie !== bound) setCsrfCookie(c, options.trustProxy, bound);
      else if (bound === undefined && !usable) setCsrfCookie(c, options.trustProxy);
    }
    await next();
  };
}
