// The fund-wallet drawer in the app's registry (shell/modals); frame/modal-table.ts gives its body.
declare module '../../shell/modals' {
  interface ModalRegistry {
    /** shell §2 "Fund-wallet drawer (width 414px, 300 ms slide)": the header's Deposit button opens it. */
    'fund-wallet': Record<string, never>;
  }
}

export {};
