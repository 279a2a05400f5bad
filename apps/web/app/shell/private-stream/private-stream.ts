import type { PrivateChannel } from '@meridian/contracts';
import { useEffect, useRef } from 'react';
import { sameOriginStreamUrl, useMarketStreamUrl } from '../market-data';

/** News within this long is told once (a fill moves an order, a trade and balances at once). */
export const PRIVATE_NEWS_MS = 100;
/** Waits before reconnecting: the first, then doubled up to the last. */
const RETRY_MS = { first: 1000, max: 30_000 } as const;

/** What the hook needs of a WebSocket (the browser's; a fake in tests). */
type SocketLike = Pick<WebSocket, 'send' | 'close'> & {
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
};

/**
 * Calls `listener` when the logged-in account has news on `topics` (issue 12's private channels,
 * each with its pairs, contracts or coins: an order filled by the matcher, a balance moved, a
 * position closed by its TP/SL, another tab's order), while `enabled`; news within PRIVATE_NEWS_MS
 * is told once. What changed is read again by
 * the caller, so the news itself is not parsed. A socket of its own, opened when enabled: its
 * upgrade carries the session cookie of the user logged in now (the page's market socket may have
 * opened before the log-in), and it closes at log-out. Apart from the shared market socket (and its
 * shell folder) so that the pages without an account panel do not carry it. A lost socket is opened again after growing
 * waits; meanwhile the caller's polling keeps the lists fresh.
 */
export function usePrivateStream(
  topics: ReadonlyArray<readonly [PrivateChannel, readonly string[]]>,
  enabled: boolean,
  listener: () => void,
  open: (url: string) => SocketLike = (url) => new WebSocket(url) as unknown as SocketLike,
): void {
  const url = useMarketStreamUrl();
  const latest = useRef(listener);
  latest.current = listener;
  const opener = useRef(open);
  const key = JSON.stringify(topics);
  useEffect(() => {
    if (!enabled) return;
    const address = url ?? sameOriginStreamUrl(window.location);
    const watched = JSON.parse(key) as Array<[PrivateChannel, string[]]>;
    const channels = new Set<string>(watched.map(([channel]) => channel));
    let socket: SocketLike | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wait: number = RETRY_MS.first;
    let stopped = false;
    let news: ReturnType<typeof setTimeout> | undefined;
    const tell = () => {
      clearTimeout(news);
      news = setTimeout(() => latest.current(), PRIVATE_NEWS_MS);
    };
    const send = (current: SocketLike, frame: Record<string, unknown>) =>
      current.send(JSON.stringify({ time: Math.floor(Date.now() / 1000), ...frame }));
    const connect = () => {
      const current = opener.current(address);
      socket = current;
      current.onopen = () => {
        wait = RETRY_MS.first;
        // No keep-alive frames: the server pings the socket itself (WebSocket pings the browser answers).
        for (const [channel, payload] of watched) send(current, { channel, event: 'subscribe', payload });
      };
      current.onmessage = (event) => {
        let frame: unknown;
        try {
          frame = JSON.parse(String(event.data));
        } catch {
          return;
        }
        if (typeof frame !== 'object' || frame === null) return;
        const { channel, event: kind, error } = frame as { channel?: unknown; event?: unknown; error?: unknown };
        if (kind === 'update' && typeof channel === 'string' && channels.has(channel) && error == null) {
          tell();
        }
      };
      current.onclose = () => {
        if (stopped || socket !== current) return;
        retry = setTimeout(connect, wait);
        wait = Math.min(wait * 2, RETRY_MS.max);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(news);
      socket?.close(1000);
    };
  }, [url, enabled, key]);
}
