// The account header's modals in the app's registry (shell/modals); frame/modal-table.ts gives their bodies.
declare module '../../shell/modals' {
  interface ModalRegistry {
    /** The account menu's Security panel (two-factor authentication, other sessions). */
    'account-security': Record<string, never>;
  }
}

export {};
