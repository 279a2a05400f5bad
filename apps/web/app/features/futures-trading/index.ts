// USDT perpetual futures (issue 12, decision 0040): the futures page's open form, the user's
// positions and the dialogs of their actions. The route wraps the trade view in <FuturesTrading>
// (one account reading for the form, the table and the chart's position lines) and puts
// <FuturesOrderForm> and <FuturesAccountPanel> in its slots; useFuturesChartData hands the chart
// the positions, the trades and the callbacks of its line buttons.
export { FuturesAccountPanel } from './futures-account-panel';
export { FuturesOrderForm } from './futures-order-form';
export { FuturesTrading } from './futures-trading-context';
export { useFuturesChartData, type FuturesChartData, type FuturesContractFields } from './futures-trading-store';
export { FUTURES_POLL_MS, useFuturesAccountData, type FuturesAccountData } from './use-futures-account-data';
