import { DEFAULT_CURRENCY_COUNT, DEFAULT_FIAT, defaultSiteSettings, isDefaultSiteSettings } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import { isApiPath } from '../envelope';
import { siteSettings, siteSettingsResponse } from './site-settings';

describe('site settings contract', () => {
  it('shell §3: defaults are curr_fiat USD, currency_count 2700, defaultBuyCryptoFiat USD, defaultP2PFiat USD, sub_site_id 0', () => {
    expect(defaultSiteSettings()).toMatchObject({
      curr_fiat: 'USD',
      currency_count: 2700,
      defaultBuyCryptoFiat: 'USD',
      defaultP2PFiat: 'USD',
      sub_site_id: 0,
    });
    expect(DEFAULT_FIAT).toBe('USD');
    expect(DEFAULT_CURRENCY_COUNT).toBe(2700);
  });

  it('fills every missing field from the defaults', () => {
    expect(siteSettings.parse({})).toEqual(defaultSiteSettings());
  });

  it('replaces a malformed field with its default and keeps the good ones', () => {
    const parsed = siteSettings.parse({
      curr_fiat: 'EUR',
      currency_count: 'many',
      fiat_list: [{ name: 'EUR', symbol: '€' }],
      curr_fiat_market_rates: { EUR: 0.92 },
    });
    expect(parsed.curr_fiat).toBe('EUR');
    expect(parsed.currency_count).toBe(2700);
    expect(parsed.fiat_list).toEqual([{ name: 'EUR', symbol: '€' }]);
    // Rates travel as decimal strings; a float is refused and the default (none) applies.
    expect(parsed.curr_fiat_market_rates).toEqual({});
  });

  it('requires the envelope itself', () => {
    expect(siteSettingsResponse.safeParse({ data: {} }).success).toBe(false);
    expect(siteSettingsResponse.safeParse({ code: 0, message: 'success', data: {} }).success).toBe(true);
  });

  it('knows the API path families', () => {
    for (const p of [
      '/api/web/v1/site/settings',
      '/apiw/v2/account/total_funds',
      '/apiweb/v1/user/get_user_frequency',
      '/json_svr/query_safe',
      '/dfdid/udid/c1',
      '/api/v4/spot/tickers',
    ]) {
      expect(isApiPath(p)).toBe(true);
    }
    for (const p of ['/', '/tr/', '/api', '/api/web/v10', '/json_svrx', '/apiw']) {
      expect(isApiPath(p)).toBe(false);
    }
  });
});

describe('isDefaultSiteSettings', () => {
  it('tells the spec defaults (a failed call) from real settings', () => {
    expect(isDefaultSiteSettings(defaultSiteSettings())).toBe(true);
    expect(isDefaultSiteSettings({ ...defaultSiteSettings(), fiat_list: [{ name: 'USD', symbol: '$' }] })).toBe(false);
  });
});
