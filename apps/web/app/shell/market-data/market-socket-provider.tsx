import type { MarketChannel } from '@meridian/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { afterPageLoadIdle } from '../idle';
import { createMarketSocket, type MarketSocket, sameOriginStreamUrl, type StreamResults } from './market-socket';
import { useMarketStreamUrl } from './market-stream-url';

/**
 * One socket per page and address, opened by the first widget that listens once the page has
 * loaded and gone idle (never on the server).
 */
let shared: { url: string; socket: MarketSocket } | undefined;

function socketFor(configured: string | null): MarketSocket {
  const url = configured ?? sameOriginStreamUrl(window.location);
  if (shared?.url !== url) {
    shared?.socket.close();
    shared = { url, socket: createMarketSocket({ url, startWhen: afterPageLoadIdle }) };
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
  const url = useMarketStreamUrl();
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
  const url = useMarketStreamUrl();
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
  const url = useMarketStreamUrl();
  return useCallback(() => socketFor(url), [url]);
}
