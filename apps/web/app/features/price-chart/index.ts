// The price chart's only face (architecture: a feature's index.ts). The chart library itself is
// not reachable from here: PriceChart loads it in an effect (chart-runtime.ts, a lazy chunk).
export { PriceChart, type PriceChartProps } from './price-chart';
export type {
  BarsAnswer,
  BarsRange,
  ChartDataFeed,
  ChartSymbolInfo,
  SymbolSearchResult,
  TimescaleMark,
} from './data-feed';
export { delayedSymbolSearch } from './data-feed';
export { createDemoFeed } from './demo-feed';
export {
  type Bar,
  type BuySellMarker,
  ChartOrderType,
  ChartSide,
  ChartSourceType,
  DEFAULT_RESOLUTION,
  type IndicatorPlugin,
  type PositionLine,
  RESOLUTIONS,
  type Resolution,
} from './chart-model';
export { createMarketDataFeed, type CandleRow, type FeedPair, type MarketDataFeedDeps } from './market-data-feed';
export { CHART_INDICATORS, KDJ_PLUGIN, MACD_PLUGIN, TD_PLUGIN } from './indicator-plugins';
export { buildFillMarkers, futuresChartFills, spotChartFills, type ChartFill } from './chart-fills';
export {
  buildPositionLines,
  type ChartPosition,
  type PositionLineActions,
  type PositionLineTexts,
} from './position-line-data';
export { useFuturesFillMarkers, usePositionLines, useSpotFillMarkers } from './use-chart-overlays';
