import {
  COIN_PATTERN,
  SUB_ACCOUNT_NICKNAME_PATTERN,
  SUB_ACCOUNT_SUB_TYPES,
  SUB_ACCOUNT_TYPES,
  TRANSFER_DIRECTIONS,
  TRANSFER_REQUEST_ID_PATTERN,
  WALLETS,
} from '@meridian/domain';
import * as z from 'zod/mini';

// Issue 16: transfers between an account's spot and futures wallets and between a master and its
// sub-accounts; the sub-account list, creation and info (widgets §3, §7). Form fields are text.

const decimal = z.string().check(z.regex(/^\d+(\.\d+)?$/, 'a non-negative decimal number as text'));
const wallet = z.enum(WALLETS, 'spot or futures');
const uidParam = z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'a uid'));

/**
 * POST transfer: `request_id` makes a retry the same transfer. With `sub_uid` and `direction`, a
 * master's transfer with its sub-account: `from_wallet` is the paying account's wallet and
 * `to_wallet` the receiving one's. `fundpass`: the fund password, asked per its frequency (widgets
 * §3) when funds leave the master for a sub-account (`to_sub`); not read for other transfers.
 */
export const transferRequest = z.object({
  request_id: z.string().check(z.regex(TRANSFER_REQUEST_ID_PATTERN, '1 to 64 letters, digits, - or _')),
  coin: z.string().check(z.regex(COIN_PATTERN, 'a coin such as USDT')),
  amount: z.string().check(z.maxLength(64, 'at most 64 characters')),
  from_wallet: wallet,
  to_wallet: wallet,
  sub_uid: z.optional(uidParam),
  direction: z.optional(z.enum(TRANSFER_DIRECTIONS, 'to_sub or from_sub')),
  fundpass: z.optional(z.string().check(z.maxLength(256, 'The fund password is too long'))),
});
export type TransferRequest = z.infer<typeof transferRequest>;

/** One transfer as made (a retry of its request id answers it again). */
export const transferRecord = z.object({
  id: z.string(),
  request_id: z.string(),
  from_uid: z.int(),
  from_wallet: wallet,
  to_uid: z.int(),
  to_wallet: wallet,
  coin: z.string(),
  amount: decimal,
  /** Milliseconds since 1970. */
  create_time_ms: z.int(),
});
export type TransferRecord = z.infer<typeof transferRecord>;
export const transferList = z.array(transferRecord);

/** The account's transfers (those it asked for and those that moved its funds), newest first. */
export const transferHistoryQuery = z.object({
  coin: z.optional(z.string().check(z.regex(COIN_PATTERN, 'a coin such as USDT'))),
  limit: z._default(z.string().check(z.regex(/^([1-9]\d?|100)$/, 'a whole number from 1 to 100')), '50'),
});

const subAccountType = z.union([z.literal(SUB_ACCOUNT_TYPES.normal), z.literal(SUB_ACCOUNT_TYPES.managed)]);
/** widgets §3 "sub_type (6 bugs, 7 asset management)"; 0 for a sub-account of neither kind. */
const subAccountSubType = z.union([
  z.literal(0),
  z.literal(SUB_ACCOUNT_SUB_TYPES.bugs),
  z.literal(SUB_ACCOUNT_SUB_TYPES.assetManagement),
]);

/** widgets §3 "Sub-account info: type (1 normal, 4 managed), sub_type (6 bugs, 7 asset management)". */
export const subAccountInfo = z.object({
  sub_uid: z.int(),
  master_uid: z.int(),
  nickname: z.string(),
  type: subAccountType,
  sub_type: subAccountSubType,
  create_time_ms: z.int(),
});
export type SubAccountInfo = z.infer<typeof subAccountInfo>;
export const subAccountList = z.array(subAccountInfo);

/** widgets §7 "sub-account info | sub_uid". */
export const subAccountInfoQuery = z.object({ sub_uid: uidParam });

/** A new normal sub-account (type 1), named by its master; it has no password of its own to log in with. */
export const createSubAccountRequest = z.object({
  nickname: z.string().check(z.regex(SUB_ACCOUNT_NICKNAME_PATTERN, '1 to 32 letters, digits, - or _')),
});

export const noTransferQuery = z.object({});
