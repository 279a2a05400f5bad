import { describe, expect, it } from 'vitest';
import { riseColor, themeFromCookie } from './theme';

describe('theme', () => {
  it('the dark cookie chooses the dark theme', () => {
    expect(themeFromCookie('1')).toBe('dark');
    expect(themeFromCookie('true')).toBe('dark');
    expect(themeFromCookie('0')).toBe('light');
    expect(themeFromCookie(undefined)).toBe('light');
  });

  it('shell §4 "the rise-colour scheme is red for Chinese and green otherwise"', () => {
    expect(riseColor('zh', undefined)).toBe('red-up');
    expect(riseColor('zh-TW', undefined)).toBe('red-up');
    for (const lang of ['en', 'tr', 'ja', 'ar'] as const) expect(riseColor(lang, undefined)).toBe('green-up');
  });

  it('widgets §3: the market_rise_color cookie overrides the language default', () => {
    expect(riseColor('en', 'red-up')).toBe('red-up');
    expect(riseColor('en', '1')).toBe('red-up');
    expect(riseColor('zh', 'green-up')).toBe('green-up');
    expect(riseColor('zh', '0')).toBe('green-up');
    expect(riseColor('zh', 'purple')).toBe('red-up');
  });
});
