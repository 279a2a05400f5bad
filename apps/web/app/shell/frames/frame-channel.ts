import type * as z from 'zod/mini';

/** A protocol's message schemas, one per direction (a discriminated union of message schemas). */
export interface FrameMessages<ToParent extends z.core.$ZodType, ToChild extends z.core.$ZodType> {
  /** What the micro-app in the frame tells the page. */
  readonly toParent: ToParent;
  /** What the page tells the micro-app. */
  readonly toChild: ToChild;
}

/**
 * How a page and a micro-app in its iframe talk (registration today; transfer panels and the
 * chatroom next). A protocol is the set of messages each side may send, one zod schema per
 * direction. Whatever arrives is checked three ways before anyone sees it: the origin it came
 * from, the window that sent it, and its shape. Anything else (other scripts' messages, a
 * malformed or unknown message) is dropped silently.
 */
export interface FrameProtocol<ToParent extends z.core.$ZodType, ToChild extends z.core.$ZodType> {
  /** Marks this protocol's messages among whatever else a window receives. */
  readonly name: string;
  /**
   * The schemas, imported when a channel opens (decision 0031): a page that shows a frame only
   * on use does not ship zod at first paint.
   */
  readonly messages: () => Promise<FrameMessages<ToParent, ToChild>>;
}

/** A protocol, typed from its schemas (an identity function, so each side infers the same types). */
export function defineFrameProtocol<ToParent extends z.core.$ZodType, ToChild extends z.core.$ZodType>(
  protocol: FrameProtocol<ToParent, ToChild>,
): FrameProtocol<ToParent, ToChild> {
  return protocol;
}

/** One side of an open channel: `send` to the other side; `close` stops listening. */
export interface FrameChannel<Outgoing> {
  send: (message: Outgoing) => void;
  close: () => void;
  /**
   * Settles once the schemas are loaded: from then on a message is delivered as it arrives;
   * those that came before are delivered in order when it settles.
   */
  ready: Promise<void>;
}

/** What a channel sends to: a window (or, in tests, anything that takes a message and an origin). */
export interface MessageTarget {
  postMessage: (message: unknown, targetOrigin: string) => void;
}

/** Where a channel listens: the own window. */
export type MessageListenerHost = Pick<Window, 'addEventListener' | 'removeEventListener'>;

interface ChannelOptions<Incoming extends z.core.$ZodType> {
  name: string;
  incoming: () => Promise<Incoming>;
  self: MessageListenerHost;
  /** The other side's window: the only one whose messages count, and where `send` goes. */
  peer: () => MessageTarget | null | undefined;
  origin: string;
  onMessage: (message: z.output<Incoming>) => void;
}

function openChannel<Incoming extends z.core.$ZodType, Outgoing>({
  name,
  incoming,
  self,
  peer,
  origin,
  onMessage,
}: ChannelOptions<Incoming>): FrameChannel<Outgoing> {
  let read: ((data: unknown) => z.output<Incoming> | null) | undefined;
  // What arrived, from the right window and origin, before the schemas loaded.
  let waiting: unknown[] = [];
  let open = true;
  const deliver = (data: unknown) => {
    const message = read?.(data) ?? null;
    if (message !== null) onMessage(message);
  };
  const ready = Promise.all([incoming(), import('./frame-message')]).then(
    ([schema, { parseFrameMessage }]) => {
      read = (data) => parseFrameMessage(name, schema, data);
      const arrived = waiting;
      waiting = [];
      if (open) arrived.forEach(deliver);
    },
    () => {
      // The schemas did not load (the network lost the chunk): nothing can be read, so nothing is.
      waiting = [];
    },
  );
  const listener = (event: MessageEvent) => {
    // Another origin may post to any window it holds: its messages are never ours to read.
    if (event.origin !== origin) return;
    // Same origin is not enough: another frame or tab of the site is not the other side.
    const from = peer();
    if (!from || event.source !== from) return;
    if (read) deliver(event.data);
    else waiting.push(event.data);
  };
  self.addEventListener('message', listener);
  return {
    // The target origin too: a frame navigated elsewhere does not receive what was meant for us.
    send: (message) => peer()?.postMessage({ protocol: name, message }, origin),
    close: () => {
      open = false;
      waiting = [];
      self.removeEventListener('message', listener);
    },
    ready,
  };
}

export interface FrameChannelOptions<Incoming extends z.core.$ZodType> {
  /** The iframe's window (`iframe.contentWindow`); read at each message, as the frame may not be there yet. */
  frame: () => MessageTarget | null | undefined;
  /** The micro-app's origin: the only origin whose messages are read and to which messages go. */
  origin: string;
  onMessage: (message: z.output<Incoming>) => void;
  /** The page's window (a test passes its own). */
  self?: MessageListenerHost;
}

/** The page's side: talk to the micro-app in one iframe. */
export function openFrameChannel<ToParent extends z.core.$ZodType, ToChild extends z.core.$ZodType>(
  protocol: FrameProtocol<ToParent, ToChild>,
  { frame, origin, onMessage, self = window }: FrameChannelOptions<ToParent>,
): FrameChannel<z.input<ToChild>> {
  const incoming = async () => (await protocol.messages()).toParent;
  return openChannel({ name: protocol.name, incoming, self, peer: frame, origin, onMessage });
}

/** The micro-app's own window, as far as the channel needs it. */
export type ChildWindow = MessageListenerHost & MessageTarget & { readonly parent: MessageTarget };

export interface ParentChannelOptions<Incoming extends z.core.$ZodType> {
  /** The page's origin: the only origin whose messages are read and to which messages go. */
  origin: string;
  onMessage: (message: z.output<Incoming>) => void;
  /** The micro-app's window (a test passes its own). */
  self?: ChildWindow;
}

/**
 * The micro-app's side: talk to the page that framed it. Opened on its own (no parent), `framed`
 * is false and `send` does nothing.
 */
export function openParentChannel<ToParent extends z.core.$ZodType, ToChild extends z.core.$ZodType>(
  protocol: FrameProtocol<ToParent, ToChild>,
  { origin, onMessage, self = window }: ParentChannelOptions<ToChild>,
): FrameChannel<z.input<ToParent>> & { framed: boolean } {
  // A top-level window is its own parent.
  const framed = self.parent !== self;
  if (!framed) return { framed, send: () => undefined, close: () => undefined, ready: Promise.resolve() };
  const parent = self.parent;
  const channel = openChannel<ToChild, z.input<ToParent>>({
    name: protocol.name,
    incoming: async () => (await protocol.messages()).toChild,
    self,
    peer: () => parent,
    origin,
    onMessage,
  });
  return { framed, ...channel };
}
