import { randomBytes } from 'node:crypto';
import type { ChatMessage, ChatRoom } from '@meridian/contracts';
import {
  CHAT_RATE_LIMIT,
  type ChatViewer,
  chatRateLimitMessage,
  chatWaitSeconds,
  checkChatText,
  isFromSupport,
  mayReadChatRoom,
  mayWriteChatRoom,
  SUPPORT_DISPLAY_NAME,
  SUPPORT_GREETING,
  SUPPORT_ROOM_TITLE,
  supportRoomSlug,
} from '@meridian/domain';
import type { Database, DatabaseHandle } from '../db/database';
import {
  CHAT_MESSAGE_CHANNEL,
  type ChatMessageWithRoom,
  type ChatRoomRow,
  findChatMessage,
  findOrCreateSupportRoom,
  findRoomBySlug,
  findSupportRoomOf,
  insertChatMessage,
  isChatStaff,
  listChatMessages,
  listPublicRooms,
} from '../db/queries/chat';
import type { ChatFeed } from '../market-stream/chat-channel';
import { consumeRate } from './login-throttle';
import type { Account } from './sessions';

// Issue 16 "Chat" (shell §4 "Chatroom", §6 "Sub-accounts are flagged to the chatroom"): rooms,
// history, sending (checked text, per-account rate limit in the database), the support room, and
// the message feed the stream delivers from (every process hears every message through NOTIFY).

export type ChatRefusal = { kind: 'refused'; status: 400 | 403 | 404 | 429; message: string; retryAfterS?: number };

/** The per-account rate limit's bucket (auth_attempts): shared by every API process. */
export function chatRateBucket(uid: number): string {
  return `chat:${uid}`;
}

/** Who reads or writes: the account (if any) and whether it is of the support staff. */
export async function chatViewerOf(db: Database, account: Readonly<Account> | null | undefined): Promise<ChatViewer> {
  if (!account) return { uid: undefined, isSupportStaff: false };
  return { uid: account.uid, isSupportStaff: await isChatStaff(db, account.uid) };
}

function roomView(row: ChatRoomRow): ChatRoom {
  return { slug: row.slug, kind: row.kind === 'support' ? 'support' : 'public', title: row.title };
}

function roomAccess(row: ChatRoomRow) {
  return { kind: row.kind === 'support' ? ('support' as const) : ('public' as const), supportUid: row.supportUid };
}

/** A stored message as the API answers it; `mine` for the account `viewerUid`. */
export function chatMessageView(row: ChatMessageWithRoom, viewerUid: number | undefined): ChatMessage {
  return {
    id: String(row.id),
    room: row.roomSlug,
    nickname: row.nickname,
    is_sub_account: row.isSubAccount,
    from_support: row.fromSupport,
    mine: viewerUid !== undefined && row.uid === viewerUid,
    text: row.body,
    created_at_ms: row.createdAt.getTime(),
  };
}

/** The public rooms and, logged in, the account's own support room if it has one. */
export async function chatRoomsFor(db: Database, account: Readonly<Account> | null): Promise<ChatRoom[]> {
  const rooms = (await listPublicRooms(db)).map(roomView);
  if (account) {
    const support = await findSupportRoomOf(db, account.uid);
    if (support) rooms.push(roomView(support));
  }
  return rooms;
}

/** 403 for anyone else, logged in or not (an anonymous reader of a support room is no one to let in). */
function forbidden(viewer: ChatViewer): ChatRefusal {
  const who = viewer.uid === undefined ? ' (log in as its owner)' : '';
  return {
    kind: 'refused',
    status: 403,
    message: `This support room is only open to its owner and the support staff${who}`,
  };
}

const unknownRoom = (slug: string): ChatRefusal => ({ kind: 'refused', status: 404, message: `No chat room ${slug}` });

/** A room's history, newest last. */
export async function chatHistory(
  db: Database,
  account: Readonly<Account> | null,
  slug: string,
  page: { beforeId: number | undefined; limit: number },
): Promise<{ kind: 'ok'; messages: ChatMessage[] } | ChatRefusal> {
  const room = await findRoomBySlug(db, slug);
  if (!room) return unknownRoom(slug);
  const viewer = await chatViewerOf(db, account);
  if (!mayReadChatRoom(roomAccess(room), viewer)) return forbidden(viewer);
  const rows = await listChatMessages(db, room.id, page);
  return { kind: 'ok', messages: rows.map((row) => chatMessageView(row, viewer.uid)) };
}

/**
 * Send a message: the room must be writable by the account, the text plain and 1 to 500 characters
 * once cleaned (domain checkChatText), and the account under its rate limit (5 in 10 s, counted in
 * the database so every process shares it). Stored and announced in one transaction.
 */
export async function sendChatMessage(
  db: Database,
  account: Readonly<Account>,
  slug: string,
  rawText: string,
  now: Date,
): Promise<{ kind: 'sent'; message: ChatMessage } | ChatRefusal> {
  const room = await findRoomBySlug(db, slug);
  if (!room) return unknownRoom(slug);
  const viewer = await chatViewerOf(db, account);
  const access = roomAccess(room);
  if (!mayWriteChatRoom(access, viewer)) return forbidden(viewer);
  const text = checkChatText(rawText);
  if (!text.ok) return { kind: 'refused', status: 400, message: text.message };
  // Counted only for messages that would be stored: a typo'd empty message costs nothing.
  const rate = await consumeRate(db, chatRateBucket(account.uid), { ...CHAT_RATE_LIMIT, lockMs: 0 }, now);
  if (!rate.allowed) {
    const wait = chatWaitSeconds(rate.until.getTime(), now.getTime());
    return { kind: 'refused', status: 429, message: chatRateLimitMessage(wait), retryAfterS: wait };
  }
  const row = await insertChatMessage(db, {
    roomId: room.id,
    uid: account.uid,
    nickname: account.nickname,
    isSubAccount: account.masterUid !== null,
    fromSupport: isFromSupport(access, viewer),
    body: text.text,
    createdAt: now,
  });
  return { kind: 'sent', message: chatMessageView({ ...row, roomSlug: room.slug }, account.uid) };
}

/**
 * The account's support room (`/groupchat/call_service`, `shortlink=group&to=support`): found, or
 * made with support's greeting. Its slug is random (16 bytes), so nobody finds it from the uid.
 */
export async function openSupportRoom(db: Database, account: Readonly<Account>, now: Date): Promise<ChatRoom> {
  const existing = await findSupportRoomOf(db, account.uid);
  if (existing) return roomView(existing);
  const { room } = await findOrCreateSupportRoom(
    db,
    {
      uid: account.uid,
      slug: supportRoomSlug(randomBytes(16).toString('hex')),
      title: SUPPORT_ROOM_TITLE,
      createdAt: now,
    },
    { uid: null, nickname: SUPPORT_DISPLAY_NAME, isSubAccount: false, fromSupport: true, body: SUPPORT_GREETING },
  );
  return roomView(room);
}

/** The chat feed on the database: sessions (through the cache), rooms, messages, and LISTEN. */
export function createChatFeed(options: {
  database: DatabaseHandle;
  findAccount: (token: string | undefined) => Promise<Readonly<Account> | null>;
}): ChatFeed {
  const { database } = options;
  const db = database.db;
  return {
    async viewerOf(token) {
      return chatViewerOf(db, await options.findAccount(token));
    },
    async room(slug) {
      const row = await findRoomBySlug(db, slug);
      return row ? { id: row.id, slug: row.slug, ...roomAccess(row) } : undefined;
    },
    async message(roomId, messageId) {
      const row = await findChatMessage(db, roomId, messageId);
      return row ? { roomId, senderUid: row.uid, message: chatMessageView(row, undefined) } : undefined;
    },
    async watch(handlers) {
      const feed = await database.listen(CHAT_MESSAGE_CHANNEL, {
        notify: (payload) => {
          const match = /^(\d+):(\d+)$/.exec(payload);
          if (match) handlers.announced(Number(match[1]), Number(match[2]));
        },
        reset: () => handlers.lost(),
      });
      return { stop: () => feed.stop() };
    },
  };
}
