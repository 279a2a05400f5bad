import {
  createIncremental,
  fieldOf,
  type IncrementalIndicator,
  type IndicatorStep,
  isSettingsObject,
  type OhlcBar,
  runIndicator,
  type SettingsValidation,
  settingsOrThrow,
} from './indicator-core';

export interface TdSettings {
  /** widgets §5 "TD Sequential indicator: a boolean option to show only counts 9 and 13." */
  onlyNineAndThirteen: boolean;
}

export const DEFAULT_TD_SETTINGS: Readonly<TdSettings> = { onlyNineAndThirteen: false };

/** A buy count follows falling closes (exhaustion of sellers); a sell count, rising ones. */
export type TdSide = 'buy' | 'sell';

/**
 * One bar's counts: `setup` 1–9 while a setup runs (0 otherwise), `countdown` 1–13 on a bar
 * that counts towards the countdown (0 on bars that do not count), each with its side.
 */
export interface TdPoint {
  time: number;
  setup: number;
  setupSide: TdSide | null;
  countdown: number;
  countdownSide: TdSide | null;
}

/** DeMark: a setup is 9 closes in a row beyond the close 4 bars earlier. */
export const TD_SETUP_LENGTH = 9;
export const TD_SETUP_LOOKBACK = 4;
/** DeMark: a countdown is 13 closes beyond the low (buy) or high (sell) 2 bars earlier. */
export const TD_COUNTDOWN_LENGTH = 13;
export const TD_COUNTDOWN_LOOKBACK = 2;
/** Bar 13 must reach the close of countdown bar 8 (else it is deferred to a later bar). */
export const TD_COUNTDOWN_QUALIFIER_BAR = 8;

export function validateTdSettings(input: unknown): SettingsValidation<TdSettings> {
  if (!isSettingsObject(input)) return { ok: false, errors: [{ field: 'settings', rule: 'choice' }] };
  const value = fieldOf(input, 'onlyNineAndThirteen');
  if (value === undefined) return { ok: true, settings: { ...DEFAULT_TD_SETTINGS } };
  if (typeof value !== 'boolean') return { ok: false, errors: [{ field: 'onlyNineAndThirteen', rule: 'choice' }] };
  return { ok: true, settings: { onlyNineAndThirteen: value } };
}

interface TdState {
  setupSide: TdSide | null;
  setupCount: number;
  /** Highest high and lowest low of the running setup's bars. */
  setupHigh: number;
  setupLow: number;
  countdownSide: TdSide | null;
  countdownCount: number;
  /** The completed setup's extreme the countdown is cancelled beyond (its TDST level). */
  countdownLimit: number;
  /** Close of countdown bar 8, the level bar 13 must reach. */
  barEightClose: number;
}

const TD_START: TdState = {
  setupSide: null,
  setupCount: 0,
  setupHigh: 0,
  setupLow: 0,
  countdownSide: null,
  countdownCount: 0,
  countdownLimit: 0,
  barEightClose: 0,
};

function tdStep(settings: TdSettings): IndicatorStep<TdState, TdPoint> {
  return (state, bars, index) => {
    const bar = bars[index];
    if (bar === undefined) throw new RangeError('tdSequential: no bar at index');
    // A literal copy (not a spread): one object shape, cheap over 50,000 bars.
    const next: TdState = {
      setupSide: state.setupSide,
      setupCount: state.setupCount,
      setupHigh: state.setupHigh,
      setupLow: state.setupLow,
      countdownSide: state.countdownSide,
      countdownCount: state.countdownCount,
      countdownLimit: state.countdownLimit,
      barEightClose: state.barEightClose,
    };

    // Setup: the side of this close against the close 4 bars earlier.
    // Guarded: reading a negative index leaves V8's fast array path.
    const setupRef = index >= TD_SETUP_LOOKBACK ? bars[index - TD_SETUP_LOOKBACK] : undefined;
    let side: TdSide | null = null;
    if (setupRef !== undefined && bar.close < setupRef.close) side = 'buy';
    else if (setupRef !== undefined && bar.close > setupRef.close) side = 'sell';
    if (side === null) {
      next.setupSide = null;
      next.setupCount = 0;
    } else if (side === state.setupSide && state.setupCount > 0 && state.setupCount < TD_SETUP_LENGTH) {
      next.setupCount = state.setupCount + 1;
      next.setupHigh = Math.max(state.setupHigh, bar.high);
      next.setupLow = Math.min(state.setupLow, bar.low);
    } else {
      // A new run, or a fresh count after a completed 9 (no setup extension beyond 9).
      next.setupSide = side;
      next.setupCount = 1;
      next.setupHigh = bar.high;
      next.setupLow = bar.low;
    }
    const completed = next.setupCount === TD_SETUP_LENGTH ? next.setupSide : null;

    // Cancellation: an opposite setup completes, or the close leaves the setup's range (TDST).
    if (next.countdownSide === 'buy' && (completed === 'sell' || bar.close > next.countdownLimit)) {
      next.countdownSide = null;
    } else if (next.countdownSide === 'sell' && (completed === 'buy' || bar.close < next.countdownLimit)) {
      next.countdownSide = null;
    }
    // A completed setup starts a countdown on its own bar 9 unless one of its side already runs.
    if (completed !== null && next.countdownSide === null) {
      next.countdownSide = completed;
      next.countdownCount = 0;
      next.countdownLimit = completed === 'buy' ? next.setupHigh : next.setupLow;
      next.barEightClose = 0;
    }

    let counted = 0;
    const countdownRef = index >= TD_COUNTDOWN_LOOKBACK ? bars[index - TD_COUNTDOWN_LOOKBACK] : undefined;
    if (next.countdownSide !== null && countdownRef !== undefined) {
      const buy = next.countdownSide === 'buy';
      const beyond = buy ? bar.close <= countdownRef.low : bar.close >= countdownRef.high;
      const isLast = next.countdownCount === TD_COUNTDOWN_LENGTH - 1;
      const qualified = !isLast || (buy ? bar.low <= next.barEightClose : bar.high >= next.barEightClose);
      if (beyond && qualified) {
        next.countdownCount += 1;
        counted = next.countdownCount;
        if (counted === TD_COUNTDOWN_QUALIFIER_BAR) next.barEightClose = bar.close;
      }
    }
    const countdownSide = counted > 0 ? next.countdownSide : null;
    if (counted === TD_COUNTDOWN_LENGTH) next.countdownSide = null;

    const point: TdPoint = {
      time: bar.time,
      setup: next.setupCount,
      setupSide: next.setupSide,
      countdown: counted,
      countdownSide,
    };
    return { state: next, point: settings.onlyNineAndThirteen ? onlyNineAndThirteen(point) : point };
  };
}

function onlyNineAndThirteen(point: TdPoint): TdPoint {
  const nine = point.setup === TD_SETUP_LENGTH;
  const thirteen = point.countdown === TD_COUNTDOWN_LENGTH;
  return {
    time: point.time,
    setup: nine ? point.setup : 0,
    setupSide: nine ? point.setupSide : null,
    countdown: thirteen ? point.countdown : 0,
    countdownSide: thirteen ? point.countdownSide : null,
  };
}

function tdSettings(settings: Partial<TdSettings> | undefined): TdSettings {
  return settingsOrThrow(validateTdSettings(settings), 'tdSequential');
}

/** TD Sequential counts of a history, one point per bar. */
export function tdSequential(bars: readonly OhlcBar[], settings?: Partial<TdSettings>): TdPoint[] {
  return runIndicator(TD_START, tdStep(tdSettings(settings)), bars);
}

export function createTdSequential(settings?: Partial<TdSettings>): IncrementalIndicator<TdPoint> {
  return createIncremental(TD_START, tdStep(tdSettings(settings)));
}
