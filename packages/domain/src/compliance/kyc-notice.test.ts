import { describe, expect, it } from 'vitest';
import { KYC_LEVELS } from '../account/kyc';
import { defaultKycNoticeInput, RISK_USER_GUIDE_COOKIE_KEY, showKycUpgradeNotice } from './kyc-notice';

describe('KYC notice input (widgets §3)', () => {
  it('the upgrade notice is for levels below 2: shell §5 "treats levels 1, 4 and 3 as passed"', () => {
    expect(showKycUpgradeNotice(KYC_LEVELS.none)).toBe(true);
    expect(showKycUpgradeNotice(KYC_LEVELS.level0_5)).toBe(true);
    expect(showKycUpgradeNotice(KYC_LEVELS.level1)).toBe(true);
    expect(showKycUpgradeNotice(KYC_LEVELS.level2)).toBe(false);
    expect(showKycUpgradeNotice(KYC_LEVELS.level3)).toBe(false);
    expect(showKycUpgradeNotice(KYC_LEVELS.company)).toBe(false);
  });

  it('"risk_user_guide_cookie_key (default RISK_IP_USER)"; the defaults show nothing', () => {
    expect(RISK_USER_GUIDE_COOKIE_KEY).toBe('RISK_IP_USER');
    const d = defaultKycNoticeInput();
    expect(d.is_risk_user || d.show_kyc_upgrade_notice).toBe(false);
    expect(d.risk_user_guide_cookie_key).toBe('RISK_IP_USER');
  });
});
