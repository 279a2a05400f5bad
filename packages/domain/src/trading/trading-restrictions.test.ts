import { describe, expect, it } from 'vitest';
import { RESTRICTED_COUNTRY_MESSAGE, tradingRefusal, WITHDRAW_ONLY_MESSAGE } from './trading-restrictions';

// Issue 12: "a withdraw-only user or a restricted-country user may not open positions (clear message)".
describe('tradingRefusal', () => {
  it('refuses a withdraw-only account and a resident of a prohibited country', () => {
    expect(tradingRefusal({ withdrawOnly: true, country: 276 })).toBe(WITHDRAW_ONLY_MESSAGE);
    expect(tradingRefusal({ withdrawOnly: false, country: 192 })).toBe(RESTRICTED_COUNTRY_MESSAGE);
    expect(tradingRefusal({ withdrawOnly: false, country: 840 })).toBe(RESTRICTED_COUNTRY_MESSAGE);
  });
  it('lets everyone else trade, an unknown country (0) included', () => {
    expect(tradingRefusal({ withdrawOnly: false, country: 276 })).toBeUndefined();
    expect(tradingRefusal({ withdrawOnly: false, country: 0 })).toBeUndefined();
  });
});
