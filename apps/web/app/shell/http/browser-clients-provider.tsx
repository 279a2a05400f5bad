import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import {
  type BrowserClients,
  type BrowserFetch,
  createBrowserClients,
  type RequestErrorReport,
} from './browser-client';

const BrowserClientsContext = createContext<BrowserClients | null>(null);

export interface BrowserClientsProviderProps {
  /** The page's site id (shell §3), sent as x-site-id. */
  siteId: number;
  /** shell §7 "An optional data path prefix exists". */
  dataPrefix?: string | undefined;
  /** shell §8: show the message, e.g. `useRequestErrorToast()` from shell/toast. */
  onRequestError: (report: RequestErrorReport) => void;
  /** The global `fetch` unless given (component tests inject a fake API). */
  fetch?: BrowserFetch | undefined;
  children: ReactNode;
}

/**
 * One set of request clients for the page, so in-flight de-duplication (shell §7) spans every
 * widget. Nothing is requested while rendering: the clients are only called from effects and
 * event handlers, so this is safe in the server render too.
 */
export function BrowserClientsProvider({
  siteId,
  dataPrefix,
  onRequestError,
  fetch,
  children,
}: BrowserClientsProviderProps) {
  // The latest handler, without making new clients (and losing the in-flight table) when it changes.
  const handler = useRef(onRequestError);
  useEffect(() => {
    handler.current = onRequestError;
  }, [onRequestError]);
  const clients = useMemo(
    () =>
      createBrowserClients({
        siteId,
        dataPrefix,
        onRequestError: (report) => handler.current(report),
        fetch,
      }),
    [siteId, dataPrefix, fetch],
  );
  return <BrowserClientsContext.Provider value={clients}>{children}</BrowserClientsContext.Provider>;
}

export function useBrowserClients(): BrowserClients {
  const clients = useContext(BrowserClientsContext);
  if (!clients) throw new Error('useBrowserClients outside BrowserClientsProvider');
  return clients;
}
