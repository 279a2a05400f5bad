import { LANGUAGES } from '../locales/languages';
import { CHART_LANGUAGE_MAP } from '../locales/locales';
import type { RiseColor, ThemeName } from '../theme/theme';

/**
 * widgets §9 "Supported resolutions: 1S, 10S, 30S, 1, 3, 5, 15, 30, 60, 120, 240, 360, 480, 720,
 * 1D, 2D, 3D, 5D, 1W, 1M." Bare numbers are minutes, as the charting data-feed convention has it.
 */
export const CHART_RESOLUTIONS = [
  '1S',
  '10S',
  '30S',
  '1',
  '3',
  '5',
  '15',
  '30',
  '60',
  '120',
  '240',
  '360',
  '480',
  '720',
  '1D',
  '2D',
  '3D',
  '5D',
  '1W',
  '1M',
] as const;

export type ChartResolution = (typeof CHART_RESOLUTIONS)[number];

/** widgets §9 "Chart default resolution: 60 minutes, stored in local storage." */
export const DEFAULT_CHART_RESOLUTION: ChartResolution = '60';

/** Local-storage key of the chosen resolution (widgets §9: "stored in local storage"). */
export const CHART_RESOLUTION_STORAGE_KEY = 'chart_resolution';

export function isChartResolution(value: unknown): value is ChartResolution {
  return typeof value === 'string' && (CHART_RESOLUTIONS as readonly string[]).includes(value);
}

const MINUTE_S = 60;
const DAY_S = 24 * 60 * MINUTE_S;

/**
 * The nominal length of one bar in seconds. Seconds, minutes, days and weeks are exact; a month
 * ('1M') is given as 30 days only as a nominal figure for spacing and range sizes: month bars
 * are bucketed by calendar month (Gate's `30d` is a calendar month too), never by 30-day spans.
 */
export function resolutionSeconds(resolution: ChartResolution): number {
  const unit = resolution.at(-1);
  if (unit === 'S') return Number(resolution.slice(0, -1));
  if (unit === 'D') return Number(resolution.slice(0, -1)) * DAY_S;
  if (unit === 'W') return Number(resolution.slice(0, -1)) * 7 * DAY_S;
  if (unit === 'M') return Number(resolution.slice(0, -1)) * 30 * DAY_S;
  return Number(resolution) * MINUTE_S;
}

/** True for resolutions whose bars follow the calendar (months), not a fixed number of seconds. */
export function isCalendarResolution(resolution: ChartResolution): boolean {
  return resolution.endsWith('M');
}

/** Gate API v4 REST candlestick intervals (issue-11 research §1.3), finest first. */
export const GATE_CANDLE_INTERVALS = [
  '1s',
  '10s',
  '1m',
  '5m',
  '15m',
  '30m',
  '1h',
  '4h',
  '8h',
  '1d',
  '7d',
  '30d',
] as const;
export type GateCandleInterval = (typeof GATE_CANDLE_INTERVALS)[number];

/** Nominal seconds of each Gate interval; `30d` is a calendar month at Gate, handled apart. */
export const GATE_INTERVAL_SECONDS: Readonly<Record<GateCandleInterval, number>> = {
  '1s': 1,
  '10s': 10,
  '1m': MINUTE_S,
  '5m': 5 * MINUTE_S,
  '15m': 15 * MINUTE_S,
  '30m': 30 * MINUTE_S,
  '1h': 60 * MINUTE_S,
  '4h': 240 * MINUTE_S,
  '8h': 480 * MINUTE_S,
  '1d': DAY_S,
  '7d': 7 * DAY_S,
  '30d': 30 * DAY_S,
};

export interface GateIntervalPlan {
  interval: GateCandleInterval;
  /** How many Gate candles make one chart bar (1 when Gate has the resolution itself). */
  factor: number;
}

/**
 * The Gate interval to fetch for a chart resolution: Gate's own when it has it, otherwise the
 * coarsest Gate interval that divides the resolution and the number of its candles per bar
 * (e.g. '3' → 1m × 3, '720' → 4h × 3), so the fewest candles are fetched under Gate's 1000 cap.
 */
export function resolutionToGateInterval(resolution: ChartResolution): GateIntervalPlan {
  // A calendar month cannot be built from fixed-length candles; Gate's 30d is the calendar month.
  if (isCalendarResolution(resolution)) return { interval: '30d', factor: 1 };
  const seconds = resolutionSeconds(resolution);
  for (let i = GATE_CANDLE_INTERVALS.length - 1; i >= 0; i -= 1) {
    const interval = GATE_CANDLE_INTERVALS[i];
    if (interval === undefined || interval === '30d') continue;
    const size = GATE_INTERVAL_SECONDS[interval];
    if (size <= seconds && seconds % size === 0) return { interval, factor: seconds / size };
  }
  // Unreachable: every resolution is a whole number of seconds and Gate has 1s.
  return { interval: '1s', factor: seconds };
}

/** widgets §3 "Chart source types: PILOT, SPOT, memebox (alpha)." */
export const CHART_SOURCE_TYPES = { pilot: 'PILOT', spot: 'SPOT', memebox: 'memebox' } as const;
export type ChartSourceType = (typeof CHART_SOURCE_TYPES)[keyof typeof CHART_SOURCE_TYPES];

/**
 * widgets §3 "Order types in the chart: Limit 0, Market 1, Stop 2, TrailingLimit 3, Position 4,
 * TakeProfit 5, StopLoss 6."
 */
export const CHART_ORDER_TYPES = {
  Limit: 0,
  Market: 1,
  Stop: 2,
  TrailingLimit: 3,
  Position: 4,
  TakeProfit: 5,
  StopLoss: 6,
} as const;
export type ChartOrderType = (typeof CHART_ORDER_TYPES)[keyof typeof CHART_ORDER_TYPES];

/** widgets §3 "Sides: Buy 1, Sell -1." */
export const CHART_ORDER_SIDES = { Buy: 1, Sell: -1 } as const;
export type ChartOrderSide = (typeof CHART_ORDER_SIDES)[keyof typeof CHART_ORDER_SIDES];

// The chart's input shapes (buy/sell markers, position lines) belong to the chart feature that
// draws them (apps/web features/price-chart, chart-model.ts); the callers build them from orders.

/** widgets §9 "Marker offsets 8, 3, 17, 3." Kept in the spec's order. */
export const CHART_MARKER_OFFSETS = [8, 3, 17, 3] as const;
/** widgets §9 "Position line height 24, padding 40." */
export const POSITION_LINE_HEIGHT = 24;
export const POSITION_LINE_PADDING = 40;
/** widgets §9 "Chart screenshot timeout 10000 ms, scale 2." */
export const CHART_SCREENSHOT_TIMEOUT_MS = 10_000;
export const CHART_SCREENSHOT_SCALE = 2;
/** widgets §9 "Symbol search delay 1000 ms; auto-save delay 1 ms". */
export const CHART_SYMBOL_SEARCH_DELAY_MS = 1000;
export const CHART_AUTO_SAVE_DELAY_MS = 1;

/** widgets §9 "Chart colours: brand #2354E6". */
export const CHART_BRAND_COLOR = '#2354E6';

export interface ChartPalette {
  background: string;
  text: string;
  grid: string;
  /** Axis borders and pane separators. */
  border: string;
  /** Colour of a rising candle under the green-up scheme; red-up swaps up and down. */
  up: string;
  down: string;
}

/**
 * widgets §9 "up and down colours per theme" gives no hex values: these are the site's own theme
 * tokens (apps/web/app/app.css), so the chart matches the page around it.
 */
export const CHART_PALETTES: Record<ThemeName, ChartPalette> = {
  light: { background: '#ffffff', text: '#101828', grid: '#f0f2f5', border: '#e3e6ec', up: '#0ecb81', down: '#f6465d' },
  dark: { background: '#0b0e14', text: '#eef1f6', grid: '#1c212b', border: '#262c39', up: '#2ebd85', down: '#f6465d' },
};

/** widgets §9 "rise colour swapped by cookie": red-up shows rises in the palette's down colour. */
export function chartRiseColors(theme: ThemeName, rise: RiseColor): { up: string; down: string } {
  const palette = CHART_PALETTES[theme];
  return rise === 'red-up' ? { up: palette.down, down: palette.up } : { up: palette.up, down: palette.down };
}

/**
 * widgets §4 "Saved chart backgrounds equal to a default theme background are recoloured to the
 * current theme." Any other saved colour is the user's own choice and stays.
 */
export function chartBackgroundFor(saved: string | undefined, theme: ThemeName): string {
  const current = CHART_PALETTES[theme].background;
  if (saved === undefined) return current;
  const lower = saved.toLowerCase();
  const isDefault = Object.values(CHART_PALETTES).some((p) => p.background.toLowerCase() === lower);
  return isDefault ? current : saved;
}

/**
 * widgets §9 "Chart language map: cn to zh, tw to zh_TW, kr to ko, vn to vi, pt-br to pt, among
 * others." The map itself lives once in locales (CHART_LANGUAGE_MAP, keyed by site prefix); this
 * takes the site language as a prefix/cookie code ('cn', 'pt-br') or as a language tag
 * ('zh', 'pt-BR'), and gives English for anything unknown.
 */
export function chartLanguageFor(siteLang: string | undefined): string {
  if (siteLang === undefined || siteLang === '') return DEFAULT_CHART_LANGUAGE;
  const lower = siteLang.toLowerCase();
  const byPrefix = Object.hasOwn(CHART_LANGUAGE_MAP, lower) ? CHART_LANGUAGE_MAP[lower] : undefined;
  if (byPrefix !== undefined) return byPrefix;
  // A language tag: find its site prefix (English's prefix is empty).
  const language = LANGUAGES.find((l) => l.lang.toLowerCase() === lower);
  if (language === undefined) return DEFAULT_CHART_LANGUAGE;
  return CHART_LANGUAGE_MAP[language.prefix === '' ? 'en' : language.prefix] ?? DEFAULT_CHART_LANGUAGE;
}

export const DEFAULT_CHART_LANGUAGE = 'en';

/** widgets §9 "default time zone from the browser, else Asia/Shanghai." */
export const DEFAULT_CHART_TIME_ZONE = 'Asia/Shanghai';

// IANA names: 'UTC', 'Europe/Paris', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'.
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

export function chartTimeZone(browserZone: string | undefined): string {
  const zone = browserZone?.trim();
  return zone !== undefined && TIME_ZONE_NAME.test(zone) ? zone : DEFAULT_CHART_TIME_ZONE;
}
