import * as z from 'zod/mini';
import {
  CLIENT_ORDER_ID_PATTERN,
  FINISH_AS,
  MAX_ORDER_LIST_LIMIT,
  ORDER_SIDES,
  SPOT_ORDER_STATUSES,
  SPOT_ORDER_TYPES,
  TIME_IN_FORCE,
} from './spot-trading-limits';

// Spot orders, trades and balances (issue 12): Gate API v4 spot order shapes, every amount decimal
// text (never a float), times as integers of milliseconds.

const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'a decimal number as text'));
/** An amount or price a client sends: a positive decimal, at most 40 characters. */
const positiveDecimal = z.string().check(
  z.maxLength(40, 'at most 40 characters'),
  z.regex(/^(0|[1-9]\d*)(\.\d+)?$/, 'a positive decimal number such as 0.5'),
  z.refine((text) => /[1-9]/.test(text), 'must be greater than zero'),
);
const pairParam = z.string().check(z.regex(/^[A-Z0-9]{1,20}_[A-Z0-9]{1,20}$/, 'a pair such as BTC_USDT'));
const clientOrderId = z.string().check(z.regex(CLIENT_ORDER_ID_PATTERN, 't- and 1 to 28 letters, digits, _ . or -'));
const orderId = z.string().check(z.regex(/^[1-9]\d{0,17}$/, 'an order id'));
const listLimit = z.string().check(z.regex(/^[1-9]\d{0,3}$/, `a whole number from 1 to ${MAX_ORDER_LIST_LIMIT}`));

/** One spot order (Gate v4 spot order fields). */
export const spotOrder = z.object({
  id: z.string(),
  /** The client order id (`t-…`), or `web` when none was given. */
  text: z.string(),
  currency_pair: z.string(),
  type: z.enum(SPOT_ORDER_TYPES),
  side: z.enum(ORDER_SIDES),
  /** Base amount; for a market buy, the quote amount to spend (as Gate). */
  amount: decimal,
  /** Limit price; "0" for a market order. */
  price: decimal,
  time_in_force: z.enum(TIME_IN_FORCE),
  /** Amount not yet traded (same unit as amount). */
  left: decimal,
  /** Base traded. */
  filled_amount: decimal,
  /** Quote traded. */
  filled_total: decimal,
  /** Average fill price ("0" before the first fill). */
  avg_deal_price: decimal,
  fee: decimal,
  fee_currency: z.string(),
  status: z.enum(SPOT_ORDER_STATUSES),
  finish_as: z.enum(FINISH_AS),
  create_time_ms: z.int(),
  update_time_ms: z.int(),
});
export type SpotOrder = z.infer<typeof spotOrder>;
export const spotOrderList = z.array(spotOrder);

/** One of the user's fills (Gate v4 "my trades"). */
export const spotUserTrade = z.object({
  id: z.string(),
  order_id: z.string(),
  text: z.string(),
  currency_pair: z.string(),
  side: z.enum(ORDER_SIDES),
  /** taker: filled on arrival against the book; maker: a resting order the market's trades crossed. */
  role: z.enum(['taker', 'maker']),
  amount: decimal,
  price: decimal,
  fee: decimal,
  fee_currency: z.string(),
  create_time_ms: z.int(),
});
export type SpotUserTrade = z.infer<typeof spotUserTrade>;
export const spotUserTradeList = z.array(spotUserTrade);

/** One currency of the spot account (Gate v4 spot accounts). */
export const spotAccount = z.object({ currency: z.string(), available: decimal, locked: decimal });
export type SpotAccount = z.infer<typeof spotAccount>;
export const spotAccountList = z.array(spotAccount);

/** The user's rates on a pair (Gate /wallet/fee): 0.002 is 0.2 %. */
export const spotFee = z.object({ currency_pair: z.string(), maker_fee: decimal, taker_fee: decimal });
export type SpotFee = z.infer<typeof spotFee>;

/** POST place: form fields (all text). `price` is required for a limit order, ignored for market. */
export const placeSpotOrderForm = z.object({
  currency_pair: pairParam,
  type: z._default(z.enum(SPOT_ORDER_TYPES, 'limit or market'), 'limit'),
  side: z.enum(ORDER_SIDES, 'buy or sell'),
  amount: positiveDecimal,
  price: z.optional(positiveDecimal),
  time_in_force: z.optional(z.enum(TIME_IN_FORCE, 'gtc, ioc, fok or poc')),
  text: z.optional(clientOrderId),
});
export type PlaceSpotOrderForm = z.input<typeof placeSpotOrderForm>;

export const cancelSpotOrderForm = z.object({ order_id: orderId, currency_pair: pairParam });
export const cancelSpotOrdersForm = z.object({
  currency_pair: pairParam,
  side: z.optional(z.enum(ORDER_SIDES, 'buy or sell')),
});

/** GET orders: `status` open (resting) or finished (history). */
export const spotOrdersQuery = z.object({
  currency_pair: z.optional(pairParam),
  status: z._default(z.enum(['open', 'finished'], 'open or finished'), 'open'),
  limit: z.optional(listLimit),
});
export const spotUserTradesQuery = z.object({
  currency_pair: z.optional(pairParam),
  limit: z.optional(listLimit),
});
export const spotAccountsQuery = z.object({ currency: z.optional(z.string().check(z.regex(/^[A-Z0-9]{1,20}$/))) });
export const spotFeeQuery = z.object({ currency_pair: pairParam });
