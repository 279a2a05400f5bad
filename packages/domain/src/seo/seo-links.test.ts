import { describe, expect, it } from 'vitest';
import { languageLocale, REGIONAL_LOCALES } from '../locales/locales';
import { siteByKey } from '../sites/site-registry';
import { canonicalPath, openGraphLocale, seoLinks, siteAssetUrl, siteHost, unprefixedPath } from './seo-links';

const main = siteByKey('main');
const turkey = siteByKey('turkey');
const us = siteByKey('us');
const eu = siteByKey('eu');
const localeOf = (site: ReturnType<typeof siteByKey>, code: string) => {
  const locale = site.locales.find((l) => l.code === code);
  if (!locale) throw new Error(`no locale ${code} on ${site.key}`);
  return locale;
};
const hrefOf = (links: ReturnType<typeof seoLinks>, hrefLang: string) =>
  links.alternates.find((a) => a.hrefLang === hrefLang)?.href;

describe('seoLinks: shell §2 "Canonical URL and alternate-language links are built per page"', () => {
  it('the canonical URL is this page in this locale, over https, with no query', () => {
    expect(seoLinks(main, languageLocale('en'), '/fee').canonical).toBe('https://www.meridian.example/fee');
    expect(seoLinks(main, languageLocale('tr'), '/').canonical).toBe('https://www.meridian.example/tr/');
    expect(seoLinks(main, languageLocale('zh'), '/fee/').canonical).toBe('https://www.meridian.example/cn/fee');
    expect(seoLinks(main, languageLocale('en'), '/fee?x=1').canonical).toBe('https://www.meridian.example/fee');
  });

  it('lists one alternate per locale of the site, the same set on every language of a page', () => {
    const en = seoLinks(main, languageLocale('en'), '/fee');
    const tr = seoLinks(main, languageLocale('tr'), '/fee');
    expect(tr.alternates).toEqual(en.alternates);
    expect(hrefOf(en, 'en')).toBe('https://www.meridian.example/fee');
    expect(hrefOf(en, 'tr')).toBe('https://www.meridian.example/tr/fee');
    expect(hrefOf(en, 'zh-tw')).toBe('https://www.meridian.example/tw/fee');
    expect(hrefOf(en, 'pt-br')).toBe('https://www.meridian.example/pt-br/fee');
    // Every locale of the main site, plus x-default and en-tr.
    expect(en.alternates).toHaveLength(main.locales.length + 2);
    expect(new Set(en.alternates.map((a) => a.hrefLang)).size).toBe(en.alternates.length);
  });

  it('"The main site also adds x-default and an en-tr alternate": x-default is English, en-tr the Turkey site in English', () => {
    const links = seoLinks(main, languageLocale('tr'), '/');
    expect(hrefOf(links, 'x-default')).toBe('https://www.meridian.example/');
    expect(hrefOf(links, 'en-tr')).toBe('https://www.meridiantr.example/en/');
    expect(hrefOf(seoLinks(main, languageLocale('en'), '/fee'), 'en-tr')).toBe('https://www.meridiantr.example/en/fee');
  });

  it('only the main site adds x-default and en-tr', () => {
    for (const [site, locale] of [
      [turkey, localeOf(turkey, 'tr')],
      [eu, REGIONAL_LOCALES['en-eu']],
    ] as const) {
      const tags = seoLinks(site, locale, '/').alternates.map((a) => a.hrefLang);
      expect(tags).not.toContain('x-default');
      expect(tags).not.toContain('en-tr');
    }
  });

  it('the Turkey site: Turkish without prefix, English under /en, on its own domain', () => {
    const links = seoLinks(turkey, localeOf(turkey, 'tr'), '/');
    expect(links.canonical).toBe('https://www.meridiantr.example/');
    expect(links.alternates).toEqual([
      { hrefLang: 'tr', href: 'https://www.meridiantr.example/' },
      { hrefLang: 'en', href: 'https://www.meridiantr.example/en/' },
    ]);
    expect(seoLinks(turkey, localeOf(turkey, 'en'), '/mobileapp').canonical).toBe(
      'https://www.meridiantr.example/en/mobileapp',
    );
  });

  it('"the US site uses fixed US URLs": canonical and the single alternate are the /en-us URL on the main host', () => {
    const links = seoLinks(us, REGIONAL_LOCALES['en-us'], '/fee');
    expect(links).toEqual({
      canonical: 'https://www.meridian.example/en-us/fee',
      alternates: [{ hrefLang: 'en-us', href: 'https://www.meridian.example/en-us/fee' }],
    });
    expect(seoLinks(us, REGIONAL_LOCALES['en-us'], '/').canonical).toBe('https://www.meridian.example/en-us/');
  });

  it('shell §2 "/login and /signup on the US site go to the US host with no language prefix"', () => {
    expect(seoLinks(us, REGIONAL_LOCALES['en-us'], '/signup')).toEqual({
      canonical: 'https://us.meridian.example/signup',
      alternates: [{ hrefLang: 'en-us', href: 'https://us.meridian.example/signup' }],
    });
  });

  it('regional prefix sites stay within their own prefixes (shell §2 "Regional prefixes")', () => {
    const links = seoLinks(eu, REGIONAL_LOCALES['it-eu'], '/fee');
    expect(links.canonical).toBe('https://www.meridian.example/it-eu/fee');
    expect(links.alternates).toEqual([
      { hrefLang: 'en', href: 'https://www.meridian.example/en-eu/fee' },
      { hrefLang: 'it', href: 'https://www.meridian.example/it-eu/fee' },
    ]);
  });
});

describe('paths', () => {
  it('canonicalPath drops query, fragment and trailing slashes except on home', () => {
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('')).toBe('/');
    expect(canonicalPath('/fee/')).toBe('/fee');
    expect(canonicalPath('/fee?a=1#x')).toBe('/fee');
    expect(canonicalPath('fee')).toBe('/fee');
  });

  it('unprefixedPath takes the locale prefix off a browser pathname', () => {
    expect(unprefixedPath(languageLocale('en'), '/fee')).toBe('/fee');
    expect(unprefixedPath(languageLocale('tr'), '/tr')).toBe('/');
    expect(unprefixedPath(languageLocale('tr'), '/tr/')).toBe('/');
    expect(unprefixedPath(languageLocale('tr'), '/tr/fee')).toBe('/fee');
    expect(unprefixedPath(REGIONAL_LOCALES['en-us'], '/en-us/legal/disclosures')).toBe('/legal/disclosures');
    // A path that merely starts with the same letters keeps them.
    expect(unprefixedPath(languageLocale('tr'), '/trade/BTC_USDT')).toBe('/trade/BTC_USDT');
  });
});

describe('Open Graph helpers', () => {
  it('prefix sites are served on the main host, own-domain sites on theirs', () => {
    expect(siteHost(us)).toBe('www.meridian.example');
    expect(siteHost(turkey)).toBe('www.meridiantr.example');
  });

  it('the logo is an absolute https URL on the site host', () => {
    expect(siteAssetUrl(turkey, turkey.logo.light)).toBe('https://www.meridiantr.example/images/logo/turkey-light.svg');
    expect(siteAssetUrl(us, us.logo.light)).toBe('https://www.meridian.example/images/logo/us-light.svg');
  });

  it('og:locale is language_TERRITORY', () => {
    expect(openGraphLocale(languageLocale('en'))).toBe('en_US');
    expect(openGraphLocale(languageLocale('zh-TW'))).toBe('zh_TW');
    expect(openGraphLocale(languageLocale('pt-BR'))).toBe('pt_BR');
    expect(openGraphLocale(languageLocale('tr'))).toBe('tr_TR');
    expect(openGraphLocale(REGIONAL_LOCALES['en-uk'])).toBe('en_GB');
    expect(openGraphLocale(REGIONAL_LOCALES['ar-dubai'])).toBe('ar_AR');
  });
});
