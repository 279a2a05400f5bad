import { MAIN_HOST, SITE_IDS, SITES, siteByKey } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from './site-config';

describe('the site registry', () => {
  it('shell §3 "Site ids": main 0, Turkey 177, Malta/EU 106, Hong Kong 71, US 232, Bahamas 14, Singapore 153, UK 182, Japan 83, UAE 181, test net 666, Australia 11', () => {
    expect(Object.fromEntries(SITES.map((s) => [s.key, s.id]))).toEqual({
      main: 0,
      turkey: 177,
      eu: 106,
      hongKong: 71,
      us: 232,
      bahamas: 14,
      singapore: 153,
      uk: 182,
      japan: 83,
      uae: 181,
      testnet: 666,
      australia: 11,
    });
    expect(SITES).toHaveLength(Object.keys(SITE_IDS).length);
  });

  it.each(SITES.map((s) => [s.key, s] as const))('site %s has every site-config field, well formed', (_key, site) => {
    const result = siteConfigSchema.safeParse(site);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('fails a site that lacks a field', () => {
    const { totpName: _dropped, ...withoutTotp } = siteByKey('main');
    expect(siteConfigSchema.safeParse(withoutTotp).success).toBe(false);
  });

  it('has no colliding ids, keys, domains or brand names', () => {
    for (const field of ['id', 'key', 'webSiteDomain', 'name', 'collectId', 'gtagId'] as const) {
      const values = SITES.map((s) => s[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
    const aliasHosts = SITES.flatMap((s) => (s.hosting.kind === 'main-host-prefix' ? s.hosting.aliasHosts : []));
    const ownHosts = SITES.filter((s) => s.hosting.kind === 'own-domain').map((s) => s.webSiteDomain);
    expect(new Set([...aliasHosts, ...ownHosts]).size).toBe(aliasHosts.length + ownHosts.length);
  });

  it('has no two sites answering the same locale prefix on the main host', () => {
    const onMainHost = SITES.filter((s) => s.hosting.kind === 'main-host-prefix' || s.webSiteDomain === MAIN_HOST);
    const prefixes = onMainHost.flatMap((s) => s.locales.map((l) => l.prefix));
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('shell §3: default language Turkish for Turkey and English for all others', () => {
    for (const site of SITES) {
      expect(site.defaultLang, site.key).toBe(site.key === 'turkey' ? 'tr' : 'en');
      expect(site.locales[0]?.catalog, site.key).toBe(site.defaultLang);
    }
  });

  it('shell §3 "authorizedLogin: main allows google, metamask, apple; Turkey allows the provider\'s own login"', () => {
    expect(siteByKey('main').authorizedLogin).toEqual(['google', 'metamask', 'apple']);
    expect(siteByKey('turkey').authorizedLogin).toEqual(['meridian_tr']);
  });

  it('shell §3 "tradingViewExchange (US/UK/JP/UAE/AU)"', () => {
    expect(SITES.filter((s) => s.tradingViewExchange).map((s) => [s.key, s.tradingViewExchange])).toEqual([
      ['us', 'US'],
      ['uk', 'UK'],
      ['japan', 'JP'],
      ['uae', 'UAE'],
      ['australia', 'AU'],
    ]);
  });

  it('shell §2 legal pages: US under /legal, UAE privacy-and-cookie policy, HK and Bahamas as PDF documents', () => {
    expect(siteByKey('us').docs).toMatchObject({
      agreement: '/legal/user-agreement',
      privacy_policy: '/legal/privacy-policy',
      risk_disclosure: '/legal/disclosures',
    });
    expect(siteByKey('uae').docs.privacy_policy).toBe('/legal/privacy-and-cookie-policy');
    for (const key of ['hongKong', 'bahamas'] as const) {
      expect(siteByKey(key).docs.agreement).toMatch(/\.pdf$/);
      expect(siteByKey(key).docs.privacy_policy).toMatch(/\.pdf$/);
    }
    for (const key of ['main', 'uk', 'turkey'] as const) {
      expect(siteByKey(key).docs).toMatchObject({ agreement: '/user-agreement', privacy_policy: '/privacy-policy' });
    }
  });

  it('shell §2 "App download page is /appdownload; Turkey uses /mobileapp"', () => {
    for (const site of SITES) expect(site.appDownloadPath).toBe(site.key === 'turkey' ? '/mobileapp' : '/appdownload');
  });
});
