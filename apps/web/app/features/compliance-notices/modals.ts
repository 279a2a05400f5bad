import type { UserAgreementStatusAnswer } from '@meridian/contracts';
import type { BusinessComplianceMessage, ComplianceTip } from '@meridian/domain';

/** What a region notice opens with: whether a jump link (shell §8 "for logged-in users") applies. */
export interface RegionNoticeProps {
  loggedIn: boolean;
}

/** widgets §3 "User agreement status: status (1 means show), content, submit_button", with its scene. */
export type UserAgreementProps = UserAgreementStatusAnswer;

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
    /** widgets §4 "The 24h cool-down-end reminder is a notice modal: cancel closes, ok navigates." */
    'cool-down-reminder': { message: BusinessComplianceMessage };
    /**
     * widgets §4 Turkish declaration: `sign` while the status is 1 (cannot be dismissed); `view`
     * from the footer's Declaration link once signed (closes as any dialog).
     */
    'turkish-declaration': { mode: 'sign' | 'view' };
    /** widgets §4 "User agreement modal: Shown while the status says show ... It cannot otherwise be dismissed." */
    'user-agreement': { agreement: UserAgreementProps };
  }
}
