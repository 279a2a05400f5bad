export {
  changeDirection,
  compareDecimalText,
  dollarPrice,
  dollarVolume,
  fiatValue,
  filterMarketRows,
  MARKET_TABS,
  marketTabRows,
  type MarketRow,
  type MarketSortKey,
  type MarketTab,
  quoteCurrencies,
  sortMarketRows,
  type SortDirection,
  sparklinePoints,
} from './market-list';
export { type BookLevel, type BookRow, bookRows, bookSpread, bookSteps, depthPercent, groupLevels } from './order-book';
