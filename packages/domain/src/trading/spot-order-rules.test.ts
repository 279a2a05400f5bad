import { describe, expect, it } from 'vitest';
import {
  averagePrice,
  checkSpotOrder,
  crossesBook,
  fillFee,
  filledTotal,
  type PairRules,
  takeFromBook,
  tickText,
  tradeCrossesLimit,
} from './spot-order-rules';
import { ruleIssue } from './rule-issues';
import { RULE_TEXTS, ruleMessage } from './rule-messages';

// Issue 12 deliverable 2: "place (checks precision, tick size, minimum amount and available balance;
// locks funds)"; "Market orders fill at once against the engine's order book levels; limit orders
// fill when the engine's trades cross them". Fees in what the trader receives (Gate).

const BTC: PairRules = {
  id: 'BTC_USDT',
  base: 'BTC',
  quote: 'USDT',
  precision: 1,
  amountPrecision: 6,
  minBaseAmount: '0.00001',
  minQuoteAmount: '3',
  tradable: true,
};

describe('checkSpotOrder', () => {
  it('locks the total in quote for a limit buy and the amount in base for a limit sell', () => {
    const buy = checkSpotOrder(BTC, { type: 'limit', side: 'buy', amount: '0.5', price: '90000.5' });
    expect(buy).toEqual({
      ok: true,
      order: expect.objectContaining({ lockCoin: 'USDT', lockAmount: '45000.25', timeInForce: 'gtc' }),
    });
    const sell = checkSpotOrder(BTC, { type: 'limit', side: 'sell', amount: '0.123456', price: '99000' });
    expect(sell).toEqual({ ok: true, order: expect.objectContaining({ lockCoin: 'BTC', lockAmount: '0.123456' }) });
  });

  it('refuses a price off the tick, too many amount decimals and orders below the minimums', () => {
    const off = (request: Parameters<typeof checkSpotOrder>[1]) => {
      const result = checkSpotOrder(BTC, request);
      return result.ok ? 'ok' : ruleMessage(result);
    };
    expect(off({ type: 'limit', side: 'buy', amount: '0.1', price: '90000.55' })).toBe(
      'price must be a multiple of the tick 0.1',
    );
    expect(off({ type: 'limit', side: 'buy', amount: '0.1234567', price: '90000' })).toBe(
      'amount has at most 6 decimals on BTC_USDT',
    );
    expect(off({ type: 'limit', side: 'sell', amount: '0.000001', price: '90000' })).toBe(
      'Order too small: the amount must be at least 0.00001 BTC',
    );
    expect(off({ type: 'limit', side: 'buy', amount: '0.00002', price: '100' })).toBe(
      'Order too small: its total must be at least 3 USDT',
    );
    expect(off({ type: 'limit', side: 'buy', amount: '0.1' })).toBe('price is required for a limit order');
    expect(off({ type: 'market', side: 'buy', amount: '2' })).toBe('Order too small: spend at least 3 USDT');
    expect(off({ type: 'market', side: 'buy', amount: '10', timeInForce: 'gtc' })).toMatch(/ioc or fok/);
    // Trailing zeros are not decimals that matter.
    expect(off({ type: 'limit', side: 'buy', amount: '0.10000000', price: '90000.500' })).toBe('ok');
    expect(checkSpotOrder({ ...BTC, tradable: false }, { type: 'market', side: 'sell', amount: '1' })).toEqual({
      ok: false,
      code: 'notTradable',
      values: { pair: 'BTC_USDT' },
    });
  });

  it('reads a market buy amount as the quote to spend (Gate), locked whole', () => {
    expect(checkSpotOrder(BTC, { type: 'market', side: 'buy', amount: '100.1234567' })).toEqual({
      ok: true,
      order: expect.objectContaining({ price: '0', lockCoin: 'USDT', lockAmount: '100.1234567', timeInForce: 'ioc' }),
    });
  });
});

describe('takeFromBook', () => {
  const asks = [
    ['100.0', '0.5'],
    ['100.5', '1'],
    ['101.0', '2'],
  ] as const;

  it('walks the levels best first up to the amount', () => {
    expect(takeFromBook({ side: 'buy', levels: asks, amountPrecision: 6, left: '1.2' })).toEqual([
      { price: '100', amount: '0.5' },
      { price: '100.5', amount: '0.7' },
    ]);
  });

  it('stops at the limit price', () => {
    expect(takeFromBook({ side: 'buy', levels: asks, amountPrecision: 6, left: '5', limitPrice: '100.5' })).toEqual([
      { price: '100', amount: '0.5' },
      { price: '100.5', amount: '1' },
    ]);
    const bids = [
      ['99', '1'],
      ['98', '1'],
    ] as const;
    expect(takeFromBook({ side: 'sell', levels: bids, amountPrecision: 6, left: '5', limitPrice: '98.5' })).toEqual([
      { price: '99', amount: '1' },
    ]);
  });

  it('spends a market buy budget without going over, cut to the amount decimals', () => {
    const fills = takeFromBook({ side: 'buy', levels: asks, amountPrecision: 3, quoteLeft: '100' });
    expect(fills).toEqual([
      { price: '100', amount: '0.5' },
      { price: '100.5', amount: '0.497' },
    ]);
    expect(Number(filledTotal(fills))).toBeLessThanOrEqual(100);
    expect(filledTotal(fills)).toBe('99.9485');
  });
});

describe('crossing and fees', () => {
  it('a limit crosses the book when it reaches the best opposite level', () => {
    expect(crossesBook('buy', '100', '100')).toBe(true);
    expect(crossesBook('buy', '99.9', '100')).toBe(false);
    expect(crossesBook('sell', '99.9', '100')).toBe(true);
    expect(crossesBook('sell', '100', '99.9')).toBe(false);
    expect(crossesBook('sell', '100', undefined)).toBe(false);
  });

  it('a market trade fills a resting buy at or below its price and a sell at or above', () => {
    expect(tradeCrossesLimit('buy', '100', '100')).toBe(true);
    expect(tradeCrossesLimit('buy', '100', '100.1')).toBe(false);
    expect(tradeCrossesLimit('sell', '100', '100.1')).toBe(true);
    expect(tradeCrossesLimit('sell', '100', '99.9')).toBe(false);
  });

  it('charges the fee on what is received, exactly, rounded down to 18 decimals', () => {
    expect(fillFee('0.5', '0.002')).toBe('0.001');
    expect(fillFee('45000.25', '0.00185')).toBe('83.2504625');
    expect(fillFee('0.000000000000000001', '0.002')).toBe('0');
  });

  it('averages prices over fills', () => {
    expect(averagePrice('1.2', '120.35', 1)).toBe('100.292');
    expect(averagePrice('0', '0', 2)).toBe('0');
  });

  it('states the tick of a precision', () => {
    expect(tickText(2)).toBe('0.01');
    expect(tickText(0)).toBe('1');
  });
});

describe('rule issues: a code and its values for the web, the English text for the API', () => {
  it('every refusal carries its code and the values of all its text’s placeholders', () => {
    const refusals = [
      checkSpotOrder(BTC, { type: 'limit', side: 'buy', amount: '0.1', price: '90000.55' }),
      checkSpotOrder(BTC, { type: 'limit', side: 'buy', amount: '0.1234567', price: '90000' }),
      checkSpotOrder(BTC, { type: 'market', side: 'buy', amount: '2' }),
      checkSpotOrder(BTC, { type: 'market', side: 'buy', amount: '1.123456789' }),
    ];
    expect(refusals.map((r) => (r.ok ? 'ok' : r.code))).toEqual([
      'priceTick',
      'amountDecimals',
      'marketBuyTooSmall',
      'marketBuyDecimals',
    ]);
    for (const refusal of refusals) {
      if (refusal.ok) continue;
      // Every placeholder of the code's text has its value.
      const names = [...RULE_TEXTS[refusal.code].matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(Object.keys(refusal.values).sort()).toEqual(names);
      expect(ruleMessage(refusal)).not.toMatch(/[{}]/);
    }
    expect(ruleMessage(ruleIssue('priceTick', { tick: '0.1' }))).toBe('price must be a multiple of the tick 0.1');
    expect(ruleIssue('priceTick', { tick: '0.1' }).values).toEqual({ tick: '0.1' });
  });
});
