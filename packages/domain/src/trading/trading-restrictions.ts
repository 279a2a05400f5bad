// Who may open new trades (issue 12 deliverable 4): "a withdraw-only user or a restricted-country
// user may not open positions (clear message)". Cancelling, closing and withdrawing stay open to
// them: a restriction never traps funds. The refusal is a rule code (withdrawOnly,
// restrictedCountry): the API answers its English text, the web says it in the reader's language.

import { type RuleIssue, ruleIssue } from './rule-issues';

/**
 * Why this account may not open a new order or position, or undefined when it may.
 * `prohibitedResident`: the account lives in a country the compliance rules prohibit on its site,
 * or staff marked it so (the check's limit_country_user_status 1; the API reads the rules from the
 * database, decision 0048).
 */
export function tradingRefusal(account: { withdrawOnly: boolean; prohibitedResident: boolean }): RuleIssue | undefined {
  if (account.withdrawOnly) return ruleIssue('withdrawOnly');
  if (account.prohibitedResident) return ruleIssue('restrictedCountry');
  return undefined;
}
