import {
  createIncremental,
  fieldOf,
  type IncrementalIndicator,
  type IndicatorSettingError,
  type IndicatorStep,
  isSettingsObject,
  type OhlcBar,
  readIntegerSetting,
  runIndicator,
  type SettingsValidation,
  settingsOrThrow,
} from './indicator-core';

/** widgets §5 "source is one of open, high, low, close, hl2, hlc3, ohlc4." */
export const PRICE_SOURCES = ['open', 'high', 'low', 'close', 'hl2', 'hlc3', 'ohlc4'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

export function isPriceSource(value: unknown): value is PriceSource {
  return typeof value === 'string' && (PRICE_SOURCES as readonly string[]).includes(value);
}

/** The price a source names: hl2 = (H+L)/2, hlc3 = (H+L+C)/3, ohlc4 = (O+H+L+C)/4. */
export function priceOf(bar: OhlcBar, source: PriceSource): number {
  switch (source) {
    case 'open':
      return bar.open;
    case 'high':
      return bar.high;
    case 'low':
      return bar.low;
    case 'close':
      return bar.close;
    case 'hl2':
      return (bar.high + bar.low) / 2;
    case 'hlc3':
      return (bar.high + bar.low + bar.close) / 3;
    case 'ohlc4':
      return (bar.open + bar.high + bar.low + bar.close) / 4;
  }
}

export interface MacdSettings {
  fast: number;
  slow: number;
  signal: number;
  source: PriceSource;
}

/**
 * One bar's MACD. Each value is null until its averages have enough bars: MACD from bar
 * slow − 1, signal and histogram from bar slow + signal − 2 (the averages start from a simple
 * average of their first values, as StockCharts and TradingView compute them).
 */
export interface MacdPoint {
  time: number;
  macd: number | null;
  signal: number | null;
  histogram: number | null;
}

/**
 * widgets §5 "MACD indicator: fast and slow lengths are integers 1 to 2000, defaults 12 and 26;
 * signal length is an integer 1 to 50, default 9; source is one of open, high, low, close, hl2,
 * hlc3, ohlc4."
 */
export const MACD_LENGTH_MIN = 1;
export const MACD_LENGTH_MAX = 2000;
export const MACD_SIGNAL_MIN = 1;
export const MACD_SIGNAL_MAX = 50;
export const DEFAULT_MACD_SETTINGS: Readonly<MacdSettings> = { fast: 12, slow: 26, signal: 9, source: 'close' };

/**
 * Beyond widgets §5, the fast length must be below the slow one (decision 0034): equal lengths
 * draw a flat zero and a swapped pair only mirrors the line, both far likelier typing slips.
 */
export function validateMacdSettings(input: unknown): SettingsValidation<MacdSettings> {
  if (!isSettingsObject(input)) return { ok: false, errors: [{ field: 'settings', rule: 'choice' }] };
  const errors: IndicatorSettingError[] = [];
  const lengths = { min: MACD_LENGTH_MIN, max: MACD_LENGTH_MAX };
  const fast = readIntegerSetting(input, 'fast', { ...lengths, fallback: DEFAULT_MACD_SETTINGS.fast }, errors);
  const slow = readIntegerSetting(input, 'slow', { ...lengths, fallback: DEFAULT_MACD_SETTINGS.slow }, errors);
  const signal = readIntegerSetting(
    input,
    'signal',
    { min: MACD_SIGNAL_MIN, max: MACD_SIGNAL_MAX, fallback: DEFAULT_MACD_SETTINGS.signal },
    errors,
  );
  const rawSource = fieldOf(input, 'source');
  let source: PriceSource = DEFAULT_MACD_SETTINGS.source;
  if (isPriceSource(rawSource)) source = rawSource;
  else if (rawSource !== undefined) errors.push({ field: 'source', rule: 'choice' });
  const lengthsValid = !errors.some((e) => e.field === 'fast' || e.field === 'slow');
  if (lengthsValid && fast >= slow) errors.push({ field: 'slow', rule: 'order', min: fast + 1 });
  return errors.length === 0 ? { ok: true, settings: { fast, slow, signal, source } } : { ok: false, errors };
}

/** An exponential average seeded with the simple average of its first `length` values. */
interface SeededAverage {
  count: number;
  sum: number;
  value: number | null;
}

const EMPTY_AVERAGE: SeededAverage = { count: 0, sum: 0, value: null };

function nextAverage(average: SeededAverage, input: number, length: number): SeededAverage {
  const count = average.count + 1;
  if (average.value !== null) {
    const alpha = 2 / (length + 1);
    return { count, sum: 0, value: average.value + alpha * (input - average.value) };
  }
  const sum = average.sum + input;
  return { count, sum, value: count === length ? sum / length : null };
}

interface MacdState {
  fast: SeededAverage;
  slow: SeededAverage;
  signal: SeededAverage;
}

const MACD_START: MacdState = { fast: EMPTY_AVERAGE, slow: EMPTY_AVERAGE, signal: EMPTY_AVERAGE };

function macdStep(settings: MacdSettings): IndicatorStep<MacdState, MacdPoint> {
  return (state, bars, index) => {
    const bar = bars[index];
    if (bar === undefined) throw new RangeError('macd: no bar at index');
    const price = priceOf(bar, settings.source);
    const fast = nextAverage(state.fast, price, settings.fast);
    const slow = nextAverage(state.slow, price, settings.slow);
    const macdValue = fast.value !== null && slow.value !== null ? fast.value - slow.value : null;
    // The signal line averages MACD values only, from the first bar that has one.
    const signal = macdValue === null ? state.signal : nextAverage(state.signal, macdValue, settings.signal);
    const histogram = macdValue !== null && signal.value !== null ? macdValue - signal.value : null;
    return {
      state: { fast, slow, signal },
      point: { time: bar.time, macd: macdValue, signal: signal.value, histogram },
    };
  };
}

function macdSettings(settings: Partial<MacdSettings> | undefined): MacdSettings {
  return settingsOrThrow(validateMacdSettings(settings), 'macd');
}

/** MACD of a history, one point per bar. Throws RangeError on settings that validation refuses. */
export function macd(bars: readonly OhlcBar[], settings?: Partial<MacdSettings>): MacdPoint[] {
  return runIndicator(MACD_START, macdStep(macdSettings(settings)), bars);
}

export function createMacd(settings?: Partial<MacdSettings>): IncrementalIndicator<MacdPoint> {
  return createIncremental(MACD_START, macdStep(macdSettings(settings)));
}
