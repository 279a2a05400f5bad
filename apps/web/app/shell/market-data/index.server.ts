export {
  loadCurrencyPair,
  loadCurrencyPairs,
  loadMarketRows,
  loadOrderBook,
  loadRecentTrades,
} from './market-rows.server';
