import { defineEndpoint } from '../endpoint';
import { SPOT_TRADING_PREFIX } from './spot-trading-limits';

/** The module of every schema below: imported on first use (decision 0031). */
const schemas = () => import('./spot-trading');

// Spot trading (issue 12): Gate v4 spot order shapes in our {code, message, data} envelope; every
// state change is a form-encoded POST with the csrftoken header (Gate's DELETE calls become
// POST …/cancel here, since the shell's request clients post forms).

/** Place an order (idempotent by `text`: the same client order id answers the first order). */
export const postSpotOrder = defineEndpoint({
  method: 'POST',
  path: `${SPOT_TRADING_PREFIX}/orders`,
  schemas,
  body: 'placeSpotOrderForm',
  answer: 'spotOrder',
});
/** Open orders (`status=open`) or the history (`status=finished`), newest first. */
export const getSpotOrders = defineEndpoint({
  method: 'GET',
  path: `${SPOT_TRADING_PREFIX}/orders`,
  schemas,
  body: 'spotOrdersQuery',
  answer: 'spotOrderList',
});
export const postCancelSpotOrder = defineEndpoint({
  method: 'POST',
  path: `${SPOT_TRADING_PREFIX}/orders/cancel`,
  schemas,
  body: 'cancelSpotOrderForm',
  answer: 'spotOrder',
});
/** Cancel every open order of a pair (one side when `side` is given); answers the cancelled orders. */
export const postCancelSpotOrders = defineEndpoint({
  method: 'POST',
  path: `${SPOT_TRADING_PREFIX}/orders/cancel_all`,
  schemas,
  body: 'cancelSpotOrdersForm',
  answer: 'spotOrderList',
});
export const getSpotUserTrades = defineEndpoint({
  method: 'GET',
  path: `${SPOT_TRADING_PREFIX}/my_trades`,
  schemas,
  body: 'spotUserTradesQuery',
  answer: 'spotUserTradeList',
});
export const getSpotAccounts = defineEndpoint({
  method: 'GET',
  path: `${SPOT_TRADING_PREFIX}/accounts`,
  schemas,
  body: 'spotAccountsQuery',
  answer: 'spotAccountList',
});
export const getSpotFee = defineEndpoint({
  method: 'GET',
  path: `${SPOT_TRADING_PREFIX}/fee`,
  schemas,
  body: 'spotFeeQuery',
  answer: 'spotFee',
});
