import { describe, expect, it } from 'vitest';
import { RULE_TEXTS, ruleMessage } from './rule-messages';
import { tradingRefusal } from './trading-restrictions';

const WITHDRAW_ONLY_MESSAGE = RULE_TEXTS.withdrawOnly;
const RESTRICTED_COUNTRY_MESSAGE = RULE_TEXTS.restrictedCountry;

// Issue 12: "a withdraw-only user or a restricted-country user may not open positions (clear message)".
describe('tradingRefusal', () => {
  it('refuses a withdraw-only account and a resident of a prohibited country', () => {
    const text = (account: { withdrawOnly: boolean; country: number }) => {
      const issue = tradingRefusal(account);
      return issue === undefined ? undefined : ruleMessage(issue);
    };
    expect(text({ withdrawOnly: true, country: 276 })).toBe(WITHDRAW_ONLY_MESSAGE);
    expect(tradingRefusal({ withdrawOnly: true, country: 276 })?.code).toBe('withdrawOnly');
    expect(text({ withdrawOnly: false, country: 192 })).toBe(RESTRICTED_COUNTRY_MESSAGE);
    expect(text({ withdrawOnly: false, country: 840 })).toBe(RESTRICTED_COUNTRY_MESSAGE);
    expect(tradingRefusal({ withdrawOnly: false, country: 840 })?.code).toBe('restrictedCountry');
  });
  it('lets everyone else trade, an unknown country (0) included', () => {
    expect(tradingRefusal({ withdrawOnly: false, country: 276 })).toBeUndefined();
    expect(tradingRefusal({ withdrawOnly: false, country: 0 })).toBeUndefined();
  });
});
