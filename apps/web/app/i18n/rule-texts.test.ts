import { RULE_TEXTS } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import enTrade from './messages/en/trade.json';

// The API names a refused order's or position's rule by its code and values (the error envelope's
// `label` and `values`); the web says it from `trade.rules` in the reader's language (the catalogs
// test holds every language to the English keys and placeholders). So every code the domain can
// answer has a text here, with the same placeholders, and nothing else.

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('trade.rules and the domain’s rule codes', () => {
  it('has a text for every rule code and no other', () => {
    expect(Object.keys(enTrade.rules).sort()).toEqual(Object.keys(RULE_TEXTS).sort());
  });

  it.each(Object.entries(RULE_TEXTS))('%s has the placeholders of the API’s text', (code, text) => {
    expect(placeholders(enTrade.rules[code as keyof typeof enTrade.rules])).toEqual(placeholders(text));
  });
});
