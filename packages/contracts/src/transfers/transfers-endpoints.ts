import { defineEndpoint } from '../endpoint';
import { WEB_V1_PREFIX } from '../envelope';

const transferSchemas = () => import('./transfers');

/**
 * Issue 16 "Transfers between the user's spot and futures wallets and (for masters) sub-accounts:
 * atomic in one transaction, idempotent by request id, refused beyond the available balance".
 * Logged in, csrf-checked. A repeat of a request id answers the first transfer; a repeat that asks
 * something else is a 409.
 */
export const postTransfer = defineEndpoint({
  method: 'POST',
  path: `${WEB_V1_PREFIX}/wallet/transfer`,
  schemas: transferSchemas,
  body: 'transferRequest',
  answer: 'transferRecord',
});

/** The account's transfers, newest first (logged in). */
export const getTransferHistory = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/wallet/transfers`,
  schemas: transferSchemas,
  body: 'transferHistoryQuery',
  answer: 'transferList',
});

/** The caller's sub-accounts (logged in; empty for an account that has none). */
export const getSubAccounts = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/sub_account/list`,
  schemas: transferSchemas,
  body: 'noTransferQuery',
  answer: 'subAccountList',
});

/** Open a normal sub-account (type 1) under the caller, who must not be a sub-account itself. */
export const postSubAccount = defineEndpoint({
  method: 'POST',
  path: `${WEB_V1_PREFIX}/sub_account/create`,
  schemas: transferSchemas,
  body: 'createSubAccountRequest',
  answer: 'subAccountInfo',
});

/**
 * widgets §7 "GET | sub-account info | sub_uid | nonzero code gives a warning toast": a uid that is
 * not a sub-account of the caller's answers HTTP 200 with a non-zero code and a message (domain
 * SUB_ACCOUNT_INFO_CODES), as the spec's client reads it.
 */
export const getSubAccountInfo = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/sub_account/info`,
  schemas: transferSchemas,
  body: 'subAccountInfoQuery',
  answer: 'subAccountInfo',
});
