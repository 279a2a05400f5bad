import { SITE_IDS } from '@meridian/domain';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { businessComplianceAnswer } from './business-compliance';
import {
  businessComplianceCheckFor,
  getBusinessComplianceCheck,
  getBusinessComplianceCheckOther,
} from './compliance-calls-endpoints';
import {
  declarationStatus,
  ipCheckAnswer,
  ipCheckRequest,
  readIpCheckToken,
  userAgreementRequest,
  userAgreementStatus,
} from './compliance-kyc';
import { kycFooterTips, kycNoticeInput } from './kyc-tips';

const MESSAGE = {
  type: '24h_cool_down_end_reminder',
  title: 'Your 24-hour cool-down has ended',
  content: 'Trading is available again.',
  ok_button: 'Go to trading',
  cancel_button: 'Close',
  ok_button_router: '/trade/BTC_USDT',
  text_link: [],
  no_close_button: false,
};

describe('business compliance check (widgets §7 "resMsg.code 0 and datas list")', () => {
  it('"one path for main, Turkey, UK and AU sites, another otherwise"', () => {
    for (const site of [SITE_IDS.main, SITE_IDS.turkey, SITE_IDS.uk, SITE_IDS.australia])
      expect(businessComplianceCheckFor(site)).toBe(getBusinessComplianceCheck);
    for (const site of [SITE_IDS.eu, SITE_IDS.hongKong, SITE_IDS.us, SITE_IDS.japan, SITE_IDS.uae, SITE_IDS.testnet])
      expect(businessComplianceCheckFor(site)).toBe(getBusinessComplianceCheckOther);
    expect(getBusinessComplianceCheck.path).not.toBe(getBusinessComplianceCheckOther.path);
    expect(getBusinessComplianceCheck.envelope).toBe(false);
  });

  it('keeps readable messages, drops unreadable ones, and a list that is no list is [] (widgets §8)', () => {
    const answer = (datas: unknown) =>
      businessComplianceAnswer.parse({ resMsg: { code: 0, message: 'success' }, datas });
    expect(answer([MESSAGE]).datas).toEqual([MESSAGE]);
    expect(answer([{ type: 'x' }, MESSAGE, 7, { ...MESSAGE, content: '' }]).datas).toEqual([MESSAGE]);
    expect(answer({ MESSAGE }).datas).toEqual([]);
    expect(answer([{ ...MESSAGE, ok_button: 3, text_link: 'x', no_close_button: 'yes' }]).datas).toEqual([
      { ...MESSAGE, ok_button: '', text_link: [], no_close_button: false },
    ]);
    expect(z.safeParse(businessComplianceAnswer, { datas: [MESSAGE] }).success).toBe(false);
  });
});

describe('KYC footer tip values and notice input fall back to what shows nothing', () => {
  it('footer tip', () => {
    expect(kycFooterTips.parse({})).toEqual({ need_kyc: false, days_left: 0, kyc_status: '0' });
    expect(kycFooterTips.parse({ need_kyc: true, days_left: -1, kyc_status: 3 })).toEqual({
      need_kyc: true,
      days_left: 0,
      kyc_status: '0',
    });
  });

  it('notice: widgets §3 "risk_user_guide_cookie_key (default RISK_IP_USER)"', () => {
    expect(kycNoticeInput.parse({ is_risk_user: true, risk_user_guide_cookie_key: '' })).toMatchObject({
      is_risk_user: true,
      show_kyc_upgrade_notice: false,
      risk_user_guide_cookie_key: 'RISK_IP_USER',
      risk_user_guide_frequency: 0,
      risk_user_guide_be_closed: 0,
    });
  });
});

describe('declaration and agreement', () => {
  it('widgets §8 "Declaration status call fails → status 1"', () => {
    expect(declarationStatus.parse({})).toEqual({ status: 1 });
    expect(declarationStatus.parse({ status: 3 })).toEqual({ status: 1 });
    expect(declarationStatus.parse({ status: 2 })).toEqual({ status: 2 });
  });

  it('widgets §7 "scene (default user_agreement)"; an unreadable status shows nothing', () => {
    expect(userAgreementRequest.parse({})).toEqual({ scene: 'user_agreement', locale: undefined });
    expect(userAgreementRequest.parse({ scene: 'risk_disclosure', locale: 'DE' })).toEqual({
      scene: 'risk_disclosure',
      locale: 'de',
    });
    expect(z.safeParse(userAgreementRequest, { scene: 'Risk Disclosure' }).success).toBe(false);
    expect(userAgreementStatus.parse({ status: 'x' }).status).toBe(0);
  });
});

describe('IP/VPN check', () => {
  it('widgets §7 "type (1 with ips and stuns; 2 or 3 without)": lists become addresses', () => {
    expect(ipCheckRequest.parse({ type: '1', ips: '192.168.1.2, fe80::1', stuns: '81.2.69.160' })).toEqual({
      type: '1',
      ips: ['192.168.1.2', 'fe80::1'],
      stuns: ['81.2.69.160'],
    });
    expect(ipCheckRequest.parse({ type: '3' })).toEqual({ type: '3' });
    expect(z.safeParse(ipCheckRequest, { type: '2', ips: '192.168.1.2' }).success).toBe(false);
    expect(z.safeParse(ipCheckRequest, { type: '1', stuns: '192.168.1.2' }).success).toBe(false);
  });

  it('widgets §8 "answers unexpectedly → user is allowed through": an unknown result does not parse', () => {
    expect(z.safeParse(ipCheckAnswer, { result: 1, token: 'a.b' }).success).toBe(true);
    expect(z.safeParse(ipCheckAnswer, { result: 5, token: 'a.b' }).success).toBe(false);
    expect(z.safeParse(ipCheckAnswer, { result: 1 }).success).toBe(false);
  });

  it("reads a token's payload (base64url JSON . signature) without verifying it; anything else is undefined", () => {
    const body =
      'eyJ1aWQiOjEwMDAwMDAzLCJpYXQiOjE3NDg4NTEyMDAsImV4cCI6MTc0ODg1NDgwMCwicmVzdWx0Ijp7InZhbHVlIjoxLCJ2YWxpZF9wZXJpb2QiOjM2MDB9LCJsaW1pdCI6eyJ2YWx1ZSI6MSwibGltaXRfdGltZXMiOjEwLCJ2YWxpZF9wZXJpb2QiOjM2MDB9fQ';
    expect(readIpCheckToken(`${body}.signature`)).toEqual({
      uid: 10_000_003,
      iat: 1_748_851_200,
      exp: 1_748_854_800,
      result: { value: 1, valid_period: 3600 },
      limit: { value: 1, limit_times: 10, valid_period: 3600 },
    });
    for (const bad of [body, `${body}.a.b`, 'eyJ1aWQiOiJ4In0.sig', '!!!.sig', '', 'a.sig', `${body}x.sig`])
      expect(readIpCheckToken(bad), bad).toBeUndefined();
  });
});
