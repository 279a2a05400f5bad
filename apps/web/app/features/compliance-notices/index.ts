// Compliance notices (issue 13): shell §8 region notices (modals through the registry and bars
// above the header) and the cookie-consent bar. Their bodies load lazily (frame/modal-table.ts).
export { CookieConsentBar } from './cookie-consent-bar';
export { RegionNoticeBars } from './notice-bars';
export { RegionNoticeModals } from './region-notice-modals';
export { ComplianceTipModal } from './compliance-tip-modal';
