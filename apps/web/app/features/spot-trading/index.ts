// Spot trading (issue 12): the trade page's order form and the user's orders and balances on the
// pair. The route wraps the trade view in <SpotTrading> (one account reading for both) and puts
// <SpotOrderForm> and <SpotAccountPanel> in its slots.
export { SpotAccountPanel } from './spot-account-panel';
export { SpotOrderForm } from './spot-order-form';
export { SpotTrading, spotPairRules, useSpotFills, type SpotPairFields } from './spot-trading-context';
export {
  SPOT_POLL_MS,
  useSpotAccountData,
  type Loadable,
  type SpotAccountData,
  type SpotAccountDataOptions,
} from './use-spot-account-data';
