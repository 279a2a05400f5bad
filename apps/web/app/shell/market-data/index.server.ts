export { loadCurrencyPair, loadCurrencyPairs, loadMarketRows } from './market-rows.server';
