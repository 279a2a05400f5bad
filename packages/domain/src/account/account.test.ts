import { describe, expect, it } from 'vitest';
import { completedKyc2, KYC_LEVELS, kycLevelName, passesKycCheck } from './kyc';
import { defaultTotalFunds, defaultUserInfo, isLoginPresent, shouldRequestUserInfo } from './user-info';

describe('KYC', () => {
  it('shell §3 "KYC levels: 0 none, 5 level 0.5, 2 level 1, 1 level 2, 4 level 3, 3 company"', () => {
    expect(KYC_LEVELS).toEqual({ none: 0, level0_5: 5, level1: 2, level2: 1, level3: 4, company: 3 });
    expect(kycLevelName(1)).toBe('level2');
    expect(kycLevelName(99)).toBe('none');
  });

  it('shell §5 "The KYC-related check treats levels 1, 4 and 3 as passed; any other level fails."', () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter(passesKycCheck)).toEqual([1, 3, 4]);
    expect(passesKycCheck('1')).toBe(false);
  });

  it('shell §4 "The completed-KYC2 flag becomes false only when the verified level is a number that fails the KYC2 check."', () => {
    expect(completedKyc2(2)).toBe(false);
    expect(completedKyc2(0)).toBe(false);
    expect(completedKyc2(1)).toBe(true);
    expect(completedKyc2(undefined)).toBe(true);
    expect(completedKyc2('2')).toBe(true);
  });
});

describe('session rules', () => {
  it('shell §4 "Login is considered present only when both the uid cookie and the nickname cookie exist."', () => {
    expect(isLoginPresent({ uid: '7', nickname: 'ada' })).toBe(true);
    expect(isLoginPresent({ uid: '7' })).toBe(false);
    expect(isLoginPresent({ nickname: 'ada' })).toBe(false);
    expect(isLoginPresent({ uid: '', nickname: 'ada' })).toBe(false);
  });

  it('shell §4 "User info is not requested on the 404, signup, auth, login reset/rebind and bind pages."', () => {
    for (const path of [
      '/signup',
      '/auth',
      '/auth/callback',
      '/login/reset',
      '/login/rebind',
      '/bind',
      '/bind/phone',
    ]) {
      expect(shouldRequestUserInfo(path, false), path).toBe(false);
    }
    expect(shouldRequestUserInfo('/', true)).toBe(false);
    for (const path of ['/', '/login', '/trade/BTC_USDT', '/signupx'])
      expect(shouldRequestUserInfo(path, false), path).toBe(true);
  });

  it('shell §3 user-info and total-funds defaults', () => {
    expect(defaultUserInfo()).toMatchObject({
      country: 0,
      verified: 0,
      is_sub: 0,
      nickname_source: 'other',
      kyc_status: 0,
      tier: 0,
      third_part_login: [],
      flag: 0,
      login2: 0,
    });
    expect(defaultUserInfo().user_info).toMatchObject({ nft_id: 0, uid: 0 });
    expect(defaultTotalFunds()).toEqual({ total_btc: '0', total_usd: '0' });
  });
});
