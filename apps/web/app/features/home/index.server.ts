export { homeStats, loadStaticTradeData } from './home-stats.server';
