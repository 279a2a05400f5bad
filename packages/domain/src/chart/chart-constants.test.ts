import { describe, expect, it } from 'vitest';
import {
  CHART_BRAND_COLOR,
  CHART_MARKER_OFFSETS,
  CHART_ORDER_SIDES,
  CHART_ORDER_TYPES,
  CHART_PALETTES,
  CHART_RESOLUTIONS,
  CHART_SCREENSHOT_SCALE,
  CHART_SCREENSHOT_TIMEOUT_MS,
  CHART_SOURCE_TYPES,
  chartBackgroundFor,
  chartLanguageFor,
  chartRiseColors,
  chartTimeZone,
  DEFAULT_CHART_RESOLUTION,
  GATE_CANDLE_INTERVALS,
  isCalendarResolution,
  isChartResolution,
  POSITION_LINE_HEIGHT,
  POSITION_LINE_PADDING,
  resolutionSeconds,
  resolutionToGateInterval,
} from './chart-constants';

describe('chart resolutions (widgets §9)', () => {
  it('"Supported resolutions: 1S, 10S, 30S, 1, 3, 5, 15, 30, 60, 120, 240, 360, 480, 720, 1D, 2D, 3D, 5D, 1W, 1M."', () => {
    const spec = '1S, 10S, 30S, 1, 3, 5, 15, 30, 60, 120, 240, 360, 480, 720, 1D, 2D, 3D, 5D, 1W, 1M';
    expect([...CHART_RESOLUTIONS]).toEqual(spec.split(', '));
  });

  it('"Chart default resolution: 60 minutes"', () => {
    expect(DEFAULT_CHART_RESOLUTION).toBe('60');
    expect(resolutionSeconds(DEFAULT_CHART_RESOLUTION)).toBe(60 * 60);
  });

  it('recognises only the 20 resolutions', () => {
    for (const r of CHART_RESOLUTIONS) expect(isChartResolution(r)).toBe(true);
    for (const bad of ['60m', '1s', '1d', '2W', '', ' 60', 60, null, undefined])
      expect(isChartResolution(bad)).toBe(false);
  });

  it('gives each resolution its nominal length in seconds', () => {
    const minute = 60;
    const day = 86_400;
    const expected: Record<string, number> = {
      '1S': 1,
      '10S': 10,
      '30S': 30,
      '1': minute,
      '3': 3 * minute,
      '5': 5 * minute,
      '15': 15 * minute,
      '30': 30 * minute,
      '60': 3600,
      '120': 7200,
      '240': 4 * 3600,
      '360': 6 * 3600,
      '480': 8 * 3600,
      '720': 12 * 3600,
      '1D': day,
      '2D': 2 * day,
      '3D': 3 * day,
      '5D': 5 * day,
      '1W': 7 * day,
      '1M': 30 * day,
    };
    for (const r of CHART_RESOLUTIONS) expect(resolutionSeconds(r), r).toBe(expected[r]);
  });

  it('treats only the month as a calendar resolution (bucketed by calendar month, not 30 days)', () => {
    expect(CHART_RESOLUTIONS.filter(isCalendarResolution)).toEqual(['1M']);
  });
});

describe('resolutionToGateInterval: Gate REST intervals 1s 10s 1m 5m 15m 30m 1h 4h 8h 1d 7d 30d', () => {
  it("uses Gate's own interval where it has one, else the coarsest that divides, with the factor", () => {
    const expected: Record<string, [string, number]> = {
      '1S': ['1s', 1],
      '10S': ['10s', 1],
      '30S': ['10s', 3],
      '1': ['1m', 1],
      '3': ['1m', 3],
      '5': ['5m', 1],
      '15': ['15m', 1],
      '30': ['30m', 1],
      '60': ['1h', 1],
      '120': ['1h', 2],
      '240': ['4h', 1],
      '360': ['1h', 6],
      '480': ['8h', 1],
      '720': ['4h', 3],
      '1D': ['1d', 1],
      '2D': ['1d', 2],
      '3D': ['1d', 3],
      '5D': ['1d', 5],
      '1W': ['7d', 1],
      '1M': ['30d', 1],
    };
    for (const r of CHART_RESOLUTIONS) {
      const plan = resolutionToGateInterval(r);
      expect([plan.interval, plan.factor], r).toEqual(expected[r]);
    }
  });

  it('always multiplies back to the resolution (the factor times the Gate interval)', () => {
    const gateSeconds: Record<string, number> = { '1s': 1, '10s': 10, '1m': 60, '5m': 300, '15m': 900, '30m': 1800 };
    Object.assign(gateSeconds, { '1h': 3600, '4h': 14_400, '8h': 28_800, '1d': 86_400, '7d': 604_800 });
    for (const r of CHART_RESOLUTIONS.filter((x) => !isCalendarResolution(x))) {
      const plan = resolutionToGateInterval(r);
      expect(GATE_CANDLE_INTERVALS).toContain(plan.interval);
      expect((gateSeconds[plan.interval] ?? Number.NaN) * plan.factor, r).toBe(resolutionSeconds(r));
    }
  });
});

describe('chart entities (widgets §3)', () => {
  it('"Order types in the chart: Limit 0, Market 1, Stop 2, TrailingLimit 3, Position 4, TakeProfit 5, StopLoss 6."', () => {
    const spec = 'Limit 0, Market 1, Stop 2, TrailingLimit 3, Position 4, TakeProfit 5, StopLoss 6';
    const fromSpec = Object.fromEntries(
      spec
        .split(', ')
        .map((pair) => pair.split(' '))
        .map(([k, v]) => [k, Number(v)]),
    );
    expect(CHART_ORDER_TYPES).toEqual(fromSpec);
  });

  it('"Sides: Buy 1, Sell -1."', () => {
    expect(CHART_ORDER_SIDES).toEqual({ Buy: 1, Sell: -1 });
  });

  it('"Chart source types: PILOT, SPOT, memebox (alpha)."', () => {
    expect(Object.values(CHART_SOURCE_TYPES)).toEqual(['PILOT', 'SPOT', 'memebox']);
  });
});

describe('chart constants (widgets §9)', () => {
  it('"Marker offsets 8, 3, 17, 3. Position line height 24, padding 40."', () => {
    expect([...CHART_MARKER_OFFSETS]).toEqual([8, 3, 17, 3]);
    expect(POSITION_LINE_HEIGHT).toBe(24);
    expect(POSITION_LINE_PADDING).toBe(40);
  });

  it('"Chart screenshot timeout 10000 ms, scale 2."', () => {
    expect(CHART_SCREENSHOT_TIMEOUT_MS).toBe(10000);
    expect(CHART_SCREENSHOT_SCALE).toBe(2);
  });

  it('"Chart colours: brand #2354E6"', () => {
    expect(CHART_BRAND_COLOR.toUpperCase()).toBe('#2354E6');
  });

  it('"up and down colours per theme; rise colour swapped by cookie"', () => {
    for (const theme of ['light', 'dark'] as const) {
      const green = chartRiseColors(theme, 'green-up');
      const red = chartRiseColors(theme, 'red-up');
      expect(green).toEqual({ up: CHART_PALETTES[theme].up, down: CHART_PALETTES[theme].down });
      expect(red).toEqual({ up: green.down, down: green.up });
      expect(green.up).not.toBe(green.down);
    }
  });

  it('widgets §4 "Saved chart backgrounds equal to a default theme background are recoloured to the current theme."', () => {
    const light = CHART_PALETTES.light.background;
    const dark = CHART_PALETTES.dark.background;
    expect(light).not.toBe(dark);
    expect(chartBackgroundFor(light, 'dark')).toBe(dark);
    expect(chartBackgroundFor(dark.toUpperCase(), 'light')).toBe(light);
    expect(chartBackgroundFor(undefined, 'dark')).toBe(dark);
    // A colour the user chose stays.
    expect(chartBackgroundFor('#123456', 'dark')).toBe('#123456');
  });

  it('"Chart language map: cn to zh, tw to zh_TW, kr to ko, vn to vi, pt-br to pt, among others."', () => {
    const spec = 'cn to zh, tw to zh_TW, kr to ko, vn to vi, pt-br to pt';
    for (const [site, chart] of spec.split(', ').map((pair) => pair.split(' to '))) {
      expect(chartLanguageFor(site), site).toBe(chart);
    }
    // The same languages given as tags, and the upper-case cookie spelling.
    expect(chartLanguageFor('zh')).toBe('zh');
    expect(chartLanguageFor('zh-TW')).toBe('zh_TW');
    expect(chartLanguageFor('ko')).toBe('ko');
    expect(chartLanguageFor('pt-BR')).toBe('pt');
    expect(chartLanguageFor('PT-BR')).toBe('pt');
    expect(chartLanguageFor('en')).toBe('en');
    expect(chartLanguageFor('xx')).toBe('en');
    expect(chartLanguageFor(undefined)).toBe('en');
    expect(chartLanguageFor('constructor')).toBe('en');
  });

  it('"default time zone from the browser, else Asia/Shanghai."', () => {
    expect(chartTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(chartTimeZone('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(chartTimeZone('Etc/GMT+5')).toBe('Etc/GMT+5');
    expect(chartTimeZone('UTC')).toBe('UTC');
    expect(chartTimeZone(undefined)).toBe('Asia/Shanghai');
    expect(chartTimeZone('')).toBe('Asia/Shanghai');
    expect(chartTimeZone('  ')).toBe('Asia/Shanghai');
    expect(chartTimeZone('not a zone')).toBe('Asia/Shanghai');
  });
});
