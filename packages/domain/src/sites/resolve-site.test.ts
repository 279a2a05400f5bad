import { describe, expect, it } from 'vitest';
import { resolveSite, siteForHost, type SiteResolution } from './resolve-site';
import { MAIN_HOST, siteUrl, TURKEY_ENGLISH_PREFIX, TURKEY_HOST } from './site-hosts';
import { siteByKey } from './site-registry';

const at = (host: string, pathname: string, search = '') => resolveSite({ protocol: 'https:', host, pathname, search });
const page = (r: SiteResolution) => {
  if (r.kind !== 'page') throw new Error(`expected a page, got a redirect to ${r.location}`);
  return { site: r.site.key, locale: r.locale.code, path: r.path };
};

describe('resolveSite: the main host', () => {
  it('serves English with no prefix (shell §2 "English has none")', () => {
    expect(page(at(MAIN_HOST, '/'))).toEqual({ site: 'main', locale: 'en', path: '/' });
    expect(page(at(MAIN_HOST, '/trade/BTC_USDT'))).toEqual({ site: 'main', locale: 'en', path: '/trade/BTC_USDT' });
  });

  it('serves other languages under a plain prefix (shell §2 "Other locales use a plain language prefix")', () => {
    expect(page(at(MAIN_HOST, '/tr/'))).toEqual({ site: 'main', locale: 'tr', path: '/' });
    expect(page(at(MAIN_HOST, '/cn/price'))).toEqual({ site: 'main', locale: 'cn', path: '/price' });
    expect(page(at(MAIN_HOST, '/pt-br'))).toEqual({ site: 'main', locale: 'pt-br', path: '/' });
  });

  it('sends /en/... to the unprefixed English URL', () => {
    expect(at(MAIN_HOST, '/en/fee', '?x=1')).toEqual({ kind: 'redirect', status: 301, location: '/fee?x=1' });
  });

  it.each([
    ['en-eu', 'eu'],
    ['it-eu', 'eu'],
    ['en-us', 'us'],
    ['en-uk', 'uk'],
    ['en-au', 'australia'],
    ['ja-jp', 'japan'],
    ['en-jp', 'japan'],
    ['en-dubai', 'uae'],
    ['ar-dubai', 'uae'],
  ])('shell §2 regional prefix /%s is the %s site on the main host', (prefix, site) => {
    expect(page(at(MAIN_HOST, `/${prefix}/fee`))).toEqual({ site, locale: prefix, path: '/fee' });
  });

  it('treats unknown hosts (localhost in development) as the main host', () => {
    expect(page(at('localhost:3000', '/en-eu/'))).toMatchObject({ site: 'eu' });
    expect(page(at('127.0.0.1:4310', '/'))).toMatchObject({ site: 'main' });
  });
});

describe('resolveSite: regional hosts', () => {
  it.each([
    ['eu.meridian.example', '/en-eu/fee'],
    ['jp.meridian.example', '/en-jp/fee'],
    ['us.meridian.example', '/en-us/fee'],
    ['uk.meridian.example', '/en-uk/fee'],
    ['ae.meridian.example', '/en-dubai/fee'],
  ])('shell §2 "Regional hosts map to the main host with a prefix": %s → %s', (host, path) => {
    expect(at(host, '/fee', '?a=1')).toEqual({
      kind: 'redirect',
      status: 301,
      location: `https://${MAIN_HOST}${path}?a=1`,
    });
  });

  it('shell §2 "A separate Japan domain maps to /en"', () => {
    expect(at('www.meridian-japan.example', '/')).toMatchObject({ location: `https://${MAIN_HOST}/en/` });
  });

  it('keeps the port of the request, so redirects work in development', () => {
    expect(at('eu.meridian.example:4310', '/')).toMatchObject({ location: `https://${MAIN_HOST}:4310/en-eu/` });
  });

  it('shell §2 "/login and /signup on the US site go to the US host with no language prefix"', () => {
    expect(at(MAIN_HOST, '/en-us/login', '?ch=x')).toEqual({
      kind: 'redirect',
      status: 302,
      location: 'https://us.meridian.example/login?ch=x',
    });
    expect(at(MAIN_HOST, '/en-us/signup')).toMatchObject({ location: 'https://us.meridian.example/signup' });
    expect(page(at('us.meridian.example', '/login'))).toEqual({ site: 'us', locale: 'en-us', path: '/login' });
    expect(page(at('us.meridian.example', '/signup'))).toMatchObject({ site: 'us' });
  });

  it("the US host's /login and /signup are pages whose URL carries no prefix; elsewhere the URL spells the locale's own", () => {
    expect(at('us.meridian.example', '/login')).toMatchObject({ kind: 'page', urlPrefix: '' });
    expect(at(MAIN_HOST, '/en-us/fee')).toMatchObject({ kind: 'page', urlPrefix: 'en-us' });
    expect(at(MAIN_HOST, '/fee')).toMatchObject({ kind: 'page', urlPrefix: '' });
    expect(at(MAIN_HOST, '/ar-dubai/')).toMatchObject({ kind: 'page', urlPrefix: 'ar-dubai' });
  });

  it('an in-site link followed from the US host (already prefixed) goes to the same path on the main host, not a doubled prefix', () => {
    expect(at('us.meridian.example', '/en-us/fee')).toEqual({
      kind: 'redirect',
      status: 301,
      location: `https://${MAIN_HOST}/en-us/fee`,
    });
    expect(at('us.meridian.example', '/en-us')).toMatchObject({ location: `https://${MAIN_HOST}/en-us` });
    // Only the host's own prefix: another segment is a path of the regional site.
    expect(at('us.meridian.example', '/en-eu/fee')).toMatchObject({ location: `https://${MAIN_HOST}/en-us/en-eu/fee` });
  });
});

describe('resolveSite: sites on their own domain', () => {
  it('Turkey defaults to Turkish with no prefix and serves English at /en (shell §3 "Default language is Turkish for Turkey")', () => {
    expect(page(at('www.meridiantr.example', '/'))).toEqual({ site: 'turkey', locale: 'tr', path: '/' });
    expect(page(at('meridiantr.example', '/en/'))).toEqual({ site: 'turkey', locale: 'en', path: '/' });
  });

  it.each([
    ['www.meridian-hk.example', 'hongKong'],
    ['www.meridian-bs.example', 'bahamas'],
    ['www.meridian-sg.example', 'singapore'],
    ['testnet.meridian.example', 'testnet'],
  ])('%s is the %s site in English by default', (host, site) => {
    expect(page(at(host, '/'))).toEqual({ site, locale: 'en', path: '/' });
  });

  it('shell §4 locale guard: an unsupported locale resets the lang cookie to tr on Turkey and redirects', () => {
    expect(at('www.meridiantr.example', '/ja/fee', '?q=1')).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/fee?q=1',
      resetLangCookie: 'tr',
    });
    expect(at('www.meridiantr.example', '/en-eu/')).toMatchObject({ location: '/', resetLangCookie: 'tr' });
  });

  it('shell §4 locale guard: elsewhere the lang cookie resets to en', () => {
    expect(at('www.meridian-hk.example', '/kr/')).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/',
      resetLangCookie: 'en',
    });
    expect(page(at('www.meridian-hk.example', '/tw/'))).toEqual({ site: 'hongKong', locale: 'tw', path: '/' });
  });

  it('leaves ordinary paths alone', () => {
    expect(page(at('www.meridiantr.example', '/fee'))).toEqual({ site: 'turkey', locale: 'tr', path: '/fee' });
  });
});

describe('siteUrl', () => {
  it('builds absolute URLs on the right host', () => {
    const eu = siteByKey('eu');
    expect(siteUrl(eu, eu.locales[1]!, '/fee')).toBe(`https://${MAIN_HOST}/it-eu/fee`);
    const tr = siteByKey('turkey');
    expect(siteUrl(tr, tr.locales[0]!, '/')).toBe('https://www.meridiantr.example/');
  });
});

describe('siteForHost', () => {
  it('maps hosts to sites for calls without a page path', () => {
    expect(siteForHost('www.meridiantr.example').key).toBe('turkey');
    expect(siteForHost('eu.meridian.example:443').key).toBe('eu');
    expect(siteForHost('us.meridian.example').key).toBe('us');
    expect(siteForHost('www.meridian-japan.example').key).toBe('main');
    expect(siteForHost('localhost').key).toBe('main');
  });
});

describe('the registry facts the browser reads without the registry (site-hosts.ts)', () => {
  it('match the registry: the main site, and the Turkey site and its English prefix', () => {
    expect(siteByKey('main').webSiteDomain).toBe(MAIN_HOST);
    expect(siteByKey('turkey').webSiteDomain).toBe(TURKEY_HOST);
    expect(siteByKey('turkey').locales.find((l) => l.catalog === 'en')?.prefix).toBe(TURKEY_ENGLISH_PREFIX);
  });
});
