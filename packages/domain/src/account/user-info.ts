/** shell §3 "User info (defaults when the call fails)". */
export interface UserInfo {
  country: number;
  verified: number;
  is_sub: number;
  nickname_source: string;
  user_info: {
    avatar: string;
    birthday: string;
    from_channel: string;
    nft_id: number;
    nick: string;
    nick_en: string;
    sex: number;
    uid: number;
  };
  kyc_status: number;
  tier: number;
  phone: string;
  email: string;
  third_part_login: string[];
  encrypted_uid: string;
  flag: number;
  login2: number;
}

export function defaultUserInfo(): UserInfo {
  return {
    country: 0,
    verified: 0,
    is_sub: 0,
    nickname_source: 'other',
    user_info: { avatar: '', birthday: '', from_channel: '', nft_id: 0, nick: '', nick_en: '', sex: 0, uid: 0 },
    kyc_status: 0,
    tier: 0,
    phone: '',
    email: '',
    third_part_login: [],
    encrypted_uid: '',
    flag: 0,
    login2: 0,
  };
}

/** shell §3 "Country code 233 is a specific country whose verified users do not see the app banner." */
export const APP_BANNER_EXCLUDED_COUNTRY = 233;

/** shell §3 "Total funds: total_btc, total_usd, default '0'." */
export interface TotalFunds {
  total_btc: string;
  total_usd: string;
}

export function defaultTotalFunds(): TotalFunds {
  return { total_btc: '0', total_usd: '0' };
}

/** Cookies the shell checks for a session (shell §4). */
export const UID_COOKIE = 'uid';
export const NICKNAME_COOKIE = 'nickname';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'csrftoken';

/** shell §4 "Login is considered present only when both the uid cookie and the nickname cookie exist." */
export function isLoginPresent(cookies: { uid?: string | undefined; nickname?: string | undefined }): boolean {
  return Boolean(cookies.uid) && Boolean(cookies.nickname);
}

/**
 * shell §4 "User info is not requested on the 404, signup, auth, login reset/rebind and bind pages."
 * `path` is the page path without locale prefix.
 */
export const NO_USER_INFO_PATHS = ['/signup', '/auth', '/login/reset', '/login/rebind', '/bind'] as const;

export function shouldRequestUserInfo(path: string, isNotFoundPage: boolean): boolean {
  if (isNotFoundPage) return false;
  return !NO_USER_INFO_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/** shell §6 / widgets §3 "Sub-account info: type (1 normal, 4 managed), sub_type (6 bugs, 7 asset management)." */
export const SUB_ACCOUNT_TYPES = { normal: 1, managed: 4 } as const;
export const SUB_ACCOUNT_SUB_TYPES = { bugs: 6, assetManagement: 7 } as const;
