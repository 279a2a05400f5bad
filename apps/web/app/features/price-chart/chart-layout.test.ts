import { describe, expect, it } from 'vitest';
import {
  createAutoSaver,
  defaultLayout,
  LAYOUT_STORAGE_KEY,
  readStoredLayout,
  readStoredResolution,
  restoreLayout,
  serializeLayout,
  writeStoredLayout,
  writeStoredResolution,
  type ChartLayout,
  type KeyValueStorage,
} from './chart-layout';
import { fakeIndicator, manualSchedule } from './test-helpers';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const plugins = [fakeIndicator('KDJ'), fakeIndicator('MACD')];

describe('chart resolution storage', () => {
  it('widgets §9 "Chart default resolution: 60 minutes, stored in local storage"', () => {
    const storage = memoryStorage();
    expect(readStoredResolution(storage)).toBe('60');
    writeStoredResolution(storage, '1D');
    expect(readStoredResolution(storage)).toBe('1D');
  });

  it('falls back to 60 on an unknown stored value or a storage that throws', () => {
    const storage = memoryStorage();
    storage.setItem('meridian.chart.resolution', '7');
    expect(readStoredResolution(storage)).toBe('60');
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readStoredResolution(broken)).toBe('60');
    expect(() => writeStoredResolution(broken, '5')).not.toThrow();
  });
});

describe('chart layout', () => {
  const layout: ChartLayout = {
    resolution: '240',
    chartType: 'line',
    indicators: [{ name: 'MACD', settings: { period: 12 } }],
    visibleRange: { from: 1_700_000_000, to: 1_700_086_400 },
    background: '#123456',
  };

  it('issue 11: "resolution, indicators and their settings, chart type, visible range" survive a save and restore', () => {
    expect(restoreLayout(serializeLayout(layout), plugins)).toEqual(layout);
    const storage = memoryStorage();
    writeStoredLayout(storage, layout);
    expect(storage.data.has(LAYOUT_STORAGE_KEY)).toBe(true);
    expect(readStoredLayout(storage, plugins)).toEqual(layout);
  });

  it('gives nothing for no saved layout, bad JSON or a foreign shape', () => {
    expect(restoreLayout(null, plugins)).toBeNull();
    expect(restoreLayout('{', plugins)).toBeNull();
    expect(restoreLayout('{"resolution":1}', plugins)).toBeNull();
  });

  it('repairs what it can: unknown resolution and chart type become defaults, unknown indicators go', () => {
    const text = JSON.stringify({
      ...layout,
      resolution: '7',
      chartType: 'renko',
      indicators: [{ name: 'RSI', settings: {} }, ...layout.indicators],
      visibleRange: { from: 5, to: 5 },
    });
    expect(restoreLayout(text, plugins)).toEqual({
      ...layout,
      resolution: defaultLayout().resolution,
      chartType: 'candles',
      visibleRange: null,
    });
  });

  it('widgets §5: settings the indicator refuses fall back to its defaults', () => {
    const text = JSON.stringify({ ...layout, indicators: [{ name: 'KDJ', settings: { period: 0 } }] });
    expect(restoreLayout(text, plugins)?.indicators).toEqual([{ name: 'KDJ', settings: { period: 9 } }]);
  });

  it('widgets §9 "auto-save delay 1 ms": changes of one task save once, after 1 ms', () => {
    const clock = manualSchedule();
    let saves = 0;
    const saver = createAutoSaver(() => saves++, clock.schedule);
    saver.request();
    saver.request();
    saver.request();
    expect(saves).toBe(0);
    clock.advance(1);
    expect(saves).toBe(1);
    saver.request();
    clock.advance(1);
    expect(saves).toBe(2);
  });

  it('widgets §4 "saved ... before unload": flush saves a pending change at once and only once', () => {
    const clock = manualSchedule();
    let saves = 0;
    const saver = createAutoSaver(() => saves++, clock.schedule);
    saver.request();
    saver.flush();
    expect(saves).toBe(1);
    clock.advance(5);
    expect(saves).toBe(1);
    saver.request();
    saver.cancel();
    clock.advance(5);
    expect(saves).toBe(1);
  });
});
