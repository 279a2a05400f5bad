import { CLIENT_ORDER_ID_PATTERN } from '@meridian/contracts';
import type { PairRules } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import {
  amountForPercent,
  checkDraft,
  feeEstimate,
  newClientOrderId,
  type OrderDraft,
  orderTotal,
  percentOfAvailable,
  ratePercent,
} from './order-math';

const BTC: PairRules = {
  id: 'BTC_USDT',
  base: 'BTC',
  quote: 'USDT',
  precision: 2,
  amountPrecision: 4,
  minBaseAmount: '0.001',
  minQuoteAmount: '3',
  tradable: true,
};
const draft = (over: Partial<OrderDraft>): OrderDraft => ({
  side: 'buy',
  type: 'limit',
  price: '65000',
  amount: '',
  ...over,
});

describe('checkDraft: the domain rules under the field they concern', () => {
  it('nothing to say while no amount is typed, unless the price itself is wrong', () => {
    expect(checkDraft(BTC, draft({}), null)).toEqual({ state: 'incomplete' });
    expect(checkDraft(BTC, draft({ amount: '0' }), null)).toEqual({ state: 'incomplete' });
    expect(checkDraft(BTC, draft({ price: '65000.125' }), null)).toEqual({
      state: 'invalid',
      field: 'price',
      issue: {
        kind: 'rule',
        rule: { code: 'priceTick', values: { tick: '0.01' } },
      },
    });
  });

  it('a missing price shows under the price once there is an amount', () => {
    expect(checkDraft(BTC, draft({ price: '', amount: '0.01' }), null)).toMatchObject({
      field: 'price',
      issue: { rule: { code: 'priceRequired' } },
    });
  });

  it('minimums and decimals show under the amount, as the API words them', () => {
    expect(checkDraft(BTC, draft({ amount: '0.0005' }), null)).toMatchObject({
      field: 'amount',
      issue: { rule: { code: 'amountTooSmall', values: { min: '0.001', base: 'BTC' } } },
    });
    expect(checkDraft(BTC, draft({ type: 'market', amount: '2' }), null)).toMatchObject({
      field: 'amount',
      issue: { rule: { code: 'marketBuyTooSmall', values: { min: '3', quote: 'USDT' } } },
    });
  });

  it('a valid order beyond the available balance names what it needs', () => {
    expect(checkDraft(BTC, draft({ amount: '0.01' }), '100')).toEqual({
      state: 'invalid',
      field: 'amount',
      issue: { kind: 'balance', need: '650', coin: 'USDT' },
    });
    expect(checkDraft(BTC, draft({ amount: '0.01' }), '650')).toMatchObject({ state: 'valid' });
  });

  it('a market that does not trade is a problem of the form, whatever is typed', () => {
    expect(checkDraft({ ...BTC, tradable: false }, draft({}), null)).toMatchObject({
      field: 'form',
      issue: { rule: { code: 'notTradable', values: { pair: 'BTC_USDT' } } },
    });
  });
});

describe('the balance slider', () => {
  it('turns a share of the balance into an amount, cut to the field decimals', () => {
    // limit buy: quote budget / price, 4 decimals cut
    expect(amountForPercent(BTC, draft({}), '1000', 50)).toBe('0.0076');
    // sell: base
    expect(amountForPercent(BTC, draft({ side: 'sell' }), '0.5', 25)).toBe('0.125');
    // market buy: quote to spend, price and amount decimals together
    expect(amountForPercent(BTC, draft({ type: 'market' }), '1000.123456789', 100)).toBe('1000.123456');
    expect(amountForPercent(BTC, draft({}), '1000', 0)).toBe('');
    expect(amountForPercent(BTC, draft({ price: '' }), '1000', 50)).toBeNull();
  });

  it('shows where a typed amount sits in the balance', () => {
    expect(percentOfAvailable(draft({ amount: '0.0076' }), '1000')).toBe(49);
    expect(percentOfAvailable(draft({ side: 'sell', amount: '0.25' }), '0.5')).toBe(50);
    expect(percentOfAvailable(draft({ side: 'sell', amount: '9' }), '0.5')).toBe(100);
    expect(percentOfAvailable(draft({ amount: '1' }), null)).toBe(0);
  });
});

describe('total and fee', () => {
  it('a limit total is amount × price; a market sell is estimated at the last price', () => {
    expect(orderTotal(draft({ amount: '0.01' }), '64000')).toEqual({ value: '650', estimate: false });
    expect(orderTotal(draft({ type: 'market', amount: '100' }), '64000')).toEqual({ value: '100', estimate: false });
    expect(orderTotal(draft({ type: 'market', side: 'sell', amount: '0.01' }), '64000')).toEqual({
      value: '640',
      estimate: true,
    });
  });

  it('the fee is taker rate × what is received, in what is received', () => {
    expect(feeEstimate(BTC, draft({ amount: '0.01' }), '64000', '0.002')).toEqual({
      value: '0.00002',
      estimate: false,
      coin: 'BTC',
    });
    expect(feeEstimate(BTC, draft({ side: 'sell', amount: '0.01' }), '64000', '0.002')).toEqual({
      value: '1.3',
      estimate: false,
      coin: 'USDT',
    });
    expect(feeEstimate(BTC, draft({ type: 'market', amount: '640' }), '64000', '0.002')).toEqual({
      value: '0.00002',
      estimate: true,
      coin: 'BTC',
    });
    expect(ratePercent('0.002')).toBe('0.2');
  });
});

it('client order ids follow Gate (t- and at most 28 characters)', () => {
  const id = newClientOrderId(Date.UTC(2030, 0, 1));
  expect(id).toMatch(CLIENT_ORDER_ID_PATTERN);
  expect(newClientOrderId(0)).not.toBe(newClientOrderId(0));
});
