import * as z from 'zod/mini';

// USDT perpetual positions, isolated margin (issue 12, decision 0040): Gate v4 futures field names
// where Gate has them, every amount decimal text, times as integers of milliseconds.

const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'a decimal number as text'));
const positiveDecimal = z.string().check(
  z.maxLength(40, 'at most 40 characters'),
  z.regex(/^(0|[1-9]\d*)(\.\d+)?$/, 'a positive decimal number such as 0.5'),
  z.refine((text) => /[1-9]/.test(text), 'must be greater than zero'),
);
const contractParam = z.string().check(z.regex(/^[A-Z0-9]{1,20}_USDT$/, 'a USDT contract such as BTC_USDT'));
const leverageParam = z.string().check(z.regex(/^\d{1,2}$/, 'a whole number from 1 to 20'));
/** A trigger price, or "0" to clear it (an empty form field counts as not sent: the price is kept). */
const triggerParam = z.union([z.literal('0'), positiveDecimal]);

export const POSITION_SIDES = ['long', 'short'] as const;
export const CLOSE_REASONS = ['close', 'tp', 'sl', 'liquidation', 'reverse'] as const;

/** One USDT perpetual contract. */
export const futuresContract = z.object({
  name: z.string(),
  base: z.string(),
  mark_price: decimal,
  /** Price decimals (the tick is 10^-precision) and size decimals. */
  precision: z.int(),
  size_precision: z.int(),
  min_size: decimal,
  leverage_min: z.int(),
  leverage_max: z.int(),
  maintenance_rate: decimal,
  maker_fee: decimal,
  taker_fee: decimal,
});
export type FuturesContract = z.infer<typeof futuresContract>;
export const futuresContractList = z.array(futuresContract);

/** A position (open: with the mark price now; closed: as it ended). */
export const futuresPosition = z.object({
  id: z.string(),
  contract: z.string(),
  side: z.enum(POSITION_SIDES),
  size: decimal,
  leverage: z.int(),
  entry_price: decimal,
  mark_price: decimal,
  margin: decimal,
  liq_price: decimal,
  unrealised_pnl: decimal,
  realised_pnl: decimal,
  /** Trigger prices; "" when none. */
  tp_price: z.string(),
  sl_price: z.string(),
  status: z.enum(['open', 'closed']),
  close_price: z.string(),
  close_reason: z.union([z.enum(CLOSE_REASONS), z.literal('')]),
  create_time_ms: z.int(),
  update_time_ms: z.int(),
});
export type FuturesPosition = z.infer<typeof futuresPosition>;
export const futuresPositionList = z.array(futuresPosition);

/** One of the user's futures trades (an open, add, close, trigger or liquidation). */
export const futuresTrade = z.object({
  id: z.string(),
  position_id: z.string(),
  contract: z.string(),
  side: z.enum(['buy', 'sell']),
  size: decimal,
  price: decimal,
  fee: decimal,
  pnl: decimal,
  reason: z.enum(['open', 'add', ...CLOSE_REASONS]),
  create_time_ms: z.int(),
});
export type FuturesTrade = z.infer<typeof futuresTrade>;
export const futuresTradeList = z.array(futuresTrade);

export const openPositionForm = z.object({
  contract: contractParam,
  side: z.enum(POSITION_SIDES, 'long or short'),
  size: positiveDecimal,
  leverage: leverageParam,
});
export const contractForm = z.object({ contract: contractParam });
export const positionTriggersForm = z.object({
  contract: contractParam,
  tp_price: z.optional(triggerParam),
  sl_price: z.optional(triggerParam),
});
export const positionsQuery = z.object({
  contract: z.optional(contractParam),
  status: z._default(z.enum(['open', 'closed'], 'open or closed'), 'open'),
});
export const futuresTradesQuery = z.object({ contract: z.optional(contractParam) });
export const noQuery = z.object({});

/**
 * The futures wallet's balance of a coin (issue 16): what pays margin and fees and receives PnL,
 * `locked` the margin of open positions. Funds reach it from the spot wallet by transfer.
 */
export const futuresAccount = z.object({ currency: z.string(), available: decimal, locked: decimal });
export type FuturesAccount = z.infer<typeof futuresAccount>;
export const futuresAccountList = z.array(futuresAccount);
export const futuresAccountsQuery = z.object({
  currency: z.optional(z.string().check(z.regex(/^[A-Z0-9]{1,20}$/, 'a coin such as USDT'))),
});
