import type { RegistrationType } from './registration-protocol';

/** What opens the registration micro-app: the modal type and shell §2 queries ch and ref_uid. */
export interface RegistrationRequest {
  type: RegistrationType;
  ch?: string | undefined;
  refUid?: string | undefined;
  /** After the session data is reloaded on signing in (the reset-password page goes home then). */
  onSignedIn?: () => void;
}

// shell §4 "Registration modal" in the app's registry (shell/modals); frame/modal-table.ts gives its body.
declare module '../modals' {
  interface ModalRegistry {
    registration: RegistrationRequest;
  }
}
