// KYC prompts (issue 13, widgets §4): the KYC tip bar above the header (server-rendered) and the
// KYC notice modal through the registry (its body loads lazily, frame/modal-table.ts).
export { KycNoticeModals } from './kyc-notice-modals';
export { KycTipBar } from './kyc-tip-bar';
