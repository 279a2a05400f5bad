import { SITE_IDS } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import type { ComplianceCountryRow, ComplianceTipRow } from '../db/queries/compliance';
import {
  type ComplianceAccount,
  complianceCheckFrom,
  type ComplianceRules,
  complianceRulesFrom,
  ComplianceRulesMemo,
  COMPLIANCE_RULES_TTL_MS,
} from './compliance';

const country = (row: Partial<ComplianceCountryRow> & Pick<ComplianceCountryRow, 'country' | 'numericCode'>) => ({
  name: row.country,
  prohibited: false,
  siteClosed: false,
  showTips: false,
  menu: [],
  flags: [],
  servedBySites: [],
  ...row,
});

const tip = (row: Partial<ComplianceTipRow> & Pick<ComplianceTipRow, 'locale' | 'country'>): ComplianceTipRow => ({
  siteId: SITE_IDS.main,
  title: `${row.locale}/${row.country ?? '*'}`,
  content: 'text',
  okButton: 'OK',
  cancelButton: 'Cancel',
  okButtonRouter: '',
  textLink: [],
  maxCount: 1,
  enabled: true,
  paths: [],
  ...row,
});

const RULES = complianceRulesFrom(
  [
    country({ country: 'US', numericCode: 840, prohibited: true, showTips: true, menu: ['c2c'], servedBySites: [232] }),
    country({ country: 'CU', numericCode: 192, prohibited: true, siteClosed: true }),
    country({ country: 'GB', numericCode: 826, flags: ['is_uk_limit', 'not_a_flag'], menu: ['etf', 'bogus'] }),
    country({ country: 'BR', numericCode: 76, flags: ['brazil_toast'] }),
    country({ country: 'DE', numericCode: 276 }),
  ],
  [
    tip({ locale: 'en', country: 'BR' }),
    tip({ locale: 'pt-br', country: 'BR' }),
    tip({ locale: 'de', country: null }),
    tip({ locale: 'en', country: null }),
    tip({ locale: 'en', country: 'CU', textLink: [{ key: 'a', link: '/x' }, 'broken'] }),
  ],
);

const ACCOUNT: ComplianceAccount = { siteId: 0, country: 276, kycLevel: 1, withdrawOnly: false, complianceStatus: 0 };

const visitor = (input: { country?: string; locale?: string; siteId?: number }) =>
  complianceCheckFrom(RULES, {
    siteId: input.siteId ?? SITE_IDS.main,
    locale: input.locale,
    country: input.country,
    account: undefined,
  });

describe('complianceCheckFrom (decision 0048)', () => {
  it('shell §3 "menu (list of restricted feature codes)": only codes of the shell §2 pattern list', () => {
    expect(visitor({ country: 'GB' }).menu).toEqual(['etf']);
    expect(visitor({ country: 'GB' }).limit.is_uk_limit).toBe(true);
    // An unknown flag name in the row sets nothing.
    expect(Object.keys(visitor({ country: 'GB' }).limit)).not.toContain('not_a_flag');
  });

  it('shell §3 limit: every flag false for a country with no row or none known', () => {
    for (const limit of [visitor({ country: 'ZZ' }).limit, visitor({}).limit]) {
      expect(Object.values(limit).every((v) => v === false)).toBe(true);
      expect(Object.keys(limit)).toHaveLength(16);
    }
  });

  it('a country’s rules do not hold on a site that serves it (served_by_sites)', () => {
    expect(visitor({ country: 'US' }).limit.is_blocked_country).toBe(true);
    expect(visitor({ country: 'US', siteId: SITE_IDS.us }).limit.is_blocked_country).toBe(false);
    expect(visitor({ country: 'US', siteId: SITE_IDS.us }).menu).toEqual([]);
  });

  it('widgets §3 tip: the country’s own tip in the locale, then in English, then the tip for every country', () => {
    expect(visitor({ country: 'BR', locale: 'pt-br' }).tips).toMatchObject({ title: 'pt-br/BR' });
    // The Brazilian tip in English wins over the German one for every country.
    expect(visitor({ country: 'BR', locale: 'de' }).tips).toMatchObject({ title: 'en/BR' });
    expect(visitor({ country: 'DE', locale: 'de' }).tips).toMatchObject({ title: 'de/*' });
    expect(visitor({ country: 'DE', locale: 'fr' }).tips).toMatchObject({ title: 'en/*' });
    expect(visitor({ locale: 'de' }).tips).toMatchObject({ title: 'de/*' });
    expect(visitor({ country: 'BR', siteId: SITE_IDS.turkey }).tips).toEqual({});
  });

  it('a tip’s text_link that is not a list of {key, link} is answered as []', () => {
    expect(visitor({ country: 'CU' }).tips).toMatchObject({ text_link: [] });
  });

  it('the toast is an account’s: {} for a visitor', () => {
    expect(visitor({ country: 'CU' }).toast).toEqual({});
  });

  it('shell §3 toast: limit_country_user_status 2 (agreement) over 1 (prohibited country, or set by staff) over 0', () => {
    const toast = (account: Partial<ComplianceAccount>, siteId: number = SITE_IDS.main) =>
      complianceCheckFrom(RULES, {
        siteId,
        locale: undefined,
        country: undefined,
        account: { ...ACCOUNT, ...account },
      }).toast;
    expect(toast({})).toMatchObject({ limit_country_user_status: 0 });
    expect(toast({ country: 192 })).toMatchObject({ limit_country_user_status: 1 });
    expect(toast({ country: 840 })).toMatchObject({ limit_country_user_status: 1 });
    expect(toast({ country: 840 }, SITE_IDS.us)).toMatchObject({ limit_country_user_status: 0 });
    expect(toast({ complianceStatus: 1 })).toMatchObject({ limit_country_user_status: 1 });
    expect(toast({ country: 192, complianceStatus: 2 })).toMatchObject({ limit_country_user_status: 2 });
    expect(toast({ country: 0 })).toMatchObject({ limit_country_user_status: 0 });
    // shell §6 Hong Kong users: the account's site 71 or its country 344.
    expect(toast({ siteId: SITE_IDS.hongKong })).toMatchObject({ is_hk_user: true });
    expect(toast({ country: 344 })).toMatchObject({ is_hk_user: true });
    expect(toast({})).toMatchObject({ is_hk_user: false });
  });

  it('the header’s country wins over the account’s; without a header the account’s numeric code is looked up', () => {
    const check = (headerCountry: string | undefined) =>
      complianceCheckFrom(RULES, {
        siteId: SITE_IDS.main,
        locale: undefined,
        country: headerCountry,
        account: { ...ACCOUNT, country: 192 },
      });
    expect(check(undefined).limit.limit_country).toBe(true);
    expect(check('DE').limit.limit_country).toBe(false);
    expect(check('DE').toast).toMatchObject({ limit_country_user_status: 1 });
  });
});

describe('ComplianceRulesMemo: "changeable without a deploy: a change shows within 10 s"', () => {
  const EMPTY: ComplianceRules = complianceRulesFrom([], []);
  const at = (ms: number) => new Date(Date.UTC(2025, 0, 1) + ms);

  it('reads once per lifetime, by the clock it is given', async () => {
    let reads = 0;
    const memo = new ComplianceRulesMemo(async () => {
      reads += 1;
      return EMPTY;
    });
    await memo.get(at(0));
    await memo.get(at(COMPLIANCE_RULES_TTL_MS - 1));
    expect(reads).toBe(1);
    await memo.get(at(COMPLIANCE_RULES_TTL_MS));
    expect(reads).toBe(2);
    // A clock that went back (another process's, a test's) reads again rather than trusting an age < 0.
    await memo.get(at(0));
    expect(reads).toBe(3);
  });

  it('calls that find the rules stale together share one read', async () => {
    let reads = 0;
    const memo = new ComplianceRulesMemo(async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return EMPTY;
    });
    await Promise.all([memo.get(at(0)), memo.get(at(1)), memo.get(at(2))]);
    expect(reads).toBe(1);
  });

  it('a failed read fails its callers and the next call reads again', async () => {
    let fail = true;
    const memo = new ComplianceRulesMemo(async () => {
      if (fail) throw new Error('database unavailable');
      return EMPTY;
    });
    await expect(memo.get(at(0))).rejects.toThrow('database unavailable');
    fail = false;
    await expect(memo.get(at(1))).resolves.toBe(EMPTY);
  });
});
