import type { ThemeName } from '@meridian/domain';
import { defineFrameProtocol } from '../frames';
import { TRANSFER_PANEL_ENTRIES, type TransferPanelName } from './transfer-panels-names';

/**
 * How a page and a transfer panel (apps/web/micro-apps/funds-transfer and master-transfer) talk.
 * The panel runs in a same-origin iframe of its static entry page; its props travel in the query
 * at mount and, when they change, as a `props` message, so the frame is never reloaded for them
 * (widgets §4 "update on language, theme or limit changes"). This file, with
 * transfer-panels-messages.ts (the schemas) and transfer-panels-query.ts, is what both sides share.
 */

export { TRANSFER_PANEL_ENTRIES, TRANSFER_PANELS, type TransferPanelName } from './transfer-panels-names';

/** Names the protocol: marks our messages among whatever else a window receives. */
export const TRANSFER_PANELS_MESSAGE_SOURCE = 'meridian-transfer-panels';

/**
 * widgets §7 "props g_lang, lang_prefix, theme, isUkLimit, isItalyLimit,
 * isNotsNeedNotificationProvider and (master transfer only) sub_website_id", by the spec's names.
 */
export interface TransferPanelProps {
  /** The page's catalog language (a LanguageTag); the panel loads its own `transferPanels` catalog. */
  g_lang: string;
  /** The locale's path prefix without slashes ('' for the site's default locale): the panel's links. */
  lang_prefix: string;
  theme: ThemeName;
  /** The compliance check's UK limit (shell §3 limit `is_uk_limit`). */
  isUkLimit: boolean;
  /** The compliance check's Italy limit (shell §3 limit `is_italy_limit`). */
  isItalyLimit: boolean;
  /**
   * True when the page shows the panel's notices in its own toast region (ours: a failed request
   * is relayed to the page), so the panel mounts no toast region of its own.
   */
  isNotsNeedNotificationProvider: boolean;
  /** The regional site's id (master transfer only). */
  sub_website_id?: number | undefined;
}

const flag = (value: boolean) => (value ? '1' : '0');

/** The panel's entry page with its props in the query (read back by `readTransferPanelQuery`). */
export function transferPanelEntryUrl(name: TransferPanelName, props: TransferPanelProps): string {
  const query = new URLSearchParams({
    g_lang: props.g_lang,
    lang_prefix: props.lang_prefix,
    theme: props.theme,
    isUkLimit: flag(props.isUkLimit),
    isItalyLimit: flag(props.isItalyLimit),
    isNotsNeedNotificationProvider: flag(props.isNotsNeedNotificationProvider),
  });
  if (props.sub_website_id !== undefined) query.set('sub_website_id', String(props.sub_website_id));
  return `${TRANSFER_PANEL_ENTRIES[name]}?${query.toString()}`;
}

/**
 * The messages between the page and a panel, over the frame channel (shell/frames: origin,
 * sending window and shape checked), parsed with the schemas of transfer-panels-messages.ts,
 * loaded when a channel opens (decision 0031).
 */
// Pure: a page that imports only the names (the HEAD check) does not keep the protocol in its first load.
export const transferPanelsProtocol = /* @__PURE__ */ defineFrameProtocol({
  name: TRANSFER_PANELS_MESSAGE_SOURCE,
  messages: () => import('./transfer-panels-messages'),
});

export type { TransferPanelMessage, TransferPanelPageMessage } from './transfer-panels-messages';
