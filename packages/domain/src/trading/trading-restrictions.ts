// Who may open new trades (issue 12 deliverable 4): "a withdraw-only user or a restricted-country
// user may not open positions (clear message)". Cancelling, closing and withdrawing stay open to
// them: a restriction never traps funds.

/**
 * Countries of residence refused trading (ISO 3166-1 numeric, as shell §3 `country` reads): the
 * prohibited countries of the compliance issue (United States, Canada, Cambodia, Thailand, Cuba,
 * Iran, North Korea). The compliance issue moves this table into the database.
 */
export const TRADING_PROHIBITED_COUNTRIES: ReadonlySet<number> = new Set([840, 124, 116, 764, 192, 364, 408]);

export const WITHDRAW_ONLY_MESSAGE =
  'Your account is in withdraw-only mode: you can cancel orders, close positions and withdraw, but not open new trades.';
export const RESTRICTED_COUNTRY_MESSAGE =
  'Trading is not available to residents of your country of residence. You can cancel orders, close positions and withdraw.';

/** Why this account may not open a new order or position, or undefined when it may. */
export function tradingRefusal(account: { withdrawOnly: boolean; country: number }): string | undefined {
  if (account.withdrawOnly) return WITHDRAW_ONLY_MESSAGE;
  if (TRADING_PROHIBITED_COUNTRIES.has(account.country)) return RESTRICTED_COUNTRY_MESSAGE;
  return undefined;
}
