/**
 * System accounts (decision 0039), made by migration 0005 and never able to log in: the fee account
 * every trading fee is credited to, and the market account, the counterparty of every fill against
 * the reference market. With them, each coin's sum over all accounts only changes by deposits.
 */
export const FEE_ACCOUNT_UID = 1;
export const MARKET_ACCOUNT_UID = 2;
