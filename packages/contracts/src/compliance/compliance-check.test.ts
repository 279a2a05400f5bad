import { describe, expect, it } from 'vitest';
import { complianceCheck, parseClientCountry } from './compliance-check';

describe('compliance check contract (shell §3 "Defaults: business [], limit {}, toast {}, menu [], tips {}")', () => {
  it('gives the defaults for an empty or missing answer', () => {
    const defaults = { business: [], limit: {}, toast: {}, menu: [], tips: {} };
    expect(complianceCheck.parse({})).toEqual(defaults);
    expect(complianceCheck.parse({ menu: null, business: 'x', limit: [], toast: 3, tips: 'no' })).toEqual(defaults);
  });

  it('keeps good fields when one is malformed, and a malformed flag counts as not sent', () => {
    const parsed = complianceCheck.parse({
      menu: ['c2c'],
      business: 7,
      limit: { is_us_toast: true, is_main: 'yes', is_uk_limit: 1 },
    });
    expect(parsed.menu).toEqual(['c2c']);
    expect(parsed.business).toEqual([]);
    expect(parsed.limit.is_us_toast).toBe(true);
    expect(parsed.limit.is_main).toBeUndefined();
    // Fields of other widgets pass through for them to parse.
    expect(parsed.limit.is_uk_limit).toBe(1);
  });
});

describe('the x-client-country header', () => {
  it('is a two-letter ISO 3166 code, in any case', () => {
    expect(parseClientCountry('US')).toBe('US');
    expect(parseClientCountry(' gb ')).toBe('GB');
  });

  it('is ignored when missing or malformed', () => {
    for (const bad of [null, undefined, '', 'USA', 'U', 'U1', 'T1', '🇺🇸', 'U S', 'us,gb']) {
      expect(parseClientCountry(bad), String(bad)).toBeUndefined();
    }
  });
});
