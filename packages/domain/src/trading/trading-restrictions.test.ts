import { describe, expect, it } from 'vitest';
import { RULE_TEXTS, ruleMessage } from './rule-messages';
import { tradingRefusal } from './trading-restrictions';

// Issue 12: "a withdraw-only user or a restricted-country user may not open positions (clear message)".
describe('tradingRefusal', () => {
  it('refuses a withdraw-only account and a resident of a prohibited country', () => {
    const text = (account: { withdrawOnly: boolean; country: number }) => {
      const issue = tradingRefusal(account);
      return issue === undefined ? undefined : ruleMessage(issue);
    };
    expect(text({ withdrawOnly: true, country: 276 })).toBe(RULE_TEXTS.withdrawOnly);
    expect(tradingRefusal({ withdrawOnly: true, country: 276 })?.code).toBe('withdrawOnly');
    expect(text({ withdrawOnly: false, country: 192 })).toBe(RULE_TEXTS.restrictedCountry);
    expect(text({ withdrawOnly: false, country: 840 })).toBe(RULE_TEXTS.restrictedCountry);
    expect(tradingRefusal({ withdrawOnly: false, country: 840 })?.code).toBe('restrictedCountry');
  });
  it('lets everyone else trade, an unknown country (0) included', () => {
    expect(tradingRefusal({ withdrawOnly: false, country: 276 })).toBeUndefined();
    expect(tradingRefusal({ withdrawOnly: false, country: 0 })).toBeUndefined();
  });
});
