// Constants of the spot trading calls (issue 12), no schemas: the order form reads them at first
// paint (decision 0031). Names and values follow Gate API v4 spot orders.

import { WEB_V1_PREFIX } from '../envelope';

/** The logged-in user's spot orders, trades and balances (issue 12): 401 for a visitor. */
export const SPOT_TRADING_PREFIX = `${WEB_V1_PREFIX}/spot`;

export const SPOT_ORDER_TYPES = ['limit', 'market'] as const;
export type SpotOrderType = (typeof SPOT_ORDER_TYPES)[number];
export const ORDER_SIDES = ['buy', 'sell'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];
/** Gate: good till cancelled, immediate or cancel, fill or kill, pending or cancelled (post only). */
export const TIME_IN_FORCE = ['gtc', 'ioc', 'fok', 'poc'] as const;
export type TimeInForce = (typeof TIME_IN_FORCE)[number];
export const SPOT_ORDER_STATUSES = ['open', 'closed', 'cancelled'] as const;
export type SpotOrderStatus = (typeof SPOT_ORDER_STATUSES)[number];
/**
 * Gate `finish_as`: how an order ended; `open` while it rests. `filled` all traded, `cancelled` by
 * the user, `ioc` the rest of an ioc or market order, `fok` a fill-or-kill that could not fill whole,
 * `poc` a post-only that would have taken liquidity.
 */
export const FINISH_AS = ['open', 'filled', 'cancelled', 'ioc', 'fok', 'poc'] as const;
export type FinishAs = (typeof FINISH_AS)[number];
/** Gate: a client order id starts with `t-` and has at most 28 characters after it. */
export const CLIENT_ORDER_ID_PATTERN = /^t-[A-Za-z0-9_.-]{1,28}$/;
/** Order lists: Gate's default and largest page. */
export const DEFAULT_ORDER_LIST_LIMIT = 100;
export const MAX_ORDER_LIST_LIMIT = 1000;
/** Orders one account may place a second (a clear 429 beyond it). */
export const ORDER_PLACEMENT_PER_SECOND = 10;
