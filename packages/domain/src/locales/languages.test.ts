import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  isRightToLeft,
  LANGUAGES,
  languageFromPathname,
  languageFromPrefix,
  languageHomePath,
} from './languages';

describe('language prefixes', () => {
  it('shell §2: "Other locales use a plain language prefix; English has none."', () => {
    expect(languageFromPrefix(undefined)).toBe(DEFAULT_LANGUAGE);
    expect(DEFAULT_LANGUAGE.lang).toBe('en');
    expect(DEFAULT_LANGUAGE.prefix).toBe('');
    expect(languageFromPrefix('en')).toBeNull();
    expect(languageFromPrefix('tr')?.lang).toBe('tr');
  });

  it('maps the non-obvious prefixes: cn→zh, tw→zh-TW, kr→ko, vn→vi, pt-br→pt-BR', () => {
    expect(languageFromPrefix('cn')?.lang).toBe('zh');
    expect(languageFromPrefix('tw')?.lang).toBe('zh-TW');
    expect(languageFromPrefix('kr')?.lang).toBe('ko');
    expect(languageFromPrefix('vn')?.lang).toBe('vi');
    expect(languageFromPrefix('pt-br')?.lang).toBe('pt-BR');
    expect(languageFromPrefix('PT-BR')?.lang).toBe('pt-BR');
  });

  it('gives null for an unknown prefix', () => {
    expect(languageFromPrefix('xx')).toBeNull();
    expect(languageFromPrefix('trade')).toBeNull();
  });

  it('has 17 languages with distinct tags and prefixes', () => {
    expect(LANGUAGES).toHaveLength(17);
    expect(new Set(LANGUAGES.map((l) => l.lang)).size).toBe(17);
    expect(new Set(LANGUAGES.map((l) => l.prefix)).size).toBe(17);
  });

  it('reads the language from a pathname', () => {
    expect(languageFromPathname('/').lang).toBe('en');
    expect(languageFromPathname('/ar/').lang).toBe('ar');
    expect(languageFromPathname('/ja').lang).toBe('ja');
    expect(languageFromPathname('/trade/BTC_USDT').lang).toBe('en');
    expect(languageFromPathname('/tw/trade/BTC_USDT').lang).toBe('zh-TW');
  });

  it('builds the locale home path', () => {
    expect(languageHomePath(DEFAULT_LANGUAGE)).toBe('/');
    const tr = languageFromPrefix('tr');
    expect(tr && languageHomePath(tr)).toBe('/tr/');
  });

  it('marks Arabic, and only Arabic, as right to left', () => {
    expect(LANGUAGES.filter((l) => isRightToLeft(l.lang)).map((l) => l.lang)).toEqual(['ar']);
  });
});
