/**
 * The English text of each rule code (rule-issues.ts), as the API answers it. A module of its own:
 * the web says the rules in the reader's language from its catalogs (trade.rules) and must not ship
 * these texts to the browser.
 */
export const RULE_TEXTS = {
  notTradable: '{pair} is not open for trading right now',
  amountNotPositive: 'amount must be greater than zero',
  marketTimeInForce: 'A market order fills at once: time_in_force must be ioc or fok',
  marketBuyDecimals: 'amount of a market buy (in {quote}) has at most {decimals} decimals',
  marketBuyTooSmall: 'Order too small: spend at least {min} {quote}',
  priceRequired: 'price is required for a limit order',
  priceNotPositive: 'price must be greater than zero',
  priceTick: 'price must be a multiple of the tick {tick}',
  amountDecimals: 'amount has at most {decimals} decimals on {pair}',
  amountTooSmall: 'Order too small: the amount must be at least {min} {base}',
  totalTooSmall: 'Order too small: its total must be at least {min} {quote}',
  leverageRange: 'leverage must be a whole number from {min} to {max}',
  sizeNotNumber: 'size must be a number',
  sizeNotPositive: 'size must be greater than zero',
  sizeDecimals: 'size has at most {decimals} decimals',
  sizeTooSmall: 'Position too small: the size must be at least {min} {base}',
  takeProfitDecimals: 'Take profit price has at most {decimals} decimals',
  stopLossDecimals: 'Stop loss price has at most {decimals} decimals',
  takeProfitNotPositive: 'Take profit price must be greater than zero',
  stopLossNotPositive: 'Stop loss price must be greater than zero',
  takeProfitAboveMark: 'Take profit of a long must be above the mark price {mark}',
  takeProfitBelowMark: 'Take profit of a short must be below the mark price {mark}',
  stopLossBelowMark: 'Stop loss of a long must be below the mark price {mark}',
  stopLossAboveMark: 'Stop loss of a short must be above the mark price {mark}',
  // What only the server knows (the account, its funds, the book, the state of an order or position).
  unknownPair: 'Unknown currency pair {pair}',
  unknownContract: 'Unknown contract {contract}',
  withdrawOnly:
    'Your account is in withdraw-only mode: you can cancel orders, close positions and withdraw, but not open new trades.',
  restrictedCountry:
    'Trading is not available to residents of your country of residence. You can cancel orders, close positions and withdraw.',
  tooManyOrders: 'Too many orders: at most {limit} a second per account. Try again in a second.',
  insufficientForOrder: 'Insufficient balance: the order needs {amount} {coin} available',
  insufficientForMargin: 'Insufficient balance: not enough {coin} available for the margin and fee',
  orderNotFound: 'No order {id} on {pair}',
  orderAlreadyClosed: 'Order {id} is already closed',
  orderAlreadyCancelled: 'Order {id} is already cancelled',
  holdsLong: 'You hold a long position on {contract}: close or reverse it first',
  holdsShort: 'You hold a short position on {contract}: close or reverse it first',
  leverageMismatch: 'Your {contract} position is at {leverage}×: add to it at {leverage}× or close it first',
  noLiquidity: 'Not enough liquidity on the book for this size right now: try a smaller size',
  noOpenPosition: 'No open position on {contract}',
  noMarkPrice: '{contract} has no price right now',
} as const;

export type RuleCode = keyof typeof RULE_TEXTS;

/** The English text of `issue`: its code's text with the values put in. */
export function ruleMessage(issue: { code: RuleCode; values: Readonly<Record<string, string>> }): string {
  return RULE_TEXTS[issue.code].replace(/\{(\w+)\}/g, (whole, name: string) => issue.values[name] ?? whole);
}
