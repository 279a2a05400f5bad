import { describe, expect, it } from 'vitest';
import {
  defaultKycFooterTipValues,
  FOOTER_KYC_STATUS,
  footerKycStatus,
  kycDaysLeft,
  kycDeadline,
  kycFooterTipValues,
  showKycFooterTip,
} from './kyc-footer-tip';

const DAY = 86_400_000;
const NOW = new Date(Date.UTC(2025, 5, 1, 12));

describe('showKycFooterTip (shell §5 "shows when the first value is truthy, the second is 10 or less, and the third is not \'3\'")', () => {
  it('shows for a truthy first value, 10 or fewer days and a status other than 3', () => {
    expect(showKycFooterTip({ need_kyc: true, days_left: 10, kyc_status: '0' })).toBe(true);
    expect(showKycFooterTip({ need_kyc: true, days_left: 0, kyc_status: '2' })).toBe(true);
    expect(showKycFooterTip({ need_kyc: 1, days_left: 3, kyc_status: '1' })).toBe(true);
  });

  it('"the second is 10 or less": 11 days is too early', () => {
    expect(showKycFooterTip({ need_kyc: true, days_left: 11, kyc_status: '0' })).toBe(false);
  });

  it('"the third is not \'3\'": hidden while a verification is under review', () => {
    expect(showKycFooterTip({ need_kyc: true, days_left: 1, kyc_status: '3' })).toBe(false);
  });

  it('"the first value is truthy": hidden when no KYC is needed, and for the visitor defaults', () => {
    expect(showKycFooterTip({ need_kyc: false, days_left: 1, kyc_status: '0' })).toBe(false);
    expect(showKycFooterTip(defaultKycFooterTipValues())).toBe(false);
  });

  it('a days value that is not a number never shows', () => {
    expect(showKycFooterTip({ need_kyc: true, days_left: '3', kyc_status: '0' })).toBe(false);
    expect(showKycFooterTip({ need_kyc: true, days_left: undefined, kyc_status: '0' })).toBe(false);
  });
});

describe('the three values (decision 0049)', () => {
  it('need_kyc: shell §5 "The KYC-related check treats levels 1, 4 and 3 as passed; any other level fails"', () => {
    const of = (kycLevel: number) =>
      kycFooterTipValues({ kycLevel, kycStatus: 0, createdAt: NOW, kycDeadlineAt: null }, NOW).need_kyc;
    expect([0, 5, 2, 1, 4, 3].map(of)).toEqual([true, true, true, false, false, false]);
  });

  it('days_left: until the deadline (30 days after opening unless set), a part day counting whole, never below 0', () => {
    expect(kycDeadline({ createdAt: NOW, kycDeadlineAt: null })).toEqual(new Date(NOW.getTime() + 30 * DAY));
    const set = new Date(NOW.getTime() + 5 * DAY);
    expect(kycDeadline({ createdAt: NOW, kycDeadlineAt: set })).toEqual(set);
    expect(kycDaysLeft(new Date(NOW.getTime() + 10 * DAY), NOW)).toBe(10);
    expect(kycDaysLeft(new Date(NOW.getTime() + 10 * DAY + 1), NOW)).toBe(11);
    expect(kycDaysLeft(new Date(NOW.getTime() + 1), NOW)).toBe(1);
    expect(kycDaysLeft(NOW, NOW)).toBe(0);
    expect(kycDaysLeft(new Date(NOW.getTime() - 40 * DAY), NOW)).toBe(0);
  });

  it("kyc_status: the footer's codes, '3' under review (users.kyc_status 1)", () => {
    expect([0, 1, 2, 3, 9].map(footerKycStatus)).toEqual([
      FOOTER_KYC_STATUS.none,
      FOOTER_KYC_STATUS.underReview,
      FOOTER_KYC_STATUS.approved,
      FOOTER_KYC_STATUS.rejected,
      FOOTER_KYC_STATUS.none,
    ]);
    expect(FOOTER_KYC_STATUS.underReview).toBe('3');
  });

  it('a new account without KYC sees the tip from 10 days before its deadline', () => {
    const opened = new Date(NOW.getTime() - 19 * DAY);
    const account = { kycLevel: 0, kycStatus: 0, createdAt: opened, kycDeadlineAt: null };
    expect(showKycFooterTip(kycFooterTipValues(account, NOW))).toBe(false);
    expect(showKycFooterTip(kycFooterTipValues(account, new Date(NOW.getTime() + DAY)))).toBe(true);
  });
});
