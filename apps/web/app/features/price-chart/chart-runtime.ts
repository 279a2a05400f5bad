// The chart's drawing side: the only module that imports lightweight-charts. PriceChart imports it
// dynamically inside an effect, so the library (and zod, through chart-layout) is a chunk of its
// own, loaded after first paint and only where a chart is shown (issue 11, deliverable 7).
//
// TradingView Lightweight Charts™ — Copyright (c) 2025 TradingView, Inc. https://www.tradingview.com/
// (Apache-2.0: the NOTICE attribution above, and the chart's attribution logo links to TradingView.)
import {
  AreaSeries,
  BarSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  createSeriesMarkers,
  HistogramSeries,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  LineSeries,
  LineStyle,
  type MouseEventParams,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { ChartType } from './chart-layout';
import {
  type Bar,
  ChartSide,
  type IndicatorCalculator,
  type IndicatorPlugin,
  type IndicatorPoint,
  type IndicatorSettings,
  type PositionLine,
} from './chart-model';
import type { ChartColors } from './chart-theme';
import { withAlpha } from './chart-theme';
import { shownAfterHistory, shownAfterScroll, shownToHold } from './chart-window';
import { type ChartLabel, labelsOf, mergeLabels, upsertLabel } from './chart-labels';
import { LabelsPrimitive } from './labels-primitive';
import { type ChartMarker, mergeMarkers } from './markers';
import { screenshotSize } from './screenshot';

export {
  createAutoSaver,
  defaultLayout,
  readStoredLayout,
  readStoredResolution,
  writeStoredLayout,
  writeStoredResolution,
} from './chart-layout';

export interface RuntimeOptions {
  colors: ChartColors;
  /** The chart's background (a saved custom one, or the theme's). */
  background: string;
  locale: string;
  timeZone: string;
  chartType: ChartType;
  secondsVisible: boolean;
}

export interface CrosshairPoint {
  time: number;
  x: number;
  y: number;
}

interface ActiveIndicator {
  plugin: IndicatorPlugin;
  settings: IndicatorSettings;
  calculator: IndicatorCalculator;
  series: Array<{ key: string; api: ISeriesApi<'Line'> | ISeriesApi<'Histogram'> }>;
  /** The labels of the window's points (chart-labels.ts). */
  labels: ChartLabel[];
}

const PRICE_PANE_SHARE = 22;
const INDICATOR_PANE_SHARE = 8;

// Our bar times are whole seconds since the epoch: the library's nominal UTCTimestamp.
const utc = (seconds: number) => seconds as UTCTimestamp;
const secondsOf = (time: Time): number | null => (typeof time === 'number' ? time : null);

function formatTime(locale: string, timeZone: string, withSeconds: boolean) {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(withSeconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  });
  return (time: Time) => {
    const seconds = secondsOf(time);
    return seconds === null ? String(time) : format.format(seconds * 1000);
  };
}

function tickFormatter(locale: string, timeZone: string) {
  const day = new Intl.DateTimeFormat(locale, { timeZone, month: 'short', day: 'numeric' });
  const clock = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const year = new Intl.DateTimeFormat(locale, { timeZone, year: 'numeric' });
  const month = new Intl.DateTimeFormat(locale, { timeZone, month: 'short' });
  // TickMarkType: 0 year, 1 month, 2 day of month, 3 time, 4 time with seconds.
  return (time: Time, type: number) => {
    const seconds = secondsOf(time);
    if (seconds === null) return null;
    const date = seconds * 1000;
    if (type === 0) return year.format(date);
    if (type === 1) return month.format(date);
    if (type === 2) return day.format(date);
    return clock.format(date);
  };
}

/** The chart with its main series, volume, indicator panes, markers and position lines. */
export class ChartRuntime {
  private readonly chart: IChartApi;
  private ohlc: ISeriesApi<'Candlestick'> | ISeriesApi<'Bar'> | null = null;
  private value: ISeriesApi<'Line'> | ISeriesApi<'Area'> | null = null;
  private readonly volume: ISeriesApi<'Histogram'>;
  private markersApi: ISeriesMarkersPluginApi<Time> | null = null;
  private readonly labelsPrimitive = new LabelsPrimitive();
  private tradeMarkers: ChartMarker[] = [];
  private timescaleMarks: ChartMarker[] = [];
  private priceLines: IPriceLine[] = [];
  private positionLines: readonly PositionLine[] = [];
  private indicators: ActiveIndicator[] = [];
  private bars: Bar[] = [];
  /** How many of the latest bars the library holds (chart-window.ts). */
  private shown = 0;
  private destroyed = false;
  private colors: ChartColors;
  private chartType: ChartType;
  private precision = { price: 2, minMove: 0.01 };

  constructor(
    private readonly container: HTMLElement,
    options: RuntimeOptions,
  ) {
    this.colors = options.colors;
    this.chartType = options.chartType;
    this.chart = createChart(container, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: options.background },
        textColor: options.colors.text,
        // The library's logo adds an un-nonced <style> the page CSP refuses: the chart shows its
        // own credit link to TradingView instead (price-chart.tsx; Apache-2.0 NOTICE).
        attributionLogo: false,
        panes: { separatorColor: options.colors.border },
      },
      grid: { vertLines: { color: options.colors.grid }, horzLines: { color: options.colors.grid } },
      rightPriceScale: { borderColor: options.colors.border },
      timeScale: {
        borderColor: options.colors.border,
        timeVisible: true,
        secondsVisible: options.secondsVisible,
        tickMarkFormatter: tickFormatter(options.locale, options.timeZone),
      },
      localization: {
        locale: options.locale,
        timeFormatter: formatTime(options.locale, options.timeZone, options.secondsVisible),
      },
    });
    this.volume = this.chart.addSeries(HistogramSeries, {
      priceFormat: { type: 'volume' },
      priceScaleId: 'volume',
      lastValueVisible: false,
      priceLineVisible: false,
    });
    this.volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    this.createMainSeries();
    this.chart.timeScale().subscribeVisibleLogicalRangeChange(this.widenNearStart);
  }

  /** Index of the oldest bar the library holds. */
  private windowStart(): number {
    return this.bars.length - this.shown;
  }

  private windowBars(): Bar[] {
    return this.bars.slice(this.windowStart());
  }

  /** The view came near the window's oldest bar: older bars join the window (after this event). */
  private readonly widenNearStart = (range: { from: number } | null) => {
    const shown = shownAfterScroll(range?.from ?? null, this.shown, this.bars.length);
    if (shown === this.shown) return;
    setTimeout(() => {
      if (!this.destroyed) this.widen(shown);
    }, 0);
  };

  private widen(shown: number): void {
    const next = Math.min(this.bars.length, shown);
    if (next <= this.shown) return;
    this.shown = next;
    this.drawWindow();
  }

  /** Everything drawn from the bars, for the window as it is now. */
  private drawWindow(): void {
    this.drawMainData();
    for (const indicator of this.indicators) this.computeIndicator(indicator);
    this.drawMarkers();
    this.drawLabels();
  }

  private mainSeries() {
    return this.ohlc ?? this.value;
  }

  private createMainSeries(): void {
    const { up, down, brand } = this.colors;
    const priceFormat = { type: 'price' as const, precision: this.precision.price, minMove: this.precision.minMove };
    this.ohlc = null;
    this.value = null;
    if (this.chartType === 'candles') {
      this.ohlc = this.chart.addSeries(CandlestickSeries, {
        upColor: up,
        downColor: down,
        wickUpColor: up,
        wickDownColor: down,
        borderVisible: false,
        priceFormat,
      });
    } else if (this.chartType === 'bars') {
      this.ohlc = this.chart.addSeries(BarSeries, { upColor: up, downColor: down, priceFormat });
    } else if (this.chartType === 'line') {
      this.value = this.chart.addSeries(LineSeries, { color: brand, lineWidth: 2, priceFormat });
    } else {
      this.value = this.chart.addSeries(AreaSeries, {
        lineColor: brand,
        topColor: withAlpha(brand, 0.3),
        bottomColor: withAlpha(brand, 0),
        priceFormat,
      });
    }
    const main = this.mainSeries();
    if (!main) return;
    this.markersApi = createSeriesMarkers(main, []);
    main.attachPrimitive(this.labelsPrimitive);
    this.drawMainData();
    this.drawMarkers();
    this.drawLabels();
    this.drawPriceLines();
  }

  private drawMainData(): void {
    const bars = this.windowBars();
    if (this.ohlc) {
      this.ohlc.setData(bars.map((b) => ({ ...b, time: utc(b.time) })));
    } else {
      this.value?.setData(bars.map((b) => ({ time: utc(b.time), value: b.close })));
    }
    this.volume.setData(bars.map((b) => this.volumePoint(b)));
  }

  private volumePoint(b: Bar) {
    return {
      time: utc(b.time),
      value: b.volume,
      color: withAlpha(b.close >= b.open ? this.colors.up : this.colors.down, 0.4),
    };
  }

  setPrecision(price: number, minMove: number): void {
    this.precision = { price, minMove };
    this.mainSeries()?.applyOptions({ priceFormat: { type: 'price', precision: price, minMove } });
  }

  /**
   * History: replaces all bars (older history prepended by the caller). Bars prepended to a
   * history the window held whole join the window; a new history starts with the first window.
   */
  setBars(bars: readonly Bar[]): void {
    const shape = (list: readonly Bar[]) => ({ count: list.length, lastTime: list.at(-1)?.time ?? null });
    this.shown = shownAfterHistory(shape(this.bars), this.shown, shape(bars));
    this.bars = [...bars];
    this.drawWindow();
  }

  /** A live bar: a new last bar, or the last bar changed. Older times are ignored. */
  updateBar(bar: Bar): void {
    const last = this.bars.at(-1);
    if (last && bar.time < last.time) return;
    if (last && bar.time === last.time) this.bars[this.bars.length - 1] = bar;
    else {
      this.bars.push(bar);
      this.shown += 1;
    }
    if (this.ohlc) this.ohlc.update({ ...bar, time: utc(bar.time) });
    else this.value?.update({ time: utc(bar.time), value: bar.close });
    this.volume.update(this.volumePoint(bar));
    let labelsChanged = false;
    for (const indicator of this.indicators) {
      const point = indicator.calculator.update(bar);
      this.drawIndicatorPoint(indicator, point);
      if (indicator.plugin.display === 'labels')
        labelsChanged = upsertLabel(indicator.labels, point, bar) || labelsChanged;
    }
    if (labelsChanged) this.drawLabels();
  }

  oldestBarTime(): number | null {
    return this.bars[0]?.time ?? null;
  }

  barsSnapshot(): readonly Bar[] {
    return this.bars;
  }

  setChartType(type: ChartType): void {
    if (type === this.chartType) return;
    const main = this.mainSeries();
    this.markersApi?.detach();
    this.priceLines = [];
    if (main) this.chart.removeSeries(main);
    this.chartType = type;
    this.createMainSeries();
  }

  /** widgets §4 "A theme change reapplies colours". */
  setColors(colors: ChartColors, background: string): void {
    this.colors = colors;
    this.chart.applyOptions({
      layout: { background: { type: ColorType.Solid, color: background }, textColor: colors.text },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      rightPriceScale: { borderColor: colors.border },
      timeScale: { borderColor: colors.border },
    });
    this.chart.applyOptions({ layout: { panes: { separatorColor: colors.border } } });
    if (this.chartType === 'candles' && this.ohlc) {
      this.ohlc.applyOptions({
        upColor: colors.up,
        downColor: colors.down,
        wickUpColor: colors.up,
        wickDownColor: colors.down,
      });
    } else if (this.ohlc) {
      this.ohlc.applyOptions({ upColor: colors.up, downColor: colors.down });
    }
    this.volume.setData(this.windowBars().map((b) => this.volumePoint(b)));
    this.drawMarkers();
    this.drawLabels();
    this.drawPriceLines();
  }

  /** The colours the library draws with now, read back from its own options (shown to tests as data attributes). */
  appliedColors(): { background: string; up: string; down: string } {
    const { background } = this.chart.options().layout;
    const main = this.ohlc?.options();
    return {
      background: background.type === ColorType.Solid ? background.color : '',
      up: main?.upColor ?? '',
      down: main?.downColor ?? '',
    };
  }

  setSecondsVisible(secondsVisible: boolean, locale: string, timeZone: string): void {
    this.chart.applyOptions({
      timeScale: { secondsVisible },
      localization: { timeFormatter: formatTime(locale, timeZone, secondsVisible) },
    });
  }

  /** The indicators shown, in order: pane indicators each in a pane below the price pane. */
  setIndicators(list: ReadonlyArray<{ plugin: IndicatorPlugin; settings: IndicatorSettings }>): void {
    for (const indicator of this.indicators) for (const s of indicator.series) this.chart.removeSeries(s.api);
    for (let pane = this.chart.panes().length - 1; pane >= 1; pane--) this.chart.removePane(pane);
    let paneIndex = 0;
    this.indicators = list.map(({ plugin, settings }) => {
      const pane = plugin.display === 'pane' ? ++paneIndex : 0;
      const series =
        plugin.display === 'pane'
          ? plugin.lines.map((line) => ({
              key: line.key,
              api:
                line.kind === 'histogram'
                  ? this.chart.addSeries(HistogramSeries, { color: line.color, priceLineVisible: false }, pane)
                  : this.chart.addSeries(
                      LineSeries,
                      { color: line.color, lineWidth: 1, priceLineVisible: false, lastValueVisible: false },
                      pane,
                    ),
            }))
          : [];
      const indicator: ActiveIndicator = {
        plugin,
        settings,
        calculator: plugin.create(settings),
        series,
        labels: [],
      };
      this.computeIndicator(indicator);
      return indicator;
    });
    // Shares of the stage as price-chart.css sizes it: the price pane 22rem, each indicator pane
    // 8rem (the stage grows by as much), so the price pane keeps its height as panes are added.
    const [pricePane, ...indicatorPanes] = this.chart.panes();
    pricePane?.setStretchFactor(PRICE_PANE_SHARE);
    for (const pane of indicatorPanes) pane.setStretchFactor(INDICATOR_PANE_SHARE);
    this.drawLabels();
  }

  private computeIndicator(indicator: ActiveIndicator): void {
    // A fresh calculator: compute starts from the history given.
    indicator.calculator = indicator.plugin.create(indicator.settings);
    // Computed over the whole history, kept for the window only.
    const points = indicator.calculator.compute(this.bars, this.windowStart());
    indicator.labels = labelsOf(points, this.windowBars());
    for (const { key, api } of indicator.series) {
      api.setData(
        points.map((p) => {
          const v = p.values[key];
          return v === undefined ? { time: utc(p.time) } : { time: utc(p.time), value: v };
        }),
      );
    }
  }

  private drawIndicatorPoint(indicator: ActiveIndicator, point: IndicatorPoint): void {
    for (const { key, api } of indicator.series) {
      const v = point.values[key];
      api.update(v === undefined ? { time: utc(point.time) } : { time: utc(point.time), value: v });
    }
  }

  setTradeMarkers(markers: ChartMarker[]): void {
    this.tradeMarkers = markers;
    this.drawMarkers();
  }

  private drawMarkers(): void {
    const bars = new Set(this.windowBars().map((b) => b.time));
    // The library drops markers whose time is no bar's; keeping only those makes that explicit.
    const all = mergeMarkers(this.tradeMarkers, this.timescaleMarks).filter((m) => bars.has(m.time));
    this.markersApi?.setMarkers(all.map((m) => ({ ...m, time: utc(m.time) })));
  }

  /** Indicator labels (TD Sequential's counts), drawn for the visible bars by the labels primitive. */
  private drawLabels(): void {
    this.labelsPrimitive.set(mergeLabels(this.indicators.map((i) => i.labels)), this.colors.brand);
  }

  /** widgets §4 timescale marks of the feed: a small labelled square under their bar. */
  setTimescaleMarks(marks: ReadonlyArray<{ id: string; time: number; label: string }>, step: number): void {
    this.timescaleMarks = marks.map((m) => ({
      id: `mark-${m.id}`,
      time: Math.floor(m.time / step) * step,
      position: 'belowBar' as const,
      shape: 'square' as const,
      color: this.colors.brand,
      text: m.label,
    }));
    this.drawMarkers();
  }

  /** widgets §3 position lines: each a dashed price line (the label row and buttons are HTML over it). */
  setPositionLines(lines: readonly PositionLine[]): void {
    this.positionLines = lines;
    this.drawPriceLines();
  }

  private drawPriceLines(): void {
    const main = this.mainSeries();
    if (!main) return;
    for (const line of this.priceLines) main.removePriceLine(line);
    this.priceLines = this.positionLines
      .filter((l) => l.visible)
      .map((l) =>
        main.createPriceLine({
          id: l.id,
          price: l.avgPrice,
          color: this.positionColor(l),
          lineWidth: 1,
          lineStyle: LineStyle.Dashed,
          axisLabelVisible: true,
          title: l.sideText,
        }),
      );
  }

  /** A long's line in the rising colour, a short's in the falling one (the site's rise colour). */
  private positionColor(line: PositionLine): string {
    if (line.side === ChartSide.Buy) return this.colors.up;
    if (line.side === ChartSide.Sell) return this.colors.down;
    return this.colors.brand;
  }

  priceToY(price: number): number | null {
    return this.mainSeries()?.priceToCoordinate(price) ?? null;
  }

  mainPaneHeight(): number {
    return this.chart.panes()[0]?.getHeight() ?? 0;
  }

  getVisibleRange(): { from: number; to: number } | null {
    const range = this.chart.timeScale().getVisibleRange();
    const from = range ? secondsOf(range.from) : null;
    const to = range ? secondsOf(range.to) : null;
    return from !== null && to !== null ? { from, to } : null;
  }

  setVisibleRange(range: { from: number; to: number }): void {
    // A range older than the window: the window widens to hold it first.
    const start = this.windowStart();
    if (start > 0 && range.from < (this.bars[start]?.time ?? 0)) {
      const index = this.bars.findIndex((b) => b.time >= range.from);
      this.widen(shownToHold(index, this.shown, this.bars.length));
    }
    try {
      this.chart.timeScale().setVisibleRange({ from: utc(range.from), to: utc(range.to) });
    } catch {
      // A range outside the loaded bars: the chart keeps following the latest ones.
    }
  }

  /** Calls back when the visible range changes; `nearStart` when the oldest bars of the whole history come into view. */
  onVisibleChange(callback: (nearStart: boolean) => void): () => void {
    const handler = (range: { from: number } | null) =>
      callback(range !== null && range.from < 10 && this.windowStart() === 0);
    this.chart.timeScale().subscribeVisibleLogicalRangeChange(handler);
    return () => this.chart.timeScale().unsubscribeVisibleLogicalRangeChange(handler);
  }

  onCrosshair(callback: (point: CrosshairPoint | null) => void): () => void {
    const handler = (param: MouseEventParams<Time>) => {
      const time = param.time === undefined ? null : secondsOf(param.time);
      callback(time !== null && param.point ? { time, x: param.point.x, y: param.point.y } : null);
    };
    this.chart.subscribeCrosshairMove(handler);
    return () => this.chart.unsubscribeCrosshairMove(handler);
  }

  /** widgets §9 "Chart screenshot ... scale 2": the chart drawn at twice its CSS size, as PNG. */
  capture(): Promise<Blob | null> {
    const shot = this.chart.takeScreenshot(true);
    const size = screenshotSize(this.container.clientWidth || shot.width, this.container.clientHeight || shot.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return Promise.resolve(null);
    context.drawImage(shot, 0, 0, size.width, size.height);
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  }

  destroy(): void {
    this.destroyed = true;
    this.chart.timeScale().unsubscribeVisibleLogicalRangeChange(this.widenNearStart);
    this.chart.remove();
  }
}

export function createChartRuntime(container: HTMLElement, options: RuntimeOptions): ChartRuntime {
  return new ChartRuntime(container, options);
}
