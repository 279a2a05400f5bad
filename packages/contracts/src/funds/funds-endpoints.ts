import { defineEndpoint } from '../endpoint';
import { WEB_V1_PREFIX } from '../envelope';

/** The module of every schema below: imported on first use (decision 0031). */
const schemas = () => import('./funds');

// Issue 16. widgets §7 names the frequency read and the frequency change; the other paths are ours.

/** The account's funds calls (fund password, deposits, withdrawals): logged in only, except the network list. */
export const FUNDS_PREFIX = `${WEB_V1_PREFIX}/funds`;
/** Support tickets (`/myaccount/tickets`): logged in only. */
export const SUPPORT_TICKETS_PREFIX = `${WEB_V1_PREFIX}/support/tickets`;

/** widgets §7 "GET /apiweb/v1/user/get_user_frequency | none | code 0 is success; data.frequency". */
export const getUserFrequency = defineEndpoint({
  method: 'GET',
  path: '/apiweb/v1/user/get_user_frequency',
  schemas,
  answer: 'userFrequency',
});

/**
 * widgets §7 "POST /json_svr/query_safe (form-encoded, csrftoken header from the cookie, '1' if
 * absent) | action=tradepassfrequency, frequency, fundpass, totp | result truthy means success; msg
 * is the failure text". Answered bare ({result, msg}); a refusal with its 4xx status.
 */
export const postQuerySafe = defineEndpoint({
  method: 'POST',
  path: '/json_svr/query_safe',
  schemas,
  body: 'frequencyChangeRequest',
  answer: 'querySafeAnswer',
  envelope: false,
});

/** Whether the account has a fund password, and its frequency. */
export const getFundPasswordStatus = defineEndpoint({
  method: 'GET',
  path: `${FUNDS_PREFIX}/fundpass/status`,
  schemas,
  answer: 'fundPasswordStatus',
});

/** Set the fund password the first time (log-in password) or change it (old fund password); 2FA code when on. */
export const postFundPasswordSet = defineEndpoint({
  method: 'POST',
  path: `${FUNDS_PREFIX}/fundpass/set`,
  schemas,
  body: 'fundPasswordSetRequest',
  answer: 'fundPasswordSetAnswer',
});

/** The coins and networks that can be deposited and withdrawn, with minimums and fees (public). */
export const getFundsNetworks = defineEndpoint({
  method: 'GET',
  path: `${FUNDS_PREFIX}/networks`,
  schemas,
  answer: 'fundsNetworks',
});

/** The account's deposit address for a coin on a network (made on first ask, then the same). */
export const getDepositAddress = defineEndpoint({
  method: 'GET',
  path: `${FUNDS_PREFIX}/deposit/address`,
  schemas,
  body: 'depositAddressQuery',
  answer: 'depositAddress',
});

/** The account's credited deposits, newest first. */
export const getDepositHistory = defineEndpoint({
  method: 'GET',
  path: `${FUNDS_PREFIX}/deposit/history`,
  schemas,
  body: 'fundsListQuery',
  answer: 'depositHistory',
});

/** Ask for a withdrawal: amount + fee is frozen and the withdrawal pending. Idempotent by request_id. */
export const postWithdrawalCreate = defineEndpoint({
  method: 'POST',
  path: `${FUNDS_PREFIX}/withdraw/create`,
  schemas,
  body: 'withdrawalCreateRequest',
  answer: 'withdrawalAnswer',
});

/** Cancel a pending withdrawal: its amount + fee is available again. Cancelling it again answers the same. */
export const postWithdrawalCancel = defineEndpoint({
  method: 'POST',
  path: `${FUNDS_PREFIX}/withdraw/cancel`,
  schemas,
  body: 'withdrawalCancelRequest',
  answer: 'withdrawalAnswer',
});

/** The account's withdrawals, newest first. */
export const getWithdrawalList = defineEndpoint({
  method: 'GET',
  path: `${FUNDS_PREFIX}/withdraw/list`,
  schemas,
  body: 'withdrawalListQuery',
  answer: 'withdrawalList',
});

export const postSupportTicketCreate = defineEndpoint({
  method: 'POST',
  path: `${SUPPORT_TICKETS_PREFIX}/create`,
  schemas,
  body: 'supportTicketCreateRequest',
  answer: 'supportTicket',
});

/** The account's tickets, newest first. */
export const getSupportTicketList = defineEndpoint({
  method: 'GET',
  path: `${SUPPORT_TICKETS_PREFIX}/list`,
  schemas,
  body: 'supportTicketListQuery',
  answer: 'supportTicketList',
});

/** Development only (beside the dev outbox): credit a made-up deposit to an account by e-mail. */
export const postDevDeposit = defineEndpoint({
  method: 'POST',
  path: `${WEB_V1_PREFIX}/dev/deposit`,
  schemas,
  body: 'devDepositRequest',
  answer: 'depositRecord',
});
