// The spec's layout numbers, once. CSS reads them as custom properties (layout.css); @media
// queries cannot, so layout.test.ts checks every media query of the app against these.
export const LAYOUT = {
  /** widgets §9 "Layout max width 1440 px". */
  maxWidthPx: 1440,
  /** widgets §9 "Mobile breakpoint 768 px"; shell §9 "Mobile media query: max width 768px". */
  mobileBreakpointPx: 768,
  /** widgets §9 "modal mobile breakpoint 539 px": below it a dialog is a full-width sheet. */
  modalMobileBreakpointPx: 539,
  /** widgets §9 "KYC modal size switch 992 px": the KYC notice's wide layout from here up. */
  kycModalSwitchPx: 992,
  /** shell §5 "Drawers and modals open and close with a 300 ms slide"; shell §9 "Drawer transition 300 ms". */
  slideMs: 300,
} as const;
