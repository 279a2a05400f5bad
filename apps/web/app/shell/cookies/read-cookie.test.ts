import { parse } from 'cookie';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCookie } from './read-cookie';

describe('readCookie', () => {
  it.each([
    ['theme=dark; lang=ar', 'lang', 'ar'],
    ['  theme = dark ;lang=ar', 'theme', 'dark'],
    ['a=1; a=2', 'a', '1'],
    ['nick="Ana%20B"', 'nick', 'Ana B'],
    ['bad=%E0%A4%A', 'bad', '%E0%A4%A'],
    ['flag; x=1', 'x', '1'],
    ['x=1', 'y', undefined],
  ])('%s: %s is %s', (header, name, value) => {
    expect(readCookie(header, name)).toBe(value);
  });

  it('shell §8 "URI decode failure logs a warning and returns the raw text"', () => {
    const warnings: string[] = [];
    expect(readCookie('ref=AB%E0%A4%A; x=1', 'ref', (message, text) => warnings.push(`${message}: ${text}`))).toBe(
      'AB%E0%A4%A',
    );
    expect(warnings).toEqual(['URI decode failed; the raw text is used: AB%E0%A4%A']);
    expect(readCookie('ref=AB%20C', 'ref', (message) => warnings.push(message))).toBe('AB C');
    expect(warnings).toHaveLength(1);
  });

  it('reads what the cookie package reads, for any header', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9_-]{1,6}$/);
    const value = fc.stringMatching(/^[A-Za-z0-9%"=._ -]{0,8}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(token, value), { maxLength: 5 }), token, (pairs, name) => {
        const header = pairs.map(([k, v]) => `${k}=${v}`).join('; ');
        expect(readCookie(header, name)).toBe(parse(header)[name]);
      }),
    );
  });
});
