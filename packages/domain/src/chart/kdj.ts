import {
  createIncremental,
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

export interface KdjSettings {
  /** Look-back of the highest high and lowest low (the RSV window). */
  period: number;
  /** Smoothing of RSV into K: K = ((m − 1)·K₋₁ + RSV) / m. */
  kSmoothing: number;
  /** Smoothing of K into D: D = ((m − 1)·D₋₁ + K) / m. */
  dSmoothing: number;
}

export interface KdjPoint {
  time: number;
  k: number;
  d: number;
  j: number;
}

/** widgets §5 "KDJ indicator: periods are integers 1 to 2000, defaults 9, 3, 3." */
export const KDJ_PERIOD_MIN = 1;
export const KDJ_PERIOD_MAX = 2000;
export const DEFAULT_KDJ_SETTINGS: Readonly<KdjSettings> = { period: 9, kSmoothing: 3, dSmoothing: 3 };

/** K and D start from the neutral 50 (the usual KDJ convention) before the first bar. */
const KDJ_START = 50;

export function validateKdjSettings(input: unknown): SettingsValidation<KdjSettings> {
  if (!isSettingsObject(input)) return { ok: false, errors: [{ field: 'settings', rule: 'choice' }] };
  const errors: IndicatorSettingError[] = [];
  const read = (field: keyof KdjSettings) =>
    readIntegerSetting(
      input,
      field,
      { min: KDJ_PERIOD_MIN, max: KDJ_PERIOD_MAX, fallback: DEFAULT_KDJ_SETTINGS[field] },
      errors,
    );
  const settings: KdjSettings = {
    period: read('period'),
    kSmoothing: read('kSmoothing'),
    dSmoothing: read('dSmoothing'),
  };
  return errors.length === 0 ? { ok: true, settings } : { ok: false, errors };
}

interface KdjState {
  k: number;
  d: number;
}

function kdjStep(settings: KdjSettings): IndicatorStep<KdjState, KdjPoint> {
  const { period, kSmoothing, dSmoothing } = settings;
  return (state, bars, index) => {
    const bar = bars[index];
    if (bar === undefined) throw new RangeError('kdj: no bar at index');
    // The first bars use the shorter window they have, so the line starts at the first bar.
    let highest = bar.high;
    let lowest = bar.low;
    for (let i = Math.max(0, index - period + 1); i < index; i += 1) {
      const earlier = bars[i];
      if (earlier === undefined) continue;
      if (earlier.high > highest) highest = earlier.high;
      if (earlier.low < lowest) lowest = earlier.low;
    }
    // A flat window has no range: RSV is taken as the neutral 50 rather than dividing by zero.
    const rsv = highest === lowest ? KDJ_START : ((bar.close - lowest) / (highest - lowest)) * 100;
    const k = ((kSmoothing - 1) * state.k + rsv) / kSmoothing;
    const d = ((dSmoothing - 1) * state.d + k) / dSmoothing;
    return { state: { k, d }, point: { time: bar.time, k, d, j: 3 * k - 2 * d } };
  };
}

function kdjSettings(settings: Partial<KdjSettings> | undefined): KdjSettings {
  return settingsOrThrow(validateKdjSettings(settings), 'kdj');
}

/** KDJ of a history, one point per bar. Throws RangeError on settings that validation refuses. */
export function kdj(bars: readonly OhlcBar[], settings?: Partial<KdjSettings>): KdjPoint[] {
  return runIndicator({ k: KDJ_START, d: KDJ_START }, kdjStep(kdjSettings(settings)), bars);
}

export function createKdj(settings?: Partial<KdjSettings>): IncrementalIndicator<KdjPoint> {
  return createIncremental({ k: KDJ_START, d: KDJ_START }, kdjStep(kdjSettings(settings)));
}
