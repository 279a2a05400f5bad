import Big from 'big.js';
import type { BookLevel } from '../markets/order-book';
import { type RuleCode, type RuleIssue, ruleIssue } from './rule-issues';

// Spot order rules (issue 12): what a valid order is, what it locks, how it fills against a book
// or the market's trades, and its fee. Pure and exact (big.js on decimal text; never a float), so
// the API applies them inside its transactions and the order form shows the same checks.

export type Side = 'buy' | 'sell';
export type OrderKind = 'limit' | 'market';
export type Tif = 'gtc' | 'ioc' | 'fok' | 'poc';

/** What a pair allows (Gate currency pair fields). */
export interface PairRules {
  id: string;
  base: string;
  quote: string;
  /** Price decimals: the tick is 10^-precision. */
  precision: number;
  amountPrecision: number;
  minBaseAmount: string | null;
  minQuoteAmount: string | null;
  tradable: boolean;
}

export interface OrderRequest {
  type: OrderKind;
  side: Side;
  /** Base amount; for a market buy, the quote amount to spend (Gate). */
  amount: string;
  price?: string | undefined;
  timeInForce?: Tif | undefined;
}

/** A valid order: what to lock (coin, amount) and its time in force. */
export interface CheckedOrder {
  type: OrderKind;
  side: Side;
  amount: string;
  /** "0" for a market order. */
  price: string;
  timeInForce: Tif;
  lockCoin: string;
  lockAmount: string;
}

export type OrderCheck = { ok: true; order: CheckedOrder } | ({ ok: false } & RuleIssue);

/** Decimals of a market buy's quote amount: a price's and an amount's together, at most 8. */
export function quoteAmountPrecision(pair: Pick<PairRules, 'precision' | 'amountPrecision'>): number {
  return Math.min(8, pair.precision + pair.amountPrecision);
}

function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.replace(/0+$/, '').length - dot - 1;
}

/** The tick as text: 10^-precision ("0.01"). */
export function tickText(precision: number): string {
  return new Big(1).div(new Big(10).pow(precision)).toFixed(precision);
}

/**
 * Checks an order against its pair: the rules of Gate's spot orders (issue 12 "checks precision,
 * tick size, minimum amount"). Balance is checked where the funds are locked.
 */
export function checkSpotOrder(pair: PairRules, request: OrderRequest): OrderCheck {
  if (!pair.tradable) return refuse('notTradable', { pair: pair.id });
  const amount = new Big(request.amount);
  if (amount.lte(0)) return refuse('amountNotPositive');
  if (request.type === 'market') {
    const tif = request.timeInForce ?? 'ioc';
    if (tif !== 'ioc' && tif !== 'fok') {
      return refuse('marketTimeInForce');
    }
    if (request.side === 'buy') {
      const decimals = quoteAmountPrecision(pair);
      if (decimalsOf(request.amount) > decimals) {
        return refuse('marketBuyDecimals', { quote: pair.quote, decimals });
      }
      if (pair.minQuoteAmount !== null && amount.lt(pair.minQuoteAmount)) {
        return refuse('marketBuyTooSmall', { min: pair.minQuoteAmount, quote: pair.quote });
      }
      return {
        ok: true,
        order: { ...base(request, tif), lockCoin: pair.quote, lockAmount: amount.toFixed() },
      };
    }
    const amountIssue = checkBaseAmount(pair, amount, request.amount);
    if (amountIssue) return { ok: false, ...amountIssue };
    return { ok: true, order: { ...base(request, tif), lockCoin: pair.base, lockAmount: amount.toFixed() } };
  }
  if (request.price === undefined) return refuse('priceRequired');
  const price = new Big(request.price);
  if (price.lte(0)) return refuse('priceNotPositive');
  if (decimalsOf(request.price) > pair.precision) {
    return refuse('priceTick', { tick: tickText(pair.precision) });
  }
  const amountIssue = checkBaseAmount(pair, amount, request.amount);
  if (amountIssue) return { ok: false, ...amountIssue };
  const total = amount.times(price);
  if (pair.minQuoteAmount !== null && total.lt(pair.minQuoteAmount)) {
    return refuse('totalTooSmall', { min: pair.minQuoteAmount, quote: pair.quote });
  }
  const tif = request.timeInForce ?? 'gtc';
  const order: CheckedOrder = {
    type: 'limit',
    side: request.side,
    amount: amount.toFixed(),
    price: price.toFixed(),
    timeInForce: tif,
    lockCoin: request.side === 'buy' ? pair.quote : pair.base,
    lockAmount: request.side === 'buy' ? total.toFixed() : amount.toFixed(),
  };
  return { ok: true, order };
}

function base(request: OrderRequest, tif: Tif) {
  return {
    type: request.type,
    side: request.side,
    amount: new Big(request.amount).toFixed(),
    price: '0',
    timeInForce: tif,
  };
}

function checkBaseAmount(pair: PairRules, amount: Big, text: string): RuleIssue | undefined {
  if (decimalsOf(text) > pair.amountPrecision) {
    return ruleIssue('amountDecimals', { decimals: pair.amountPrecision, pair: pair.id });
  }
  if (pair.minBaseAmount !== null && amount.lt(pair.minBaseAmount)) {
    return ruleIssue('amountTooSmall', { min: pair.minBaseAmount, base: pair.base });
  }
  return undefined;
}

const refuse = (code: RuleCode, values?: Record<string, string | number>): OrderCheck => ({
  ok: false,
  ...ruleIssue(code, values),
});

/** One fill: base amount at a price. */
export interface Fill {
  price: string;
  amount: string;
}

/**
 * What a taker order takes from the book on arrival: levels best first, up to the limit price
 * (none: a market order), up to `left` (base amount) or, for a market buy, up to `quoteLeft` to
 * spend. Amounts are cut to the pair's amount decimals.
 */
export function takeFromBook(options: {
  side: Side;
  levels: readonly BookLevel[];
  amountPrecision: number;
  limitPrice?: string | undefined;
  left?: string | undefined;
  quoteLeft?: string | undefined;
}): Fill[] {
  const fills: Fill[] = [];
  let left = options.left === undefined ? undefined : new Big(options.left);
  let quoteLeft = options.quoteLeft === undefined ? undefined : new Big(options.quoteLeft);
  for (const [priceText, sizeText] of options.levels) {
    const price = new Big(priceText);
    if (options.limitPrice !== undefined) {
      const limit = new Big(options.limitPrice);
      if (options.side === 'buy' ? price.gt(limit) : price.lt(limit)) break;
    }
    let take = new Big(sizeText);
    if (left !== undefined && take.gt(left)) take = left;
    if (quoteLeft !== undefined) {
      // round down: never spend more than the budget
      const affordable = quoteLeft.div(price).round(options.amountPrecision, Big.roundDown);
      if (take.gt(affordable)) take = affordable;
    }
    if (take.lte(0)) break;
    fills.push({ price: price.toFixed(), amount: take.toFixed() });
    if (left !== undefined) left = left.minus(take);
    if (quoteLeft !== undefined) quoteLeft = quoteLeft.minus(take.times(price));
    if ((left !== undefined && left.lte(0)) || (quoteLeft !== undefined && quoteLeft.lte(0))) break;
  }
  return fills;
}

/** Whether a buy (sell) limit at `limitPrice` would take liquidity from a book whose best opposite level is `best`. */
export function crossesBook(side: Side, limitPrice: string, best: string | undefined): boolean {
  if (best === undefined || best === '') return false;
  return side === 'buy' ? new Big(limitPrice).gte(best) : new Big(limitPrice).lte(best);
}

/** A market trade at `tradePrice` crosses a resting limit: a buy when the trade is at or below it, a sell at or above. */
export function tradeCrossesLimit(side: Side, limitPrice: string, tradePrice: string): boolean {
  return side === 'buy' ? new Big(tradePrice).lte(limitPrice) : new Big(tradePrice).gte(limitPrice);
}

/** Sum of fills' base amounts. */
export function filledAmount(fills: readonly Fill[]): string {
  return fills.reduce((sum, f) => sum.plus(f.amount), new Big(0)).toFixed();
}

/** Sum of fills' quote values (amount × price, exact). */
export function filledTotal(fills: readonly Fill[]): string {
  return fills.reduce((sum, f) => sum.plus(new Big(f.amount).times(f.price)), new Big(0)).toFixed();
}

/**
 * The fee of a fill, in what the trader receives (Gate: a buy pays in base, a sell in quote):
 * `received × rate`, rounded down to 18 decimals (the ledger's scale), never more than received.
 */
export function fillFee(received: string, rate: string): string {
  return new Big(received).times(rate).round(18, Big.roundDown).toFixed();
}

/** Average price of fills ("0" for none), to the pair's price decimals + 2 (rounded half up). */
export function averagePrice(filledBase: string, filledQuote: string, precision: number): string {
  const base = new Big(filledBase);
  if (base.eq(0)) return '0';
  return new Big(filledQuote)
    .div(base)
    .round(precision + 2, Big.roundHalfUp)
    .toFixed();
}
