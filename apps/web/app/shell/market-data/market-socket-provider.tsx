import type { MarketChannel } from '@meridian/contracts';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { createMarketSocket, type MarketSocket, sameOriginStreamUrl, type StreamResults } from './market-socket';

/** The stream's address for this page: the site's configured host, or null for this origin (the default). */
const StreamUrlContext = createContext<string | null>(null);

export function MarketStreamProvider({ url, children }: { url: string | null; children: ReactNode }) {
  return <StreamUrlContext.Provider value={url}>{children}</StreamUrlContext.Provider>;
}

/** One socket per page and address, opened by the first widget that listens (never on the server). */
let shared: { url: string; socket: MarketSocket } | undefined;

function socketFor(configured: string | null): MarketSocket {
  const url = configured ?? sameOriginStreamUrl(window.location);
  if (shared?.url !== url) {
    shared?.socket.close();
    shared = { url, socket: createMarketSocket({ url }) };
  }
  return shared.socket;
}

/**
 * Calls `listener` with each update of `channel` for `payload` while the component is mounted
 * (and `payload` non-empty). The listener may change between renders without resubscribing.
 */
export function useMarketStream<C extends MarketChannel>(
  channel: C,
  payload: readonly string[],
  listener: (result: StreamResults[C]) => void,
): void {
  const url = useContext(StreamUrlContext);
  const latest = useRef(listener);
  latest.current = listener;
  const key = payload.join('|');
  useEffect(() => {
    if (key === '') return;
    return socketFor(url).subscribe(channel, key.split('|'), (result) => latest.current(result));
  }, [url, channel, key]);
}

/** Whether the stream is open (false before it first connects and while it reconnects). */
export function useMarketStreamOpen(): boolean {
  const url = useContext(StreamUrlContext);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const socket = socketFor(url);
    setOpen(socket.isOpen());
    return socket.onStatus(setOpen);
  }, [url]);
  return open;
}

/** The page's socket, opened on first use (for code that subscribes outside a component, as a chart feed does). */
export function useMarketSocket(): () => MarketSocket {
  const url = useContext(StreamUrlContext);
  return useCallback(() => socketFor(url), [url]);
}
