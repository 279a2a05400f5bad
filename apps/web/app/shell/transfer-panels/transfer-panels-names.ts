// The transfer panels by name (widgets §2 "Funds transfer panel and master/sub-account transfer
// panel (embedded panels)"): no schema here, so the page's side can name them at no cost.

/** The two embedded panels, each a micro-app (apps/web/micro-apps/<name>). */
export const TRANSFER_PANELS = ['funds-transfer', 'master-transfer'] as const;
export type TransferPanelName = (typeof TRANSFER_PANELS)[number];

/**
 * widgets §7 "Embedded panels for funds transfer and master transfer are loaded from static assets
 * under /cdn/fe/static" (apps/web/vite.micro-apps.config.ts builds them there): each panel's entry
 * page, which the page checks with a HEAD request before it mounts the panel.
 */
export const TRANSFER_PANEL_ENTRIES: Readonly<Record<TransferPanelName, string>> = {
  'funds-transfer': '/cdn/fe/static/funds-transfer/index.html',
  'master-transfer': '/cdn/fe/static/master-transfer/index.html',
};
