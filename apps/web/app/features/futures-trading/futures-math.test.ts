import { describe, expect, it } from 'vitest';
import { triggerChange } from './futures-dialogs';
import { checkOpeningDraft, type ContractRules, leverageRange, openingFigures, ratePercent } from './futures-math';

const BTC: ContractRules = {
  name: 'BTC_USDT',
  base: 'BTC',
  precision: 1,
  size_precision: 4,
  min_size: '0.001',
  leverage_min: 1,
  leverage_max: 20,
  taker_fee: '0.0005',
};

describe('open form figures (decision 0040)', () => {
  it('margin = size × mark / leverage, fee = size × mark × taker rate, cost = margin + fee', () => {
    expect(openingFigures(BTC, { side: 'long', size: '0.01', leverage: 5 }, '65000')).toEqual({
      margin: '130',
      fee: '0.325',
      cost: '130.325',
      // (650 − 130) / (0.01 × 0.995), rounded up to the tick.
      liquidation: '52261.4',
    });
  });

  it('a 1× long cannot be liquidated; a size still being typed counts without its trailing dot', () => {
    expect(openingFigures(BTC, { side: 'long', size: '0.5.', leverage: 1 }, '100')?.liquidation).toBe('0');
    expect(openingFigures(BTC, { side: 'long', size: '', leverage: 1 }, '100')).toBeNull();
    expect(openingFigures(BTC, { side: 'long', size: '1', leverage: 1 }, '0')).toBeNull();
  });

  it('leverage 1–20 (MIN_LEVERAGE, MAX_LEVERAGE), within what the contract allows', () => {
    expect(leverageRange(BTC)).toEqual({ min: 1, max: 20 });
    expect(leverageRange({ ...BTC, leverage_min: 2, leverage_max: 50 })).toEqual({ min: 2, max: 20 });
  });

  it("checks the size with the domain's rules, then the cost against the available USDT", () => {
    const draft = (size: string) => ({ side: 'short' as const, size, leverage: 10 });
    const check = (size: string, available: string | null) =>
      checkOpeningDraft(BTC, draft(size), openingFigures(BTC, draft(size), '65000'), available);
    expect(check('', '1000')).toEqual({ state: 'empty' });
    expect(check('0.0005', '1000')).toEqual({
      state: 'invalid',
      issue: {
        kind: 'rule',
        rule: {
          code: 'sizeTooSmall',
          values: { min: '0.001', base: 'BTC' },
        },
      },
    });
    expect(check('1', '1000')).toEqual({ state: 'invalid', issue: { kind: 'insufficient', need: '6532.5' } });
    expect(check('1', null)).toEqual({ state: 'valid', size: '1', leverage: 10 });
    expect(check('0.010', '1000')).toEqual({ state: 'valid', size: '0.01', leverage: 10 });
  });

  it('writes the taker rate as a percentage', () => {
    expect(ratePercent('0.0005')).toBe('0.05');
  });
});

describe('TP/SL changes as the API takes them ("0" clears one; left out keeps it)', () => {
  it('leaves out an unchanged price, sends a new one, and "0" for a cleared one', () => {
    expect(triggerChange('70000', '70000')).toBeUndefined();
    expect(triggerChange('70000.0', '70000')).toBeUndefined();
    expect(triggerChange('71000', '70000')).toBe('71000');
    expect(triggerChange('', '70000')).toBe('0');
    expect(triggerChange('', '')).toBeUndefined();
    expect(triggerChange('0', '70000')).toBe('0');
    expect(triggerChange('66000.', '')).toBe('66000');
  });
});
