// The browser side of the chart bench, shared by the three pages (ours, bare lightweight-charts,
// KLineChart): each page registers how it sets up, draws the history and takes a live bar, and
// the harness times them the same way. Bundled by ../chart-render.mjs.
import { type BenchBar, liveBars, makeBars } from './bars';

export interface ChartUnderTest {
  /** Creates the chart (and its indicators) with no bars yet. */
  create(container: HTMLElement): void | Promise<void>;
  /** Converts the history to what the library takes, outside the timed part. */
  prepare(bars: readonly BenchBar[]): void;
  /** Hands the prepared history over: the timed part starts here. */
  draw(): void;
  /** One live update: the last bar changed or a new one. */
  update(bar: BenchBar): void;
}

export interface DrawFigures {
  /** From the history handed over to after the second animation frame (the drawn frame painted). */
  drawnMs: number;
  /** The synchronous part: the call that took the bars. */
  handOverMs: number;
}

export interface LiveFigures {
  updates: number;
  newBars: number;
  longTasks: number;
  longestTaskMs: number;
  /** The synchronous part of each update call. */
  updateMedianMs: number;
  updateMaxMs: number;
}

export interface ChartBenchPage {
  setUp(barCount: number): Promise<void>;
  draw(): Promise<DrawFigures>;
  live(seconds: number, perSecond: number, ticksPerBar: number): Promise<LiveFigures>;
}

declare global {
  interface Window {
    chartBench?: ChartBenchPage;
  }
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
/** After two animation frames the frame the chart drew in has been painted. */
const afterPaint = async () => {
  await frame();
  await frame();
};

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function registerChartBench(chart: ChartUnderTest): void {
  let history: BenchBar[] = [];
  window.chartBench = {
    async setUp(barCount) {
      const container = document.getElementById('chart');
      if (!container) throw new Error('no #chart element');
      history = makeBars(barCount);
      await chart.create(container);
      chart.prepare(history);
      // The chart sized and painted empty before the timing starts.
      await afterPaint();
    },
    async draw() {
      const start = performance.now();
      chart.draw();
      const handedOver = performance.now();
      await afterPaint();
      return { drawnMs: oneDecimal(performance.now() - start), handOverMs: oneDecimal(handedOver - start) };
    },
    async live(seconds, perSecond, ticksPerBar) {
      const next = liveBars(history, ticksPerBar);
      // What the history's drawing leaves behind (caches, collection) is not the live updates'.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const longTasks: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration);
      });
      observer.observe({ type: 'longtask' });
      const durations: number[] = [];
      let newBars = 0;
      let lastTime = history.at(-1)?.time ?? 0;
      await new Promise<void>((resolve) => {
        const total = seconds * perSecond;
        const timer = setInterval(() => {
          const bar = next();
          if (bar.time !== lastTime) newBars += 1;
          lastTime = bar.time;
          const start = performance.now();
          chart.update(bar);
          durations.push(performance.now() - start);
          if (durations.length >= total) {
            clearInterval(timer);
            resolve();
          }
        }, 1000 / perSecond);
      });
      await afterPaint();
      // Long tasks are reported a little after they end: give the last one time to arrive.
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (const entry of observer.takeRecords()) longTasks.push(entry.duration);
      observer.disconnect();
      return {
        updates: durations.length,
        newBars,
        longTasks: longTasks.length,
        longestTaskMs: oneDecimal(Math.max(0, ...longTasks)),
        updateMedianMs: oneDecimal(median(durations)),
        updateMaxMs: oneDecimal(Math.max(...durations)),
      };
    },
  };
}
