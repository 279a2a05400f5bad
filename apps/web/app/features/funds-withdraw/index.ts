// The withdraw page (issue 16 items 2 and 5: /myaccount/withdraw/{currency}). The route composes it.
export { WithdrawPage, type WithdrawPageProps, type WithdrawView } from './withdraw-page';
export { availableOf, WITHDRAWAL_LIST_LIMIT } from './use-withdraw-data';
export { DEFAULT_WITHDRAW_COIN, withdrawPath } from './withdraw-rules';
