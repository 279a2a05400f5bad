import { defineEndpoint } from '../endpoint';
import { WEB_V1_PREFIX } from '../envelope';

/** The module of every schema below: imported on first use (decision 0031). */
const schemas = () => import('./futures-trading');

/** USDT perpetual futures of the logged-in user (issue 12); the contracts list is public. */
export const FUTURES_TRADING_PREFIX = `${WEB_V1_PREFIX}/futures/usdt`;

export const getFuturesContracts = defineEndpoint({
  method: 'GET',
  path: `${FUTURES_TRADING_PREFIX}/contracts`,
  schemas,
  body: 'noQuery',
  answer: 'futuresContractList',
});
/** Open positions (`status=open`, with the mark price now) or closed ones, newest first. */
export const getFuturesPositions = defineEndpoint({
  method: 'GET',
  path: `${FUTURES_TRADING_PREFIX}/positions`,
  schemas,
  body: 'positionsQuery',
  answer: 'futuresPositionList',
});
/** Open (or add to) a position at the market; leverage 1–20 (an added size keeps the position's). */
export const postOpenFuturesPosition = defineEndpoint({
  method: 'POST',
  path: `${FUTURES_TRADING_PREFIX}/positions/open`,
  schemas,
  body: 'openPositionForm',
  answer: 'futuresPosition',
});
/** Close the whole position at the market; answers it closed, with its realised PnL. */
export const postCloseFuturesPosition = defineEndpoint({
  method: 'POST',
  path: `${FUTURES_TRADING_PREFIX}/positions/close`,
  schemas,
  body: 'contractForm',
  answer: 'futuresPosition',
});
/** Close and open the opposite side at the same size and leverage, in one transaction; answers the new one. */
export const postReverseFuturesPosition = defineEndpoint({
  method: 'POST',
  path: `${FUTURES_TRADING_PREFIX}/positions/reverse`,
  schemas,
  body: 'contractForm',
  answer: 'futuresPosition',
});
/** Set or clear ("0") the take-profit and stop-loss prices; a field left out (or empty) keeps its value. */
export const postFuturesTriggers = defineEndpoint({
  method: 'POST',
  path: `${FUTURES_TRADING_PREFIX}/positions/tpsl`,
  schemas,
  body: 'positionTriggersForm',
  answer: 'futuresPosition',
});
export const getFuturesTrades = defineEndpoint({
  method: 'GET',
  path: `${FUTURES_TRADING_PREFIX}/my_trades`,
  schemas,
  body: 'futuresTradesQuery',
  answer: 'futuresTradeList',
});
/** The futures wallet's balances (issue 16), as the spot accounts call answers for the spot wallet. */
export const getFuturesAccounts = defineEndpoint({
  method: 'GET',
  path: `${FUTURES_TRADING_PREFIX}/accounts`,
  schemas,
  body: 'futuresAccountsQuery',
  answer: 'futuresAccountList',
});
