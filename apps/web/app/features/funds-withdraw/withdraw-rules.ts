import type { FundPasswordStatus, FundsNetworks } from '@meridian/contracts';
import { type AddressFormat, fundsNetwork, isValidAddress, memoProblem } from '@meridian/domain';
import Big from 'big.js';

// Issue 16 "withdrawals with address-format validation per network, minimum and fee, fund password
// per the frequency": what the form says at once, before the API checks the same rules again
// (domain checkWithdrawal). Pure: no React, no calls.

/** One network of a coin as the network list answers it (minimum, fee, decimals, memo rule). */
export type WithdrawNetwork = FundsNetworks['list'][number]['networks'][number];

/** The coin the bare /myaccount/withdraw opens on (shell §2 account routes: /myaccount/withdraw/USDT). */
export const DEFAULT_WITHDRAW_COIN = 'USDT';
/** The page's path without locale prefix. */
export const withdrawPath = (coin: string) => `/myaccount/withdraw/${encodeURIComponent(coin)}`;

/** The message keys of the field problems (fundsWithdraw.validation). */
export type ValidationKey =
  | 'addressRequired'
  | `address.${AddressFormat}`
  | 'memoTag'
  | 'memoComment'
  | 'memoNone'
  | 'amountRequired'
  | 'amountInvalid'
  | 'amountDecimals'
  | 'amountBelowMinimum'
  | 'amountAboveAvailable'
  | 'totpRequired';

/** A problem of one field, as a message key of the `fundsWithdraw.validation` namespace with its values. */
export interface FieldProblem {
  key: ValidationKey;
  values?: Record<string, string>;
}

/** Plain decimal text, as the API takes it (contracts withdrawalCreateRequest). */
const AMOUNT_TEXT = /^\d{1,20}(?:\.\d{1,18})?$/;

/** The address: required, and in its network's format when the network's format is known here. */
export function addressProblem(coin: string, network: WithdrawNetwork, address: string): FieldProblem | null {
  const trimmed = address.trim();
  if (trimmed === '') return { key: 'addressRequired' };
  const known = fundsNetwork(coin, network.network);
  // A network this build does not know: the API alone judges the address.
  if (!known || isValidAddress(known.format, trimmed)) return null;
  return { key: `address.${known.format}`, values: { network: network.name } };
}

/** The memo: optional (a withdrawal to one's own wallet needs none), but in its network's form when given. */
export function memoFieldProblem(network: WithdrawNetwork, memo: string): FieldProblem | null {
  const problem = memoProblem(network.memo, memo.trim());
  if (problem === null) return null;
  return { key: network.memo === 'tag' ? 'memoTag' : network.memo === 'comment' ? 'memoComment' : 'memoNone' };
}

/**
 * The amount: plain decimal text above zero, at most the network's decimals, at least its minimum,
 * and (when the balance is known) amount + fee within the available balance: the API takes the fee
 * on top of the amount (services/withdrawals: "amount + fee is frozen").
 */
export function amountProblem(
  coin: string,
  network: WithdrawNetwork,
  amount: string,
  available: string | null,
): FieldProblem | null {
  const text = amount.trim();
  if (text === '') return { key: 'amountRequired' };
  if (!AMOUNT_TEXT.test(text) || new Big(text).lte(0)) return { key: 'amountInvalid' };
  const fraction = text.split('.')[1] ?? '';
  if (fraction.length > network.decimals)
    return { key: 'amountDecimals', values: { decimals: String(network.decimals) } };
  if (new Big(text).lt(network.min_withdrawal)) {
    return { key: 'amountBelowMinimum', values: { minimum: network.min_withdrawal, coin } };
  }
  if (available !== null && new Big(text).plus(network.withdrawal_fee).gt(available)) {
    return {
      key: 'amountAboveAvailable',
      values: { total: totalDebited(text, network), available: new Big(available).toFixed(), coin },
    };
  }
  return null;
}

/** The most that can be sent: the available balance minus the fee, cut to the network's decimals, never below 0. */
export function maxAmount(available: string, network: WithdrawNetwork): string {
  const rest = new Big(available).minus(network.withdrawal_fee);
  if (rest.lte(0)) return '0';
  return rest.round(network.decimals, Big.roundDown).toFixed();
}

/** What leaves the balance: the amount plus the fee (decimal text). */
export function totalDebited(amount: string, network: WithdrawNetwork): string {
  return new Big(amount).plus(network.withdrawal_fee).toFixed();
}

/** Whether a valid amount text can be summed (the summary shows totals only then). */
export function isAmountText(amount: string): boolean {
  return AMOUNT_TEXT.test(amount.trim()) && new Big(amount.trim()).gt(0);
}

/**
 * Whether the withdrawal must carry the fund password (issue 16 "'2' every time, '1' once an hour,
 * '0' never"): every time, or once an hour and not entered within it. Unknown status: not asked
 * first; the API answers fundPasswordRequired and the form asks then.
 */
export function fundPasswordDue(status: FundPasswordStatus | null): boolean {
  if (status === null || !status.is_set) return false;
  return status.frequency === '2' || (status.frequency === '1' && !status.verified_recently);
}

/** The refusal labels of the withdrawal calls (apps/api services/fund-password and withdrawals) the page has a text for. */
export const REFUSAL_LABELS = [
  'fundPasswordRequired',
  'fundPasswordWrong',
  'fundPasswordLocked',
  'fundPasswordNotSet',
  'totpRequired',
  'totpMalformed',
  'totpWrong',
  'totpLocked',
  'restrictedCountry',
  'insufficientBalance',
  'requestIdReused',
  'withdrawalInvalid',
  'withdrawalNotFound',
  'busy',
] as const;
export type RefusalLabel = (typeof REFUSAL_LABELS)[number];

export function isRefusalLabel(label: string | undefined): label is RefusalLabel {
  return (REFUSAL_LABELS as readonly string[]).includes(label ?? '');
}

/** The key of what one withdrawal attempt asks: a retry of the same key reuses its request id. */
export function attemptKey(fields: { coin: string; network: string; address: string; memo: string; amount: string }) {
  const amount = AMOUNT_TEXT.test(fields.amount.trim()) ? new Big(fields.amount.trim()).toFixed() : fields.amount;
  return [fields.coin, fields.network, fields.address.trim(), fields.memo.trim(), amount].join('\n');
}

/** A new request id (contracts: 8 to 64 letters, digits, - or _): a UUID. */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}
