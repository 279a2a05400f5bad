import { describe, expect, it } from 'vitest';
import {
  ChartOrderType,
  ChartSide,
  ChartSourceType,
  DEFAULT_RESOLUTION,
  FALLBACK_TIME_ZONE,
  isResolution,
  RESOLUTIONS,
  resolutionSeconds,
} from './chart-model';

describe('chart model (the seam with @meridian/domain/chart)', () => {
  it('widgets §9 "Supported resolutions: 1S, 10S, 30S, 1, 3, 5, 15, 30, 60, 120, 240, 360, 480, 720, 1D, 2D, 3D, 5D, 1W, 1M"', () => {
    const spec = '1S, 10S, 30S, 1, 3, 5, 15, 30, 60, 120, 240, 360, 480, 720, 1D, 2D, 3D, 5D, 1W, 1M';
    expect(RESOLUTIONS.join(', ')).toBe(spec);
    expect(RESOLUTIONS).toHaveLength(20);
  });

  it('widgets §9 "Chart default resolution: 60 minutes"', () => {
    expect(DEFAULT_RESOLUTION).toBe('60');
    expect(resolutionSeconds(DEFAULT_RESOLUTION)).toBe(60 * 60);
  });

  it('knows the seconds of each unit and refuses what is no resolution', () => {
    expect(resolutionSeconds('1S')).toBe(1);
    expect(resolutionSeconds('30S')).toBe(30);
    expect(resolutionSeconds('240')).toBe(4 * 3600);
    expect(resolutionSeconds('2D')).toBe(2 * 86_400);
    expect(resolutionSeconds('1W')).toBe(7 * 86_400);
    expect(isResolution('60')).toBe(true);
    expect(isResolution('61')).toBe(false);
    expect(isResolution(60)).toBe(false);
  });

  it('widgets §3 "Order types in the chart: Limit 0, Market 1, Stop 2, TrailingLimit 3, Position 4, TakeProfit 5, StopLoss 6. Sides: Buy 1, Sell -1."', () => {
    expect(
      Object.entries(ChartOrderType)
        .map(([k, v]) => `${k} ${v}`)
        .join(', '),
    ).toBe('Limit 0, Market 1, Stop 2, TrailingLimit 3, Position 4, TakeProfit 5, StopLoss 6');
    expect(ChartSide).toEqual({ Buy: 1, Sell: -1 });
  });

  it('widgets §3 "Chart source types: PILOT, SPOT, memebox (alpha)"', () => {
    expect(Object.values(ChartSourceType)).toEqual(['PILOT', 'SPOT', 'memebox']);
  });

  it('widgets §9 "default time zone from the browser, else Asia/Shanghai"', () => {
    expect(FALLBACK_TIME_ZONE).toBe('Asia/Shanghai');
  });
});
