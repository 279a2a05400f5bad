// Compliance notices (issue 13): shell §8 region notices (modals through the registry and bars
// above the header), the cookie-consent bar, and a logged-in account's compliance prompts of
// widgets §4 (the compliance bars, the 24 h cool-down reminder, the Turkish declaration and the
// user agreement). Their modal bodies load lazily (frame/modal-table.ts).
export { AccountComplianceModals } from './account-compliance-modals';
export { ComplianceBars } from './compliance-bars';
export { ComplianceTipModal } from './compliance-tip-modal';
export { CookieConsentBar } from './cookie-consent-bar';
export { RegionNoticeBars } from './notice-bars';
export { RegionNoticeModals } from './region-notice-modals';
