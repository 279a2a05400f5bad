// The embedded transfer panels on the account pages (widgets §2, §4, §7; issue 16 item 8): the
// page's side of the funds-transfer and master-transfer micro-apps. The routes place them.
export type { PanelLog, PanelStage } from './panel-log';
export {
  headEntryCheck,
  logPanelFailure,
  TransferPanel,
  type EntryCheck,
  type PanelLimits,
  type TransferPanelSlotProps,
} from './transfer-panel';
