import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  averageEntry,
  checkOpening,
  checkTriggers,
  firedTrigger,
  initialMargin,
  isLiquidated,
  liquidationPrice,
  positionPnl,
  tradeFee,
} from './futures-rules';
import { ruleMessage } from './rule-messages';
import type { RuleIssue } from './rule-issues';

/** The English text the API would answer, or undefined when nothing is wrong. */
const msg = (issue: RuleIssue | undefined) => (issue === undefined ? undefined : ruleMessage(issue));

// Issue 12 deliverable 3: "open long/short with leverage 1–20×, position fields (size,
// entry/average price, mark price, margin, liquidation price, unrealised PnL, TP/SL) … liquidation
// when margin falls below maintenance (document the formula in a decision record)".

describe('margin and PnL', () => {
  it('holds value / leverage as margin, rounded up to 8 decimals', () => {
    expect(initialMargin('0.01', '95000', 10)).toBe('95');
    expect(initialMargin('0.003', '3333.33', 7)).toBe('1.42857');
    expect(initialMargin('1', '1', 3)).toBe('0.33333334');
  });

  it('a long gains when the price rises, a short when it falls', () => {
    expect(positionPnl({ side: 'long', size: '0.5', entryPrice: '100' }, '110')).toBe('5');
    expect(positionPnl({ side: 'short', size: '0.5', entryPrice: '100' }, '110')).toBe('-5');
    expect(positionPnl({ side: 'short', size: '2', entryPrice: '100' }, '99.5')).toBe('1');
  });
});

describe('liquidation price (decision 0040)', () => {
  it('is where margin + PnL equals the maintenance margin', () => {
    const long = { side: 'long' as const, size: '1', entryPrice: '100', margin: '10' };
    // (100 − 10) / (1 × 0.995) = 90.452261…, rounded up to 2 decimals.
    expect(liquidationPrice(long, 2)).toBe('90.46');
    const short = { side: 'short' as const, size: '1', entryPrice: '100', margin: '10' };
    // (100 + 10) / (1 × 1.005) = 109.452736…, rounded down.
    expect(liquidationPrice(short, 2)).toBe('109.45');
    // At that price the equity is (about) the maintenance margin.
    const equity = new Big(long.margin).plus(positionPnl(long, '90.46'));
    expect(equity.minus(new Big('90.46').times('0.005')).abs().lt('0.01')).toBe(true);
  });

  it('a 1× long cannot be liquidated; a 20× long is liquidated about 4.5 % down', () => {
    expect(liquidationPrice({ side: 'long', size: '1', entryPrice: '100', margin: '100' }, 2)).toBe('0');
    expect(liquidationPrice({ side: 'long', size: '1', entryPrice: '100', margin: '5' }, 2)).toBe('95.48');
  });

  it('fires when the mark reaches it', () => {
    const long = { side: 'long' as const, size: '1', entryPrice: '100', margin: '10' };
    expect(isLiquidated(long, '90.47', 2)).toBe(false);
    expect(isLiquidated(long, '90.46', 2)).toBe(true);
    const short = { side: 'short' as const, size: '1', entryPrice: '100', margin: '10' };
    expect(isLiquidated(short, '109.44', 2)).toBe(false);
    expect(isLiquidated(short, '109.45', 2)).toBe(true);
  });
});

describe('TP/SL', () => {
  it('fires take profit and stop loss on the right side of the mark', () => {
    expect(firedTrigger('long', '110', '110', '90')).toBe('tp');
    expect(firedTrigger('long', '90', '110', '90')).toBe('sl');
    expect(firedTrigger('long', '100', '110', '90')).toBeUndefined();
    expect(firedTrigger('short', '90', '90', '110')).toBe('tp');
    expect(firedTrigger('short', '110', null, '110')).toBe('sl');
  });

  it('refuses triggers that would fire at once, or off the tick', () => {
    expect(msg(checkTriggers('long', '100', '99', undefined, 2))).toBe(
      'Take profit of a long must be above the mark price 100',
    );
    expect(checkTriggers('short', '100', undefined, '99', 2)).toEqual({
      code: 'stopLossAboveMark',
      values: { mark: '100' },
    });
    expect(checkTriggers('short', '100', '101', undefined, 2)?.code).toBe('takeProfitBelowMark');
    expect(checkTriggers('long', '100', undefined, '0', 2)?.code).toBe('stopLossNotPositive');
    expect(msg(checkTriggers('long', '100', '110.001', undefined, 2))).toBe('Take profit price has at most 2 decimals');
    expect(checkTriggers('long', '100', '110', '90', 2)).toBeUndefined();
  });
});

describe('opening', () => {
  const rules = { amountPrecision: 4, minSize: '0.0001', base: 'ETH' };
  it('allows leverage 1 to 20 only', () => {
    expect(msg(checkOpening({ size: '1', leverage: 0 }, rules))).toMatch(/1 to 20/);
    expect(msg(checkOpening({ size: '1', leverage: 21 }, rules))).toMatch(/1 to 20/);
    expect(checkOpening({ size: '1', leverage: 2.5 }, rules)).toEqual({
      code: 'leverageRange',
      values: { min: '1', max: '20' },
    });
    expect(checkOpening({ size: '1', leverage: 20 }, rules)).toBeUndefined();
  });
  it('checks size decimals and minimum', () => {
    expect(msg(checkOpening({ size: '0.00001', leverage: 5 }, rules))).toBe('size has at most 4 decimals');
    expect(checkOpening({ size: '0.00010', leverage: 5 }, rules)).toBeUndefined();
  });
  it('charges fees on the value, rounded up, and averages entries by size', () => {
    expect(tradeFee('0.01', '95000', '0.0005')).toBe('0.475');
    expect(averageEntry('1', '100', '1', '110', 2)).toBe('105');
    expect(averageEntry('1', '100', '2', '101', 2)).toBe('100.666667');
  });
});
