/** One bar of price history. Indicators are display maths, computed in float (decision 0034). */
export interface OhlcBar {
  /** Bar start, unix seconds. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume?: number;
}

/** An indicator that follows a live chart: a full history once, then one bar at a time. */
export interface IncrementalIndicator<P> {
  /**
   * Forgets everything and computes the points of a whole history (same as the batch function).
   * With `from`, the whole history is still computed (the state is exact) but only the points of
   * bars from that index on are kept and returned: a chart showing the latest bars of a long
   * history keeps no points it does not draw.
   */
  reset(bars: readonly OhlcBar[], from?: number): P[];
  /**
   * A bar newer than the last appends a point; a bar with the last bar's time replaces that bar
   * (the live bar changed) and recomputes its point. An older bar is a caller error.
   */
  update(bar: OhlcBar): P;
}

/** One step of an indicator: the state after bar `index`, and that bar's point. */
export type IndicatorStep<S, P> = (state: S, bars: readonly OhlcBar[], index: number) => { state: S; point: P };

/** Runs a step over a whole history. */
export function runIndicator<S, P>(initial: S, step: IndicatorStep<S, P>, bars: readonly OhlcBar[]): P[] {
  const points: P[] = [];
  let state = initial;
  for (let i = 0; i < bars.length; i += 1) {
    const next = step(state, bars, i);
    state = next.state;
    points.push(next.point);
  }
  return points;
}

/**
 * Builds the incremental form of an indicator from its step. It keeps the state before the last
 * bar, so a revised live bar is recomputed from there in one step, not from the start.
 */
export function createIncremental<S, P>(initial: S, step: IndicatorStep<S, P>): IncrementalIndicator<P> {
  let bars: OhlcBar[] = [];
  let beforeLast = initial;
  let afterLast = initial;

  return {
    reset(history, from = 0) {
      bars = [...history];
      const points: P[] = [];
      let state = initial;
      beforeLast = initial;
      for (let i = 0; i < bars.length; i += 1) {
        beforeLast = state;
        const next = step(state, bars, i);
        state = next.state;
        if (i >= from) points.push(next.point);
      }
      afterLast = state;
      return points;
    },
    update(bar) {
      const last = bars.at(-1);
      if (last !== undefined && bar.time < last.time) {
        throw new RangeError(`indicator update: bar ${bar.time} is older than the last bar ${last.time}`);
      }
      if (last !== undefined && bar.time === last.time) {
        bars[bars.length - 1] = bar;
      } else {
        bars.push(bar);
        beforeLast = afterLast;
      }
      const next = step(beforeLast, bars, bars.length - 1);
      afterLast = next.state;
      return next.point;
    },
  };
}

/**
 * Why a setting was refused, for the settings dialog to put in words (the domain holds no
 * English): `integer` not a whole number, `range` outside min..max, `choice` not one of the
 * allowed values (or not the right kind of value), `order` must exceed another field (min).
 */
export interface IndicatorSettingError {
  field: string;
  rule: 'integer' | 'range' | 'choice' | 'order';
  min?: number;
  max?: number;
}

export type SettingsValidation<T> = { ok: true; settings: T } | { ok: false; errors: IndicatorSettingError[] };

/** Reads a field of an unknown value if it is a plain object (undefined otherwise). */
export function fieldOf(input: unknown, field: string): unknown {
  if (typeof input !== 'object' || input === null || !Object.hasOwn(input, field)) return undefined;
  const value: unknown = Reflect.get(input, field);
  return value;
}

/** True when the input can hold settings: an object, or nothing at all (every default). */
export function isSettingsObject(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'object' && !Array.isArray(input));
}

/**
 * Checks an integer setting: absent means the default; otherwise a finite whole number within
 * min..max. Pushes the reason into `errors` and returns the value to use.
 */
export function readIntegerSetting(
  input: unknown,
  field: string,
  bounds: { min: number; max: number; fallback: number },
  errors: IndicatorSettingError[],
): number {
  const value = fieldOf(input, field);
  if (value === undefined) return bounds.fallback;
  const { min, max } = bounds;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    errors.push({ field, rule: 'integer', min, max });
    return bounds.fallback;
  }
  if (value < min || value > max) {
    errors.push({ field, rule: 'range', min, max });
    return bounds.fallback;
  }
  return value;
}

/** Turns a validation failure into an exception for the compute functions (a caller error). */
export function settingsOrThrow<T>(result: SettingsValidation<T>, indicator: string): T {
  if (result.ok) return result.settings;
  const fields = result.errors.map((e) => `${e.field} (${e.rule})`).join(', ');
  throw new RangeError(`${indicator}: invalid settings ${fields}`);
}
