import { describe, expect, it } from 'vitest';
import { messagesForRequest, SHELL_NAMESPACES } from './catalogs.server';

describe('messagesForRequest', () => {
  it('gives only the namespaces asked for, in the asked language', () => {
    const messages = messagesForRequest(new Request('http://x.example/tr/'), 'tr', ['home']);
    expect(Object.keys(messages)).toEqual(['home']);
    expect(messages.home.quoteCurrencies).not.toBe('Quote currencies');
  });

  it('keeps the big page texts (legal, pages, home) out of the shell namespaces every page carries', () => {
    expect(SHELL_NAMESPACES).not.toContain('legal');
    expect(SHELL_NAMESPACES).not.toContain('pages');
    expect(SHELL_NAMESPACES).not.toContain('home');
  });

  it('applies the translation-debug query (widgets §2)', () => {
    const messages = messagesForRequest(new Request('http://x.example/?translate_debug=1'), 'en', ['home']);
    expect(messages.home.quoteCurrencies).toBe('[home.quoteCurrencies]');
  });
});
