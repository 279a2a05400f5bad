import { CSRF_COOKIE, NICKNAME_COOKIE, UID_COOKIE } from '@meridian/domain';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AUTH_POLICY } from './services/auth-policy';
import { newSecretToken } from './services/secret-tokens';

/** The session token: HttpOnly, so page script (and anything injected into it) never sees it. */
export const SESSION_COOKIE = 'meridian_session';

const SESSION_MAX_AGE_S = Math.floor(AUTH_POLICY.sessionLifetimeMs / 1000);

/** The request reached us over TLS: directly, or through our own proxy that says so. */
export function cameOverHttps(request: Request, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return trustProxy && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

function base(c: Context, trustProxy: boolean) {
  return { path: '/', sameSite: 'Lax', secure: cameOverHttps(c.req.raw, trustProxy) } as const;
}

export function readSessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/**
 * After log-in or sign-up: the HttpOnly session cookie, the readable uid and nickname the shell
 * checks for a login (shell §4), and a fresh csrf token (a token known before log-in is not
 * carried into the session).
 */
export function setSessionCookies(
  c: Context,
  trustProxy: boolean,
  session: { token: string; uid: number; nickname: string; csrfToken: string },
): void {
  const options = { ...base(c, trustProxy), maxAge: SESSION_MAX_AGE_S };
  setCookie(c, SESSION_COOKIE, session.token, { ...options, httpOnly: true });
  setCookie(c, UID_COOKIE, String(session.uid), options);
  setCookie(c, NICKNAME_COOKIE, session.nickname, options);
  setCsrfCookie(c, trustProxy, session.csrfToken);
}

/** After log-out, or when the session the browser holds is no longer valid. */
export function clearSessionCookies(c: Context, trustProxy: boolean): void {
  const options = base(c, trustProxy);
  deleteCookie(c, SESSION_COOKIE, { ...options, httpOnly: true });
  deleteCookie(c, UID_COOKIE, options);
  deleteCookie(c, NICKNAME_COOKIE, options);
}

/**
 * The csrftoken cookie: readable by the page's script, which echoes it in the csrftoken header.
 * `token`: the session's bound token (csrf.ts); a fresh random one for visitors.
 */
export function setCsrfCookie(c: Context, trustProxy: boolean, token = newSecretToken()): string {
  setCookie(c, CSRF_COOKIE, token, { ...base(c, trustProxy), maxAge: SESSION_MAX_AGE_S });
  return token;
}
