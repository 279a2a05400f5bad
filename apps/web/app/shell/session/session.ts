import {
  completedKyc2,
  defaultTotalFunds,
  defaultUserInfo,
  SUB_ACCOUNT_TYPES,
  type TotalFunds,
  type UserInfo,
} from '@meridian/domain';

/** shell §3 "VIP tier trial: trial with tier and expire_time". */
export interface VipTrial {
  tier: number;
  /** Seconds since the epoch. */
  expire_time: number;
}

/** widgets §3 "Sub-account info: type (1 normal, 4 managed), sub_type (6 bugs, 7 asset management)". */
export interface SubAccountInfo {
  type: number;
  sub_type: number;
}

/**
 * shell §4 "Session": "Initially logged out and loading. Once user info returns data the user is
 * logged in with that data; no data means logged out."
 */
export type SessionStatus = 'loading' | 'logged-in' | 'logged-out';

export interface Session {
  status: SessionStatus;
  /** shell §3 user info; the defaults unless logged in. */
  userInfo: UserInfo;
  /** shell §3 total funds; requested only once user info exists, '0' otherwise. */
  totalFunds: TotalFunds;
  /** shell §6 "A trial VIP tier is detected for logged-in main-site users (tier greater than 0)". */
  vipTrial: VipTrial | null;
  /** shell §6 "Sub-accounts are flagged ...; a call fetches the sub-user type". Null unless is_sub. */
  subAccount: SubAccountInfo | null;
  /** shell §4 the completed-KYC2 flag (see `completedKyc2`). */
  completedKyc2: boolean;
}

/**
 * shell §4 "Initially logged out and loading". The verified level is not known yet, so the
 * completed-KYC2 flag stays true (it turns false only on a number that fails the check).
 */
export function initialSession(): Session {
  return {
    status: 'loading',
    userInfo: defaultUserInfo(),
    totalFunds: defaultTotalFunds(),
    vipTrial: null,
    subAccount: null,
    completedKyc2: completedKyc2(undefined),
  };
}

/**
 * Logged out: no cookies, a page that does not ask, or a failed call (shell §8 "Failed user-info
 * ... calls fall back to defaults silently"). No user info came back, so no verified level either.
 */
export function loggedOutSession(): Session {
  return { ...initialSession(), status: 'logged-out' };
}

export interface LoggedInParts {
  userInfo: UserInfo;
  totalFunds: TotalFunds;
  vipTrial: VipTrial | null;
  subAccount: SubAccountInfo | null;
}

export function loggedInSession(parts: LoggedInParts): Session {
  return { status: 'logged-in', ...parts, completedKyc2: completedKyc2(parts.userInfo.verified) };
}

/** shell §6 a trial counts only with a tier greater than 0. */
export function vipTrialFrom(trial: VipTrial): VipTrial | null {
  return trial.tier > 0 ? trial : null;
}

/** Which sub-account marker the header shows, if any. */
export function subAccountKind(session: Session): 'managed' | 'normal' | null {
  if (session.status !== 'logged-in' || session.userInfo.is_sub !== 1) return null;
  return session.subAccount?.type === SUB_ACCOUNT_TYPES.managed ? 'managed' : 'normal';
}

/**
 * Whether the account has two-factor authentication on: shell §3 user info `login2` (the account
 * asks for a second factor at log-in), which the reference API sets to 1 while a TOTP secret is on.
 */
export function twoFactorOn(session: Session): boolean {
  return session.status === 'logged-in' && session.userInfo.login2 === 1;
}
