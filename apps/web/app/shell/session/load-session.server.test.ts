import { getSubUserType, getTotalFunds, getUserInfo, getVipTier } from '@meridian/contracts';
import { defaultTotalFunds, defaultUserInfo, MAIN_SITE, siteByKey } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../http';
import { loadSession, type SessionRequest } from './load-session.server';
import { initialSession } from './session';

const LOGIN_COOKIES = 'uid=20000001; nickname=ada; csrftoken=x';
const request = (overrides: Partial<SessionRequest> = {}): SessionRequest => ({
  cookieHeader: LOGIN_COOKIES,
  path: '/',
  isNotFoundPage: false,
  site: MAIN_SITE,
  ...overrides,
});

const ok = (data: unknown) => Response.json({ code: 0, message: 'success', data });
const USER = {
  ...defaultUserInfo(),
  verified: 1,
  tier: 3,
  user_info: { ...defaultUserInfo().user_info, nick: 'ada', uid: 20000001 },
};

/** An API that answers each path from `answers` (a Response, or a failure), and records what was asked. */
function fakeApi(answers: Record<string, () => Response | Promise<Response>>) {
  const asked: string[] = [];
  const api: ApiFetch = async (path) => {
    asked.push(path);
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return answer();
  };
  return { api, asked };
}

const everything = {
  [getUserInfo.path]: () => ok(USER),
  [getTotalFunds.path]: () => ok({ total_btc: '1.5', total_usd: '100875.18' }),
  [getVipTier.path]: () => ok({ trial: { tier: 2, expire_time: 1_900_000_000 } }),
  [getSubUserType.path]: () => ok({ type: 4, sub_type: 7 }),
};

describe('loadSession (shell §4 Session)', () => {
  it('"Initially logged out and loading"; the completed-KYC2 flag stays true until a level is known', () => {
    expect(initialSession()).toMatchObject({ status: 'loading', completedKyc2: true, totalFunds: defaultTotalFunds() });
  });

  it('"Login is considered present only when both the uid cookie and the nickname cookie exist": no call without both', async () => {
    for (const cookieHeader of [null, '', 'uid=1', 'nickname=ada', 'uid=; nickname=ada']) {
      const { api, asked } = fakeApi(everything);
      const session = await loadSession(api, request({ cookieHeader }));
      expect(session.status, String(cookieHeader)).toBe('logged-out');
      expect(asked).toEqual([]);
    }
  });

  it('"User info is not requested on the 404, signup, auth, login reset/rebind and bind pages"', async () => {
    for (const [path, isNotFoundPage] of [
      ['/signup', false],
      ['/auth/callback', false],
      ['/login/reset', false],
      ['/bind', false],
      ['/fee', true],
    ] as const) {
      const { api, asked } = fakeApi(everything);
      expect((await loadSession(api, request({ path, isNotFoundPage }))).status, path).toBe('logged-out');
      expect(asked).toEqual([]);
    }
  });

  it('logged in with the user info, then total funds, the VIP trial (main site) and nothing for a non-sub-account', async () => {
    const { api, asked } = fakeApi(everything);
    const session = await loadSession(api, request());
    expect(asked[0]).toBe(getUserInfo.path);
    expect(asked.slice(1).sort()).toEqual([getTotalFunds.path, getVipTier.path].sort());
    expect(session).toMatchObject({
      status: 'logged-in',
      userInfo: { user_info: { nick: 'ada' }, tier: 3 },
      totalFunds: { total_btc: '1.5', total_usd: '100875.18' },
      vipTrial: { tier: 2, expire_time: 1_900_000_000 },
      subAccount: null,
      completedKyc2: true,
    });
  });

  it('"Total funds is requested only once user info exists": a failed get_info is logged out with the defaults, and nothing else is asked', async () => {
    for (const failure of [
      () => Response.json({ code: 401, message: 'Not logged in', data: null }, { status: 401 }),
      () => ok(null),
      () => Promise.reject(new Error('ECONNREFUSED')),
    ]) {
      const { api, asked } = fakeApi({ ...everything, [getUserInfo.path]: failure });
      const session = await loadSession(api, request());
      expect(session).toEqual({ ...initialSession(), status: 'logged-out' });
      expect(asked).toEqual([getUserInfo.path]);
    }
  });

  it('shell §8: failed funds, VIP and sub-account calls fall back to their defaults silently', async () => {
    const down = () => Response.json({ code: 503, message: 'no prices', data: null }, { status: 503 });
    const { api } = fakeApi({
      [getUserInfo.path]: () => ok({ ...USER, is_sub: 1 }),
      [getTotalFunds.path]: down,
      [getVipTier.path]: down,
      [getSubUserType.path]: down,
    });
    const session = await loadSession(api, request());
    expect(session).toMatchObject({
      status: 'logged-in',
      totalFunds: defaultTotalFunds(),
      vipTrial: null,
      subAccount: null,
    });
  });

  it('shell §6: the VIP trial only on the main site and only with a tier above 0; the sub-user type only for a sub-account', async () => {
    const regional = fakeApi({ ...everything, [getUserInfo.path]: () => ok({ ...USER, is_sub: 1 }) });
    const session = await loadSession(regional.api, request({ site: siteByKey('uk') }));
    expect(regional.asked).not.toContain(getVipTier.path);
    expect(session.subAccount).toEqual({ type: 4, sub_type: 7 });
    const noTrial = fakeApi({
      ...everything,
      [getVipTier.path]: () => ok({ trial: { tier: 0, expire_time: 0 } }),
    });
    expect((await loadSession(noTrial.api, request())).vipTrial).toBeNull();
  });

  it('shell §4 the completed-KYC2 flag: false for a verified level that fails the KYC2 check', async () => {
    const level1 = fakeApi({ ...everything, [getUserInfo.path]: () => ok({ ...USER, verified: 2 }) });
    expect((await loadSession(level1.api, request())).completedKyc2).toBe(false);
    const company = fakeApi({ ...everything, [getUserInfo.path]: () => ok({ ...USER, verified: 3 }) });
    expect((await loadSession(company.api, request())).completedKyc2).toBe(true);
  });
});
