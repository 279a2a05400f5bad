import { describe, expect, it } from 'vitest';
import { totalDollarVolume, zeroStaticTradeData } from './static-trade-data';

describe('static trade data (widgets §3, §8)', () => {
  it('widgets §8 "static-data calls fail → zero static data": every field of widgets §3 is "0"', () => {
    expect(zeroStaticTradeData()).toEqual({
      trading_volume: '0',
      curr_count: '0',
      user_register_count: '0',
      simple_earn_apr_usdt: '0',
      max_profit_rate: '0',
      lend_earn_max_rate: '0',
      total_reserve_rate: '0',
    });
  });

  it('trading_volume: each quote volume in dollars, summed and cut to whole dollars', () => {
    const tickers = [
      { currency_pair: 'BTC_USDT', last: '100000', quote_volume: '1000.9' },
      { currency_pair: 'ETH_USDC', last: '3000', quote_volume: '500.5' },
      // 2 BTC of volume at the BTC_USDT last price: 200,000 dollars.
      { currency_pair: 'ETH_BTC', last: '0.03', quote_volume: '2' },
      // No SOL market against a dollar coin: SOL volume cannot be priced, so it adds nothing.
      { currency_pair: 'XYZ_SOL', last: '1', quote_volume: '99999' },
    ];
    // 1000.9 + 500.5 + 200000 = 201501.4, cut to 201501.
    expect(totalDollarVolume(tickers)).toBe('201501');
  });

  it('a quote priced only against USDC uses that price; exact where floats are not', () => {
    const tickers = [
      { currency_pair: 'ABC_USDC', last: '0.1', quote_volume: '0' },
      { currency_pair: 'XYZ_ABC', last: '1', quote_volume: '30' },
      { currency_pair: 'P_USDT', last: '1', quote_volume: '0.7' },
      { currency_pair: 'Q_USDT', last: '1', quote_volume: '0.3' },
    ];
    // 30 × 0.1 = 3, plus 0.7 + 0.3 = 1 exactly (as floats 0.1 × 30 is 3.0000000000000004).
    expect(totalDollarVolume(tickers)).toBe('4');
  });

  it('no pairs, or figures that are not numbers, add nothing', () => {
    expect(totalDollarVolume([])).toBe('0');
    expect(totalDollarVolume([{ currency_pair: 'BTC_USDT', last: '1', quote_volume: 'n/a' }])).toBe('0');
  });
});
