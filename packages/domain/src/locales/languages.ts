/**
 * The languages Meridian serves and their URL prefixes. shell §2 "Language prefixes":
 * "Other locales use a plain language prefix; English has none." The regional prefixes
 * (/en-eu, /ja-jp, ...) arrive with the site registry.
 */
export const LANGUAGES = [
  { lang: 'en', prefix: '', name: 'English' },
  { lang: 'zh', prefix: 'cn', name: '简体中文' },
  { lang: 'zh-TW', prefix: 'tw', name: '繁體中文' },
  { lang: 'ja', prefix: 'ja', name: '日本語' },
  { lang: 'ko', prefix: 'kr', name: '한국어' },
  { lang: 'vi', prefix: 'vn', name: 'Tiếng Việt' },
  { lang: 'tr', prefix: 'tr', name: 'Türkçe' },
  { lang: 'ar', prefix: 'ar', name: 'العربية' },
  { lang: 'ru', prefix: 'ru', name: 'Русский' },
  { lang: 'es', prefix: 'es', name: 'Español' },
  { lang: 'pt-BR', prefix: 'pt-br', name: 'Português (Brasil)' },
  { lang: 'fr', prefix: 'fr', name: 'Français' },
  { lang: 'de', prefix: 'de', name: 'Deutsch' },
  { lang: 'it', prefix: 'it', name: 'Italiano' },
  { lang: 'id', prefix: 'id', name: 'Bahasa Indonesia' },
  { lang: 'th', prefix: 'th', name: 'ไทย' },
  { lang: 'uk', prefix: 'uk', name: 'Українська' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageTag = Language['lang'];

/** The English default: shell §9 "Defaults: ... language en". */
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0];

/**
 * Resolve an optional first path segment to a language. `undefined` (no prefix) is English;
 * an unknown prefix gives `null` so the caller can answer 404.
 */
export function languageFromPrefix(prefix: string | undefined): Language | null {
  if (prefix === undefined || prefix === '') return DEFAULT_LANGUAGE;
  const lower = prefix.toLowerCase();
  // English has no prefix, so "/en/" is not an English URL.
  return LANGUAGES.find((l) => l.prefix !== '' && l.prefix === lower) ?? null;
}

/** Right-to-left scripts among our languages. */
export function isRightToLeft(lang: LanguageTag): boolean {
  return lang === 'ar';
}

/** The language of a URL path: its first segment when that is a language prefix, else English. */
export function languageFromPathname(pathname: string): Language {
  const first = pathname.split('/')[1];
  return (first ? languageFromPrefix(first) : null) ?? DEFAULT_LANGUAGE;
}

/** The home path of a language: "/" for English, "/{prefix}/" otherwise. */
export function languageHomePath(language: Language): string {
  return language.prefix === '' ? '/' : `/${language.prefix}/`;
}
