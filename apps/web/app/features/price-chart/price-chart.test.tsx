// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../test-support/render-with-shell';
import { useTheme } from '../../shell/theme';
import type { KeyValueStorage } from './chart-layout';
import {
  type Bar,
  CHART_PALETTES,
  ChartOrderType,
  type BuySellMarker,
  type IndicatorPlugin,
  type PositionLine,
} from './chart-model';
import type { ChartRuntime, RuntimeOptions } from './chart-runtime';
import type { BarsRange, ChartDataFeed } from './data-feed';
import { createDemoFeed } from './demo-feed';
import { PriceChart } from './price-chart';
import { fakeIndicator } from './test-helpers';

// The canvas needs a real browser: the drawing side is replaced by a recorder of what the
// component asks of it. The layout helpers it re-exports stay the real ones.
type Call = [string, unknown[]];
const runtime = vi.hoisted(() => ({
  calls: [] as Array<[string, unknown[]]>,
  created: [] as unknown[],
  capture: null as null | (() => Promise<Blob | null>),
  visible: null as null | ((nearStart: boolean) => void),
  crosshair: null as null | ((point: { time: number; x: number; y: number } | null) => void),
}));

vi.mock('./chart-runtime', async () => {
  const layout = await import('./chart-layout');
  const record =
    (name: string, answer?: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      runtime.calls.push([name, args]);
      return answer?.(...args);
    };
  let bars: unknown[] = [];
  return {
    ...layout,
    createChartRuntime: (_host: HTMLElement, options: unknown) => {
      runtime.created.push(options);
      bars = [];
      return {
        setPrecision: record('setPrecision'),
        setBars: record('setBars', (b) => (bars = Array.isArray(b) ? b : [])),
        updateBar: record('updateBar'),
        oldestBarTime: () => (bars[0] as { time?: number } | undefined)?.time ?? null,
        barsSnapshot: () => bars,
        setChartType: record('setChartType'),
        setColors: record('setColors'),
        // jsdom draws nothing: the colours "applied" are the last ones handed to setColors.
        appliedColors: () => {
          const call = runtime.calls.filter((c) => c[0] === 'setColors').at(-1)?.[1] ?? [];
          const colors = call[0] as { up?: string; down?: string } | undefined;
          return { background: String(call[1] ?? ''), up: colors?.up ?? '', down: colors?.down ?? '' };
        },
        setSecondsVisible: record('setSecondsVisible'),
        setIndicators: record('setIndicators'),
        setTradeMarkers: record('setTradeMarkers'),
        setTimescaleMarks: record('setTimescaleMarks'),
        setPositionLines: record('setPositionLines'),
        priceToY: (price: number) => 400 - price / 200,
        mainPaneHeight: () => 400,
        getVisibleRange: () => ({ from: 100, to: 200 }),
        setVisibleRange: record('setVisibleRange'),
        onVisibleChange: (callback: (nearStart: boolean) => void) => {
          runtime.visible = callback;
          return () => undefined;
        },
        onCrosshair: (callback: (point: { time: number; x: number; y: number } | null) => void) => {
          runtime.crosshair = callback;
          return () => undefined;
        },
        capture: () => runtime.capture?.() ?? Promise.resolve(null),
        destroy: record('destroy'),
      } as unknown as ChartRuntime;
    },
  };
});

const NOW = 1_800_000_000_000;

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const lastCall = (name: string): unknown[] | undefined => runtime.calls.filter((c: Call) => c[0] === name).at(-1)?.[1];
const savedLayout = (storage: { data: Map<string, string> }): unknown =>
  JSON.parse(storage.data.get('meridian.chart.layout') ?? 'null');

function ThemeSwitch() {
  const { setTheme } = useTheme();
  return (
    <button type="button" onClick={() => setTheme('dark')}>
      go dark
    </button>
  );
}

function renderChart(
  props: Partial<Parameters<typeof PriceChart>[0]> = {},
  options: Parameters<typeof renderWithShell>[1] = {},
) {
  const storage = memoryStorage();
  const feed = createDemoFeed({ now: () => NOW, schedule: () => () => undefined });
  const result = renderWithShell(
    <>
      <ThemeSwitch />
      <PriceChart feed={feed} symbol="BTC_USDT" storage={storage} now={() => NOW} {...props} />
    </>,
    options,
  );
  return { ...result, storage: (props.storage as typeof storage | undefined) ?? storage };
}

const ready = () => waitFor(() => expect(screen.getByRole('region').dataset['ready']).toBe('true'));

beforeEach(() => {
  runtime.calls.length = 0;
  runtime.created.length = 0;
  runtime.capture = null;
  runtime.visible = null;
  runtime.crosshair = null;
});
afterEach(cleanup);

describe('PriceChart', () => {
  it('widgets §4 "Loading indicator until ready": shows it, then the chart with the first bars', async () => {
    renderChart();
    expect(screen.getByText('Loading chart…').getAttribute('role')).toBe('status');
    await ready();
    expect(screen.queryByText('Loading chart…')).toBeNull();
    const bars = lastCall('setBars')?.[0];
    expect(Array.isArray(bars) && bars.length).toBe(300);
  });

  it('widgets §9 "Chart default resolution: 60 minutes, stored in local storage": 60 first, a choice kept', async () => {
    const { storage } = renderChart();
    await ready();
    const select = screen.getByRole('combobox', { name: 'Interval' });
    expect((select as HTMLSelectElement).value).toBe('60');
    expect(within(select).getAllByRole('option')).toHaveLength(20);
    fireEvent.change(select, { target: { value: '1D' } });
    expect(storage.data.get('meridian.chart.resolution')).toBe('1D');
    // widgets §9 "auto-save delay 1 ms"
    await waitFor(() => expect(savedLayout(storage)).toMatchObject({ resolution: '1D' }));
  });

  it('restores the saved layout on mount: resolution, chart type, indicators, visible range', async () => {
    const storage = memoryStorage({
      'meridian.chart.resolution': '240',
      'meridian.chart.layout': JSON.stringify({
        resolution: '240',
        chartType: 'line',
        indicators: [{ name: 'KDJ', settings: { period: 14 } }],
        visibleRange: { from: 1_799_000_000, to: 1_799_500_000 },
      }),
    });
    const kdj = fakeIndicator('KDJ');
    renderChart({ storage, indicators: [kdj, fakeIndicator('MACD')] });
    await ready();
    expect((screen.getByRole('combobox', { name: 'Interval' }) as HTMLSelectElement).value).toBe('240');
    expect((screen.getByRole('combobox', { name: 'Chart type' }) as HTMLSelectElement).value).toBe('line');
    expect(runtime.created[0]).toMatchObject({ chartType: 'line' });
    expect(lastCall('setIndicators')?.[0]).toEqual([{ plugin: kdj, settings: { period: 14 } }]);
    expect(lastCall('setVisibleRange')?.[0]).toEqual({ from: 1_799_000_000, to: 1_799_500_000 });
    expect(screen.getByRole('button', { name: 'KDJ' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('widgets §4 "A theme change reapplies colours and saves the layout"', async () => {
    const { storage } = renderChart({}, { theme: 'light' });
    await ready();
    await waitFor(() => expect(savedLayout(storage)).toMatchObject({ background: CHART_PALETTES.light.background }));
    fireEvent.click(screen.getByRole('button', { name: 'go dark' }));
    const [colors, background] = lastCall('setColors') ?? [];
    expect(colors).toMatchObject({ background: CHART_PALETTES.dark.background, up: CHART_PALETTES.dark.up });
    expect(background).toBe(CHART_PALETTES.dark.background);
    await waitFor(() => expect(savedLayout(storage)).toMatchObject({ background: CHART_PALETTES.dark.background }));
  });

  it('widgets §4 "Saved chart backgrounds equal to a default theme background are recoloured"; others kept', async () => {
    const layout = (background: string) =>
      JSON.stringify({ resolution: '60', chartType: 'candles', indicators: [], visibleRange: null, background });
    renderChart(
      { storage: memoryStorage({ 'meridian.chart.layout': layout(CHART_PALETTES.light.background) }) },
      { theme: 'dark' },
    );
    await ready();
    expect(runtime.created[0]).toMatchObject({ background: CHART_PALETTES.dark.background });
    cleanup();
    renderChart({ storage: memoryStorage({ 'meridian.chart.layout': layout('#123456') }) }, { theme: 'dark' });
    await ready();
    expect(runtime.created[1]).toMatchObject({ background: '#123456' });
  });

  it('widgets §3 rise colour: red-up swaps the colours the chart gets', async () => {
    renderChart({}, { theme: 'light', rise: 'red-up' });
    await ready();
    expect((runtime.created[0] as RuntimeOptions).colors).toMatchObject({
      up: CHART_PALETTES.light.down,
      down: CHART_PALETTES.light.up,
    });
  });

  it("widgets §9 language map and time zone: a zh-TW page draws in zh-TW, in the browser's zone", async () => {
    const zone = vi
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ ...new Intl.DateTimeFormat('en').resolvedOptions(), timeZone: 'Europe/Istanbul' });
    renderChart({}, { locale: 'zh-TW' });
    zone.mockRestore();
    await waitFor(() => expect(runtime.created).toHaveLength(1));
    const options = runtime.created[0] as RuntimeOptions;
    expect(options.locale).toBe('zh-TW');
    expect(options.timeZone).toBe('Europe/Istanbul');
  });

  it('keeps the chart stage left-to-right on a right-to-left page', async () => {
    const { container } = renderChart({}, { locale: 'ar' });
    await ready();
    expect(document.documentElement.dir).toBe('rtl');
    expect(container.querySelector('.price-chart__stage')?.getAttribute('dir')).toBe('ltr');
  });

  it('widgets §3 buy/sell markers go to the chart aligned to their bars', async () => {
    const markers: BuySellMarker[] = [
      {
        time: 1_799_996_500,
        type: 'buy',
        price: 1,
        quantity: 1,
        symbol: 'BTC_USDT',
        rawTimestamp: 1,
        tooltip: 'Bought 1',
      },
    ];
    renderChart({ markers });
    await ready();
    await waitFor(() => expect(lastCall('setTradeMarkers')?.[0]).toMatchObject([{ time: 1_799_996_400, text: 'B' }]));
  });

  it('widgets §3 position lines: a row with side, PnL, quantity, TP/SL and named buttons that call back', async () => {
    const onClose = vi.fn();
    const onTpsl = vi.fn();
    const onReverse = vi.fn();
    const line: PositionLine = {
      id: 'pos-1',
      type: ChartOrderType.Position,
      avgPrice: 40_000,
      visible: true,
      sideText: 'Long',
      pnlValue: 12.5,
      qtyText: '0.5 BTC',
      tpslText: 'TP 70,000',
      showCloseButton: true,
      showTPSLButton: true,
      showReverseButton: true,
      tooltips: { close: 'Close at market', reverse: 'Reverse it', pnl: 'Unrealised' },
      onClose,
      onTpsl,
      onReverse,
    };
    const hidden: PositionLine = { ...line, id: 'pos-2', visible: false };
    renderChart({ positionLines: [line, hidden] });
    await ready();
    const row = await screen.findByRole('group', { name: 'Position Long at 40,000.00' });
    expect(screen.queryAllByRole('group', { name: /Position Long/ })).toHaveLength(1);
    expect(within(row).getByText('0.5 BTC')).toBeTruthy();
    expect(within(row).getByText('TP 70,000')).toBeTruthy();
    expect(within(row).getByText('12.50').getAttribute('title')).toBe('Unrealised');
    expect(row.style.top).toBe(`${400 - 40_000 / 200 - 12}px`);
    expect(row.dataset['testid']).toBe('chart-position-line');
    expect(row.dataset['positionId']).toBe('pos-1');
    expect(within(row).getByTestId('chart-line-close').getAttribute('aria-label')).toBe('Close at market');
    expect(within(row).getByTestId('chart-line-tpsl').textContent).toBe('TP/SL');
    expect(within(row).getByTestId('chart-line-reverse').getAttribute('title')).toBe('Reverse it');
    fireEvent.click(within(row).getByRole('button', { name: 'Close at market' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Take profit / stop loss' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Reverse it' }));
    expect(onClose).toHaveBeenCalledWith('pos-1');
    expect(onTpsl).toHaveBeenCalledWith('pos-1');
    expect(onReverse).toHaveBeenCalledWith('pos-1');
    expect(lastCall('setPositionLines')?.[0]).toEqual([line, hidden]);
  });

  it('the stage grows by one pane for each pane indicator on (labels on the price pane add none)', async () => {
    const plugins: IndicatorPlugin[] = [fakeIndicator('KDJ'), fakeIndicator('MACD'), fakeIndicator('TD', 'labels')];
    const { container } = renderChart({ indicators: plugins });
    await ready();
    const stage = () => container.querySelector('.price-chart__stage')?.className;
    expect(stage()).toBe('price-chart__stage');
    fireEvent.click(screen.getByRole('button', { name: 'TD' }));
    expect(stage()).toBe('price-chart__stage');
    fireEvent.click(screen.getByRole('button', { name: 'KDJ' }));
    fireEvent.click(screen.getByRole('button', { name: 'MACD' }));
    expect(stage()).toBe('price-chart__stage price-chart__stage--panes-2');
    fireEvent.click(screen.getByRole('button', { name: 'KDJ' }));
    expect(stage()).toBe('price-chart__stage price-chart__stage--panes-1');
  });

  it('widgets §5 settings: refused with a clear message, applied when valid', async () => {
    const plugins: IndicatorPlugin[] = [fakeIndicator('KDJ')];
    const { storage } = renderChart({ indicators: plugins });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'KDJ' }));
    expect(lastCall('setIndicators')?.[0]).toEqual([{ plugin: plugins[0], settings: { period: 9 } }]);
    fireEvent.click(screen.getByRole('button', { name: 'KDJ settings' }));
    const form = screen.getByRole('form', { name: 'KDJ settings' });
    fireEvent.change(within(form).getByLabelText('Length'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByRole('alert').textContent).toBe('Length must be between 1 and 2000.');
    expect(within(form).getByLabelText('Length').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(form).getByLabelText('Length'), { target: { value: '21' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(lastCall('setIndicators')?.[0]).toEqual([{ plugin: plugins[0], settings: { period: 21 } }]);
    await waitFor(() =>
      expect(savedLayout(storage)).toMatchObject({ indicators: [{ name: 'KDJ', settings: { period: 21 } }] }),
    );
  });

  it('widgets §2 screenshot: opens a window at the click and shows the image in it when ready', async () => {
    const win = { location: { href: '' }, opener: {}, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const toUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chart-shot');
    runtime.capture = () => Promise.resolve(new Blob(['png'], { type: 'image/png' }));
    renderChart();
    await ready();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Screenshot' }));
    });
    await waitFor(() => expect(win.location.href).toBe('blob:chart-shot'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(win.opener).toBeNull();
    expect(win.close).not.toHaveBeenCalled();
    open.mockRestore();
    toUrl.mockRestore();
  });

  it('widgets §4 "saved ... before unload": the layout is written at once on beforeunload', async () => {
    const { storage } = renderChart();
    await ready();
    storage.data.delete('meridian.chart.layout');
    fireEvent.change(screen.getByRole('combobox', { name: 'Chart type' }), { target: { value: 'area' } });
    window.dispatchEvent(new Event('beforeunload'));
    expect(savedLayout(storage)).toMatchObject({ chartType: 'area', visibleRange: { from: 100, to: 200 } });
  });

  it('widgets §4 feed: live bars reach the chart; a new resolution or unmount unsubscribes', async () => {
    const demo = createDemoFeed({ now: () => NOW, schedule: () => () => undefined });
    const live = new Map<string, (bar: Bar) => void>();
    const feed: ChartDataFeed = {
      ...demo,
      subscribeBars: (_info, resolution, onBar, id) => live.set(`${resolution}|${id}`, onBar),
      unsubscribeBars: (id) => {
        for (const key of live.keys()) if (key.endsWith(`|${id}`)) live.delete(key);
      },
    };
    const { unmount } = renderChart({ feed });
    await ready();
    expect([...live.keys()].map((k) => k.split('|')[0])).toEqual(['60']);
    const bar = { time: 1_800_000_000, open: 1, high: 2, low: 0.5, close: 1.5, volume: 3 };
    [...live.values()][0]?.(bar);
    expect(lastCall('updateBar')?.[0]).toEqual(bar);
    fireEvent.change(screen.getByRole('combobox', { name: 'Interval' }), { target: { value: '5' } });
    await waitFor(() => expect([...live.keys()].map((k) => k.split('|')[0])).toEqual(['5']));
    unmount();
    expect(live.size).toBe(0);
  });

  it('asks the feed for older history when the oldest bars come into view', async () => {
    const demo = createDemoFeed({ now: () => NOW, schedule: () => () => undefined });
    const asked: BarsRange[] = [];
    const feed: ChartDataFeed = {
      ...demo,
      getBars: (info, resolution, range) => (asked.push(range), demo.getBars(info, resolution, range)),
    };
    renderChart({ feed });
    await ready();
    const firstBars = lastCall('setBars')?.[0] as Bar[];
    act(() => runtime.visible?.(true));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toMatchObject({ to: firstBars[0]?.time, countBack: 300, firstRequest: false });
    await waitFor(() => expect((lastCall('setBars')?.[0] as Bar[]).length).toBe(600));
  });

  it('draws the timescale marks the feed gives', async () => {
    const demo = createDemoFeed({ now: () => NOW, schedule: () => () => undefined });
    const marks = [{ id: 'listing', time: 1_799_990_000, label: 'L', tooltip: 'Listed' }];
    renderChart({ feed: { ...demo, getTimescaleMarks: () => Promise.resolve(marks) } });
    await ready();
    await waitFor(() => expect(lastCall('setTimescaleMarks')).toEqual([marks, 3600]));
  });

  it('widgets §3 marker tooltip: shown while the crosshair is on the bar of a fill, 17 px below for a buy', async () => {
    const markers: BuySellMarker[] = [
      {
        time: 1_799_996_500,
        type: 'buy',
        price: 1,
        quantity: 1,
        symbol: 'BTC_USDT',
        rawTimestamp: 1,
        tooltip: 'Bought 1 BTC',
      },
    ];
    renderChart({ markers });
    await ready();
    act(() => runtime.crosshair?.({ time: 1_799_992_800, x: 50, y: 100 }));
    expect(screen.queryByText('Bought 1 BTC')).toBeNull();
    act(() => runtime.crosshair?.({ time: 1_799_996_400, x: 50, y: 100 }));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.dataset['testid']).toBe('chart-marker-tooltip');
    expect(tooltip.style.top).toBe('117px');
    // Side, quantity, price and time of the fill, then the caller's note.
    expect(within(tooltip).getByText('Buy').className).toContain('price-chart__tooltip-side--buy');
    expect(tooltip.textContent).toMatch(/^Buy 1 BTC at 1\.\d+ .+Bought 1 BTC$/);
    expect(tooltip.querySelector('time')?.getAttribute('datetime')).toBe(new Date(1).toISOString());
    act(() => runtime.crosshair?.(null));
    expect(screen.queryByText('Bought 1 BTC')).toBeNull();
  });
});
