// The deposit page (issue 16 item 5: `/myaccount/deposit/{currency}`, default USDT): coin and
// network pickers, the account's address with its QR code and memo, and the deposit history.
export { DepositPage } from './deposit-page';
export {
  DEFAULT_DEPOSIT_COIN,
  depositPagePath,
  NETWORK_PARAM,
  type DepositNetwork,
  type DepositRecord,
  type DepositView,
} from './deposit-view';
