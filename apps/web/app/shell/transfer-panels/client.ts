// What the transfer-panel micro-apps (apps/web/micro-apps/funds-transfer and master-transfer) use
// of shell/transfer-panels: the protocol and the props read from the query, and the runtime the
// two share (the channel to the page, the props, language, theme and height handling, the request
// id per attempt, the amount field, the wording of refusals). Not the index, which is the page's.
export { loadTransferPanelMessages, panelLanguageOf, type TransferPanelMessages } from './panel-catalog';
export {
  amountProblem,
  maxAmount,
  TransferAmountField,
  useAmountText,
  useRefusalText,
  type AmountProblem,
} from './panel-fields';
export { openPanelLink, type PanelLink } from './panel-link';
export { TransferPanelRoot, type TransferPanelRootProps } from './panel-root';
export { mountTransferPanel } from './mount-panel';
export { randomRequestId, useTransferAttempt, type NewRequestId } from './transfer-attempt';
export { endsAttempt, transferRefusalOf, type TransferRefusal } from './transfer-refusal';
export {
  TRANSFER_PANELS_MESSAGE_SOURCE,
  transferPanelsProtocol,
  type TransferPanelPageMessage,
  type TransferPanelProps,
} from './transfer-panels-protocol';
export { readTransferPanelQuery } from './transfer-panels-query';
// In tests: the panel's messages to the page, as schemas (they build zod, which the page loads on use).
export { toParent as transferPanelToParent } from './transfer-panels-messages';
