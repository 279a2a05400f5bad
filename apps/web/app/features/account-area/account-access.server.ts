import { isLoginPresent, loginRedirectPath, NICKNAME_COOKIE, UID_COOKIE } from '@meridian/domain';
import { redirect } from 'react-router';
import { readCookie } from '../../shell/cookies';

/**
 * For the /myaccount loaders (issue 16): the log-in page with this page to come back to, and a
 * redirect there for a visitor (no log-in cookies: shell §4 makes no user calls then), thrown
 * before anything of the page is read or rendered. The layout and each page's loader run side by
 * side, so each asks; a session the API no longer knows answers 401, which the page's loader
 * treats the same way (accountLoginRedirect).
 */
export function requireAccountCookies(request: Request, localePrefix: string): { loginHref: string } {
  const url = new URL(request.url);
  const loginHref = loginRedirectPath(localePrefix, `${url.pathname}${url.search}`);
  const cookies = request.headers.get('cookie');
  const present = isLoginPresent({
    uid: readCookie(cookies, UID_COOKIE),
    nickname: readCookie(cookies, NICKNAME_COOKIE),
  });
  if (!present) throw redirect(loginHref);
  return { loginHref };
}

/** The redirect for an answer that says the session is gone (401), or null for any other outcome. */
export function accountLoginRedirect(
  outcome: { ok: true } | { ok: false; reason: string; status?: number },
  loginHref: string,
): Response | null {
  return !outcome.ok && outcome.reason === 'status' && outcome.status === 401 ? redirect(loginHref) : null;
}
