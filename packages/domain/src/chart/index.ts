export * from './chart-constants';
export {
  type IncrementalIndicator,
  type IndicatorSettingError,
  type OhlcBar,
  type SettingsValidation,
} from './indicator-core';
export * from './kdj';
export * from './macd';
export * from './td-sequential';
export * from './bar-buckets';
