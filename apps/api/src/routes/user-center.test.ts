import {
  getKycStatus,
  getSubUserType,
  getTotalFunds,
  getUserInfo,
  getUserProfile,
  getUserTier,
  getVipTier,
} from '@meridian/contracts';
import { defaultUserInfo, KYC_LEVELS, SITE_IDS } from '@meridian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { DEMO_ACCOUNTS } from '../db/demo-accounts';
import { openSeededApi } from '../test-support/seeded-api';
import { logInAs, TestBrowser, testClock } from '../test-support/test-browser';

let database: DatabaseHandle;
let app: ApiApp;
const SEEDED_AT = Date.UTC(2025, 2, 1, 8, 0, 0);
const clock = testClock(SEEDED_AT);

beforeAll(async () => {
  ({ database, app } = await openSeededApi(clock));
});
afterAll(async () => {
  await database.close();
});

const demo = (email: string) => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found;
};

/** A browser logged in as a demo account (through the two-factor step when it has one). */
function loggedInAs(account: string, options: { siteId?: number } = {}) {
  const headers: Record<string, string> = options.siteId === undefined ? {} : { 'x-site-id': String(options.siteId) };
  return logInAs(new TestBrowser(app, { headers }), account, clock.now);
}

const LOGGED_IN_CALLS = [
  getUserInfo.path,
  getUserTier.path,
  getSubUserType.path,
  getKycStatus.path,
  getUserProfile.path,
  getVipTier.path,
  getTotalFunds.path,
];

describe('logged out', () => {
  it.each(LOGGED_IN_CALLS)('%s answers a non-zero code: 401 "Not logged in"', async (path) => {
    const res = await new TestBrowser(app).call(path);
    expect(res).toMatchObject({ status: 401, code: 401, message: 'Not logged in', data: null });
  });

  it('a made-up session cookie is no session', async () => {
    const browser = new TestBrowser(app);
    browser.cookies.set('meridian_session', 'A'.repeat(43));
    browser.cookies.set('uid', '10000001');
    browser.cookies.set('nickname', 'kyc-none');
    expect((await browser.call(getUserInfo.path)).code).toBe(401);
    // The shell's "login present" cookies (shell §4) go with it.
    expect(browser.cookies.has('uid')).toBe(false);
    expect(browser.cookies.has('nickname')).toBe(false);
  });
});

describe('GET usercenter/get_info', () => {
  it('answers the full shell §3 user-info shape for the logged-in user', async () => {
    const browser = await loggedInAs('kyc-2@meridian.example');
    const res = await browser.call(getUserInfo.path);
    expect(res).toMatchObject({ status: 200, code: 0, message: 'success' });
    const defaults = defaultUserInfo();
    expect(Object.keys(res.data ?? {}).sort()).toEqual(Object.keys(defaults).sort());
    expect(res.data).toEqual({
      ...defaults,
      country: 276,
      verified: KYC_LEVELS.level2,
      nickname_source: 'other',
      user_info: { ...defaults.user_info, nick: 'kyc-2', uid: 10_000_004 },
      kyc_status: 2,
      email: 'kyc-2@meridian.example',
      encrypted_uid: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
    });
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a] as const))(
    '%s: verified, kyc status, profile and sub-user type',
    async (email, account) => {
      const browser = await loggedInAs(email);
      const info = await browser.call(getUserInfo.path);
      expect(info.data).toMatchObject({
        verified: account.kycLevel ?? 0,
        country: account.country ?? 0,
        is_sub: account.masterUid ? 1 : 0,
        tier: account.tier ?? 0,
        login2: account.totp ? 1 : 0,
        user_info: { uid: account.uid, nick: account.nickname },
      });
      expect((await browser.call(getKycStatus.path)).data).toEqual({
        kyc_status: (account.kycLevel ?? 0) > 0 ? 2 : 0,
      });
      expect((await browser.call(getUserProfile.path)).data).toEqual({
        country: account.country ?? 0,
        verified: account.kycLevel ?? 0,
      });
      expect((await browser.call(getSubUserType.path)).data).toEqual({
        type: account.subAccountType ?? 0,
        sub_type: account.subAccountSubType ?? 0,
      });
      expect((await browser.call(getUserTier.path)).data).toEqual({ tier: account.tier ?? 0 });
    },
  );
});

describe('roles', () => {
  it('shell §3 KYC levels: every level has a demo user', () => {
    const levels = new Set(DEMO_ACCOUNTS.map((a) => a.kycLevel ?? 0));
    for (const level of Object.values(KYC_LEVELS)) expect(levels.has(level), String(level)).toBe(true);
  });

  it('the sub-account is managed (type 4), asset management (sub_type 7), under its master', async () => {
    const sub = await loggedInAs('sub-managed@meridian.example');
    expect((await sub.call(getSubUserType.path)).data).toEqual({ type: 4, sub_type: 7 });
    expect((await sub.call(getUserInfo.path)).data).toMatchObject({ is_sub: 1 });
    const master = await loggedInAs('master@meridian.example');
    expect((await master.call(getSubUserType.path)).data).toEqual({ type: 0, sub_type: 0 });
  });

  it('the verified user of country 233 (shell §3), the Hong Kong user by phone, and VIP 5', async () => {
    expect((await (await loggedInAs('country-233@meridian.example')).call(getUserProfile.path)).data).toEqual({
      country: 233,
      verified: 1,
    });
    const hk = await loggedInAs('+852 5550 1234');
    expect((await hk.call(getUserInfo.path)).data).toMatchObject({
      email: 'hk@meridian.example',
      phone: '+85255501234',
      country: 344,
    });
    expect((await (await loggedInAs('vip-5@meridian.example')).call(getUserTier.path)).data).toEqual({ tier: 5 });
  });
});

describe('GET vip-center/get-user-tier', () => {
  it('answers the trial tier and its end (seconds) for a logged-in main-site user', async () => {
    const browser = await loggedInAs(demo('vip-trial@meridian.example').email);
    const res = await browser.call(getVipTier.path);
    expect(res).toMatchObject({ code: 0, data: { trial: { tier: 2, expire_time: SEEDED_AT / 1000 + 30 * 86_400 } } });
  });

  it('answers tier 0 for a user without a trial', async () => {
    const browser = await loggedInAs('kyc-1@meridian.example');
    expect((await browser.call(getVipTier.path)).data).toEqual({ trial: { tier: 0, expire_time: 0 } });
  });

  it('is main site only: a regional site gets a non-zero code, even logged in', async () => {
    for (const siteId of [SITE_IDS.hongKong, SITE_IDS.turkey, SITE_IDS.eu]) {
      const browser = await loggedInAs('vip-trial@meridian.example', { siteId });
      const res = await browser.call(getVipTier.path);
      expect(res).toMatchObject({
        status: 404,
        code: 404,
        message: 'The VIP centre is only on the main site',
        data: null,
      });
    }
    const res = await new TestBrowser(app).call(`http://www.meridian-hk.example${getVipTier.path}`);
    expect(res.code).not.toBe(0);
  });

  it('a trial that has ended is tier 0 (clock moved 30 days on)', async () => {
    clock.set(SEEDED_AT + 30 * 86_400_000 - 1000);
    const browser = await loggedInAs('vip-trial@meridian.example');
    expect((await browser.call(getVipTier.path)).data).toMatchObject({ trial: { tier: 2 } });
    clock.set(SEEDED_AT + 30 * 86_400_000);
    expect((await browser.call(getVipTier.path)).data).toEqual({ trial: { tier: 0, expire_time: 0 } });
    clock.set(SEEDED_AT);
  });
});
