import { describe, expect, it } from 'vitest';
import { createTranslator } from '.';
import { compiledMessagesFor, messagesForRequest } from './catalogs.server';
import { compileMessages } from './compile-messages';

describe('compiled messages (decision 0030)', () => {
  it('formats arguments, plurals and numbers through the format-only path the builds alias', () => {
    const messages = compileMessages({
      demo: { line: 'Hi {name}: {count, plural, one {# coin} other {# coins}} of {total, number}' },
    });
    expect(typeof messages.demo.line).not.toBe('string');
    const t = createTranslator({ locale: 'en', messages, namespace: 'demo' });
    expect(t('line', { name: 'Ana', count: 2, total: 12345 })).toBe('Hi Ana: 2 coins of 12,345');
    expect(t('line', { name: 'Ana', count: 1, total: 1 })).toBe('Hi Ana: 1 coin of 1');
  });

  it('keeps a message without arguments as the same string', () => {
    expect(compileMessages({ a: 'Close' })).toEqual({ a: 'Close' });
  });

  it('compiles each language once and shares it between requests without the debug query', () => {
    const request = new Request('https://www.meridian.example/');
    expect(compiledMessagesFor('de')).toBe(compiledMessagesFor('de'));
    expect(messagesForRequest(request, 'de', ['common']).common).toBe(compiledMessagesFor('de').common);
  });

  it('widgets §2 translation-debug query: compiles the keyed text (1: the key only)', () => {
    const request = new Request('https://www.meridian.example/?translate_debug=1');
    const { common } = messagesForRequest(request, 'en', ['common']);
    const t = createTranslator({ locale: 'en', messages: { common }, namespace: 'common' });
    expect(t('close')).toBe('[common.close]');
  });
});
