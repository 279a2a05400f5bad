// The bare baseline: lightweight-charts alone, one candlestick series, the same bars, no
// indicators, no volume, default options: what the library costs before any code of ours.
import { CandlestickSeries, createChart, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import { registerChartBench } from './harness';

interface Candle {
  time: UTCTimestamp;
  open: number;
  high: number;
  low: number;
  close: number;
}

let series: ISeriesApi<'Candlestick'> | null = null;
let candles: Candle[] = [];
// Bar times are whole seconds since the epoch: the library's nominal UTCTimestamp.
const utc = (seconds: number) => seconds as UTCTimestamp;

registerChartBench({
  create(container) {
    series = createChart(container, { autoSize: true }).addSeries(CandlestickSeries);
  },
  prepare(history) {
    candles = history.map((b) => ({ time: utc(b.time), open: b.open, high: b.high, low: b.low, close: b.close }));
  },
  draw() {
    series?.setData(candles);
  },
  update(bar) {
    series?.update({ time: utc(bar.time), open: bar.open, high: bar.high, low: bar.low, close: bar.close });
  },
});
