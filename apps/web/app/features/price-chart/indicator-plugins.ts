import {
  createKdj,
  createMacd,
  createTdSequential,
  DEFAULT_KDJ_SETTINGS,
  DEFAULT_MACD_SETTINGS,
  DEFAULT_TD_SETTINGS,
  type IncrementalIndicator,
  PRICE_SOURCES,
  type SettingsValidation,
  validateKdjSettings,
  validateMacdSettings,
  validateTdSettings,
} from '@meridian/domain';
import type { Bar, IndicatorCalculator, IndicatorPlugin, IndicatorPoint, IndicatorSettings } from './chart-model';

/** The domain's validation as the settings form reads it: the errors, or none. */
const errorsOf = <S>(result: SettingsValidation<S>) => (result.ok ? [] : result.errors);

/** An incremental domain indicator as the chart's calculator, each point turned into drawn values. */
function calculator<P>(indicator: IncrementalIndicator<P>, toPoint: (point: P) => IndicatorPoint): IndicatorCalculator {
  return {
    compute: (bars: readonly Bar[], from?: number) => indicator.reset(bars, from).map(toPoint),
    update: (bar: Bar) => toPoint(indicator.update(bar)),
  };
}

const orUndefined = (value: number | null) => (value === null ? undefined : value);

/** widgets §5 KDJ: "period integers 1–2000, defaults 9, 3, 3", in a pane of its own. */
export const KDJ_PLUGIN: IndicatorPlugin = {
  name: 'KDJ',
  display: 'pane',
  lines: [
    { key: 'k', kind: 'line', color: '#F0B90B' },
    { key: 'd', kind: 'line', color: '#2354E6' },
    { key: 'j', kind: 'line', color: '#C026D3' },
  ],
  defaultSettings: { ...DEFAULT_KDJ_SETTINGS },
  fields: [
    { key: 'period', label: 'length', kind: 'number' },
    { key: 'kSmoothing', label: 'kSmoothing', kind: 'number' },
    { key: 'dSmoothing', label: 'dSmoothing', kind: 'number' },
  ],
  validate: (settings: IndicatorSettings) => errorsOf(validateKdjSettings(settings)),
  create(settings) {
    const valid = validateKdjSettings(settings);
    return calculator(createKdj(valid.ok ? valid.settings : DEFAULT_KDJ_SETTINGS), (p) => ({
      time: p.time,
      values: { k: p.k, d: p.d, j: p.j },
    }));
  },
};

/** widgets §5 MACD: "fast and slow 1–2000, defaults 12 and 26; signal 1–50, default 9; source …". */
export const MACD_PLUGIN: IndicatorPlugin = {
  name: 'MACD',
  display: 'pane',
  lines: [
    { key: 'histogram', kind: 'histogram', color: '#8A94A6' },
    { key: 'macd', kind: 'line', color: '#2354E6' },
    { key: 'signal', kind: 'line', color: '#F0B90B' },
  ],
  defaultSettings: { ...DEFAULT_MACD_SETTINGS },
  fields: [
    { key: 'fast', label: 'fastLength', kind: 'number' },
    { key: 'slow', label: 'slowLength', kind: 'number' },
    { key: 'signal', label: 'signalLength', kind: 'number' },
    { key: 'source', label: 'source', kind: 'choice', options: PRICE_SOURCES },
  ],
  validate: (settings: IndicatorSettings) => errorsOf(validateMacdSettings(settings)),
  create(settings) {
    const valid = validateMacdSettings(settings);
    return calculator(createMacd(valid.ok ? valid.settings : DEFAULT_MACD_SETTINGS), (p) => ({
      time: p.time,
      // Null while the averages warm up: drawn as a gap.
      values: { macd: orUndefined(p.macd), signal: orUndefined(p.signal), histogram: orUndefined(p.histogram) },
    }));
  },
};

/** widgets §5 TD Sequential: setup and countdown counts as labels on the price pane (optionally only 9 and 13). */
export const TD_PLUGIN: IndicatorPlugin = {
  name: 'TD',
  display: 'labels',
  lines: [],
  defaultSettings: { ...DEFAULT_TD_SETTINGS },
  fields: [{ key: 'onlyNineAndThirteen', label: 'onlyNineAndThirteen', kind: 'boolean' }],
  validate: (settings: IndicatorSettings) => errorsOf(validateTdSettings(settings)),
  create(settings) {
    const valid = validateTdSettings(settings);
    return calculator(createTdSequential(valid.ok ? valid.settings : DEFAULT_TD_SETTINGS), (p) => {
      // A countdown count outranks a setup count on the same bar; buy counts sit below the bar.
      const count = p.countdown > 0 ? { n: p.countdown, side: p.countdownSide } : { n: p.setup, side: p.setupSide };
      return count.n > 0
        ? {
            time: p.time,
            values: {},
            label: { text: String(count.n), position: count.side === 'buy' ? 'below' : 'above' },
          }
        : { time: p.time, values: {} };
    });
  },
};

/** The indicators the trade page's chart offers. */
export const CHART_INDICATORS: readonly IndicatorPlugin[] = [KDJ_PLUGIN, MACD_PLUGIN, TD_PLUGIN];
