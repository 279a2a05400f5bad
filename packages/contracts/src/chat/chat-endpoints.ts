import { defineEndpoint } from '../endpoint';
import { WEB_V1_PREFIX } from '../envelope';

const chatSchemas = () => import('./chat');

// Issue 16 "Chat" and shell §4 "Chatroom". Live messages come on the market stream's
// `chat.messages` channel (CHAT_CHANNELS in ../market-stream/market-stream-names); these calls give
// the rooms, a room's history (fetched again after a reconnect), sending, and the support room.
// The sub-user type the chatroom is given (shell §6 "a call fetches the sub-user type") is
// getSubUserType of ../account/account-endpoints; the nickname is the user info's `user_info.nick`.

/** The public rooms and, logged in, the account's own support room if it exists. Anonymous allowed. */
export const getChatRooms = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/chat/rooms`,
  schemas: chatSchemas,
  body: 'noChatInput',
  answer: 'chatRoomList',
});

/**
 * A room's messages, newest last; `before_id` pages back. Public rooms: anyone. A support room: its
 * owner and the support staff only (403 with a message otherwise). An unknown room: 404.
 */
export const getChatMessages = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/chat/rooms/:slug/messages`,
  schemas: chatSchemas,
  body: 'chatHistoryQuery',
  answer: 'chatMessageList',
});

/**
 * Send a message (logged in, csrf-checked like every state-changing call). 400: empty or over 500
 * characters; 403: a support room not the caller's; 429: the per-account rate limit (5 in 10 s),
 * with a message naming the wait. Stored and answered as plain text.
 */
export const postChatMessage = defineEndpoint({
  method: 'POST',
  path: `${WEB_V1_PREFIX}/chat/rooms/:slug/messages`,
  schemas: chatSchemas,
  body: 'postChatMessageRequest',
  answer: 'postedChatMessage',
});

/**
 * The logged-in account's support room: found, or made with a greeting from support. What
 * `/groupchat/call_service` and the short link `shortlink=group&to=support` open.
 */
export const postSupportRoom = defineEndpoint({
  method: 'POST',
  path: `${WEB_V1_PREFIX}/chat/support`,
  schemas: chatSchemas,
  body: 'noChatInput',
  answer: 'supportRoomAnswer',
});

/** The path of getChatMessages / postChatMessage for one room. */
export function chatMessagesPath(slug: string): string {
  return getChatMessages.path.replace(':slug', encodeURIComponent(slug));
}
