// The transfer panels (widgets §2 "Funds transfer panel and master/sub-account transfer panel
// (embedded panels)", §4, §7): the names and entry pages of the two micro-apps, the props they are
// mounted with, and the frame protocol the page speaks with them. The page's side (HEAD check,
// frame, props updates) is features/transfer-panels; the micro-apps' side is client.ts.
export {
  TRANSFER_PANEL_ENTRIES,
  TRANSFER_PANELS,
  transferPanelEntryUrl,
  transferPanelsProtocol,
  type TransferPanelMessage,
  type TransferPanelName,
  type TransferPanelPageMessage,
  type TransferPanelProps,
} from './transfer-panels-protocol';
