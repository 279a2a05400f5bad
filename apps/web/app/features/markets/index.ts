// Markets (issue 11): the home page's live markets and the full markets page (/price).
export { HomeMarkets, HOME_TAB_ROWS } from './home-markets';
export { MarketsPage } from './markets-page';
export { fiatChoiceOf, type FiatChoice } from './markets-table';
export { TradeView, type TradeMode, type TradeViewProps } from './trade-view';
export type { TradeLine } from './recent-trades';
