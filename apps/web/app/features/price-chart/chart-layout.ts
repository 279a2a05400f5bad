// Loaded with the chart runtime (a lazy chunk), so zod never rides in a page's first load.
import '../../zod-jitless.client';
import * as z from 'zod/mini';
import {
  AUTO_SAVE_DELAY_MS,
  DEFAULT_RESOLUTION,
  type IndicatorPlugin,
  type IndicatorSettings,
  isResolution,
  type Resolution,
} from './chart-model';
import { realSchedule, type Schedule } from './data-feed';

export const CHART_TYPES = ['candles', 'bars', 'line', 'area'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export interface SavedIndicator {
  name: string;
  settings: IndicatorSettings;
}

/** What survives a reload (issue 11: "resolution, indicators and their settings, chart type, visible range"). */
export interface ChartLayout {
  resolution: Resolution;
  chartType: ChartType;
  indicators: SavedIndicator[];
  /** The visible time range, seconds; null follows the latest bars. */
  visibleRange: { from: number; to: number } | null;
  /** The background the chart was saved with (recoloured by theme: chart-theme.ts backgroundFor). */
  background?: string;
}

/** widgets §9 "Chart default resolution: 60 minutes, stored in local storage." */
export const RESOLUTION_STORAGE_KEY = 'meridian.chart.resolution';
/** widgets §4 "The layout is saved to local storage on auto-save and before unload." */
export const LAYOUT_STORAGE_KEY = 'meridian.chart.layout';

/** Local storage, or any stand-in. Reads and writes never throw (private mode, quota). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function safeGet(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeSet(storage: KeyValueStorage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // A full or refused storage loses the preference, never the chart.
  }
}

/** The kept resolution, else the default 60 (widgets §9). */
export function readStoredResolution(storage: KeyValueStorage | undefined): Resolution {
  const stored = safeGet(storage, RESOLUTION_STORAGE_KEY);
  return isResolution(stored) ? stored : DEFAULT_RESOLUTION;
}

export function writeStoredResolution(storage: KeyValueStorage | undefined, resolution: Resolution): void {
  safeSet(storage, RESOLUTION_STORAGE_KEY, resolution);
}

export function defaultLayout(resolution: Resolution = DEFAULT_RESOLUTION): ChartLayout {
  return { resolution, chartType: 'candles', indicators: [], visibleRange: null };
}

// Another build or tab may have written it: parse, never assume.
const storedLayout = z.object({
  resolution: z.string(),
  chartType: z.string(),
  indicators: z.array(
    z.object({ name: z.string(), settings: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])) }),
  ),
  visibleRange: z.nullable(z.object({ from: z.number(), to: z.number() })),
  background: z.optional(z.string()),
});

export function serializeLayout(layout: ChartLayout): string {
  return JSON.stringify(layout);
}

/**
 * The saved layout, checked: an unknown resolution or chart type becomes the default, an unknown
 * indicator is dropped, and settings its plugin refuses (widgets §5) fall back to its defaults.
 */
export function restoreLayout(text: string | null, plugins: readonly IndicatorPlugin[]): ChartLayout | null {
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = z.safeParse(storedLayout, json);
  if (!parsed.success) return null;
  const saved = parsed.data;
  const indicators = saved.indicators.flatMap((indicator) => {
    const plugin = plugins.find((p) => p.name === indicator.name);
    if (!plugin) return [];
    const settings = { ...plugin.defaultSettings, ...indicator.settings };
    return [
      { name: plugin.name, settings: plugin.validate(settings).length === 0 ? settings : plugin.defaultSettings },
    ];
  });
  const range = saved.visibleRange;
  return {
    resolution: isResolution(saved.resolution) ? saved.resolution : DEFAULT_RESOLUTION,
    chartType: CHART_TYPES.find((t) => t === saved.chartType) ?? 'candles',
    indicators,
    visibleRange: range && range.from < range.to ? range : null,
    ...(saved.background === undefined ? {} : { background: saved.background }),
  };
}

export function readStoredLayout(
  storage: KeyValueStorage | undefined,
  plugins: readonly IndicatorPlugin[],
): ChartLayout | null {
  return restoreLayout(safeGet(storage, LAYOUT_STORAGE_KEY), plugins);
}

export function writeStoredLayout(storage: KeyValueStorage | undefined, layout: ChartLayout): void {
  safeSet(storage, LAYOUT_STORAGE_KEY, serializeLayout(layout));
}

/**
 * widgets §9 "auto-save delay 1 ms": changes in one task are saved once, just after it. `flush`
 * saves a pending change at once (before unload), `cancel` drops it (unmount after a flush).
 */
export function createAutoSaver(save: () => void, schedule: Schedule = realSchedule, delayMs = AUTO_SAVE_DELAY_MS) {
  let cancelPending: (() => void) | null = null;
  const run = () => {
    cancelPending = null;
    save();
  };
  return {
    request() {
      cancelPending ??= schedule(run, delayMs);
    },
    flush() {
      cancelPending?.();
      run();
    },
    cancel() {
      cancelPending?.();
      cancelPending = null;
    },
  };
}
