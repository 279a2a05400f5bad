import { describe, expect, it } from 'vitest';
import {
  changeDirection,
  compareDecimalText,
  dollarPrice,
  fiatValue,
  filterMarketRows,
  type MarketRow,
  marketTabRows,
  quoteCurrencies,
  sortMarketRows,
  sparklinePoints,
} from './market-list';

const row = (pair: string, last: string, changePercentage: string, quoteVolume: string): MarketRow => {
  const [base = '', quote = ''] = pair.split('_');
  return {
    pair,
    base,
    quote,
    last,
    changePercentage,
    high24h: last,
    low24h: last,
    baseVolume: '1',
    quoteVolume,
    pricePrecision: 2,
    spark: [],
  };
};

const ROWS = [
  row('BTC_USDT', '60000.5', '2.5', '1000000'),
  row('ETH_USDT', '3000.25', '-1.75', '2000000'),
  row('ETH_BTC', '0.05', '0.4', '30'),
  row('SOL_USDC', '150', '-12', '500000'),
  row('DOGE_USDT', '0.00000001234', '0', '10'),
];

describe('market lists', () => {
  it('compares decimal text exactly, past float precision', () => {
    expect(compareDecimalText('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareDecimalText('0.1', '0.10')).toBe(0);
    expect(compareDecimalText('-2', '1')).toBe(-1);
    expect(compareDecimalText('x', '1')).toBe(1);
  });

  it('reads a currency in dollars from its USDT market (stablecoins are a dollar)', () => {
    expect(dollarPrice('USDT', ROWS)).toBe('1');
    expect(dollarPrice('BTC', ROWS)).toBe('60000.5');
    expect(dollarPrice('XYZ', ROWS)).toBeNull();
  });

  it('sorts volume in dollars, so a BTC-quoted market compares with USDT ones', () => {
    // ETH_BTC: 30 BTC × 60000.5 = 1,800,015 dollars: between ETH_USDT (2,000,000) and BTC_USDT (1,000,000).
    expect(sortMarketRows(ROWS, 'volume', 'desc').map((r) => r.pair)).toEqual([
      'ETH_USDT',
      'ETH_BTC',
      'BTC_USDT',
      'SOL_USDC',
      'DOGE_USDT',
    ]);
    expect(sortMarketRows(ROWS, 'change', 'asc').map((r) => r.pair)[0]).toBe('SOL_USDC');
    expect(sortMarketRows(ROWS, 'last', 'asc').map((r) => r.pair)[0]).toBe('DOGE_USDT');
    expect(sortMarketRows(ROWS, 'pair', 'asc').map((r) => r.pair)).toEqual([
      'BTC_USDT',
      'DOGE_USDT',
      'ETH_BTC',
      'ETH_USDT',
      'SOL_USDC',
    ]);
  });

  it('gainers, losers and volume tabs', () => {
    expect(marketTabRows(ROWS, 'gainers', 2).map((r) => r.pair)).toEqual(['BTC_USDT', 'ETH_BTC']);
    expect(marketTabRows(ROWS, 'losers', 2).map((r) => r.pair)).toEqual(['SOL_USDC', 'ETH_USDT']);
    expect(marketTabRows(ROWS, 'volume', 1).map((r) => r.pair)).toEqual(['ETH_USDT']);
  });

  it('searches by base or pair in any case and filters by quote', () => {
    expect(filterMarketRows(ROWS, 'eth', 'all').map((r) => r.pair)).toEqual(['ETH_USDT', 'ETH_BTC']);
    expect(filterMarketRows(ROWS, 'eth/btc', 'all').map((r) => r.pair)).toEqual(['ETH_BTC']);
    expect(filterMarketRows(ROWS, '', 'USDT').map((r) => r.pair)).toEqual(['BTC_USDT', 'ETH_USDT', 'DOGE_USDT']);
    expect(quoteCurrencies(ROWS)).toEqual(['USDT', 'BTC', 'USDC']);
  });

  it('converts a price into the chosen fiat exactly, cut to the cent', () => {
    // 0.05 BTC × 60000.5 $/BTC × 0.9 €/$ = 2700.0225 € → 2700.02
    expect(fiatValue(row('ETH_BTC', '0.05', '0', '0'), ROWS, '0.9')).toBe('2700.02');
    expect(fiatValue(row('BTC_USDT', '60000.5', '0', '0'), ROWS, '1')).toBe('60000.50');
    expect(fiatValue(row('ABC_XYZ', '1', '0', '0'), ROWS, '1')).toBeNull();
    expect(fiatValue(row('BTC_USDT', '1', '0', '0'), ROWS, undefined)).toBeNull();
  });

  it('tells a rise from a fall', () => {
    expect(changeDirection('2.5')).toBe('up');
    expect(changeDirection('-0.01')).toBe('down');
    expect(changeDirection('0.00')).toBe('flat');
  });

  it('draws a sparkline between the lowest and highest close', () => {
    expect(sparklinePoints(['1', '3', '2'], 100, 20)).toBe('0.0,20.0 50.0,0.0 100.0,10.0');
    expect(sparklinePoints(['5', '5'], 10, 20)).toBe('0.0,10.0 10.0,10.0');
    expect(sparklinePoints(['5'], 10, 20)).toBe('');
  });
});
