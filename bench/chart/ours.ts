// OUR chart, as the trade page builds it: the chart runtime (the one module that draws with
// lightweight-charts) with KDJ, MACD and TD Sequential from the domain through the indicator
// plugins, set before the bars arrive (the page restores the layout first, then loads history).
// `window.chartBenchIndicators` (names) narrows the indicators, to show where the time goes.
import type { Bar } from '../../apps/web/app/features/price-chart/chart-model';
import { type ChartRuntime, createChartRuntime } from '../../apps/web/app/features/price-chart/chart-runtime';
import { backgroundFor, chartColors } from '../../apps/web/app/features/price-chart/chart-theme';
import { CHART_INDICATORS } from '../../apps/web/app/features/price-chart/indicator-plugins';
import { registerChartBench } from './harness';

declare global {
  interface Window {
    chartBenchIndicators?: string[];
  }
}

let runtime: ChartRuntime | null = null;
let bars: Bar[] = [];

registerChartBench({
  create(container) {
    runtime = createChartRuntime(container, {
      colors: chartColors('light', 'green-up'),
      background: backgroundFor(undefined, 'light'),
      locale: 'en',
      timeZone: 'Asia/Shanghai',
      chartType: 'candles',
      secondsVisible: false,
    });
    runtime.setPrecision(2, 0.01);
    const wanted = window.chartBenchIndicators;
    runtime.setIndicators(
      CHART_INDICATORS.filter((plugin) => !wanted || wanted.includes(plugin.name)).map((plugin) => ({
        plugin,
        settings: plugin.defaultSettings,
      })),
    );
  },
  prepare(history) {
    bars = history.map((b) => ({ ...b }));
  },
  draw() {
    runtime?.setBars(bars);
  },
  update(bar) {
    runtime?.updateBar(bar);
  },
});
