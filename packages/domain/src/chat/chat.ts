// Issue 16 "Chat: rooms and messages persisted, delivered over the WebSocket, per-user rate limit,
// length limit, text sanitised (no HTML), the sender's nickname and sub-account flag" and shell §4
// "Chatroom". The rules of what a message may say and who may read and write where; the API keeps
// the rooms, the messages and the rate limit's counts in the database.

/** A message is at most this many characters (Unicode code points, as PostgreSQL's char_length counts). */
export const CHAT_MESSAGE_MAX_LENGTH = 500;

/** Messages of a room's history in one answer: the default and the most (`limit`). */
export const CHAT_HISTORY_DEFAULT_LIMIT = 50;
export const CHAT_HISTORY_MAX_LIMIT = 100;

/** Reliability "Chat: a flood from one user is rate-limited": 5 messages per 10 s per account. */
export const CHAT_RATE_LIMIT = { limit: 5, windowMs: 10_000 } as const;

/** Rooms one `chat.messages` subscription of the stream may name. */
export const CHAT_STREAM_MAX_ROOMS = 10;

/** The kinds of room: public (anyone reads, logged-in users write) and an account's support room. */
export const CHAT_ROOM_KINDS = ['public', 'support'] as const;
export type ChatRoomKind = (typeof CHAT_ROOM_KINDS)[number];

/** A room's slug, as links carry it (`?chatroom=<slug>`, `shortlink=group&to=<slug>`). */
export const CHAT_ROOM_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** A support room's slug starts with this, followed by random letters (never derived from the uid). */
export const SUPPORT_ROOM_PREFIX = 'support-';

/** The short link's `to` that means "my own support room" (shell §4 "streamer-to-support short link"). */
export const SUPPORT_SHORTLINK_TARGET = 'support';

/** The name shown on the support staff's automatic messages (the support room's greeting). */
export const SUPPORT_DISPLAY_NAME = 'Meridian Support';
export const SUPPORT_ROOM_TITLE = 'Meridian Support';
export const SUPPORT_GREETING =
  'Hello! This is Meridian Support. Tell us what you need help with and a member of the team will answer here.';

/** The client's id of a message it sends (1 to 64 of A-Z a-z 0-9 _ -), echoed in the answer. */
export const CHAT_CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function supportRoomSlug(randomPart: string): string {
  return `${SUPPORT_ROOM_PREFIX}${randomPart}`;
}

export type ChatTextCheck = { ok: true; text: string } | { ok: false; problem: 'empty' | 'tooLong'; message: string };

// Every C0 and C1 control character and DEL, except the newline (\n).
const CONTROL_CHARACTERS = /(?!\n)\p{Cc}/gu;
// A lone half of a surrogate pair is no character: it becomes the replacement character.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Characters as PostgreSQL counts them (code points, so an emoji is one). */
export function chatTextLength(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

/**
 * Issue 16 "text sanitised (no HTML)": a message is plain text. Control characters (except the
 * newline; a carriage return goes, so CR LF becomes LF) are removed, the text is trimmed, and it
 * must then hold 1 to CHAT_MESSAGE_MAX_LENGTH characters. Nothing else is changed: `<b>` stays the
 * three characters it is, and the client shows it as text (never as HTML), so stripping tags would
 * only lose what the sender wrote.
 */
export function checkChatText(raw: string): ChatTextCheck {
  const text = raw.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL_CHARACTERS, '').trim();
  if (text.length === 0) return { ok: false, problem: 'empty', message: 'The message is empty' };
  const length = chatTextLength(text);
  if (length > CHAT_MESSAGE_MAX_LENGTH) {
    return {
      ok: false,
      problem: 'tooLong',
      message: `A message may have at most ${CHAT_MESSAGE_MAX_LENGTH} characters (this one has ${length})`,
    };
  }
  return { ok: true, text };
}

/** A room as the permission rules see it. */
export interface ChatRoomAccess {
  kind: ChatRoomKind;
  /** The owner of a support room; null for a public room. */
  supportUid: number | null;
}

/** Who asks: an account (uid) or nobody, and whether the account is of the support staff. */
export interface ChatViewer {
  uid: number | undefined;
  isSupportStaff: boolean;
}

/** Public rooms: anyone reads. A support room: its owner and the support staff only. */
export function mayReadChatRoom(room: ChatRoomAccess, viewer: ChatViewer): boolean {
  if (room.kind === 'public') return true;
  if (viewer.uid === undefined) return false;
  return viewer.isSupportStaff || viewer.uid === room.supportUid;
}

/** Writing needs an account, and in a support room the same right as reading it. */
export function mayWriteChatRoom(room: ChatRoomAccess, viewer: ChatViewer): boolean {
  return viewer.uid !== undefined && mayReadChatRoom(room, viewer);
}

/**
 * A message by the support staff in a support room is marked as from support (the owner sees who
 * answers); in a public room a staff member writes as anyone else.
 */
export function isFromSupport(room: ChatRoomAccess, viewer: ChatViewer): boolean {
  return room.kind === 'support' && viewer.isSupportStaff && viewer.uid !== room.supportUid;
}

/** Whole seconds until a rate-limited sender may write again (at least 1). */
export function chatWaitSeconds(untilMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
}

/** The 429 message: it names the wait. */
export function chatRateLimitMessage(waitSeconds: number): string {
  return `Too many messages: wait ${waitSeconds} s before sending another (at most ${CHAT_RATE_LIMIT.limit} messages in ${CHAT_RATE_LIMIT.windowMs / 1000} s)`;
}
