import { describe, expect, it } from 'vitest';
import { buildFillMarkers, futuresChartFills, spotChartFills } from './chart-fills';
import { ChartSide } from './chart-model';

const spot = [
  { id: '2', side: 'sell' as const, price: '65000.5', amount: '0.25', create_time_ms: 1_700_000_060_500 },
  { id: '1', side: 'buy' as const, price: '64000', amount: '0.5', create_time_ms: 1_700_000_000_250 },
];
const futures = [
  {
    id: '9',
    side: 'sell' as const,
    price: '66000',
    size: '0.1',
    reason: 'tp' as const,
    create_time_ms: 1_700_000_120_000,
  },
];

describe('the user fills as widgets §3 buy/sell markers', () => {
  it('widgets §3 "Sides: Buy 1, Sell -1": spot and futures trades become fills with the side constants', () => {
    expect(spotChartFills(spot).map((f) => [f.id, f.side, f.quantity])).toEqual([
      ['2', ChartSide.Sell, '0.25'],
      ['1', ChartSide.Buy, '0.5'],
    ]);
    expect(futuresChartFills(futures)).toEqual([
      { id: '9', side: -1, price: '66000', quantity: '0.1', timeMs: 1_700_000_120_000, reason: 'tp' },
    ]);
  });

  it('widgets §3 "Buy/sell marker: time, type (buy or sell), price, quantity, symbol, rawTimestamp, tooltip", oldest first', () => {
    expect(buildFillMarkers(spotChartFills(spot), 'BTC_USDT')).toEqual([
      {
        time: 1_700_000_000,
        type: 'buy',
        price: 64000,
        quantity: 0.5,
        symbol: 'BTC_USDT',
        rawTimestamp: 1_700_000_000_250,
        tooltip: '',
      },
      {
        time: 1_700_000_060,
        type: 'sell',
        price: 65000.5,
        quantity: 0.25,
        symbol: 'BTC_USDT',
        rawTimestamp: 1_700_000_060_500,
        tooltip: '',
      },
    ]);
  });

  it("puts the caller's note (a futures trade's reason) in the tooltip", () => {
    const [marker] = buildFillMarkers(futuresChartFills(futures), 'BTC_USDT', (f) => `reason ${f.reason ?? ''}`);
    expect(marker).toMatchObject({ type: 'sell', tooltip: 'reason tp' });
  });

  it('leaves out a fill without a usable price or quantity', () => {
    const fills = spotChartFills([
      { id: 'a', side: 'buy', price: '0', amount: '1', create_time_ms: 1 },
      { id: 'b', side: 'buy', price: '1', amount: 'x', create_time_ms: 1 },
    ]);
    expect(buildFillMarkers(fills, 'BTC_USDT')).toEqual([]);
  });
});
