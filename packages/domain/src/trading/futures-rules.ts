import Big from 'big.js';
import { type RuleIssue, ruleIssue } from './rule-issues';

// USDT perpetual positions, isolated margin (issue 12 deliverable 3; decision 0040). Linear
// contracts: size in the base coin, margin and PnL in USDT. Pure and exact (big.js on decimal
// text); the API applies them inside its transactions, the page shows the same numbers.

export type PositionSide = 'long' | 'short';

export const MIN_LEVERAGE = 1;
export const MAX_LEVERAGE = 20;
/** Maintenance margin rate: below margin + PnL = this share of the position's value, it is liquidated. */
export const MAINTENANCE_MARGIN_RATE = '0.005';
/** USDT amounts (margin, PnL, fees) are kept to 8 decimals, rounded against the trader. */
export const USDT_DECIMALS = 8;

export interface PositionTerms {
  side: PositionSide;
  size: string;
  entryPrice: string;
  /** Isolated margin held (USDT). */
  margin: string;
}

const sign = (side: PositionSide) => (side === 'long' ? 1 : -1);

/** Initial margin of opening `size` at `price` with `leverage`: value / leverage, rounded up. */
export function initialMargin(size: string, price: string, leverage: number): string {
  return new Big(size).times(price).div(leverage).round(USDT_DECIMALS, Big.roundUp).toFixed();
}

/** Unrealised (or, at a close, realised) PnL at `price`: (price − entry) × size, negated for a short. */
export function positionPnl(position: Pick<PositionTerms, 'side' | 'size' | 'entryPrice'>, price: string): string {
  const pnl = new Big(price).minus(position.entryPrice).times(position.size).times(sign(position.side));
  // Rounded down: a gain never more, a loss never less, than the exact amount.
  return pnl.round(USDT_DECIMALS, Big.roundDown).toFixed();
}

/**
 * The liquidation price (decision 0040): where margin + PnL equals the maintenance margin
 * (MAINTENANCE_MARGIN_RATE × size × price).
 *   long:  margin + (L − entry) × size = m × L × size  →  L = (entry × size − margin) / (size × (1 − m))
 *   short: margin + (entry − L) × size = m × L × size  →  L = (entry × size + margin) / (size × (1 + m))
 * Rounded towards the entry (a long's up, a short's down), so a position is never liquidated later
 * than the formula says; "0" when a long cannot be liquidated (margin ≥ its value).
 */
export function liquidationPrice(position: PositionTerms, precision: number): string {
  const size = new Big(position.size);
  const value = size.times(position.entryPrice);
  const m = new Big(MAINTENANCE_MARGIN_RATE);
  if (position.side === 'long') {
    const top = value.minus(position.margin);
    if (top.lte(0)) return '0';
    return top
      .div(size.times(new Big(1).minus(m)))
      .round(precision, Big.roundUp)
      .toFixed();
  }
  return value
    .plus(position.margin)
    .div(size.times(new Big(1).plus(m)))
    .round(precision, Big.roundDown)
    .toFixed();
}

/** Whether `mark` has reached the liquidation price. */
export function isLiquidated(position: PositionTerms, mark: string, precision: number): boolean {
  const liq = new Big(liquidationPrice(position, precision));
  if (position.side === 'long') return liq.gt(0) && new Big(mark).lte(liq);
  return new Big(mark).gte(liq);
}

export type Trigger = 'tp' | 'sl';

/** Which trigger (take profit, stop loss) `mark` fires for a position, if any (stop loss first). */
export function firedTrigger(
  side: PositionSide,
  mark: string,
  tp: string | null | undefined,
  sl: string | null | undefined,
): Trigger | undefined {
  const price = new Big(mark);
  if (sl != null && (side === 'long' ? price.lte(sl) : price.gte(sl))) return 'sl';
  if (tp != null && (side === 'long' ? price.gte(tp) : price.lte(tp))) return 'tp';
  return undefined;
}

/**
 * Checks TP/SL prices against the side and the mark: a long's take profit above the mark and stop
 * loss below it, a short's the other way round (else they would fire at once).
 */
export function checkTriggers(
  side: PositionSide,
  mark: string,
  tp: string | undefined,
  sl: string | undefined,
  precision: number,
): RuleIssue | undefined {
  for (const [name, value] of [
    ['takeProfit', tp],
    ['stopLoss', sl],
  ] as const) {
    if (value === undefined) continue;
    if (decimals(value) > precision) return ruleIssue(`${name}Decimals`, { decimals: precision });
    if (new Big(value).lte(0)) return ruleIssue(`${name}NotPositive`);
  }
  if (tp !== undefined && (side === 'long' ? new Big(tp).lte(mark) : new Big(tp).gte(mark))) {
    return ruleIssue(side === 'long' ? 'takeProfitAboveMark' : 'takeProfitBelowMark', { mark });
  }
  if (sl !== undefined && (side === 'long' ? new Big(sl).gte(mark) : new Big(sl).lte(mark))) {
    return ruleIssue(side === 'long' ? 'stopLossBelowMark' : 'stopLossAboveMark', { mark });
  }
  return undefined;
}

/** Checks an opening: size decimals and minimum, leverage 1–20. */
export function checkOpening(
  request: { size: string; leverage: number },
  rules: { amountPrecision: number; minSize: string | null; base: string },
): RuleIssue | undefined {
  if (!Number.isInteger(request.leverage) || request.leverage < MIN_LEVERAGE || request.leverage > MAX_LEVERAGE) {
    return ruleIssue('leverageRange', { min: MIN_LEVERAGE, max: MAX_LEVERAGE });
  }
  if (new Big(request.size).lte(0)) return ruleIssue('sizeNotPositive');
  if (decimals(request.size) > rules.amountPrecision)
    return ruleIssue('sizeDecimals', { decimals: rules.amountPrecision });
  if (rules.minSize !== null && new Big(request.size).lt(rules.minSize)) {
    return ruleIssue('sizeTooSmall', { min: rules.minSize, base: rules.base });
  }
  return undefined;
}

/** Fee of a trade of `size` at `price`: value × rate, rounded up to USDT_DECIMALS. */
export function tradeFee(size: string, price: string, rate: string): string {
  return new Big(size).times(price).times(rate).round(USDT_DECIMALS, Big.roundUp).toFixed();
}

/** Volume-weighted entry of adding `addSize` at `addPrice` to a position (to precision + 4). */
export function averageEntry(
  size: string,
  entry: string,
  addSize: string,
  addPrice: string,
  precision: number,
): string {
  const total = new Big(size).plus(addSize);
  return new Big(size)
    .times(entry)
    .plus(new Big(addSize).times(addPrice))
    .div(total)
    .round(precision + 4, Big.roundHalfUp)
    .toFixed();
}

function decimals(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.replace(/0+$/, '').length - dot - 1;
}
