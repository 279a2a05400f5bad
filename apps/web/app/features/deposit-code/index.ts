// Deposit codes (issue 16 item 5: /myaccount/deposit_gatecode, widgets §1 "gate code"). The route composes it.
export { DepositCodePage, type DepositCodePageProps } from './deposit-code-page';
export { availableByCoin, type DepositCodeAccountData } from './use-deposit-code-data';
export { DEPOSIT_CODE_LIST_LIMIT } from './deposit-code-rules';
