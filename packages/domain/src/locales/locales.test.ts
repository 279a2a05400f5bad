import { describe, expect, it } from 'vitest';
import {
  chartLanguage,
  isLocalePrefix,
  LANGUAGE_LOCALES,
  localeDirection,
  localizePath,
  REGIONAL_LOCALES,
} from './locales';

describe('locales', () => {
  it('shell §2 lists exactly these regional prefixes', () => {
    expect(Object.keys(REGIONAL_LOCALES)).toEqual([
      'en-eu',
      'it-eu',
      'en-us',
      'en-uk',
      'en-au',
      'ja-jp',
      'en-jp',
      'en-dubai',
      'ar-dubai',
    ]);
  });

  it('knows a locale prefix from an ordinary path segment', () => {
    for (const p of ['cn', 'tw', 'kr', 'en', 'en-eu', 'ar-dubai', 'PT-BR']) expect(isLocalePrefix(p)).toBe(true);
    for (const p of ['trade', 'price', 'e', '']) expect(isLocalePrefix(p)).toBe(false);
  });

  it('lays Arabic out right to left, regional Arabic too', () => {
    expect(localeDirection(REGIONAL_LOCALES['ar-dubai'])).toBe('rtl');
    expect(LANGUAGE_LOCALES.filter((l) => localeDirection(l) === 'rtl').map((l) => l.code)).toEqual(['ar']);
    expect(localeDirection(REGIONAL_LOCALES['en-dubai'])).toBe('ltr');
  });

  it('localizes paths', () => {
    expect(localizePath('', '/')).toBe('/');
    expect(localizePath('', '/fee')).toBe('/fee');
    expect(localizePath('tr', '/')).toBe('/tr/');
    expect(localizePath('en-eu', '/fee')).toBe('/en-eu/fee');
  });

  it('widgets §9 "Chart language map: cn to zh, tw to zh_TW, kr to ko, vn to vi, pt-br to pt"', () => {
    const byCode = (code: string) => {
      const locale = LANGUAGE_LOCALES.find((l) => l.code === code);
      if (!locale) throw new Error(code);
      return chartLanguage(locale);
    };
    expect(byCode('cn')).toBe('zh');
    expect(byCode('tw')).toBe('zh_TW');
    expect(byCode('kr')).toBe('ko');
    expect(byCode('vn')).toBe('vi');
    expect(byCode('pt-br')).toBe('pt');
    expect(byCode('en')).toBe('en');
    expect(chartLanguage(REGIONAL_LOCALES['ja-jp'])).toBe('ja');
    expect(chartLanguage(REGIONAL_LOCALES['it-eu'])).toBe('it');
  });
});
