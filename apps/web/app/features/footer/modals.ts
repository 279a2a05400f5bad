// The footer's modals in the app's registry (shell/modals); frame/modal-table.ts gives their bodies.
declare module '../../shell/modals' {
  interface ModalRegistry {
    /** widgets §2 "On narrow screens the footer shows a download modal instead". */
    'footer-download': { href: string };
    /** widgets §2 "The EU site shows a 'stay tuned, feature upcoming' modal for some links". */
    'footer-stay-tuned': Record<string, never>;
  }
}

export {};
