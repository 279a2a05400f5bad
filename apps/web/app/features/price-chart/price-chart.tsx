import { localizeDecimalText } from '@meridian/domain';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from '../../i18n';
import { useSite } from '../../shell/site';
import { useTheme } from '../../shell/theme';
import type { ChartLayout, ChartType, KeyValueStorage, SavedIndicator } from './chart-layout';
import { chartLocale, chartTimeZone, resolutionParts } from './chart-locale';
import {
  type BuySellMarker,
  DEFAULT_RESOLUTION,
  type IndicatorPlugin,
  type IndicatorSettings,
  type PositionLine,
  type Resolution,
  RESOLUTIONS,
  resolutionSeconds,
} from './chart-model';
import type * as runtimeModule from './chart-runtime';
import type { ChartRuntime, CrosshairPoint } from './chart-runtime';
import { backgroundFor, chartColors } from './chart-theme';
import type { ChartDataFeed, ChartSymbolInfo } from './data-feed';
import { IndicatorSettingsForm } from './indicator-settings';
import { buildTradeMarkers, markersAtBar, markerTooltipPosition } from './markers';
import { PositionLineRows } from './position-line-rows';
import { type PlacedPositionLine, placePositionLines } from './position-lines';
import { openScreenshot } from './screenshot';
import './price-chart.css';

type RuntimeModule = typeof runtimeModule;

export interface PriceChartProps {
  /** widgets §4 "The chart data feed ... is supplied by the caller." */
  feed: ChartDataFeed;
  /** The pair as the feed names it, `BTC_USDT`. */
  symbol: string;
  /** The indicators offered (the domain's KDJ, MACD and TD Sequential behind IndicatorPlugin). */
  indicators?: readonly IndicatorPlugin[];
  /** widgets §3 buy/sell markers to draw. */
  markers?: readonly BuySellMarker[];
  /** widgets §3 position lines to draw. */
  positionLines?: readonly PositionLine[];
  /** Where the resolution and layout are kept (local storage by default). */
  storage?: KeyValueStorage;
  /** The clock for the history asked first (milliseconds). */
  now?: () => number;
  className?: string;
}

// Stable defaults: a fresh [] each render would rerun the effects that take them.
const NO_PLUGINS: readonly IndicatorPlugin[] = [];
/** The stage grows for up to this many indicator panes (price-chart.css). */
const MAX_INDICATOR_PANES = 3;
const NO_MARKERS: readonly BuySellMarker[] = [];
const NO_LINES: readonly PositionLine[] = [];

/** Bars asked for on first load and for each older page. */
const PAGE_BARS = 300;
/** Stands in for a tooltip's size when placing it (its text is short). */
const TOOLTIP_BOX = { width: 240, height: 22 };
/** Decimals a fill's quantity is written with at most (the ledger's 8). */
const QUANTITY_DECIMALS = 8;

function localStorageOrNothing(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function browserZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * widgets §2 chart panel: the price chart of one pair, with its resolution, chart type,
 * indicators, markers, position lines, theme, saved layout and screenshot. lightweight-charts is
 * loaded by the first effect (a chunk of its own); until it and the first bars are there the
 * panel shows its loading indicator (widgets §4 "Loading indicator until ready").
 */
export function PriceChart({
  feed,
  symbol,
  indicators: plugins = NO_PLUGINS,
  markers = NO_MARKERS,
  positionLines = NO_LINES,
  storage: givenStorage,
  now = Date.now,
  className,
}: PriceChartProps) {
  const t = useTranslations('chart');
  const { theme, rise } = useTheme();
  const { locale, numberSymbols } = useSite();
  const ids = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const runtimeRef = useRef<ChartRuntime | null>(null);
  const moduleRef = useRef<RuntimeModule | null>(null);
  const saverRef = useRef<{ request(): void; flush(): void; cancel(): void } | null>(null);
  const pendingRangeRef = useRef<ChartLayout['visibleRange']>(null);
  const backgroundRef = useRef<string | undefined>(undefined);
  const storage = useMemo(() => givenStorage ?? localStorageOrNothing(), [givenStorage]);
  const pluginsRef = useRef(plugins);
  pluginsRef.current = plugins;

  const [ready, setReady] = useState(false);
  const [data, setData] = useState<'loading' | 'ready' | 'empty' | 'error'>('loading');
  const [resolution, setResolution] = useState<Resolution>(DEFAULT_RESOLUTION);
  const [chartType, setChartType] = useState<ChartType>('candles');
  const [active, setActive] = useState<SavedIndicator[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  const [crosshair, setCrosshair] = useState<CrosshairPoint | null>(null);
  const [placed, setPlaced] = useState<PlacedPositionLine[]>([]);
  const [shot, setShot] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [precision, setPrecision] = useState(2);
  const [applied, setApplied] = useState<{ background: string; up: string; down: string } | null>(null);

  const localeTag = chartLocale(locale.code);
  const timeZone = useMemo(() => chartTimeZone(browserZone), []);
  const colors = chartColors(theme, rise);

  // The current layout for the saver, which runs outside React's render.
  const layoutRef = useRef({ resolution, chartType, active });
  layoutRef.current = { resolution, chartType, active };

  // 1. Load the library, restore the saved layout, create the chart (once).
  useEffect(() => {
    let cancelled = false;
    import('./chart-runtime').then(
      (mod) => {
        const host = hostRef.current;
        if (cancelled || !host) return;
        const layout = mod.readStoredLayout(storage, pluginsRef.current);
        const restoredResolution = mod.readStoredResolution(storage);
        const restoredType = layout?.chartType ?? 'candles';
        backgroundRef.current = layout?.background;
        pendingRangeRef.current = layout?.visibleRange ?? null;
        const initialColors = chartColors(theme, rise);
        runtimeRef.current = mod.createChartRuntime(host, {
          colors: initialColors,
          background: backgroundFor(layout?.background, theme),
          locale: localeTag,
          timeZone,
          chartType: restoredType,
          secondsVisible: restoredResolution.endsWith('S'),
        });
        moduleRef.current = mod;
        saverRef.current = mod.createAutoSaver(() => {
          const runtime = runtimeRef.current;
          const current = layoutRef.current;
          mod.writeStoredLayout(storage, {
            resolution: current.resolution,
            chartType: current.chartType,
            indicators: current.active,
            visibleRange: runtime?.getVisibleRange() ?? null,
            ...(backgroundRef.current === undefined ? {} : { background: backgroundRef.current }),
          });
        });
        setResolution(restoredResolution);
        setChartType(restoredType);
        setActive(layout?.indicators ?? []);
        setReady(true);
      },
      () => {
        if (!cancelled) setData('error');
      },
    );
    return () => {
      cancelled = true;
      saverRef.current?.flush();
      saverRef.current = null;
      runtimeRef.current?.destroy();
      runtimeRef.current = null;
    };
    // Created once; later changes of theme, locale and type go through their own effects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // widgets §4 "The layout is saved to local storage on auto-save and before unload."
  useEffect(() => {
    const flush = () => saverRef.current?.flush();
    window.addEventListener('beforeunload', flush);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('beforeunload', flush);
      window.removeEventListener('pagehide', flush);
    };
  }, []);

  // 2. History and live bars of the symbol at the resolution.
  useEffect(() => {
    const runtime = runtimeRef.current;
    if (!ready || !runtime) return;
    let live = true;
    let subscribed: string | null = null;
    let info: ChartSymbolInfo | null = null;
    let older: 'idle' | 'loading' | 'done' = 'idle';
    const step = resolutionSeconds(resolution);
    setData('loading');
    runtime.setSecondsVisible(resolution.endsWith('S'), localeTag, timeZone);

    const loadOlder = () => {
      const oldest = runtime.oldestBarTime();
      if (!info || older !== 'idle' || oldest === null) return;
      older = 'loading';
      const range = { from: oldest - PAGE_BARS * step, to: oldest, countBack: PAGE_BARS, firstRequest: false };
      feed.getBars(info, resolution, range).then(
        (answer) => {
          if (!live) return;
          const fresh = answer.bars.filter((b) => b.time < oldest);
          older = answer.noData || fresh.length === 0 ? 'done' : 'idle';
          if (fresh.length > 0) runtime.setBars([...fresh, ...runtime.barsSnapshot()]);
        },
        () => {
          older = 'idle';
        },
      );
    };

    feed
      .resolveSymbol(symbol)
      .then(async (symbolInfo) => {
        if (!live) return;
        info = symbolInfo;
        runtime.setPrecision(symbolInfo.pricePrecision, symbolInfo.minMove);
        setPrecision(symbolInfo.pricePrecision);
        const to = Math.floor(now() / 1000) + step;
        const answer = await feed.getBars(symbolInfo, resolution, {
          from: to - PAGE_BARS * step,
          to,
          countBack: PAGE_BARS,
          firstRequest: true,
        });
        if (!live) return;
        runtime.setBars(answer.bars);
        const range = pendingRangeRef.current;
        pendingRangeRef.current = null;
        if (range) runtime.setVisibleRange(range);
        setData(answer.bars.length > 0 ? 'ready' : 'empty');
        const first = answer.bars[0];
        if (feed.getTimescaleMarks && first) {
          feed.getTimescaleMarks(symbolInfo, first.time, to, resolution).then(
            (marks) => live && runtime.setTimescaleMarks(marks, step),
            // Marks are an extra: without them the chart is whole.
            () => undefined,
          );
        }
        subscribed = `${ids}-${symbol}-${resolution}`;
        feed.subscribeBars(symbolInfo, resolution, (bar) => live && runtime.updateBar(bar), subscribed);
      })
      .catch(() => {
        if (live) setData('error');
      });

    const stopVisible = runtime.onVisibleChange((nearStart) => {
      saverRef.current?.request();
      if (nearStart) loadOlder();
    });
    return () => {
      live = false;
      stopVisible();
      if (subscribed) feed.unsubscribeBars(subscribed);
    };
  }, [ready, feed, symbol, resolution, now, ids, localeTag, timeZone]);

  // widgets §4 "A theme change reapplies colours and saves the layout."
  useEffect(() => {
    const runtime = runtimeRef.current;
    if (!ready || !runtime) return;
    const background = backgroundFor(backgroundRef.current, theme);
    backgroundRef.current = background;
    runtime.setColors(chartColors(theme, rise), background);
    setApplied(runtime.appliedColors());
    saverRef.current?.request();
  }, [ready, theme, rise]);

  useEffect(() => {
    if (!ready) return;
    runtimeRef.current?.setChartType(chartType);
    saverRef.current?.request();
  }, [ready, chartType]);

  useEffect(() => {
    const runtime = runtimeRef.current;
    if (!ready || !runtime) return;
    runtime.setIndicators(
      active.flatMap((a) => {
        const plugin = plugins.find((p) => p.name === a.name);
        return plugin ? [{ plugin, settings: a.settings }] : [];
      }),
    );
    saverRef.current?.request();
  }, [ready, active, plugins]);

  const buyText = t('marker.buy');
  const sellText = t('marker.sell');
  useEffect(() => {
    if (!ready) return;
    runtimeRef.current?.setTradeMarkers(
      buildTradeMarkers(markers, resolution, { up: colors.up, down: colors.down, buyText, sellText }),
    );
  }, [ready, markers, resolution, colors.up, colors.down, buyText, sellText]);

  // Position lines: price lines on the canvas, label rows and buttons placed over them each frame
  // (the price scale moves with panning and zooming, which raise no event of their own).
  useEffect(() => {
    const runtime = runtimeRef.current;
    if (!ready || !runtime) return;
    runtime.setPositionLines(positionLines);
    if (positionLines.length === 0) {
      setPlaced((current) => (current.length === 0 ? current : []));
      return;
    }
    let frame = 0;
    let last = '';
    const place = () => {
      const next = placePositionLines(positionLines, (p) => runtime.priceToY(p), runtime.mainPaneHeight());
      const key = next.map((p) => `${p.line.id}:${p.top}`).join('|');
      if (key !== last) {
        last = key;
        setPlaced(next);
      }
      frame = requestAnimationFrame(place);
    };
    place();
    return () => cancelAnimationFrame(frame);
  }, [ready, positionLines]);

  useEffect(() => {
    const runtime = runtimeRef.current;
    if (!ready || !runtime) return;
    return runtime.onCrosshair(setCrosshair);
  }, [ready]);

  const chooseResolution = (next: Resolution) => {
    setResolution(next);
    moduleRef.current?.writeStoredResolution(storage, next);
    saverRef.current?.request();
  };

  const toggleIndicator = (plugin: IndicatorPlugin) => {
    setActive((current) =>
      current.some((a) => a.name === plugin.name)
        ? current.filter((a) => a.name !== plugin.name)
        : [...current, { name: plugin.name, settings: plugin.defaultSettings }],
    );
    setEditing(null);
  };

  const applySettings = (name: string, settings: IndicatorSettings) => {
    setActive((current) => current.map((a) => (a.name === name ? { name, settings } : a)));
    setEditing(null);
  };

  const takeScreenshot = useCallback(() => {
    const runtime = runtimeRef.current;
    if (!runtime) return;
    setShot('busy');
    void openScreenshot({
      openWindow: () => {
        const win = window.open('', '_blank');
        // The image page needs no handle back to the exchange.
        if (win) win.opener = null;
        return win;
      },
      capture: () => runtime.capture(),
      toUrl: (image) => URL.createObjectURL(image),
    }).then((url) => setShot(url ? 'idle' : 'failed'));
  }, []);

  // The pair's price decimals, in the locale's symbols (read on the server: no Intl at render).
  const formatNumber = useCallback(
    (n: number) => localizeDecimalText(n.toFixed(precision), numberSymbols),
    [numberSymbols, precision],
  );

  // A fill's quantity as its text would be (up to 8 decimals, no float noise), in the locale's symbols.
  const formatQuantity = useCallback(
    (n: number) => localizeDecimalText(n.toFixed(QUANTITY_DECIMALS).replace(/\.?0+$/, ''), numberSymbols),
    [numberSymbols],
  );
  // A fill's instant in the chart's zone (the tooltip is drawn in the browser only, on hover).
  const fillTime = useMemo(
    () =>
      new Intl.DateTimeFormat(localeTag, {
        timeZone,
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
    [localeTag, timeZone],
  );
  const formatFillTime = (ms: number) => fillTime.format(ms);

  const hovered = crosshair ? markersAtBar(markers, crosshair.time, resolution) : [];
  const editingPlugin = editing ? plugins.find((p) => p.name === editing) : undefined;
  const editingSettings = active.find((a) => a.name === editing)?.settings;
  // Each indicator with a pane of its own makes the stage taller (the price pane keeps its height).
  const paneCount = Math.min(
    MAX_INDICATOR_PANES,
    active.filter((a) => plugins.find((p) => p.name === a.name)?.display === 'pane').length,
  );
  const resolutionLabel = (r: Resolution) => {
    const { count, unit } = resolutionParts(r);
    return t(`resolution.${unit}`, { count });
  };

  return (
    <section
      className={`price-chart${className ? ` ${className}` : ''}`}
      aria-label={t('region', { symbol: symbol.replace('_', '/') })}
      data-ready={ready && data !== 'loading' ? 'true' : 'false'}
      // What the canvas is drawn with (read back from the library), for tools and tests.
      data-background={applied?.background}
      data-up-color={applied?.up}
      data-down-color={applied?.down}
      // How many buy/sell markers it was given (the canvas draws them; tests read this).
      data-markers={markers.length}
    >
      <div className="price-chart__toolbar" role="toolbar" aria-label={t('toolbar')}>
        <label className="price-chart__control">
          <span>{t('resolution.label')}</span>
          <select
            value={resolution}
            disabled={!ready}
            onChange={(e) => {
              const next = RESOLUTIONS.find((r) => r === e.target.value);
              if (next) chooseResolution(next);
            }}
          >
            {RESOLUTIONS.map((r) => (
              <option key={r} value={r}>
                {resolutionLabel(r)}
              </option>
            ))}
          </select>
        </label>
        <label className="price-chart__control">
          <span>{t('chartType.label')}</span>
          <select
            value={chartType}
            disabled={!ready}
            onChange={(e) => {
              const next = (['candles', 'bars', 'line', 'area'] as const).find((c) => c === e.target.value);
              if (next) setChartType(next);
            }}
          >
            <option value="candles">{t('chartType.candles')}</option>
            <option value="bars">{t('chartType.bars')}</option>
            <option value="line">{t('chartType.line')}</option>
            <option value="area">{t('chartType.area')}</option>
          </select>
        </label>
        {plugins.length > 0 && (
          <div className="price-chart__indicators" role="group" aria-label={t('indicators.label')}>
            {plugins.map((plugin) => {
              const on = active.some((a) => a.name === plugin.name);
              return (
                <span key={plugin.name} className="price-chart__indicator">
                  <button type="button" aria-pressed={on} disabled={!ready} onClick={() => toggleIndicator(plugin)}>
                    {plugin.name}
                  </button>
                  {on && plugin.fields.length > 0 && (
                    <button
                      type="button"
                      aria-label={t('indicators.settings', { name: plugin.name })}
                      title={t('indicators.settings', { name: plugin.name })}
                      aria-expanded={editing === plugin.name}
                      onClick={() => setEditing(editing === plugin.name ? null : plugin.name)}
                    >
                      ⚙
                    </button>
                  )}
                </span>
              );
            })}
          </div>
        )}
        <button
          type="button"
          className="price-chart__screenshot"
          disabled={!ready || shot === 'busy'}
          onClick={takeScreenshot}
        >
          {t('screenshot.take')}
        </button>
      </div>
      {editingPlugin && editingSettings && (
        <IndicatorSettingsForm
          key={editingPlugin.name}
          plugin={editingPlugin}
          settings={editingSettings}
          onApply={(settings) => applySettings(editingPlugin.name, settings)}
          onCancel={() => setEditing(null)}
        />
      )}
      <p className="price-chart__status" role="status">
        {shot === 'busy' ? t('screenshot.busy') : shot === 'failed' ? t('screenshot.failed') : ''}
      </p>
      {/* The chart's own canvas stays left-to-right on right-to-left pages (issue 11, deliverable 6). */}
      <div
        className={paneCount > 0 ? `price-chart__stage price-chart__stage--panes-${paneCount}` : 'price-chart__stage'}
        dir="ltr"
      >
        <div ref={hostRef} className="price-chart__canvas" />
        {/* lightweight-charts' Apache-2.0 NOTICE: a link to TradingView (the library's own logo needs inline CSS). */}
        <a
          className="price-chart__credit"
          href="https://www.tradingview.com/"
          target="_blank"
          rel="noopener noreferrer"
        >
          TradingView
        </a>
        <PositionLineRows placed={placed} formatNumber={formatNumber} />
        {crosshair && hovered.length > 0 && (
          <div
            className="price-chart__tooltip"
            style={markerTooltipPosition(
              crosshair,
              hovered[0]?.type ?? 'buy',
              { width: TOOLTIP_BOX.width, height: TOOLTIP_BOX.height * hovered.length },
              hostRef.current?.clientWidth ?? 0,
            )}
            role="tooltip"
            id={`${ids}-marker-tooltip`}
            data-testid="chart-marker-tooltip"
          >
            {hovered.map((m, i) => (
              <div key={`${m.rawTimestamp}-${m.type}-${i}`} className="price-chart__tooltip-row">
                <span className={`price-chart__tooltip-side price-chart__tooltip-side--${m.type}`}>
                  {t(`marker.side.${m.type}`)}
                </span>{' '}
                {t('marker.tooltip', {
                  quantity: formatQuantity(m.quantity),
                  base: m.symbol.split('_')[0] ?? m.symbol,
                  price: formatNumber(m.price),
                })}{' '}
                <time dateTime={new Date(m.rawTimestamp).toISOString()}>{formatFillTime(m.rawTimestamp)}</time>
                {m.tooltip ? <span className="price-chart__tooltip-note">{m.tooltip}</span> : null}
              </div>
            ))}
          </div>
        )}
        {(!ready || data === 'loading') && data !== 'error' && (
          <div className="price-chart__overlay" role="status">
            <span className="price-chart__spinner" aria-hidden="true" />
            {t('loading')}
          </div>
        )}
        {data === 'empty' && <p className="price-chart__overlay">{t('empty')}</p>}
        {data === 'error' && (
          <p className="price-chart__overlay" role="alert">
            {t('error')}
          </p>
        )}
      </div>
    </section>
  );
}
