import { describe, expect, it } from 'vitest';
import { bookRows, bookSpread, bookSteps, depthPercent, groupLevels } from './order-book';

describe('order book (issue 11: depth levels, spread, aggregation step)', () => {
  it('offers the tick and three coarser steps', () => {
    expect(bookSteps(2)).toEqual(['0.01', '0.1', '1', '10']);
    expect(bookSteps(0)).toEqual(['1', '10', '100', '1000']);
  });

  it('groups bids down and asks up to the step, summing amounts exactly', () => {
    const bids = [
      ['100.19', '0.1'],
      ['100.11', '0.2'],
      ['100.09', '0.3'],
    ] as const;
    expect(groupLevels(bids, '0.1', 'bid')).toEqual([
      ['100.1', '0.3'],
      ['100', '0.3'],
    ]);
    const asks = [
      ['100.21', '0.1'],
      ['100.29', '0.2'],
      ['100.3', '0.7'],
    ] as const;
    expect(groupLevels(asks, '0.1', 'ask')).toEqual([['100.3', '1']]);
    // 0.1 + 0.2 is 0.3 here, not 0.30000000000000004.
    expect(groupLevels(bids, '1', 'bid')).toEqual([['100', '0.6']]);
  });

  it('adds totals and running amounts best first', () => {
    expect(
      bookRows(
        [
          ['10', '1.5'],
          ['9.5', '2'],
          ['9', '9'],
        ],
        2,
      ),
    ).toEqual([
      { price: '10', amount: '1.5', total: '15', cumulative: '1.5' },
      { price: '9.5', amount: '2', total: '19', cumulative: '3.5' },
    ]);
  });

  it('measures the spread against the ask', () => {
    expect(bookSpread('100.5', '100')).toEqual({ value: '0.5', percent: '0.49' });
    expect(bookSpread(undefined, '1')).toBeNull();
    expect(depthPercent('1.5', '3')).toBe(50);
    expect(depthPercent('1', '0')).toBe(0);
  });
});
