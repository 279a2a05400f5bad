import { describe, expect, it } from 'vitest';
import { KYC_LEVELS } from '../account/kyc';
import { defaultKycFooterTipValues } from './kyc-footer-tip';
import { defaultKycNoticeInput, type KycNoticeInput } from './kyc-notice';
import { chooseKycNotice, KYC_HELP_ARTICLES, KYC_UPGRADE_COOKIE, kycHelpArticle, showKycTipBar } from './kyc-prompts';

const risk = (over: Partial<KycNoticeInput> = {}): KycNoticeInput => ({
  ...defaultKycNoticeInput(),
  is_risk_user: true,
  risk_user_guide_frequency: 24,
  risk_user_guide_msg: 'Your account shows signs of risk.',
  ...over,
});
const none = () => false;
const cookies =
  (...names: string[]) =>
  (name: string) =>
    names.includes(name);

describe('chooseKycNotice (widgets §4 KYC notice modal)', () => {
  it('"A risk user sees it if the frequency is non-zero and the cookie is absent; it then sets the cookie with expiry equal to the frequency in hours"', () => {
    expect(chooseKycNotice(risk(), none)).toEqual({
      kind: 'risk',
      closable: false,
      message: 'Your account shows signs of risk.',
      url: '/myaccount/kyc_home',
      cookie: { name: 'RISK_IP_USER', value: '1', maxAgeS: 24 * 3600 },
    });
    expect(chooseKycNotice(risk({ risk_user_guide_frequency: 3 }), none)).toMatchObject({
      cookie: { maxAgeS: 3 * 3600 },
    });
    expect(chooseKycNotice(risk(), cookies('RISK_IP_USER'))).toBeNull();
  });

  it('widgets §3 "risk_user_guide_cookie_key (default RISK_IP_USER)": another key is the one read and set', () => {
    const input = risk({ risk_user_guide_cookie_key: 'RISK_TR' });
    expect(chooseKycNotice(input, cookies('RISK_IP_USER'))).toMatchObject({ cookie: { name: 'RISK_TR' } });
    expect(chooseKycNotice(input, cookies('RISK_TR'))).toBeNull();
    expect(chooseKycNotice(risk({ risk_user_guide_cookie_key: '' }), none)).toMatchObject({
      cookie: { name: 'RISK_IP_USER' },
    });
  });

  it('"With frequency 0 it shows every time": no cookie is read or set', () => {
    expect(chooseKycNotice(risk({ risk_user_guide_frequency: 0 }), cookies('RISK_IP_USER'))).toMatchObject({
      kind: 'risk',
      cookie: null,
    });
  });

  it('"It has a close button only if risk_user_guide_be_closed is 1"', () => {
    expect(chooseKycNotice(risk({ risk_user_guide_be_closed: 1 }), none)).toMatchObject({ closable: true });
    expect(chooseKycNotice(risk({ risk_user_guide_be_closed: 0 }), none)).toMatchObject({ closable: false });
    expect(chooseKycNotice(risk({ risk_user_guide_be_closed: 2 }), none)).toMatchObject({ closable: false });
  });

  it('"A KYC-upgrade notice shows once per 12 hours, gated by a cookie" (widgets §9 "12 hours")', () => {
    const input = { ...defaultKycNoticeInput(), show_kyc_upgrade_notice: true };
    expect(chooseKycNotice(input, none)).toEqual({
      kind: 'upgrade',
      cookie: { name: KYC_UPGRADE_COOKIE, value: '1', maxAgeS: 12 * 3600 },
    });
    expect(KYC_UPGRADE_COOKIE).toBe('kyc_upgrade_within_shelf_life');
    expect(chooseKycNotice(input, cookies(KYC_UPGRADE_COOKIE))).toBeNull();
    expect(chooseKycNotice(defaultKycNoticeInput(), none)).toBeNull();
  });

  it('"The risk-user notice takes priority": one notice a page load, the upgrade one only when the risk one is not due', () => {
    const both = risk({ show_kyc_upgrade_notice: true });
    expect(chooseKycNotice(both, none)).toMatchObject({ kind: 'risk' });
    expect(chooseKycNotice(both, cookies('RISK_IP_USER'))).toMatchObject({ kind: 'upgrade' });
    expect(chooseKycNotice(both, cookies('RISK_IP_USER', KYC_UPGRADE_COOKIE))).toBeNull();
  });
});

describe('showKycTipBar (widgets §4 KYC tip bar, shell §5 footer tip)', () => {
  const due = { need_kyc: true, days_left: 7, kyc_status: '0' };
  it('shows for an account below KYC level 2 whose footer tip is due', () => {
    expect(showKycTipBar({ site: 'main', verified: KYC_LEVELS.none, footerTip: due })).toBe(true);
    expect(showKycTipBar({ site: 'eu', verified: KYC_LEVELS.level1, footerTip: due })).toBe(true);
  });
  it('"Hidden when KYC level 2 is done, on testnet, or for the US site at level 1"', () => {
    for (const verified of [KYC_LEVELS.level2, KYC_LEVELS.level3, KYC_LEVELS.company])
      expect(showKycTipBar({ site: 'main', verified, footerTip: due })).toBe(false);
    expect(showKycTipBar({ site: 'testnet', verified: KYC_LEVELS.none, footerTip: due })).toBe(false);
    expect(showKycTipBar({ site: 'us', verified: KYC_LEVELS.level1, footerTip: due })).toBe(false);
    expect(showKycTipBar({ site: 'us', verified: KYC_LEVELS.none, footerTip: due })).toBe(true);
  });
  it('shell §5 "shows when the first value is truthy, the second is 10 or less, and the third is not \'3\'"', () => {
    const at = (footerTip: typeof due) => showKycTipBar({ site: 'main', verified: 0, footerTip });
    expect(at({ ...due, days_left: 10 })).toBe(true);
    expect(at({ ...due, days_left: 11 })).toBe(false);
    expect(at({ ...due, kyc_status: '3' })).toBe(false);
    expect(at({ ...due, need_kyc: false })).toBe(false);
    expect(at(defaultKycFooterTipValues())).toBe(false);
  });
});

describe('kycHelpArticle (widgets §2 "main site and US site have different articles")', () => {
  it('the US site has its own article; every other site the main one', () => {
    expect(kycHelpArticle('us')).toBe(KYC_HELP_ARTICLES.us);
    expect(kycHelpArticle('main')).toBe(KYC_HELP_ARTICLES.main);
    expect(kycHelpArticle('turkey')).toBe(KYC_HELP_ARTICLES.main);
    expect(KYC_HELP_ARTICLES.us).not.toBe(KYC_HELP_ARTICLES.main);
  });
});
