// The comparison: KLineChart 10 drawing the same bars with its built-in KDJ and MACD (each in a
// pane of its own, its defaults 9,3,3 and 12,26,9, as ours). KLineChart has no TD Sequential: it
// is registered here as a custom indicator computing with the domain's tdSequential and drawing
// the counts as text above or below the visible bars, as our chart shows them.
import { type KLineData, type Chart, init, registerIndicator } from 'klinecharts';
import { type TdPoint, tdSequential } from '@meridian/domain';
import { registerChartBench } from './harness';

const TD_FONT = '10px sans-serif';

registerIndicator<TdPoint>({
  name: 'TD',
  shortName: 'TD',
  series: 'price',
  figures: [],
  calc: (dataList) =>
    tdSequential(
      dataList.map((k) => ({ time: k.timestamp / 1000, open: k.open, high: k.high, low: k.low, close: k.close })),
    ),
  draw: ({ ctx, chart, indicator, xAxis, yAxis }) => {
    const { from, to } = chart.getVisibleRange();
    const data = chart.getDataList();
    ctx.font = TD_FONT;
    ctx.textAlign = 'center';
    ctx.fillStyle = '#2354E6';
    for (let i = Math.max(0, from); i < Math.min(to, data.length); i += 1) {
      const point = indicator.result[i];
      const bar = data[i];
      if (!point || !bar) continue;
      const count =
        point.countdown > 0
          ? { n: point.countdown, side: point.countdownSide }
          : { n: point.setup, side: point.setupSide };
      if (count.n === 0) continue;
      const below = count.side === 'buy';
      const y = yAxis.convertToPixel(below ? bar.low : bar.high) + (below ? 12 : -4);
      ctx.fillText(String(count.n), xAxis.convertToPixel(i), y);
    }
    return true;
  },
});

let chart: Chart | null = null;
let data: KLineData[] = [];
let deliver: ((bars: KLineData[], more?: boolean) => void) | null = null;
let live: ((bar: KLineData) => void) | null = null;
const kline = (b: { time: number; open: number; high: number; low: number; close: number; volume: number }) => ({
  timestamp: b.time * 1000,
  open: b.open,
  high: b.high,
  low: b.low,
  close: b.close,
  volume: b.volume,
});

registerChartBench({
  create(container) {
    chart = init(container);
    if (!chart) throw new Error('KLineChart did not start');
    // lightweight-charts' default bar spacing (6 px): both draw about as many bars.
    chart.setBarSpace(6);
    chart.createIndicator('KDJ');
    chart.createIndicator('MACD');
    chart.createIndicator({ name: 'TD', paneId: 'candle_pane' }, true);
    chart.setSymbol({ ticker: 'BTC_USDT', pricePrecision: 2, volumePrecision: 2 });
    chart.setPeriod({ type: 'minute', span: 1 });
    // The library asks its loader for the history; the answer is held until draw() hands it over.
    chart.setDataLoader({
      getBars: ({ callback }) => {
        deliver = callback;
      },
      subscribeBar: ({ callback }) => {
        live = callback;
      },
    });
  },
  prepare(history) {
    data = history.map(kline);
  },
  draw() {
    if (!deliver) throw new Error('KLineChart asked for no history');
    deliver(data, false);
  },
  update(bar) {
    live?.(kline(bar));
  },
});
