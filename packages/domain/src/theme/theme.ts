import type { LanguageTag } from '../locales/languages';

export type ThemeName = 'light' | 'dark';
export type RiseColor = 'red-up' | 'green-up';

/** Cookie names read for the theme (widgets §3 "Cookies read: ... dark, market_rise_color, lang"). */
export const THEME_COOKIE = 'dark';
export const RISE_COLOR_COOKIE = 'market_rise_color';
export const LANG_COOKIE = 'lang';
/** Preference cookies (language, theme, rise colour) last a year. */
export const PREFERENCE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const LANG_COOKIE_MAX_AGE_S = PREFERENCE_COOKIE_MAX_AGE_S;

/** The `dark` cookie: '1' (or 'true') means the dark theme; anything else, or none, light. */
export function themeFromCookie(value: string | undefined): ThemeName {
  return value === '1' || value === 'true' ? 'dark' : 'light';
}

/**
 * shell §4 "Theme: the rise-colour scheme is red for Chinese and green otherwise, applied as a
 * body class"; widgets §3 "rise colour (red-up or green-up) from the market_rise_color cookie or
 * the language default". Cookie values: 'red-up' or '1' for red, 'green-up' or '0' for green.
 */
export function riseColor(lang: LanguageTag, cookie: string | undefined): RiseColor {
  if (cookie === 'red-up' || cookie === '1') return 'red-up';
  if (cookie === 'green-up' || cookie === '0') return 'green-up';
  return lang === 'zh' || lang === 'zh-TW' ? 'red-up' : 'green-up';
}
