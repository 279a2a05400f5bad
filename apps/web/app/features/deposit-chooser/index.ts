// widgets §2 deposit chooser; shell §2 the fund-wallet drawer (a modal of the registry: modals.ts,
// its body loaded lazily by frame/modal-table.ts, opened by name from the header's Deposit button).
export { DepositChooser, type DepositChooserProps } from './deposit-chooser';
