import {
  AUTHENTICATOR_CODE_LENGTH,
  FREQUENCY_CHANGE_ACTION,
  FUND_PASSWORD_MAX_LENGTH,
  FUND_PASSWORD_MIN_LENGTH,
  MAX_MEMO_LENGTH,
  SECOND_FACTOR_CODE_MAX_LENGTH,
  SUPPORT_TICKET_BODY_MAX,
  SUPPORT_TICKET_CATEGORIES,
  SUPPORT_TICKET_STATUSES,
  SUPPORT_TICKET_SUBJECT_MAX,
} from '@meridian/domain';
import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH } from '../account/password-limits';
import { decimalString } from '../site/site-settings';

// Issue 16: the fund password and its frequency (widgets §3, §5, §7), deposits, withdrawals and
// support tickets.

/** widgets §3 "Fund-password frequency: one of '1' (one hour), '2' (every time), '0' (never)". */
export const fundPasswordFrequency = z.enum(['0', '1', '2']);

/** A fund password as typed: checked against the stored hash, so only its size is limited here. */
const typedFundPassword = z
  .string()
  .check(z.minLength(1, 'Enter the fund password'), z.maxLength(256, 'The fund password is too long'));
/** An authenticator code (6 digits) or a recovery code. */
const authenticatorCode = z
  .string()
  .check(
    z.trim(),
    z.minLength(AUTHENTICATOR_CODE_LENGTH, 'Enter the 6-digit code'),
    z.maxLength(SECOND_FACTOR_CODE_MAX_LENGTH, 'Enter the 6-digit code'),
  );
const coinCode = z.string().check(z.regex(/^[A-Z0-9]{2,12}$/, 'a coin code such as USDT'));
const networkCode = z.string().check(z.regex(/^[A-Z0-9]{2,12}$/, 'a network code such as TRC20'));
/** A positive decimal amount as text (the network's own rules are the API's, domain checkWithdrawal). */
const amountText = z
  .string()
  .check(z.trim(), z.regex(/^\d{1,20}(\.\d{1,18})?$/, 'a positive decimal number such as 12.5'));
const listLimit = z.optional(z.string().check(z.regex(/^([1-9]\d?|100)$/, 'a number from 1 to 100')));
/** Row ids travel as decimal text (bigint in the database). */
const rowId = z.string().check(z.regex(/^[1-9]\d{0,17}$/, 'a row id'));
const isoTime = z.string();

// ---- fund password and frequency (widgets §7) ----

/** widgets §7 "code 0 is success; data.frequency is shown as the current validity choice". */
export const userFrequency = z.object({ frequency: z.catch(fundPasswordFrequency, '1') });
export type UserFrequency = z.infer<typeof userFrequency>;

/** widgets §3 "Frequency change request: action, frequency, fundpass, totp" (form-encoded, widgets §7). */
export const frequencyChangeRequest = z.object({
  action: z.literal(FREQUENCY_CHANGE_ACTION, `action must be ${FREQUENCY_CHANGE_ACTION}`),
  frequency: fundPasswordFrequency,
  // widgets §5 "both non-empty" (an empty form field counts as not sent: "fundpass is required").
  fundpass: typedFundPassword,
  totp: authenticatorCode,
});

/**
 * widgets §7 "result truthy means success; msg is the failure text". A refusal carries the same
 * two fields (with its 4xx status), and `message` too, so any client reads its text.
 */
export const querySafeAnswer = z.object({ result: z.catch(z.boolean(), false), msg: z.catch(z.string(), '') });
export type QuerySafeAnswer = z.infer<typeof querySafeAnswer>;

/** Whether the account has a fund password, and how often it is asked. */
export const fundPasswordStatus = z.object({
  is_set: z.catch(z.boolean(), false),
  frequency: z.catch(fundPasswordFrequency, '1'),
  /** Whether the last correct fund password still covers a withdrawal now (frequency '1' within the hour, or '0'). */
  verified_recently: z.catch(z.boolean(), false),
});
export type FundPasswordStatus = z.infer<typeof fundPasswordStatus>;
export function defaultFundPasswordStatus(): FundPasswordStatus {
  return { is_set: false, frequency: '1', verified_recently: false };
}

/**
 * Set (first time) or change the fund password (`/myaccount/fundpass_setup`). The first time: the
 * log-in `password`; a change: `old_fundpass`. Either way `totp` when the account has two-factor
 * on. The new one has FUND_PASSWORD_MIN_LENGTH to MAX characters and differs from the log-in password.
 */
export const fundPasswordSetRequest = z.object({
  new_fundpass: z
    .string()
    .check(
      z.minLength(FUND_PASSWORD_MIN_LENGTH, `Use at least ${FUND_PASSWORD_MIN_LENGTH} characters`),
      z.maxLength(FUND_PASSWORD_MAX_LENGTH * 2, `Use at most ${FUND_PASSWORD_MAX_LENGTH} characters`),
    ),
  old_fundpass: z.optional(typedFundPassword),
  password: z.optional(z.string().check(z.maxLength(PASSWORD_MAX_LENGTH * 4, 'The password is too long'))),
  totp: z.optional(authenticatorCode),
});
export const fundPasswordSetAnswer = z.object({ is_set: z.literal(true), frequency: fundPasswordFrequency });

// ---- networks and deposits ----

export const fundsNetworkInfo = z.object({
  network: z.string(),
  name: z.string(),
  /** 'tag' (XRP destination tag) or 'comment' (TON): the deposit must carry the memo. */
  memo: z.enum(['none', 'tag', 'comment']),
  min_withdrawal: decimalString,
  withdrawal_fee: decimalString,
  decimals: z.int(),
  /** Issue 16 item 4: the smallest deposit credited; empty when an older server does not say. */
  min_deposit: z.catch(decimalString, ''),
  /** Issue 16 item 4: blocks before a deposit is credited; 0 when an older server does not say. */
  confirmations: z.catch(z.int(), 0),
});
/** The coins that can be deposited and withdrawn, each with its networks (public). */
export const fundsNetworks = z.object({
  list: z.array(z.object({ coin: z.string(), networks: z.array(fundsNetworkInfo) })),
});
export type FundsNetworks = z.infer<typeof fundsNetworks>;

export const depositAddressQuery = z.object({ coin: coinCode, network: networkCode });
export const depositAddress = z.object({
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  /** The destination tag or comment the deposit must carry; null where the network has none. */
  memo: z.nullable(z.string()),
});
export type DepositAddressAnswer = z.infer<typeof depositAddress>;

export const fundsListQuery = z.object({ coin: z.optional(coinCode), limit: listLimit });

export const depositRecord = z.object({
  id: z.string(),
  coin: z.string(),
  network: z.string(),
  amount: decimalString,
  tx_id: z.string(),
  status: z.literal('credited'),
  created_at: isoTime,
});
export const depositHistory = z.object({ list: z.array(depositRecord) });
export type DepositHistory = z.infer<typeof depositHistory>;

/**
 * Development only (mounted beside the dev outbox, where no message is really sent): credit a
 * made-up deposit, as `npm run dev:deposit` does, so a browser test can fund a new account.
 */
export const devDepositRequest = z.object({
  email: z.string().check(z.maxLength(254)),
  coin: coinCode,
  network: networkCode,
  amount: z.string().check(z.maxLength(40)),
});

// ---- withdrawals ----

export const withdrawalCreateRequest = z.object({
  /** The client's id of this request: sending it again answers the same withdrawal. */
  request_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, - or _')),
  coin: coinCode,
  network: networkCode,
  address: z.string().check(z.trim(), z.minLength(1, 'Enter the address'), z.maxLength(128, 'Too long')),
  memo: z.optional(z.string().check(z.trim(), z.maxLength(MAX_MEMO_LENGTH, `At most ${MAX_MEMO_LENGTH} characters`))),
  amount: amountText,
  /** Asked per the frequency (widgets §3); refused with a clear message when due and missing. */
  fundpass: z.optional(typedFundPassword),
  /** Asked when the account has two-factor on. */
  totp: z.optional(authenticatorCode),
});

export const withdrawalRecord = z.object({
  id: z.string(),
  request_id: z.string(),
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  memo: z.nullable(z.string()),
  amount: decimalString,
  fee: decimalString,
  status: z.enum(['pending', 'cancelled']),
  created_at: isoTime,
  updated_at: isoTime,
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecord>;
export const withdrawalAnswer = withdrawalRecord;
export const withdrawalCancelRequest = z.object({ id: rowId });
export const withdrawalListQuery = z.object({
  coin: z.optional(coinCode),
  status: z.optional(z.enum(['pending', 'cancelled'])),
  limit: listLimit,
});
export const withdrawalList = z.object({ list: z.array(withdrawalRecord) });
export type WithdrawalList = z.infer<typeof withdrawalList>;

// ---- support tickets ----

/** Text a person typed: no control characters (a NUL cannot even be stored), line breaks and tabs aside. */
const typedText = (value: string) =>
  [...value].every((ch) => {
    const code = ch.charCodeAt(0);
    return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127);
  });

export const supportTicketCreateRequest = z.object({
  category: z.enum(SUPPORT_TICKET_CATEGORIES),
  subject: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter a subject'),
      z.maxLength(SUPPORT_TICKET_SUBJECT_MAX, `At most ${SUPPORT_TICKET_SUBJECT_MAX} characters`),
      z.refine(typedText, 'Use letters, digits and punctuation only'),
    ),
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Describe the problem'),
      z.maxLength(SUPPORT_TICKET_BODY_MAX, `At most ${SUPPORT_TICKET_BODY_MAX} characters`),
      z.refine(typedText, 'Use letters, digits, punctuation and line breaks only'),
    ),
});
export const supportTicket = z.object({
  id: z.string(),
  category: z.enum(SUPPORT_TICKET_CATEGORIES),
  subject: z.string(),
  body: z.string(),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  created_at: isoTime,
  updated_at: isoTime,
});
export type SupportTicket = z.infer<typeof supportTicket>;
export const supportTicketListQuery = z.object({
  status: z.optional(z.enum(SUPPORT_TICKET_STATUSES)),
  limit: listLimit,
});
export const supportTicketList = z.object({ list: z.array(supportTicket) });
export type SupportTicketList = z.infer<typeof supportTicketList>;
