import {
  CHAT_CLIENT_ID_PATTERN,
  CHAT_HISTORY_DEFAULT_LIMIT,
  CHAT_ROOM_KINDS,
  CHAT_ROOM_SLUG_PATTERN,
} from '@meridian/domain';
import * as z from 'zod/mini';

// Issue 16 "Chat" and shell §4 "Chatroom": rooms, their messages (plain text, never HTML: the
// client renders `text` as text), the support room, and the stream's `chat.messages` updates
// (one ChatMessage each, see ../market-stream/market-stream-schemas).

/** A room's slug (`lobby`, `trading`, `support-…`). */
export const chatRoomSlug = z.string().check(z.regex(CHAT_ROOM_SLUG_PATTERN, 'a room name such as lobby'));

/** One room the caller may read. */
export const chatRoom = z.object({
  slug: z.string(),
  kind: z.enum(CHAT_ROOM_KINDS),
  title: z.catch(z.string(), ''),
});
export type ChatRoom = z.infer<typeof chatRoom>;

/** GET rooms: the public rooms and, logged in, the account's own support room if it has one. */
export const chatRoomList = z.object({ rooms: z.catch(z.array(chatRoom), []) });
export type ChatRoomList = z.infer<typeof chatRoomList>;

/**
 * One message. `text` is plain text as sent (trimmed, control characters but the newline removed):
 * show it as text. `mine`: sent by the account asking (per connection on the stream).
 * `from_support`: written by the support staff (a support room's greeting has no sender account).
 */
export const chatMessage = z.object({
  id: z.string(),
  room: z.string(),
  nickname: z.catch(z.string(), ''),
  is_sub_account: z.catch(z.boolean(), false),
  from_support: z.catch(z.boolean(), false),
  mine: z.catch(z.boolean(), false),
  text: z.string(),
  /** Milliseconds since 1970. */
  created_at_ms: z.int(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** GET messages: oldest first, newest last. */
export const chatMessageList = z.object({ messages: z.catch(z.array(chatMessage), []) });
export type ChatMessageList = z.infer<typeof chatMessageList>;

/** GET messages' query: the page before `before_id` (older messages), at most `limit` (1 to 100, default 50). */
export const chatHistoryQuery = z.object({
  before_id: z.optional(z.string().check(z.regex(/^[1-9]\d{0,17}$/, 'a message id'))),
  limit: z._default(
    z.string().check(z.regex(/^([1-9]\d?|100)$/, 'a whole number from 1 to 100')),
    String(CHAT_HISTORY_DEFAULT_LIMIT),
  ),
});
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuery>;

/**
 * POST a message. `text` is checked by the API (1 to 500 characters once trimmed, a 400 naming the
 * problem otherwise); `client_id`, if given, comes back in the answer so the sender can match it.
 */
export const postChatMessageRequest = z.object({
  text: z.string().check(z.maxLength(10_000, 'at most 500 characters')),
  client_id: z.optional(z.string().check(z.regex(CHAT_CLIENT_ID_PATTERN, '1 to 64 letters, digits, - or _'))),
});
export type PostChatMessageRequest = z.infer<typeof postChatMessageRequest>;

/** POST a message's answer: the message as stored (and as subscribers receive it). */
export const postedChatMessage = z.object({
  message: chatMessage,
  client_id: z.optional(z.string()),
});
export type PostedChatMessage = z.infer<typeof postedChatMessage>;

/** POST support: the account's support room (made, with support's greeting, on the first call). */
export const supportRoomAnswer = z.object({ room: chatRoom });
export type SupportRoomAnswer = z.infer<typeof supportRoomAnswer>;

export const noChatInput = z.object({});
