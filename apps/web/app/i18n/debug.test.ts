import { describe, expect, it } from 'vitest';
import { translationDebugMode, withTranslationKeys } from './debug';

describe('translation debug (widgets §2 "a translation-debug query (values 1 or 2) makes translated text show its keys")', () => {
  it('reads the mode from the query', () => {
    expect(translationDebugMode(new URLSearchParams('translate_debug=1'))).toBe(1);
    expect(translationDebugMode(new URLSearchParams('translate_debug=2'))).toBe(2);
    expect(translationDebugMode(new URLSearchParams('translate_debug=3'))).toBe(0);
    expect(translationDebugMode(new URLSearchParams(''))).toBe(0);
  });

  const messages = { home: { title: 'Trade {count, plural, other {#}}', nested: { a: 'A' } } };

  it('1 shows each key instead of its text', () => {
    expect(withTranslationKeys(messages, 1)).toEqual({
      home: { title: '[home.title]', nested: { a: '[home.nested.a]' } },
    });
  });

  it('2 shows the key before the text, keeping the ICU message intact', () => {
    expect(withTranslationKeys(messages, 2)).toEqual({
      home: { title: '[home.title] Trade {count, plural, other {#}}', nested: { a: '[home.nested.a] A' } },
    });
  });

  it('0 leaves the catalog as it is', () => {
    expect(withTranslationKeys(messages, 0)).toBe(messages);
  });
});
