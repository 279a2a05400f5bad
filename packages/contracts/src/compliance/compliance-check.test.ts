import { describe, expect, it } from 'vitest';
import { complianceCheck, complianceCheckQuery, parseClientCountry } from './compliance-check';

describe('compliance check contract (shell §3 "Defaults: business [], limit {}, toast {}, menu [], tips {}")', () => {
  it('gives the defaults for an empty or missing answer', () => {
    const defaults = { business: [], limit: {}, toast: {}, menu: [], tips: {} };
    expect(complianceCheck.parse({})).toEqual(defaults);
    expect(complianceCheck.parse({ menu: null, business: 'x', limit: [], toast: 3, tips: 'no' })).toEqual(defaults);
  });

  it('keeps good fields when one is malformed, and a malformed flag counts as not sent', () => {
    const parsed = complianceCheck.parse({
      menu: ['c2c'],
      business: 7,
      limit: { is_us_toast: true, is_main: 'yes', is_uk_limit: 1 },
    });
    expect(parsed.menu).toEqual(['c2c']);
    expect(parsed.business).toEqual([]);
    expect(parsed.limit.is_us_toast).toBe(true);
    expect(parsed.limit.is_main).toBeUndefined();
    expect(parsed.limit.is_uk_limit).toBeUndefined();
  });

  it('shell §3 "limit holds: is_uk_limit, brazil_toast, ..., limit_country": each a flag on its own; unknown fields pass through', () => {
    const limit = {
      is_uk_limit: true,
      brazil_toast: false,
      is_nl_limit: true,
      is_italy_limit: true,
      ltw_toast: true,
      is_uzbekistan_toast: true,
      is_show_compliance_tips: true,
      is_blocked_country: true,
      limit_country: false,
    };
    expect(complianceCheck.parse({ limit }).limit).toEqual(limit);
    const parsed = complianceCheck.parse({ limit: { is_blocked_country: 'yes', limit_country: true, future_flag: 3 } });
    expect(parsed.limit.is_blocked_country).toBeUndefined();
    expect(parsed.limit.limit_country).toBe(true);
    expect(parsed.limit.future_flag).toBe(3);
  });
});

describe('toast (shell §3 "toast holds: is_hk_user, is_withdraw_only_user, limit_country_user_status, kyc_toast")', () => {
  it('reads each field on its own; an unknown status or a wrong type counts as not sent', () => {
    const toast = { is_hk_user: true, is_withdraw_only_user: false, limit_country_user_status: 2, kyc_toast: true };
    expect(complianceCheck.parse({ toast }).toast).toEqual(toast);
    expect(
      complianceCheck.parse({ toast: { is_hk_user: 'y', limit_country_user_status: 7, kyc_toast: false } }).toast,
    ).toEqual({
      is_hk_user: undefined,
      is_withdraw_only_user: undefined,
      limit_country_user_status: undefined,
      kyc_toast: false,
    });
    expect(complianceCheck.parse({ toast: { limit_country_user_status: '1' } }).toast.limit_country_user_status).toBe(
      undefined,
    );
  });

  it("a visitor's {} (and anything that is no object) is {} of unset fields", () => {
    for (const toast of [{}, null, [], 'x']) {
      expect(Object.values(complianceCheck.parse({ toast }).toast).every((v) => v === undefined)).toBe(true);
    }
  });
});

describe('tips (widgets §3 "Compliance tip: title, content, ok_button, ... options.maxCount, enable, path")', () => {
  const TIP = {
    title: 'Aviso para usuários no Brasil',
    content: 'Verifique sua identidade.',
    ok_button: 'Verificar agora',
    cancel_button: 'Mais tarde',
    ok_button_router: '/myaccount/kyc_home',
    text_link: [{ key: 'terms', link: '/user-agreement' }],
    options: { maxCount: 2 },
    enable: true,
    path: ['register', 'home', 'login'],
  };

  it('keeps a well-formed tip, and {} when there is none', () => {
    expect(complianceCheck.parse({ tips: TIP }).tips).toEqual(TIP);
    expect(complianceCheck.parse({ tips: {} }).tips).toEqual({});
  });

  it('falls back field by field for what only dresses the tip (buttons, router, links, maxCount once a day)', () => {
    const parsed = complianceCheck.parse({
      tips: { ...TIP, ok_button: 3, cancel_button: null, ok_button_router: {}, text_link: [{ key: 1 }], options: 'x' },
    });
    expect(parsed.tips).toEqual({
      ...TIP,
      ok_button: '',
      cancel_button: '',
      ok_button_router: '',
      text_link: [],
      options: { maxCount: 1 },
    });
  });

  it('an unreadable tip (what it says, whether or where it shows) is {}: no modal, never a crash', () => {
    const broken = [
      { ...TIP, title: undefined },
      { ...TIP, content: '' },
      { ...TIP, enable: 'true' },
      { ...TIP, path: 'home' },
      { ...TIP, path: [1] },
      'tip',
      null,
      [TIP],
    ];
    for (const tips of broken) expect(complianceCheck.parse({ tips }).tips, JSON.stringify(tips)).toEqual({});
  });
});

describe('the getComplianceCheck query', () => {
  it('takes a locale code in any case, as lower case', () => {
    expect(complianceCheckQuery.parse({ locale: 'pt-br' })).toEqual({ locale: 'pt-br' });
    expect(complianceCheckQuery.parse({ locale: 'AR-Dubai' })).toEqual({ locale: 'ar-dubai' });
    expect(complianceCheckQuery.parse({})).toEqual({ locale: undefined });
  });

  it('ignores a malformed locale rather than refusing the call', () => {
    for (const locale of ['', 'x', 'x'.repeat(40), 'en us', 'pt_br', '../en', 7, null]) {
      expect(complianceCheckQuery.parse({ locale }), String(locale)).toEqual({ locale: undefined });
    }
  });
});

describe('the x-client-country header', () => {
  it('is a two-letter ISO 3166 code, in any case', () => {
    expect(parseClientCountry('US')).toBe('US');
    expect(parseClientCountry(' gb ')).toBe('GB');
  });

  it('is ignored when missing or malformed', () => {
    for (const bad of [null, undefined, '', 'USA', 'U', 'U1', 'T1', '🇺🇸', 'U S', 'us,gb']) {
      expect(parseClientCountry(bad), String(bad)).toBeUndefined();
    }
  });
});
