import { CHAT_CHANNELS, type ChatChannel, type ChatMessage, STREAM_ERROR } from '@meridian/contracts';
import { CHAT_ROOM_SLUG_PATTERN, CHAT_STREAM_MAX_ROOMS, type ChatViewer, mayReadChatRoom } from '@meridian/domain';

// Issue 16 "Chat ... delivered over the WebSocket": the stream's `chat.messages` channel. A message
// stored by any API process is announced by the database (NOTIFY in the storing transaction); each
// process hears it (LISTEN), reads it once, and sends it to its own subscribers of the room, with
// `mine` as seen by each connection. No broker of our own between processes, no replay: a client
// fetches the history over HTTP after a (re)connect, so lost announcements lose nothing for good.

/** A room as the channel needs it. */
export interface ChatStreamRoom {
  id: number;
  slug: string;
  kind: 'public' | 'support';
  supportUid: number | null;
}

/** A new message as announced: its view (`mine` false) and its sender, for `mine` per connection. */
export interface ChatDelivery {
  roomId: number;
  senderUid: number | null;
  message: ChatMessage;
}

/** Where the chat channel reads from (services/chat.ts builds it on the database). */
export interface ChatFeed {
  /** The account of a session token and whether it is support staff (anonymous: uid undefined). */
  viewerOf(sessionToken: string | undefined): Promise<ChatViewer>;
  room(slug: string): Promise<ChatStreamRoom | undefined>;
  /** The message an announcement names (undefined if gone). */
  message(roomId: number, messageId: number): Promise<ChatDelivery | undefined>;
  /** Calls `announced` for each message stored by any process; `lost` when some may have been missed. */
  watch(handlers: { announced(roomId: number, messageId: number): void; lost(): void }): Promise<{
    stop(): Promise<void>;
  }>;
}

export function isChatChannel(channel: string): channel is ChatChannel {
  return (CHAT_CHANNELS as readonly string[]).includes(channel);
}

interface Subscription {
  room: ChatStreamRoom;
  /** The account that subscribed (for `mine`), if logged in. */
  uid: number | undefined;
}

export interface ChatChannelHandle<C> {
  /** A subscribe or unsubscribe frame of `chat.messages`; answers with the ack or an error frame. */
  handle(
    connection: C,
    request: { id?: number; channel: ChatChannel; event: 'subscribe' | 'unsubscribe'; payload?: string[] },
  ): Promise<void>;
  /** The connection closed. */
  drop(connection: C): void;
  close(): Promise<void>;
}

type Frame = (fields: {
  id?: number;
  channel: string;
  event: string;
  error?: { code: number; message: string } | null;
  result: unknown;
}) => string;

/**
 * The chat channel of one stream: `send` and `frame` are the stream's own (back-pressure and the
 * Gate envelope); `tokenOf` is the session cookie of a connection's upgrade request.
 */
export function createChatChannel<C>(options: {
  feed: ChatFeed;
  send(connection: C, data: string): void;
  frame: Frame;
  tokenOf(connection: C): string | undefined;
}): ChatChannelHandle<C> {
  const { feed, send, frame } = options;
  /** Room id → its subscribers here. */
  const byRoom = new Map<number, Map<C, Subscription>>();
  /** Connection → slug → room id. */
  const byConnection = new Map<C, Map<string, number>>();
  /** Announcements are delivered one after the other, so every subscriber gets them in commit order. */
  let queue: Promise<void> = Promise.resolve();

  const forget = (connection: C, roomId: number, slug: string) => {
    const subscribers = byRoom.get(roomId);
    subscribers?.delete(connection);
    if (subscribers?.size === 0) byRoom.delete(roomId);
    const rooms = byConnection.get(connection);
    rooms?.delete(slug);
    if (rooms?.size === 0) byConnection.delete(connection);
  };

  const deliver = async (roomId: number, messageId: number) => {
    const subscribers = byRoom.get(roomId);
    if (!subscribers || subscribers.size === 0) return;
    const delivery = await feed.message(roomId, messageId);
    if (!delivery) return;
    for (const [connection, subscription] of [...subscribers]) {
      if (subscription.room.kind === 'support') {
        // A support room stays private after the subscription: the session must still be its owner's or staff's.
        // Listening before the ack: a message stored after it is announced to this process.
        await watching;
        const viewer = await feed.viewerOf(options.tokenOf(connection));
        if (viewer.uid !== subscription.uid || !mayReadChatRoom(subscription.room, viewer)) {
          forget(connection, roomId, subscription.room.slug);
          send(
            connection,
            frame({
              channel: CHAT_CHANNELS[0],
              event: 'update',
              error: { code: STREAM_ERROR.unauthenticated, message: 'Authentication fail: the session has ended' },
              result: null,
            }),
          );
          continue;
        }
      }
      const mine = subscription.uid !== undefined && delivery.senderUid === subscription.uid;
      send(connection, frame({ channel: CHAT_CHANNELS[0], event: 'update', result: { ...delivery.message, mine } }));
    }
  };

  const watching = feed
    .watch({
      announced: (roomId, messageId) => {
        if (!byRoom.has(roomId)) return;
        queue = queue
          .then(() => deliver(roomId, messageId))
          .catch((error: unknown) => {
            // The database away: this message is not pushed; clients see it when they fetch the history.
            console.warn(
              `[api] market stream: chat message ${roomId}:${messageId} not delivered`,
              error instanceof Error ? error.message : error,
            );
          });
      },
      // Nothing to redo here: nothing is replayed, and clients fetch the history when they reconnect.
      lost: () => undefined,
    })
    .catch((error: unknown) => {
      console.warn('[api] market stream: chat gets no announcements:', error instanceof Error ? error.message : error);
      return undefined;
    });

  const fail = (
    connection: C,
    code: number,
    message: string,
    request: { id?: number; channel: string; event: string },
  ) =>
    send(
      connection,
      frame({ id: request.id, channel: request.channel, event: request.event, error: { code, message }, result: null }),
    );

  return {
    async handle(connection, request) {
      const ack = () =>
        send(
          connection,
          frame({ id: request.id, channel: request.channel, event: request.event, result: { status: 'success' } }),
        );
      const slugs = [...new Set(request.payload ?? [])];
      if (request.event === 'unsubscribe') {
        const rooms = byConnection.get(connection);
        for (const [slug, roomId] of [...(rooms ?? [])]) {
          if (slugs.length === 0 || slugs.includes(slug)) forget(connection, roomId, slug);
        }
        return ack();
      }
      if (slugs.length === 0)
        return fail(connection, STREAM_ERROR.badArgument, 'name the rooms to subscribe to', request);
      if (slugs.length > CHAT_STREAM_MAX_ROOMS) {
        return fail(connection, STREAM_ERROR.badArgument, `at most ${CHAT_STREAM_MAX_ROOMS} rooms`, request);
      }
      const invalid = slugs.find((slug) => !CHAT_ROOM_SLUG_PATTERN.test(slug));
      if (invalid !== undefined) return fail(connection, STREAM_ERROR.badArgument, `invalid room ${invalid}`, request);
      const held = byConnection.get(connection) ?? new Map<string, number>();
      if (new Set([...held.keys(), ...slugs]).size > CHAT_STREAM_MAX_ROOMS) {
        return fail(
          connection,
          STREAM_ERROR.badArgument,
          `at most ${CHAT_STREAM_MAX_ROOMS} rooms on one connection`,
          request,
        );
      }
      // Listening before the ack: a message stored after it is announced to this process.
      await watching;
      const viewer = await feed.viewerOf(options.tokenOf(connection));
      const rooms: ChatStreamRoom[] = [];
      for (const slug of slugs) {
        const room = await feed.room(slug);
        if (!room) return fail(connection, STREAM_ERROR.badArgument, `unknown room ${slug}`, request);
        // The same rule as reading over HTTP: a support room for its owner and the support staff.
        if (!mayReadChatRoom(room, viewer)) {
          return fail(
            connection,
            STREAM_ERROR.unauthenticated,
            `Authentication fail: room ${slug} is only open to its owner and the support staff`,
            request,
          );
        }
        rooms.push(room);
      }
      for (const room of rooms) {
        let subscribers = byRoom.get(room.id);
        if (!subscribers) byRoom.set(room.id, (subscribers = new Map()));
        subscribers.set(connection, { room, uid: viewer.uid });
        held.set(room.slug, room.id);
      }
      byConnection.set(connection, held);
      ack();
    },
    drop(connection) {
      for (const [slug, roomId] of [...(byConnection.get(connection) ?? [])]) forget(connection, roomId, slug);
    },
    async close() {
      await (await watching)?.stop();
      await queue;
    },
  };
}
