// Who may open new trades (issue 12 deliverable 4): "a withdraw-only user or a restricted-country
// user may not open positions (clear message)". Cancelling, closing and withdrawing stay open to
// them: a restriction never traps funds. The refusal is a rule code (withdrawOnly,
// restrictedCountry): the API answers its English text, the web says it in the reader's language.

import { type RuleIssue, ruleIssue } from './rule-issues';

/**
 * Countries of residence refused trading (ISO 3166-1 numeric, as shell §3 `country` reads): the
 * prohibited countries of the compliance issue (United States, Canada, Cambodia, Thailand, Cuba,
 * Iran, North Korea). The compliance issue moves this table into the database.
 */
export const TRADING_PROHIBITED_COUNTRIES: ReadonlySet<number> = new Set([840, 124, 116, 764, 192, 364, 408]);

/** Why this account may not open a new order or position, or undefined when it may. */
export function tradingRefusal(account: { withdrawOnly: boolean; country: number }): RuleIssue | undefined {
  if (account.withdrawOnly) return ruleIssue('withdrawOnly');
  if (TRADING_PROHIBITED_COUNTRIES.has(account.country)) return ruleIssue('restrictedCountry');
  return undefined;
}
