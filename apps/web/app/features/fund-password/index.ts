// The fund password (issue 16; widgets §2, §4): the fund-password modal and the validity modal are
// modals of the registry (modals.ts; bodies loaded lazily by frame/modal-table.ts), opened by name:
// `useModals().open('fund-password', { onSubmit })`, `open('fund-password-validity', { frequency })`.
// The /myaccount/fundpass_setup page sets or changes the password and shows the validity.
export { FundPasswordSetupPage } from './fund-password-setup-page';
export type { FundPasswordModalProps, FundPasswordValidityProps } from './modals';
