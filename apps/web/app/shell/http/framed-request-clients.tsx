import type { ReactNode } from 'react';
// The file, not ui's index, which would pull every primitive's CSS into a micro-app's bundle.
import { ToastProvider } from '../../ui/toast';
import { useRequestErrorToast } from '../toast/client';
import type { RequestErrorReport } from './browser-client';
import { BrowserClientsProvider } from './browser-clients-provider';

interface Props {
  siteId: number;
  /**
   * Tells the page that framed the micro-app that a GET failed, so the page's toast region shows
   * the shell §8 message; null when the micro-app shows it itself (opened on its own, or the page
   * asked it to).
   */
  relay: (() => void) | null;
  /** The name of the close button of the micro-app's own toast region. */
  closeLabel: string;
  children: ReactNode;
}

/**
 * The shell's request clients inside a micro-app's frame (shell §7: the 20 s GET client, form
 * posts with the csrf header), with failed GETs relayed to the page or shown in a toast region of
 * the micro-app's own. The registration, chatroom and transfer-panel micro-apps all mount this.
 */
export function FramedRequestClients({ siteId, relay, closeLabel, children }: Props) {
  const clients = (
    <Clients siteId={siteId} relay={relay}>
      {children}
    </Clients>
  );
  return relay ? clients : <ToastProvider closeLabel={closeLabel}>{clients}</ToastProvider>;
}

function Clients({ siteId, relay, children }: Pick<Props, 'siteId' | 'relay' | 'children'>) {
  const toast = useRequestErrorToast();
  const onRequestError = (report: RequestErrorReport) => {
    if (relay) relay();
    else toast(report);
  };
  return (
    <BrowserClientsProvider siteId={siteId} onRequestError={onRequestError}>
      {children}
    </BrowserClientsProvider>
  );
}
