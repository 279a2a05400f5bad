import { complianceCheckResponse } from '@meridian/contracts';
import { SITE_IDS } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../app';
import { SESSION_COOKIE } from '../auth-cookies';
import type { DatabaseHandle } from '../db/database';
import { complianceCountries, complianceTips, users } from '../db/schema';
import { seedDemoData } from '../db/seed';
import { COMPLIANCE_RULES_TTL_MS } from '../services/compliance';
import { createTestDatabase } from '../test-support/test-database';
import { FAST_HASHING, logInAs, TestBrowser, testClock } from '../test-support/test-browser';

const PATH = '/api/web/v1/compliance/check';

let database: DatabaseHandle;
/** Behind our own proxy: believes the CDN's x-client-country. */
let trusting: ReturnType<typeof createApiApp>;
/** Facing the internet: ignores it. */
let direct: ReturnType<typeof createApiApp>;
// One clock for both apps: the rules memo is per database, and it is timed by the request clock.
const clock = testClock(Date.UTC(2025, 3, 1, 9, 0, 0));

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { now: clock.now, passwordHashing: FAST_HASHING });
  const deps = { db: database.db, bodyLimitBytes: 2048, now: clock.now, passwordHashing: FAST_HASHING };
  trusting = createApiApp({ ...deps, trustProxy: true });
  direct = createApiApp({ ...deps, trustProxy: false });
});
afterAll(async () => {
  await database.close();
});

const NO_SITE_SWITCH_FLAGS = {
  is_us_toast: false,
  is_main: false,
  is_uk_ip: false,
  is_au_ip: false,
  is_jp_toast: false,
  is_ae_toast: false,
  is_eu_toast: false,
};
const NO_COMPLIANCE_FLAGS = {
  is_uk_limit: false,
  brazil_toast: false,
  is_nl_limit: false,
  is_italy_limit: false,
  ltw_toast: false,
  is_uzbekistan_toast: false,
  is_show_compliance_tips: false,
  is_blocked_country: false,
  limit_country: false,
};
const NO_FLAGS = { ...NO_SITE_SWITCH_FLAGS, ...NO_COMPLIANCE_FLAGS };

/** The seed's menu of a prohibited country that is not closed outright (US, CA, KH, TH). */
const PROHIBITED_MENU = [
  'c2c',
  'card',
  'crypto',
  'convert',
  'futures_center',
  'eth2',
  'staking_gt',
  'staking_trx',
  'staking_sol',
  'staking_ton',
  'cryptoloan',
  'c2cloan',
  'otc',
  'airdrop',
  'vip',
  'competition',
];

type App = ReturnType<typeof createApiApp>;

async function check(app: App, headers: Record<string, string> = {}, query = '') {
  const res = await app.request(`http://localhost${PATH}${query}`, { headers });
  expect(res.status).toBe(200);
  return complianceCheckResponse.parse(await res.json());
}

/** The flags that are set, by name. */
async function flagsSet(headers: Record<string, string>) {
  const { data } = await check(trusting, headers);
  return Object.entries(data.limit)
    .filter(([, v]) => v === true)
    .map(([k]) => k);
}

/** The compliance flags that are set for a visitor from `country` (trusted header) on `siteId`. */
async function complianceFlagsSet(country: string, siteId: number = SITE_IDS.main) {
  const { data } = await check(trusting, { 'x-client-country': country, 'x-site-id': String(siteId) });
  return Object.keys(NO_COMPLIANCE_FLAGS).filter((k) => data.limit[k] === true);
}

describe('GET /api/web/v1/compliance/check', () => {
  it('answers {code: 0, message, data} with the shell §3 defaults and every flag off when no country is known', async () => {
    const res = await direct.request(PATH);
    expect(res.status).toBe(200);
    // The wire shape, strictly (not through the contract's fallbacks).
    expect(await res.json()).toEqual({
      code: 0,
      message: 'success',
      data: { business: [], limit: NO_FLAGS, toast: {}, menu: [], tips: {} },
    });
  });

  it('widgets §3: a US visitor on the main site gets is_us_toast; on the US site, nothing', async () => {
    expect(await flagsSet({ 'x-client-country': 'US' })).toContain('is_us_toast');
    expect(await flagsSet({ 'x-client-country': 'US', 'x-site-id': String(SITE_IDS.us) })).toEqual([]);
  });

  it('GB, AU, JP and AE visitors elsewhere are offered their own site', async () => {
    expect(await flagsSet({ 'x-client-country': 'GB' })).toContain('is_uk_ip');
    expect(await flagsSet({ 'x-client-country': 'AU', 'x-site-id': String(SITE_IDS.eu) })).toEqual(['is_au_ip']);
    expect(await flagsSet({ 'x-client-country': 'JP' })).toEqual(['is_jp_toast']);
    expect(await flagsSet({ 'x-client-country': 'AE', 'x-site-id': String(SITE_IDS.uk) })).toEqual(['is_ae_toast']);
    expect(await flagsSet({ 'x-client-country': 'JP', 'x-site-id': String(SITE_IDS.japan) })).toEqual([]);
    expect(await flagsSet({ 'x-client-country': 'FR' })).toEqual(['is_eu_toast']);
    expect(await flagsSet({ 'x-client-country': 'FR', 'x-site-id': String(SITE_IDS.eu) })).toEqual([]);
  });

  it('widgets §8: a visitor from outside JP, EU, US, UK, AU and the UAE on a regional site is offered the global site', async () => {
    expect(await flagsSet({ 'x-client-country': 'BR', 'x-site-id': String(SITE_IDS.eu) })).toEqual([
      'is_main',
      'brazil_toast',
    ]);
    expect(await flagsSet({ 'x-client-country': 'br', 'x-site-id': String(SITE_IDS.us) })).toEqual([
      'is_main',
      'brazil_toast',
    ]);
    expect(await flagsSet({ 'x-client-country': 'BR' })).toEqual(['brazil_toast']);
    expect(await flagsSet({ 'x-client-country': 'DE', 'x-site-id': String(SITE_IDS.us) })).toEqual(['is_eu_toast']);
  });

  it('the site can also come from the host (EU alias host), as for every call', async () => {
    const res = await trusting.request(`http://eu.meridian.example${PATH}`, { headers: { 'x-client-country': 'BR' } });
    expect(complianceCheckResponse.parse(await res.json()).data.limit.is_main).toBe(true);
  });

  it('ignores the country header when the API does not trust its proxy (anyone can send it)', async () => {
    for (const country of ['US', 'CU', 'GB', 'BR']) {
      const { data } = await check(direct, { 'x-client-country': country });
      expect(data, country).toEqual({ business: [], limit: NO_FLAGS, toast: {}, menu: [], tips: {} });
    }
  });

  it('ignores a malformed country header: no flag, and never a 500', async () => {
    for (const bad of ['USA', 'U', 'U1', '', '  ', 'T1', 'us;gb', 'x'.repeat(500), '%00%00']) {
      const { code, data } = await check(trusting, { 'x-client-country': bad });
      expect(code, bad).toBe(0);
      expect(data.limit, bad).toEqual(NO_FLAGS);
    }
  });

  it('ignores a query it does not use', async () => {
    const res = await trusting.request(`${PATH}?locale=en-us&x=%ZZ`, { headers: { 'x-client-country': 'US' } });
    expect(res.status).toBe(200);
    expect(complianceCheckResponse.parse(await res.json()).data.limit.is_us_toast).toBe(true);
  });

  it('answers only GET', async () => {
    // With a valid csrf pair (decision 0014), so the 404 is the router's, not the csrf check's.
    const token = 'c'.repeat(43);
    const res = await trusting.request(PATH, {
      method: 'POST',
      headers: { cookie: `csrftoken=${token}`, csrftoken: token },
    });
    expect(res.status).toBe(404);
  });
});

describe('a visitor, by the country of the trusted CDN header (decision 0048)', () => {
  it('shell §8 "Prohibited countries (examples: United States, Canada, Cambodia, Thailand, Cuba ...)": blocked, tips shown, the products gated', async () => {
    for (const country of ['US', 'CA', 'KH', 'TH', 'CU']) {
      expect(await complianceFlagsSet(country), country).toEqual(['is_show_compliance_tips', 'is_blocked_country']);
      const { data } = await check(trusting, { 'x-client-country': country });
      expect(data.menu, country).toEqual(PROHIBITED_MENU);
      // The limit flags are a visitor's; the toast is an account's (shell §3).
      expect(data.toast, country).toEqual({});
    }
  });

  it('shell §4 "A restricted limit_country redirects to /state_compliance_tips": Iran and North Korea are closed outright', async () => {
    for (const country of ['IR', 'KP']) {
      expect(await complianceFlagsSet(country), country).toEqual(['is_blocked_country', 'limit_country']);
    }
  });

  it('shell §8 "UK not accepting customers": is_uk_limit with the tips and the UK menu', async () => {
    const { data } = await check(trusting, { 'x-client-country': 'GB' });
    expect(await complianceFlagsSet('GB')).toEqual(['is_uk_limit', 'is_show_compliance_tips']);
    expect(data.menu).toEqual([
      'c2c',
      'card',
      'crypto',
      'convert',
      'etf',
      'futures_center',
      'cryptoloan',
      'competition',
      'airdrop',
    ]);
  });

  it('a country is not limited on the regional site licensed for it (served_by_sites): US on the US site, GB on the UK site', async () => {
    expect(await complianceFlagsSet('US', SITE_IDS.us)).toEqual([]);
    expect(await complianceFlagsSet('GB', SITE_IDS.uk)).toEqual([]);
    const { data } = await check(trusting, { 'x-client-country': 'US', 'x-site-id': String(SITE_IDS.us) });
    expect(data.menu).toEqual([]);
    // Elsewhere they still are.
    expect(await complianceFlagsSet('US', SITE_IDS.eu)).toContain('is_blocked_country');
  });

  it('shell §3 "limit holds: ... brazil_toast, is_nl_limit, is_italy_limit, ltw_toast, is_uzbekistan_toast": each country its own flag', async () => {
    expect(await complianceFlagsSet('BR')).toEqual(['brazil_toast']);
    expect(await complianceFlagsSet('NL')).toEqual(['is_nl_limit']);
    expect(await complianceFlagsSet('IT')).toEqual(['is_italy_limit']);
    expect(await complianceFlagsSet('LT')).toEqual(['ltw_toast']);
    expect(await complianceFlagsSet('UZ')).toEqual(['is_uzbekistan_toast']);
  });

  it('a neutral country (or one without a row) has no limit, no menu and no tip', async () => {
    for (const country of ['DE', 'EE', 'HK', 'TR', 'JP', 'AE', 'AU', 'SG', 'BS', 'ZZ', 'AQ']) {
      const { data } = await check(trusting, { 'x-client-country': country });
      expect(await complianceFlagsSet(country), country).toEqual([]);
      expect(data.menu, country).toEqual([]);
      expect(data.tips, country).toEqual({});
    }
  });

  it('widgets §3 "Compliance tip": a Brazilian visitor gets the tip in the locale asked for (pt-br: Portuguese)', async () => {
    const { data } = await check(trusting, { 'x-client-country': 'BR' }, '?locale=pt-br');
    expect(data.tips).toEqual({
      title: 'Aviso para usuários no Brasil',
      content: expect.stringContaining('verificação de identidade'),
      ok_button: 'Verificar agora',
      cancel_button: 'Mais tarde',
      ok_button_router: '/myaccount/kyc_home',
      text_link: [],
      options: { maxCount: 2 },
      enable: true,
      path: ['register', 'home', 'login'],
    });
    const arabic = await check(trusting, { 'x-client-country': 'BR' }, '?locale=ar');
    expect(arabic.data.tips).toMatchObject({ title: 'إشعار للمستخدمين في البرازيل' });
    // The locale code in any case.
    const german = await check(trusting, { 'x-client-country': 'BR' }, '?locale=DE');
    expect(german.data.tips).toMatchObject({ title: 'Hinweis für Nutzer in Brasilien' });
  });

  it('a locale without a tip of its own gets the English one (shell §9 "Defaults: ... language en"); no locale too', async () => {
    for (const query of ['?locale=ja-jp', '?locale=it-eu', '?locale=xx', '']) {
      const { data } = await check(trusting, { 'x-client-country': 'BR' }, query);
      expect(data.tips, query).toMatchObject({ title: 'Notice for users in Brazil', ok_button: 'Verify now' });
    }
  });

  it('the tip is the main site’s (widgets §3 "Opens ... only on the main site"): none on another site', async () => {
    const { data } = await check(trusting, { 'x-client-country': 'BR', 'x-site-id': String(SITE_IDS.turkey) });
    expect(data.tips).toEqual({});
  });

  it('a malformed locale is ignored (the English tip), never a 400 or a 500', async () => {
    const bad = [
      '',
      'x'.repeat(300),
      '%ZZ',
      '../../etc',
      'en us',
      '%F0%9F%87%A7%F0%9F%87%B7',
      'pt_br',
      "en'--",
      'a&locale=b',
    ];
    for (const value of bad) {
      const res = await trusting.request(`${PATH}?locale=${value}`, { headers: { 'x-client-country': 'BR' } });
      expect(res.status, value).toBe(200);
      const { data } = complianceCheckResponse.parse(await res.json());
      expect(data.tips, value).toMatchObject({ title: 'Notice for users in Brazil' });
    }
  });
});

const demo = (email: string, headers: Record<string, string> = {}) =>
  logInAs(new TestBrowser(trusting, { headers }), email);

/** The check as a logged-in demo account sees it (no country header unless given). */
async function checkAs(browser: TestBrowser, headers: Record<string, string> = {}) {
  const res = await browser.request(PATH, { headers });
  expect(res.status).toBe(200);
  return complianceCheckResponse.parse(await res.json()).data;
}

describe('a logged-in account (shell §3 "toast holds: is_hk_user, is_withdraw_only_user, limit_country_user_status, kyc_toast")', () => {
  it('shell §6 "Hong Kong users get a compliance dialog": is_hk_user for the Hong Kong account (site 71, country 344)', async () => {
    const data = await checkAs(await demo('hk@meridian.example'));
    expect(data.toast).toEqual({
      is_hk_user: true,
      is_withdraw_only_user: false,
      limit_country_user_status: 0,
      kyc_toast: false,
    });
  });

  it('shell §6 "Withdraw-only users get a notice": is_withdraw_only_user', async () => {
    const data = await checkAs(await demo('withdraw-only@meridian.example'));
    expect(data.toast).toMatchObject({ is_hk_user: false, is_withdraw_only_user: true, limit_country_user_status: 0 });
  });

  it('shell §8 "Prohibited countries ... I Acknowledge, which for logged-in users ... goes to /myaccount/withdraw/USDT": a resident of Cuba is status 1', async () => {
    const browser = await demo('restricted@meridian.example');
    const data = await checkAs(browser);
    expect(data.toast).toMatchObject({ limit_country_user_status: 1, is_withdraw_only_user: false });
    // No header: the account's own country (192 → CU) decides the limits too.
    expect(data.limit).toMatchObject({ is_blocked_country: true, limit_country: false });
    // Browsing from Germany: the visitor's limits are Germany's, the account is still a resident of Cuba.
    const fromGermany = await checkAs(browser, { 'x-client-country': 'DE' });
    expect(fromGermany.limit).toMatchObject({ is_blocked_country: false, limit_country: false });
    expect(fromGermany.toast).toMatchObject({ limit_country_user_status: 1 });
  });

  it('shell §8 "Account conflicts with the user agreement (stop service, close orders and positions)": status 2', async () => {
    const data = await checkAs(await demo('agreement-conflict@meridian.example'));
    expect(data.toast).toEqual({
      is_hk_user: false,
      is_withdraw_only_user: false,
      limit_country_user_status: 2,
      kyc_toast: false,
    });
    // A German account: no limit of its own.
    expect(data.limit).toEqual(NO_FLAGS);
  });

  it('shell §5 "The KYC-related check treats levels 1, 4 and 3 as passed; any other level fails": kyc_toast', async () => {
    const expected = {
      'kyc-none@meridian.example': true,
      'kyc-0-5@meridian.example': true,
      'kyc-1@meridian.example': true,
      'kyc-2@meridian.example': false,
      'kyc-3@meridian.example': false,
      'company@meridian.example': false,
    };
    for (const [email, kycToast] of Object.entries(expected)) {
      const data = await checkAs(await demo(email));
      expect(data.toast.kyc_toast, email).toBe(kycToast);
    }
  });

  it('a German account with no header: Germany has no rules, so no limit and no menu', async () => {
    const data = await checkAs(await demo('kyc-2@meridian.example'));
    expect(data.limit).toEqual(NO_FLAGS);
    expect(data.menu).toEqual([]);
  });

  it('a session cookie that is not a live session is a visitor: toast {}, never a 401', async () => {
    for (const token of ['x'.repeat(43), 'garbage', '']) {
      const res = await trusting.request(PATH, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
      expect(res.status, token).toBe(200);
      expect(complianceCheckResponse.parse(await res.json()).data.toast, token).toEqual({});
    }
  });

  it('a change of users.compliance_status shows on the next call (the account is read with the session)', async () => {
    const browser = await demo('kyc-3@meridian.example');
    expect((await checkAs(browser)).toast.limit_country_user_status).toBe(0);
    await database.db.update(users).set({ complianceStatus: 2 }).where(eq(users.email, 'kyc-3@meridian.example'));
    try {
      expect((await checkAs(browser)).toast.limit_country_user_status).toBe(2);
    } finally {
      await database.db.update(users).set({ complianceStatus: 0 }).where(eq(users.email, 'kyc-3@meridian.example'));
    }
  });
});

describe('rules changed in the database, without a deploy (decision 0048: "a change shows within 10 s")', () => {
  it('a country row and a tip changed in the tables show once the memo is COMPLIANCE_RULES_TTL_MS old', async () => {
    expect(COMPLIANCE_RULES_TTL_MS).toBeLessThanOrEqual(10_000);
    const brazil = () => check(trusting, { 'x-client-country': 'BR' }, '?locale=pt-br');
    // Read now: the memo holds the seeded rules.
    const before = await brazil();
    expect(before.data.limit.is_blocked_country).toBe(false);
    expect(before.data.menu).toEqual([]);

    await database.db
      .update(complianceCountries)
      .set({ prohibited: true, menu: ['c2c', 'not-a-feature', 'otc'] })
      .where(eq(complianceCountries.country, 'BR'));
    await database.db
      .update(complianceTips)
      .set({ title: 'Aviso atualizado', enabled: false })
      .where(eq(complianceTips.locale, 'pt-br'));
    try {
      // Within the lifetime: the rules this process read.
      clock.advance(COMPLIANCE_RULES_TTL_MS - 1);
      expect((await brazil()).data.limit.is_blocked_country).toBe(false);
      // Then the new ones; a code that is no feature of the shell §2 pattern list is left out.
      clock.advance(1);
      const after = await brazil();
      expect(after.data.limit.is_blocked_country).toBe(true);
      expect(after.data.menu).toEqual(['c2c', 'otc']);
      expect(after.data.tips).toMatchObject({ title: 'Aviso atualizado', enable: false });
    } finally {
      await database.db
        .update(complianceCountries)
        .set({ prohibited: false, menu: [] })
        .where(eq(complianceCountries.country, 'BR'));
      await database.db
        .update(complianceTips)
        .set({ title: 'Aviso para usuários no Brasil', enabled: true })
        .where(eq(complianceTips.locale, 'pt-br'));
      clock.advance(COMPLIANCE_RULES_TTL_MS);
    }
    expect((await brazil()).data.limit.is_blocked_country).toBe(false);
  });
});
