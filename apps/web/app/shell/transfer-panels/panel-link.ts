import { type ChildWindow, openParentChannel } from '../frames/client';
import { type TransferPanelPageMessage, transferPanelsProtocol } from './transfer-panels-protocol';

/** A panel's side of the frame channel to the page that framed it (transfer-panels-protocol.ts). */
export interface PanelLink {
  /** In a frame of a page of ours; opened on its own, there is no page to tell anything. */
  framed: boolean;
  reportHeight: (height: number) => void;
  /** A transfer was made: the page reads its balances again. */
  reportTransferred: () => void;
  reportRequestError: () => void;
  /** Ask the page to open its fund-password modal; the password comes back as a `fund-password` message. */
  askFundPassword: (ask: string) => void;
  /** Whether the API took the password of question `ask` (the page's modal closes, or stays for another try). */
  reportFundPasswordChecked: (ask: string, accepted: boolean) => void;
  /** Be told what the page sends (props, a fund password, a refresh); returns the unsubscribe. */
  subscribe: (listener: (message: TransferPanelPageMessage) => void) => () => void;
  /** Stop listening to the page. */
  close: () => void;
}

/**
 * Opens the channel to the page and says it is listening (`ready`): the page answers with the
 * current props, which may have changed since the frame's query was written. The last height is
 * said again then, in case the page was not listening yet when it was first reported.
 */
export function openPanelLink(self: ChildWindow = window, origin: string = window.location.origin): PanelLink {
  const listeners = new Set<(message: TransferPanelPageMessage) => void>();
  let height: number | null = null;
  const channel = openParentChannel(transferPanelsProtocol, {
    // Micro-apps are served by the site: the page that frames us has our origin.
    origin,
    self,
    onMessage: (message) => {
      if (message.type === 'props' && height !== null) channel.send({ type: 'resize', height });
      for (const listener of listeners) listener(message);
    },
  });
  channel.send({ type: 'ready' });
  return {
    framed: channel.framed,
    reportHeight: (next) => {
      height = next;
      channel.send({ type: 'resize', height: next });
    },
    reportTransferred: () => channel.send({ type: 'transferred' }),
    reportRequestError: () => channel.send({ type: 'request-error' }),
    askFundPassword: (ask) => channel.send({ type: 'fund-password', ask }),
    reportFundPasswordChecked: (ask, accepted) => channel.send({ type: 'fund-password-checked', ask, accepted }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      listeners.clear();
      channel.close();
    },
  };
}
