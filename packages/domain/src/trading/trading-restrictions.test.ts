import { describe, expect, it } from 'vitest';
import { RULE_TEXTS, ruleMessage } from './rule-messages';
import { tradingRefusal } from './trading-restrictions';

// Issue 12: "a withdraw-only user or a restricted-country user may not open positions (clear message)".
describe('tradingRefusal', () => {
  it('refuses a withdraw-only account and a resident of a prohibited country', () => {
    const text = (account: { withdrawOnly: boolean; prohibitedResident: boolean }) => {
      const issue = tradingRefusal(account);
      return issue === undefined ? undefined : ruleMessage(issue);
    };
    expect(text({ withdrawOnly: true, prohibitedResident: false })).toBe(RULE_TEXTS.withdrawOnly);
    expect(text({ withdrawOnly: true, prohibitedResident: true })).toBe(RULE_TEXTS.withdrawOnly);
    expect(text({ withdrawOnly: false, prohibitedResident: true })).toBe(RULE_TEXTS.restrictedCountry);
    expect(text({ withdrawOnly: false, prohibitedResident: false })).toBeUndefined();
  });
});
