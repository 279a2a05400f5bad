import * as z from 'zod/mini';

/**
 * How a page and a micro-app in its iframe talk (registration today; transfer panels and the
 * chatroom next). A protocol is the set of messages each side may send, one zod schema per
 * direction (a discriminated union of message schemas). Whatever arrives is checked three ways
 * before anyone sees it: the origin it came from, the window that sent it, and its shape.
 * Anything else (other scripts' messages, a malformed or unknown message) is dropped silently.
 */
export interface FrameProtocol<ToParent extends z.core.$ZodType, ToChild extends z.core.$ZodType> {
  /** Marks this protocol's messages among whatever else a window receives. */
  readonly name: string;
  /** What the micro-app in the frame tells the page. */
  readonly toParent: ToParent;
  /** What the page tells the micro-app. */
  readonly toChild: ToChild;
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
}

/** What a channel sends to: a window (or, in tests, anything that takes a message and an origin). */
export interface MessageTarget {
  postMessage: (message: unknown, targetOrigin: string) => void;
}

/** Where a channel listens: the own window. */
export type MessageListenerHost = Pick<Window, 'addEventListener' | 'removeEventListener'>;

// The wire form: the protocol's name beside one of its messages.
const envelope = z.object({ protocol: z.string(), message: z.unknown() });

/** One message of `protocol` read off the wire with `schema`; anything else is `null`. */
export function parseFrameMessage<Message extends z.core.$ZodType>(
  protocol: string,
  schema: Message,
  data: unknown,
): z.output<Message> | null {
  const wire = envelope.safeParse(data);
  if (!wire.success || wire.data.protocol !== protocol) return null;
  const parsed = z.safeParse(schema, wire.data.message);
  return parsed.success ? parsed.data : null;
}

interface ChannelOptions<Incoming extends z.core.$ZodType> {
  name: string;
  incoming: Incoming;
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
  const listener = (event: MessageEvent) => {
    // Another origin may post to any window it holds: its messages are never ours to read.
    if (event.origin !== origin) return;
    // Same origin is not enough: another frame or tab of the site is not the other side.
    const from = peer();
    if (!from || event.source !== from) return;
    const message = parseFrameMessage(name, incoming, event.data);
    if (message !== null) onMessage(message);
  };
  self.addEventListener('message', listener);
  return {
    // The target origin too: a frame navigated elsewhere does not receive what was meant for us.
    send: (message) => peer()?.postMessage({ protocol: name, message }, origin),
    close: () => self.removeEventListener('message', listener),
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
  return openChannel({ name: protocol.name, incoming: protocol.toParent, self, peer: frame, origin, onMessage });
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
  if (!framed) return { framed, send: () => undefined, close: () => undefined };
  const parent = self.parent;
  const channel = openChannel<ToChild, z.input<ToParent>>({
    name: protocol.name,
    incoming: protocol.toChild,
    self,
    peer: () => parent,
    origin,
    onMessage,
  });
  return { framed, ...channel };
}
