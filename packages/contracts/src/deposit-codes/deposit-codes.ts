import { DEPOSIT_CODE_LENGTH } from '@meridian/domain';
import * as z from 'zod/mini';
import { decimalString } from '../site/site-settings';

// Issue 16 item 5: deposit codes (`/myaccount/deposit_gatecode`, widgets §1 "gate code"). An
// account holds an amount of a coin behind a code shown once; another account redeems the code.

const coinCode = z.string().check(z.regex(/^[A-Z0-9]{2,12}$/, 'a coin code such as USDT'));
const amountText = z
  .string()
  .check(z.trim(), z.regex(/^\d{1,20}(\.\d{1,18})?$/, 'a positive decimal number such as 12.5'));
const typedFundPassword = z
  .string()
  .check(z.minLength(1, 'Enter the fund password'), z.maxLength(256, 'The fund password is too long'));
const authenticatorCode = z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code'));
const rowId = z.string().check(z.regex(/^[1-9]\d{0,17}$/, 'a row id'));
const listLimit = z.optional(z.string().check(z.regex(/^([1-9]\d?|100)$/, 'a number from 1 to 100')));

export const depositCodeCreateRequest = z.object({
  /** The client's id of this request: sending it again answers the same code (without the code itself). */
  request_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, - or _')),
  coin: coinCode,
  amount: amountText,
  /** Asked per the fund password's frequency, as for a withdrawal (widgets §3). */
  fundpass: z.optional(typedFundPassword),
  /** Asked when the account has two-factor on. */
  totp: z.optional(authenticatorCode),
});

/** One code as its creator or its redeemer sees it in the history (never the code itself). */
export const depositCodeRecord = z.object({
  id: z.string(),
  /** 'created': this account holds (or held) the amount; 'redeemed': this account received it. */
  role: z.enum(['created', 'redeemed']),
  /** The code's last four characters, to tell codes apart. */
  code_hint: z.string(),
  coin: z.string(),
  amount: decimalString,
  status: z.enum(['active', 'redeemed', 'cancelled']),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DepositCodeRecord = z.infer<typeof depositCodeRecord>;

/**
 * A created code. `code` (grouped, `ABCD-EFGH-JKMN-PQRS`) is sent once, in the answer that made it;
 * a retry of the same request id answers the same record with `code` null: only the hash is kept.
 */
export const depositCodeCreateAnswer = z.object({
  code: z.nullable(z.string()),
  created: z.boolean(),
  record: depositCodeRecord,
});
export type DepositCodeCreateAnswer = z.infer<typeof depositCodeCreateAnswer>;

export const depositCodeRedeemRequest = z.object({
  /** As typed: case, spaces and dashes do not matter. */
  code: z
    .string()
    .check(z.minLength(1, 'Enter the deposit code'), z.maxLength(DEPOSIT_CODE_LENGTH * 4, 'That is no deposit code')),
});
export const depositCodeCancelRequest = z.object({ id: rowId });
export const depositCodeAnswer = depositCodeRecord;

export const depositCodeListQuery = z.object({ limit: listLimit });
/** The codes this account created and those it redeemed, newest first. */
export const depositCodeList = z.object({
  created: z.catch(z.array(depositCodeRecord), []),
  redeemed: z.catch(z.array(depositCodeRecord), []),
});
export type DepositCodeList = z.infer<typeof depositCodeList>;
