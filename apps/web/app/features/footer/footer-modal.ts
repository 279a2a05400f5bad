/**
 * The footer's modals and their props, in one typed place; `footer-modal-host.tsx` renders them.
 * (The app-wide modal registry of the architecture guide will take these over when it exists.)
 */
export type FooterModal =
  /** widgets §2 "On narrow screens the footer shows a download modal instead". */
  | { name: 'download'; href: string }
  /** widgets §2 "The EU site shows a 'stay tuned, feature upcoming' modal for some links". */
  | { name: 'stay-tuned' };
