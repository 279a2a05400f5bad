import type { FundPasswordFrequency } from '@meridian/domain';

/** What the fund-password modal opens with (widgets §2, §4). */
export interface FundPasswordModalProps {
  /**
   * Given the typed password on Confirm (widgets §4 "submits the password to the caller and
   * closes"): the modal closes once it resolves; a rejection keeps it open for another try.
   */
  onSubmit: (fundpass: string) => void | Promise<void>;
  /** The heading; "Fund password" when none. */
  title?: string;
}

/** What the validity modal opens with (widgets §2 "Validity modal"). */
export interface FundPasswordValidityProps {
  /** The current choice, preselected; none when it could not be read (widgets §8 "Frequency read fails: silent"). */
  frequency?: FundPasswordFrequency | null;
  /** Told the new frequency after the server accepted it. */
  onChanged?: (frequency: FundPasswordFrequency) => void;
}

// The fund-password and validity modals in the app's registry (shell/modals); frame/modal-table.ts
// gives their bodies.
declare module '../../shell/modals' {
  interface ModalRegistry {
    /** widgets §2 "Fund-password modal": opened where funds leave, `open('fund-password', { onSubmit })`. */
    'fund-password': FundPasswordModalProps;
    /** widgets §2 "Validity modal: choose how often the password is asked; asks for fund password and authenticator code." */
    'fund-password-validity': FundPasswordValidityProps;
  }
}
