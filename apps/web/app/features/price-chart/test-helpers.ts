// For this folder's tests only (no code of the feature imports it).
import type { IndicatorPlugin, IndicatorSettings, SettingsError } from './chart-model';
import type { Schedule } from './data-feed';

/** A schedule the test advances by hand: no real timers, no timed tests. */
export function manualSchedule() {
  let now = 0;
  const pending: Array<{ at: number; callback: () => void; cancelled: boolean }> = [];
  const schedule: Schedule = (callback, ms) => {
    const entry = { at: now + ms, callback, cancelled: false };
    pending.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  return {
    schedule,
    /** Moves the clock on, running what falls due in order. */
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = pending.filter((p) => !p.cancelled && p.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        due.cancelled = true;
        now = due.at;
        due.callback();
      }
      now = until;
    },
    waiting: () => pending.filter((p) => !p.cancelled).length,
  };
}

/** A stand-in indicator: period must be an integer 1–2000 (the shape of the domain's validators). */
export function fakeIndicator(name: string, display: IndicatorPlugin['display'] = 'pane'): IndicatorPlugin {
  return {
    name,
    display,
    lines: [{ key: 'v', kind: 'line', color: '#2354E6' }],
    defaultSettings: { period: 9 },
    fields: [{ key: 'period', label: 'length', kind: 'number' }],
    validate(settings: IndicatorSettings): SettingsError[] {
      const period = settings['period'];
      if (typeof period !== 'number' || !Number.isInteger(period)) return [{ field: 'period', rule: 'integer' }];
      if (period < 1 || period > 2000) return [{ field: 'period', rule: 'range', min: 1, max: 2000 }];
      return [];
    },
    create: () => ({
      compute: (bars) => bars.map((b) => ({ time: b.time, values: { v: b.close } })),
      update: (bar) => ({ time: bar.time, values: { v: bar.close } }),
    }),
  };
}
