import { describe, expect, it } from 'vitest';
import type { BuySellMarker } from './chart-model';
import { barTimeOf, buildTradeMarkers, markersAtBar, markerTooltipPosition, mergeMarkers } from './markers';

const base = { price: 100, quantity: 2, symbol: 'BTC_USDT', tooltip: 'filled' };
const buy: BuySellMarker = { ...base, type: 'buy', time: 7_300, rawTimestamp: 7_300_123 };
const sell: BuySellMarker = { ...base, type: 'sell', time: 3_650, rawTimestamp: 3_650_000 };
const style = { up: '#0F0', down: '#F00', buyText: 'B', sellText: 'S' };

describe('buy/sell markers', () => {
  it('aligns a fill to the start of its bar', () => {
    expect(barTimeOf(7_300, '60')).toBe(7_200);
    expect(barTimeOf(7_300, '1')).toBe(7_260);
    expect(barTimeOf(7_300, '1S')).toBe(7_300);
  });

  it('widgets §3 "Buy/sell marker: time, type (buy or sell) ...": buy below in the rising colour, sell above in the falling one, sorted', () => {
    const markers = buildTradeMarkers([buy, sell], '60', style);
    expect(markers.map((m) => [m.time, m.position, m.shape, m.color, m.text])).toEqual([
      [3_600, 'aboveBar', 'arrowDown', '#F00', 'S'],
      [7_200, 'belowBar', 'arrowUp', '#0F0', 'B'],
    ]);
    expect(new Set(markers.map((m) => m.id)).size).toBe(2);
  });

  it('finds the fills of a bar for its tooltip', () => {
    expect(markersAtBar([buy, sell], 7_200, '60')).toEqual([buy]);
    expect(markersAtBar([buy, sell], 0, '60')).toEqual([]);
  });

  it("merges markers of several sources by time (trade markers and the feed's timescale marks)", () => {
    const mark = {
      id: 'mark-1',
      time: 60,
      position: 'belowBar' as const,
      shape: 'square' as const,
      color: '#2354E6',
      text: 'E',
    };
    expect(mergeMarkers(buildTradeMarkers([buy], '1', style), [mark]).map((m) => m.time)).toEqual([60, 7_260]);
  });

  it('widgets §9 "Marker offsets 8, 3, 17, 3": a sell tooltip 8 above, a buy tooltip 17 below, 3 beside', () => {
    const box = { width: 100, height: 40 };
    expect(markerTooltipPosition({ x: 200, y: 300 }, 'sell', box, 800)).toEqual({ left: 203, top: 300 - 8 - 40 });
    expect(markerTooltipPosition({ x: 200, y: 300 }, 'buy', box, 800)).toEqual({ left: 203, top: 317 });
    expect(markerTooltipPosition({ x: 750, y: 300 }, 'buy', box, 800)).toEqual({ left: 750 - 3 - 100, top: 317 });
  });
});
