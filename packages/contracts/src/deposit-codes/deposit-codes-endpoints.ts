import { defineEndpoint } from '../endpoint';
import { FUNDS_PREFIX } from '../funds/funds-endpoints';

/** The module of every schema below: imported on first use (decision 0031). */
const schemas = () => import('./deposit-codes');

// Issue 16 item 5: deposit codes, logged in only; every POST passes the app's csrf check.

export const DEPOSIT_CODES_PREFIX = `${FUNDS_PREFIX}/deposit-codes`;

/** Hold an amount of a coin from the spot balance behind a new code. Idempotent by request_id. */
export const postDepositCodeCreate = defineEndpoint({
  method: 'POST',
  path: `${DEPOSIT_CODES_PREFIX}/create`,
  schemas,
  body: 'depositCodeCreateRequest',
  answer: 'depositCodeCreateAnswer',
});

/** Redeem another account's code: its amount moves to this account's spot balance. */
export const postDepositCodeRedeem = defineEndpoint({
  method: 'POST',
  path: `${DEPOSIT_CODES_PREFIX}/redeem`,
  schemas,
  body: 'depositCodeRedeemRequest',
  answer: 'depositCodeAnswer',
});

/** Cancel one's own active code: the held amount is available again. Cancelling it again answers the same. */
export const postDepositCodeCancel = defineEndpoint({
  method: 'POST',
  path: `${DEPOSIT_CODES_PREFIX}/cancel`,
  schemas,
  body: 'depositCodeCancelRequest',
  answer: 'depositCodeAnswer',
});

/** The codes this account created and redeemed, newest first. */
export const getDepositCodeList = defineEndpoint({
  method: 'GET',
  path: `${DEPOSIT_CODES_PREFIX}/list`,
  schemas,
  body: 'depositCodeListQuery',
  answer: 'depositCodeList',
});
