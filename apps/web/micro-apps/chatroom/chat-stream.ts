import { CHAT_MESSAGES_CHANNEL, type ChatMessage, MARKET_STREAM_PATH, marketStreamSchemas } from '@meridian/contracts';

/**
 * The chat's live messages: the market stream's `chat.messages` channel (payload: room slugs), each
 * update one ChatMessage. A socket of its own: the site's market socket lives in the page's shell,
 * which a micro-app does not import; this one is small, subscribes to the rooms shown, reconnects
 * with growing waits, and says so, since nothing is replayed after a reconnect (the caller fetches
 * the room's messages again). Frames that are not a well-formed chat update are dropped.
 */

/** What the client needs of a WebSocket (the browser's; a fake in tests). */
export interface ChatSocket {
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface ChatStreamOptions {
  /** The stream's address (sameOriginChatStreamUrl). */
  url: string;
  rooms: readonly string[];
  onMessage: (message: ChatMessage) => void;
  /** Connection state: true while open. */
  onStatus?: (open: boolean) => void;
  /**
   * The server acknowledged the subscription: from now on every new message arrives here. Called
   * on the first connection and after each reconnection. Messages sent before it (while the room
   * was being fetched, or while the socket was down) are not replayed, so the caller fetches the
   * room again then and merges by id.
   */
  onSubscribed?: () => void;
  open?: (url: string) => ChatSocket;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => () => void;
  /** Waits before reconnecting: the first, doubled up to the last (ms). */
  retryMs?: { first: number; max: number };
}

export interface ChatStream {
  close(): void;
}

/** The market stream on the micro-app's origin (the site's web server upgrades or forwards it). */
export function sameOriginChatStreamUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${MARKET_STREAM_PATH}`;
}

type Schemas = Awaited<ReturnType<typeof marketStreamSchemas>>;

/** A chat frame of the stream: one message, the subscription's acknowledgement, or nothing of ours. */
type ChatFrame = { kind: 'message'; message: ChatMessage } | { kind: 'subscribed' } | null;

function readFrame(schemas: Schemas, data: unknown): ChatFrame {
  if (typeof data !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  const envelope = schemas.streamMessage.safeParse(frame);
  if (!envelope.success) return null;
  const { channel, event, error, result } = envelope.data;
  if (channel !== CHAT_MESSAGES_CHANNEL || error) return null;
  if (event === 'subscribe') return { kind: 'subscribed' };
  if (event !== 'update') return null;
  const message = schemas.streamChatMessage.safeParse(result);
  return message.success ? { kind: 'message', message: message.data } : null;
}

const defaultSetTimer = (callback: () => void, ms: number) => {
  const id = setTimeout(callback, ms);
  return () => clearTimeout(id);
};

export function openChatStream(options: ChatStreamOptions): ChatStream {
  const open = options.open ?? ((url: string) => new WebSocket(url) as unknown as ChatSocket);
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? defaultSetTimer;
  const { first, max } = options.retryMs ?? { first: 1000, max: 30_000 };
  let socket: ChatSocket | undefined;
  let cancelRetry: (() => void) | undefined;
  let wait = first;
  let closed = false;

  const connect = (schemas: Schemas) => {
    if (closed) return;
    const current = open(options.url);
    socket = current;
    current.onopen = () => {
      // Gate's frames carry the client's clock in seconds.
      current.send(
        JSON.stringify({
          time: Math.floor(now() / 1000),
          channel: CHAT_MESSAGES_CHANNEL,
          event: 'subscribe',
          payload: [...options.rooms],
        }),
      );
      options.onStatus?.(true);
    };
    current.onmessage = (event) => {
      wait = first;
      const frame = readFrame(schemas, event.data);
      if (frame?.kind === 'subscribed') options.onSubscribed?.();
      else if (frame?.kind === 'message' && options.rooms.includes(frame.message.room))
        options.onMessage(frame.message);
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = undefined;
      options.onStatus?.(false);
      if (closed) return;
      cancelRetry = setTimer(() => connect(schemas), wait);
      wait = Math.min(wait * 2, max);
    };
  };

  // The frames are read with the contract's schemas: connect once they are here.
  void marketStreamSchemas().then(connect, () => undefined);

  return {
    close() {
      closed = true;
      cancelRetry?.();
      const current = socket;
      socket = undefined;
      current?.close(1000);
    },
  };
}
