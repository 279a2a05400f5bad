import { defaultUserInfo, type UserInfo } from '@meridian/domain';
import type { Account } from './sessions';

/** shell §3 "User info", for the logged-in account. Fields the reference API does not keep stay at their defaults. */
export function userInfoOf(account: Account): UserInfo {
  const d = defaultUserInfo();
  return {
    ...d,
    country: account.country,
    verified: account.kycLevel,
    is_sub: account.masterUid === null ? 0 : 1,
    nickname_source: account.nicknameSource,
    user_info: { ...d.user_info, nick: account.nickname, uid: account.uid, from_channel: account.fromChannel },
    kyc_status: account.kycStatus,
    tier: account.tier,
    phone: account.phone ?? '',
    email: account.email ?? '',
    encrypted_uid: account.encryptedUid,
    // login2: the account asks for a second factor at log-in.
    login2: account.totpSecret ? 1 : 0,
  };
}

export function userTierOf(account: Account): { tier: number } {
  return { tier: account.tier };
}

/** widgets §3 sub-account info; 0 and 0 for an account that is not a sub-account. */
export function subUserTypeOf(account: Account): { type: number; sub_type: number } {
  return { type: account.subAccountType, sub_type: account.subAccountSubType };
}

export function kycStatusOf(account: Account): { kyc_status: number } {
  return { kyc_status: account.kycStatus };
}

/** The user-profile call (country, verified). */
export function userProfileOf(account: Account): { country: number; verified: number } {
  return { country: account.country, verified: account.kycLevel };
}

/**
 * shell §3 "VIP tier trial: trial with tier and expire_time" (seconds since the epoch). A trial that
 * has run out is no trial: tier 0, so the shell's "tier greater than 0" test (shell §6) fails.
 */
export function vipTrialOf(account: Account, now: Date): { trial: { tier: number; expire_time: number } } {
  const expires = account.vipTrialExpiresAt;
  if (account.vipTrialTier <= 0 || !expires || expires.getTime() <= now.getTime()) {
    return { trial: { tier: 0, expire_time: 0 } };
  }
  return { trial: { tier: account.vipTrialTier, expire_time: Math.floor(expires.getTime() / 1000) } };
}
