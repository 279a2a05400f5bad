import { LANGUAGES, type LanguageTag } from './languages';

/**
 * A locale as it appears in a URL: the path prefix, the catalog its text comes from, and the
 * BCP 47 tag for `<html lang>`. shell §2 "Language prefixes": "Regional prefixes: /en-eu,
 * /it-eu, /en-us, /en-uk, /en-au, /ja-jp, /en-jp, /en-dubai, /ar-dubai. Other locales use a
 * plain language prefix; English has none."
 */
export interface Locale {
  /** The value the `lang` cookie holds for this locale: 'en', 'tr', 'cn', 'en-eu', ... */
  code: string;
  /** The path prefix without slashes; '' for the site's default locale. */
  prefix: string;
  /** Which translation catalog the text comes from. */
  catalog: LanguageTag;
  /** `<html lang>` value. */
  htmlLang: string;
}

/** shell §2: the regional prefixes, each a locale of one regional site served on the main host. */
export const REGIONAL_LOCALES = {
  'en-eu': { code: 'en-eu', prefix: 'en-eu', catalog: 'en', htmlLang: 'en' },
  'it-eu': { code: 'it-eu', prefix: 'it-eu', catalog: 'it', htmlLang: 'it' },
  'en-us': { code: 'en-us', prefix: 'en-us', catalog: 'en', htmlLang: 'en-US' },
  'en-uk': { code: 'en-uk', prefix: 'en-uk', catalog: 'en', htmlLang: 'en-GB' },
  'en-au': { code: 'en-au', prefix: 'en-au', catalog: 'en', htmlLang: 'en-AU' },
  'ja-jp': { code: 'ja-jp', prefix: 'ja-jp', catalog: 'ja', htmlLang: 'ja' },
  'en-jp': { code: 'en-jp', prefix: 'en-jp', catalog: 'en', htmlLang: 'en' },
  'en-dubai': { code: 'en-dubai', prefix: 'en-dubai', catalog: 'en', htmlLang: 'en' },
  'ar-dubai': { code: 'ar-dubai', prefix: 'ar-dubai', catalog: 'ar', htmlLang: 'ar' },
} as const satisfies Record<string, Locale>;

export type RegionalPrefix = keyof typeof REGIONAL_LOCALES;

/** The plain-language locales (main site and own-domain sites): cn, tw, kr, ... and '' for English. */
export const LANGUAGE_LOCALES: readonly Locale[] = LANGUAGES.map((l) => ({
  code: l.prefix === '' ? 'en' : l.prefix,
  prefix: l.prefix,
  catalog: l.lang,
  htmlLang: l.lang,
}));

export function languageLocale(lang: LanguageTag): Locale {
  const found = LANGUAGE_LOCALES.find((l) => l.catalog === lang);
  if (!found) throw new Error(`no locale for ${lang}`);
  return found;
}

/** Every prefix that names a locale somewhere, for telling a locale from an ordinary path segment. */
export const ALL_LOCALE_PREFIXES: ReadonlySet<string> = new Set([
  ...LANGUAGE_LOCALES.map((l) => l.prefix).filter((p) => p !== ''),
  'en',
  ...Object.keys(REGIONAL_LOCALES),
]);

export function isLocalePrefix(segment: string): boolean {
  return ALL_LOCALE_PREFIXES.has(segment.toLowerCase());
}

/** Right to left: shell §1 "including right-to-left Arabic". */
export function localeDirection(locale: Locale): 'rtl' | 'ltr' {
  return locale.catalog === 'ar' ? 'rtl' : 'ltr';
}

/** The path of `pathname` (without any locale prefix) under `prefix`. */
export function localizePath(prefix: string, pathname: string): string {
  const clean = pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (prefix === '') return clean;
  return clean === '/' ? `/${prefix}/` : `/${prefix}${clean}`;
}

/**
 * widgets §9 "Chart language map: cn to zh, tw to zh_TW, kr to ko, vn to vi, pt-br to pt, among
 * others." Keyed by the catalog's prefix; regional locales use their catalog's entry.
 */
export const CHART_LANGUAGE_MAP: Readonly<Record<string, string>> = {
  en: 'en',
  cn: 'zh',
  tw: 'zh_TW',
  ja: 'ja',
  kr: 'ko',
  vn: 'vi',
  tr: 'tr',
  ar: 'ar',
  ru: 'ru',
  es: 'es',
  'pt-br': 'pt',
  fr: 'fr',
  de: 'de_DE',
  it: 'it',
  id: 'id_ID',
  th: 'th',
  uk: 'uk',
};

export function chartLanguage(locale: Locale): string {
  const language = LANGUAGES.find((l) => l.lang === locale.catalog);
  const key = language && language.prefix !== '' ? language.prefix : 'en';
  return CHART_LANGUAGE_MAP[key] ?? 'en';
}
