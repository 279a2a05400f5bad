import { getSubUserType, getTotalFunds, getUserInfo, getVipTier } from '@meridian/contracts';
import {
  defaultTotalFunds,
  isLoginPresent,
  NICKNAME_COOKIE,
  shouldRequestUserInfo,
  type SiteConfig,
  UID_COOKIE,
} from '@meridian/domain';
import { readCookie } from '../cookies';
import { getEnvelope, SERVER_REQUEST_TIMEOUT_MS, type ApiFetch } from '../http';
import { loggedInSession, loggedOutSession, type Session, vipTrialFrom } from './session';

export interface SessionRequest {
  /** The page request's Cookie header. */
  cookieHeader: string | null;
  /** The page path without its locale prefix. */
  path: string;
  /** The page is the 404 page. */
  isNotFoundPage: boolean;
  site: SiteConfig;
}

const options = { timeoutMs: SERVER_REQUEST_TIMEOUT_MS };

/**
 * shell §4 "Session", on the server, so the header is right on the first paint:
 * - "Login is considered present only when both the uid cookie and the nickname cookie exist":
 *   without both, get_info is not called at all;
 * - "User info is not requested on the 404, signup, auth, login reset/rebind and bind pages";
 * - "Once user info returns data the user is logged in with that data; no data means logged out";
 * - "Total funds is requested only once user info exists"; with it, the VIP trial (main site only,
 *   shell §6) and, for a sub-account, its type;
 * - shell §8 every failure falls back to the defaults silently.
 */
export async function loadSession(api: ApiFetch, request: SessionRequest): Promise<Session> {
  if (!asksForUserInfo(request)) return loggedOutSession();

  const info = await getEnvelope(api, getUserInfo, options);
  if (!info.ok) return loggedOutSession();

  const [funds, vip, sub] = await Promise.all([
    getEnvelope(api, getTotalFunds, options),
    request.site.key === 'main' ? getEnvelope(api, getVipTier, options) : null,
    info.data.is_sub === 1 ? getEnvelope(api, getSubUserType, options) : null,
  ]);
  return loggedInSession({
    userInfo: info.data,
    totalFunds: funds.ok ? funds.data : defaultTotalFunds(),
    vipTrial: vip?.ok ? vipTrialFrom(vip.data.trial) : null,
    subAccount: sub?.ok ? sub.data : null,
  });
}

/**
 * Whether loadSession asks the API who is logged in (shell §4: both login cookies present, and a
 * page that requests user info). The root loader starts the account's own calls alongside it then;
 * they are used only if the session turns out logged in.
 */
export function asksForUserInfo(request: Omit<SessionRequest, 'site'>): boolean {
  const present = isLoginPresent({
    uid: readCookie(request.cookieHeader, UID_COOKIE),
    nickname: readCookie(request.cookieHeader, NICKNAME_COOKIE),
  });
  return present && shouldRequestUserInfo(request.path, request.isNotFoundPage);
}
