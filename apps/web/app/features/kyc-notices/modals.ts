import type { KycNoticeChoice } from '@meridian/domain';

// widgets §4 KYC notice modal in the app's registry (shell/modals); frame/modal-table.ts gives its body.
declare module '../../shell/modals' {
  interface ModalRegistry {
    /** The risk-user or the KYC-upgrade notice (domain chooseKycNotice); `onShown` sets its cookie. */
    'kyc-notice': { choice: KycNoticeChoice; onShown: () => void };
  }
}

export {};
