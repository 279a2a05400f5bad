import {
  type CheckedOrder,
  checkSpotOrder,
  fillFee,
  type OrderKind,
  type PairRules,
  quoteAmountPrecision,
  type RuleIssue,
  type Side,
} from '@meridian/domain';
import Big from 'big.js';

// The order form's arithmetic (issue 12): what the fields mean together. The rules themselves are
// the domain's (checkSpotOrder, fillFee), so the form says what the API would; every amount is
// decimal text, never a float.

/** What the form holds: the fields as typed. */
export interface OrderDraft {
  side: Side;
  type: OrderKind;
  /** Limit price (ignored for a market order). */
  price: string;
  /** Base amount; for a market buy, the quote amount to spend (Gate). */
  amount: string;
}

/** The quick marks of the balance slider, in percent. */
export const PERCENT_MARKS = [0, 25, 50, 75, 100] as const;

/** Decimal text as a number, or null for text that is not one yet (empty, a lone dot). */
export function decimalOf(text: string | null | undefined): Big | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  try {
    return new Big(text);
  } catch {
    return null;
  }
}

/** Decimals the amount field takes: a market buy's amount is quote to spend (Gate). */
export function amountDecimals(pair: Pick<PairRules, 'precision' | 'amountPrecision'>, draft: OrderDraft): number {
  return draft.type === 'market' && draft.side === 'buy' ? quoteAmountPrecision(pair) : pair.amountPrecision;
}

/** The coin an order spends (and locks): the quote for a buy, the base for a sell. */
export function spendCoin(pair: Pick<PairRules, 'base' | 'quote'>, side: Side): string {
  return side === 'buy' ? pair.quote : pair.base;
}

/** A field a problem belongs under; `form` when it is about the market itself (not tradable). */
export type IssueField = 'price' | 'amount' | 'form';

/** Why the order cannot be sent: a rule of the pair (the domain's text, as the API answers it) or the balance. */
export type OrderIssue = { kind: 'rule'; rule: RuleIssue } | { kind: 'balance'; need: string; coin: string };

export type DraftCheck =
  /** Nothing to check yet: no amount (or zero) typed. */
  | { state: 'incomplete' }
  | { state: 'invalid'; field: IssueField; issue: OrderIssue }
  | { state: 'valid'; order: CheckedOrder };

/**
 * An amount that passes every amount rule of any pair (whole, far above any minimum), so that a
 * limit check with it can only fail on the price: how a problem is put under the right field
 * without reading the domain's message.
 */
const AMOUNT_PASSING_EVERY_RULE = '1000000000000';

/**
 * The form's check of a draft: checkSpotOrder (what the API checks), then the spending coin's
 * available balance when it is known (where the API locks the funds). An empty or zero amount is
 * not an error yet: the field is still being typed.
 */
export function checkDraft(pair: PairRules, draft: OrderDraft, available: string | null): DraftCheck {
  if (!pair.tradable) {
    const check = checkSpotOrder(pair, { type: draft.type, side: draft.side, amount: '1' });
    return check.ok ? { state: 'incomplete' } : { state: 'invalid', field: 'form', issue: rule(check) };
  }
  const price = draft.type === 'limit' ? (decimalOf(draft.price) === null ? undefined : draft.price) : undefined;
  if (draft.type === 'limit') {
    const priceAlone = checkSpotOrder(pair, {
      type: 'limit',
      side: draft.side,
      amount: AMOUNT_PASSING_EVERY_RULE,
      price,
    });
    // The price is judged once there is an amount, or as soon as it is typed wrong.
    if (!priceAlone.ok && (price !== undefined || positive(draft.amount))) {
      return { state: 'invalid', field: 'price', issue: rule(priceAlone) };
    }
  }
  if (!positive(draft.amount)) return { state: 'incomplete' };
  const check = checkSpotOrder(pair, { type: draft.type, side: draft.side, amount: draft.amount, price });
  if (!check.ok) return { state: 'invalid', field: 'amount', issue: rule(check) };
  const have = decimalOf(available);
  if (have !== null && new Big(check.order.lockAmount).gt(have)) {
    return {
      state: 'invalid',
      field: 'amount',
      issue: { kind: 'balance', need: check.order.lockAmount, coin: check.order.lockCoin },
    };
  }
  return { state: 'valid', order: check.order };
}

const rule = ({ code, values }: RuleIssue): OrderIssue => ({ kind: 'rule', rule: { code, values } });

function positive(text: string): boolean {
  const value = decimalOf(text);
  return value !== null && value.gt(0);
}

/** What the draft would spend (quote for a buy, base for a sell); null while it cannot be told. */
export function spendOf(draft: OrderDraft): Big | null {
  const amount = decimalOf(draft.amount);
  if (amount === null) return null;
  if (draft.type === 'limit' && draft.side === 'buy') {
    const price = decimalOf(draft.price);
    return price === null ? null : amount.times(price);
  }
  return amount;
}

/** The slider's position: the share of the available balance the draft spends, 0 to 100, whole. */
export function percentOfAvailable(draft: OrderDraft, available: string | null): number {
  const have = decimalOf(available);
  const spend = spendOf(draft);
  if (have === null || spend === null || have.lte(0) || spend.lte(0)) return 0;
  const percent = spend.times(100).div(have);
  return percent.gte(100) ? 100 : Number(percent.round(0, Big.roundHalfUp).toFixed(0));
}

/**
 * The amount that spends `percent` of the available balance, cut (never rounded up) to the field's
 * decimals; '' for nothing. Null when it cannot be told: a limit buy without a price.
 */
export function amountForPercent(
  pair: Pick<PairRules, 'precision' | 'amountPrecision'>,
  draft: OrderDraft,
  available: string,
  percent: number,
): string | null {
  const have = decimalOf(available);
  if (have === null || have.lte(0)) return null;
  const budget = have.times(Math.min(100, Math.max(0, percent))).div(100);
  let amount: Big;
  if (draft.type === 'limit' && draft.side === 'buy') {
    const price = decimalOf(draft.price);
    if (price === null || price.lte(0)) return null;
    amount = budget.div(price);
  } else {
    amount = budget;
  }
  const cut = amount.round(amountDecimals(pair, draft), Big.roundDown);
  return cut.gt(0) ? cut.toFixed() : '';
}

/** A figure of the form; `estimate` when a market order's figure rests on the last price. */
export interface Figure {
  value: string;
  estimate: boolean;
}

/** The order's total in quote: amount × price, a market buy's amount, a market sell at the last price. */
export function orderTotal(draft: OrderDraft, lastPrice: string): Figure | null {
  const amount = decimalOf(draft.amount);
  if (amount === null || amount.lte(0)) return null;
  if (draft.type === 'market') {
    if (draft.side === 'buy') return { value: amount.toFixed(), estimate: false };
    const last = decimalOf(lastPrice);
    return last === null ? null : { value: amount.times(last).toFixed(), estimate: true };
  }
  const price = decimalOf(draft.price);
  return price === null ? null : { value: amount.times(price).toFixed(), estimate: false };
}

/**
 * The fee if the whole order fills as a taker: `taker rate × what is received`, in what is
 * received (Gate: a buy pays in base, a sell in quote); a market order at the last price.
 */
export function feeEstimate(
  pair: Pick<PairRules, 'base' | 'quote'>,
  draft: OrderDraft,
  lastPrice: string,
  takerRate: string,
): (Figure & { coin: string }) | null {
  const amount = decimalOf(draft.amount);
  const rate = decimalOf(takerRate);
  if (amount === null || amount.lte(0) || rate === null) return null;
  const price = decimalOf(draft.type === 'limit' ? draft.price : lastPrice);
  const estimate = draft.type === 'market';
  if (draft.side === 'buy') {
    if (draft.type === 'limit') return { value: fillFee(amount.toFixed(), rate.toFixed()), estimate, coin: pair.base };
    if (price === null || price.lte(0)) return null;
    return { value: fillFee(amount.div(price).toFixed(), rate.toFixed()), estimate, coin: pair.base };
  }
  if (price === null) return null;
  return { value: fillFee(amount.times(price).toFixed(), rate.toFixed()), estimate, coin: pair.quote };
}

/** A rate as a percentage's text: '0.002' → '0.2'. */
export function ratePercent(rate: string): string | null {
  const value = decimalOf(rate);
  return value === null ? null : value.times(100).toFixed();
}

/**
 * A client order id (Gate `text`: `t-` and at most 28 of letters, digits, `_ . -`): the time and
 * random letters. One per order the user means, so a retry after a lost answer is the same order.
 */
export function newClientOrderId(now: number, random: () => number = Math.random): string {
  let tail = '';
  for (let i = 0; i < 10; i++) tail += Math.floor(random() * 36).toString(36);
  return `t-${now.toString(36)}${tail}`;
}
