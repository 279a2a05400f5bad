// What this feature needs of the chart's spec: constants from the domain, and the chart's own
// input shapes (markers, position lines, indicator plugins) the callers hand it.

import {
  CHART_AUTO_SAVE_DELAY_MS,
  CHART_BRAND_COLOR,
  CHART_MARKER_OFFSETS,
  CHART_PALETTES as DOMAIN_CHART_PALETTES,
  type ChartPalette as DomainChartPalette,
  DEFAULT_CHART_TIME_ZONE,
  POSITION_LINE_HEIGHT as DOMAIN_POSITION_LINE_HEIGHT,
  POSITION_LINE_PADDING as DOMAIN_POSITION_LINE_PADDING,
  CHART_ORDER_SIDES,
  CHART_ORDER_TYPES,
  CHART_RESOLUTIONS,
  CHART_SCREENSHOT_SCALE,
  CHART_SCREENSHOT_TIMEOUT_MS,
  CHART_SOURCE_TYPES,
  CHART_SYMBOL_SEARCH_DELAY_MS,
  type ChartResolution,
  DEFAULT_CHART_RESOLUTION,
  isChartResolution,
  resolutionSeconds as domainResolutionSeconds,
} from '@meridian/domain';

// The spec's chart constants come from the domain (packages/domain/src/chart, decision 0034);
// the names below are the ones this feature was written against.

/** widgets §9 "Supported resolutions: 1S, 10S, 30S, 1, 3, 5, 15, 30, 60, 120, 240, 360, 480, 720, 1D, 2D, 3D, 5D, 1W, 1M." */
export const RESOLUTIONS = CHART_RESOLUTIONS;
export type Resolution = ChartResolution;
/** widgets §9 "Chart default resolution: 60 minutes, stored in local storage." */
export const DEFAULT_RESOLUTION: Resolution = DEFAULT_CHART_RESOLUTION;
export const isResolution = isChartResolution;
/** Seconds per bar of a resolution (a month counted as 30 days, for ranges and bucketing only). */
export const resolutionSeconds = domainResolutionSeconds;

/** widgets §9 "Symbol search delay 1000 ms; auto-save delay 1 ms". */
export const SYMBOL_SEARCH_DELAY_MS = CHART_SYMBOL_SEARCH_DELAY_MS;
export const AUTO_SAVE_DELAY_MS = CHART_AUTO_SAVE_DELAY_MS;
/** widgets §9 "Chart screenshot timeout 10000 ms, scale 2." */
export const SCREENSHOT_TIMEOUT_MS = CHART_SCREENSHOT_TIMEOUT_MS;
export const SCREENSHOT_SCALE = CHART_SCREENSHOT_SCALE;

/** widgets §3 "Order types in the chart: Limit 0, Market 1, Stop 2, TrailingLimit 3, Position 4, TakeProfit 5, StopLoss 6." */
export const ChartOrderType = CHART_ORDER_TYPES;
export type ChartOrderType = (typeof ChartOrderType)[keyof typeof ChartOrderType];
/** widgets §3 "Sides: Buy 1, Sell -1." */
export const ChartSide = CHART_ORDER_SIDES;
export type ChartSide = (typeof ChartSide)[keyof typeof ChartSide];
/** widgets §3 "Chart source types: PILOT, SPOT, memebox (alpha)." */
export const ChartSourceType = {
  Pilot: CHART_SOURCE_TYPES.pilot,
  Spot: CHART_SOURCE_TYPES.spot,
  Memebox: CHART_SOURCE_TYPES.memebox,
} as const;
export type ChartSourceType = (typeof ChartSourceType)[keyof typeof ChartSourceType];

/** widgets §3 "Buy/sell marker: time, type (buy or sell), price, quantity, symbol, rawTimestamp, tooltip." */
export interface BuySellMarker {
  /** The bar time it belongs to, in seconds. */
  time: number;
  type: 'buy' | 'sell';
  price: number;
  quantity: number;
  symbol: string;
  /** The fill's own instant, in milliseconds. */
  rawTimestamp: number;
  tooltip: string;
}

/**
 * widgets §3 "Position line (chart): id, type, avgPrice, visible, sideText, pnlText or pnlValue,
 * qtyText or qty, tpslText, showCloseButton, showTPSLButton, showReverseButton, tooltips for close,
 * tpsl, reverse and pnl, callbacks for close, tpsl and reverse."
 */
export interface PositionLine {
  id: string;
  type: ChartOrderType;
  /** Long (Buy 1) or short (Sell -1): the price line takes the rising or falling colour; brand without it. */
  side?: ChartSide;
  avgPrice: number;
  visible: boolean;
  sideText: string;
  pnlText?: string;
  pnlValue?: number;
  qtyText?: string;
  qty?: number;
  tpslText?: string;
  showCloseButton: boolean;
  showTPSLButton: boolean;
  showReverseButton: boolean;
  tooltips: { close?: string; tpsl?: string; reverse?: string; pnl?: string };
  onClose?: (id: string) => void;
  onTpsl?: (id: string) => void;
  onReverse?: (id: string) => void;
}

/** widgets §9 "Marker offsets 8, 3, 17, 3." (read as top, right, bottom, left: decision 0035). */
export const MARKER_OFFSETS = {
  top: CHART_MARKER_OFFSETS[0],
  right: CHART_MARKER_OFFSETS[1],
  bottom: CHART_MARKER_OFFSETS[2],
  left: CHART_MARKER_OFFSETS[3],
} as const;
/** widgets §9 "Position line height 24, padding 40." */
export const POSITION_LINE_HEIGHT = DOMAIN_POSITION_LINE_HEIGHT;
export const POSITION_LINE_PADDING = DOMAIN_POSITION_LINE_PADDING;

/** widgets §9 "Chart colours: brand #2354E6; up and down colours per theme; rise colour swapped by cookie." */
export const CHART_BRAND = CHART_BRAND_COLOR;
export type ChartPalette = DomainChartPalette;
/** widgets §3 "Chart theme: light and dark palettes". The app's own theme colours (app.css). */
export const CHART_PALETTES = DOMAIN_CHART_PALETTES;

/** widgets §9 "default time zone from the browser, else Asia/Shanghai." */
export const FALLBACK_TIME_ZONE = DEFAULT_CHART_TIME_ZONE;

/** One bar of the feed: time in seconds (UTC), prices and base volume. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** An invalid setting (widgets §5), as the settings dialog shows it. */
export interface SettingsError {
  field: string;
  rule: 'integer' | 'range' | 'choice' | 'order';
  min?: number;
  max?: number;
}

export type IndicatorSettings = Readonly<Record<string, number | string | boolean>>;

/** One output of an indicator at one bar: named values (undefined while warming up) and an optional label. */
export interface IndicatorPoint {
  time: number;
  values: Readonly<Record<string, number | undefined>>;
  /** TD Sequential's counts: drawn as a label above or below the bar on the main pane. */
  label?: { text: string; position: 'above' | 'below' };
}

/** An incremental calculator: `compute` from history, then `update` for a new or changed last bar. */
export interface IndicatorCalculator {
  /** The points of bars from index `from` (default 0) on, computed over the whole history. */
  compute(bars: readonly Bar[], from?: number): IndicatorPoint[];
  update(bar: Bar): IndicatorPoint;
}

/** Labels of indicator settings (chart.json `fields`): the adapters of the domain's indicators name theirs with these. */
export type ChartFieldLabel =
  | 'length'
  | 'kSmoothing'
  | 'dSmoothing'
  | 'fastLength'
  | 'slowLength'
  | 'signalLength'
  | 'source'
  | 'onlyNineAndThirteen'
  | 'setupCount'
  | 'countdownCount';

/** How the domain's indicators (createKdj, createMacd, createTdSequential, validate*) plug into the chart. */
export interface IndicatorPlugin {
  /** Stable id kept in the saved layout ('KDJ', 'MACD', 'TD'). */
  name: string;
  /** 'pane': lines and histograms in a pane of their own; 'labels': labels on the main pane. */
  display: 'pane' | 'labels';
  /** The drawn values of a pane indicator, by key of IndicatorPoint.values. */
  lines: ReadonlyArray<{ key: string; kind: 'line' | 'histogram'; color: string }>;
  defaultSettings: IndicatorSettings;
  /** The settings form: each setting's label (a key of chart.json `fields`) and kind. */
  fields: ReadonlyArray<
    | { key: string; label: ChartFieldLabel; kind: 'number' | 'boolean' }
    | { key: string; label: ChartFieldLabel; kind: 'choice'; options: readonly string[] }
  >;
  validate(settings: IndicatorSettings): SettingsError[];
  create(settings: IndicatorSettings): IndicatorCalculator;
}
