import type { ComplianceTip } from '@meridian/domain';

/** What a region notice opens with: whether a jump link (shell §8 "for logged-in users") applies. */
export interface RegionNoticeProps {
  loggedIn: boolean;
}

// shell §8 region notices (domain REGION_NOTICE_MODALS) in the app's registry (shell/modals);
// frame/modal-table.ts gives their bodies.
declare module '../../shell/modals' {
  interface ModalRegistry {
    'restricted-location': RegionNoticeProps;
    'prohibited-country': RegionNoticeProps;
    'agreement-conflict': RegionNoticeProps;
    'uk-closure': RegionNoticeProps;
    'uk-not-accepting': RegionNoticeProps;
    'uzbekistan-exit': RegionNoticeProps;
    'hong-kong': RegionNoticeProps;
    /** widgets §4 Compliance modal: the check's tip; `onShown` records the daily count. */
    'compliance-tip': { tip: ComplianceTip; onShown: () => void };
  }
}
