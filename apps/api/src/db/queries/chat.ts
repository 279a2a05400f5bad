import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { chatMessages, chatRooms, chatStaff } from '../schema';

// Issue 16 "Chat": rooms, messages, the support staff, and the announcement of each new message
// to every API process (LISTEN/NOTIFY on CHAT_MESSAGE_CHANNEL, payload `<roomId>:<messageId>`).

/** The database channel a new message is announced on, in the transaction that stores it. */
export const CHAT_MESSAGE_CHANNEL = 'chat_message';

export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
/** A message with its room's slug (what the API answers with). */
export type ChatMessageWithRoom = ChatMessageRow & { roomSlug: string };

export interface NewChatMessage {
  roomId: number;
  /** null: support's automatic message (the greeting). */
  uid: number | null;
  nickname: string;
  isSubAccount: boolean;
  fromSupport: boolean;
  body: string;
  createdAt: Date;
}

/** The public rooms, oldest first (the seed's order). */
export async function listPublicRooms(db: Database): Promise<ChatRoomRow[]> {
  return db.select().from(chatRooms).where(eq(chatRooms.kind, 'public')).orderBy(asc(chatRooms.id));
}

export async function findRoomBySlug(db: Database, slug: string): Promise<ChatRoomRow | undefined> {
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.slug, slug));
  return row;
}

export async function findSupportRoomOf(db: Database, uid: number): Promise<ChatRoomRow | undefined> {
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.supportUid, uid));
  return row;
}

export async function isChatStaff(db: Database, uid: number): Promise<boolean> {
  const [row] = await db.select({ uid: chatStaff.uid }).from(chatStaff).where(eq(chatStaff.uid, uid));
  return row !== undefined;
}

async function insertAndAnnounce(tx: Database, message: NewChatMessage): Promise<ChatMessageRow> {
  const [row] = await tx.insert(chatMessages).values(message).returning();
  if (!row) throw new Error('chat message insert returned no row');
  // Delivered to every listening process when (and only if) the transaction commits.
  await tx.execute(sql`select pg_notify(${CHAT_MESSAGE_CHANNEL}, ${`${row.roomId}:${row.id}`})`);
  return row;
}

/** Store a message and announce it (one transaction: no announcement of a message that is not there). */
export async function insertChatMessage(db: Database, message: NewChatMessage): Promise<ChatMessageRow> {
  return db.transaction((tx) => insertAndAnnounce(tx, message));
}

/**
 * The account's support room: the one it has, or a new one with `greeting` as its first message.
 * Two first calls at once make one room (the unique support_uid; the loser reads the winner's).
 */
export async function findOrCreateSupportRoom(
  db: Database,
  room: { uid: number; slug: string; title: string; createdAt: Date },
  greeting: Omit<NewChatMessage, 'roomId' | 'createdAt'>,
): Promise<{ room: ChatRoomRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(chatRooms)
      .values({ slug: room.slug, kind: 'support', title: room.title, supportUid: room.uid, createdAt: room.createdAt })
      .onConflictDoNothing({ target: chatRooms.supportUid })
      .returning();
    if (made) {
      await insertAndAnnounce(tx, { ...greeting, roomId: made.id, createdAt: room.createdAt });
      return { room: made, created: true };
    }
    const [existing] = await tx.select().from(chatRooms).where(eq(chatRooms.supportUid, room.uid));
    if (!existing) throw new Error('support room neither made nor found');
    return { room: existing, created: false };
  });
}

const withRoom = {
  id: chatMessages.id,
  roomId: chatMessages.roomId,
  uid: chatMessages.uid,
  nickname: chatMessages.nickname,
  isSubAccount: chatMessages.isSubAccount,
  fromSupport: chatMessages.fromSupport,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
  roomSlug: chatRooms.slug,
};

/** One message of one room (as an announcement names it), with the room's slug. */
export async function findChatMessage(
  db: Database,
  roomId: number,
  messageId: number,
): Promise<ChatMessageWithRoom | undefined> {
  const [row] = await db
    .select(withRoom)
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.roomId, roomId)));
  return row;
}

/** A room's latest `limit` messages (before `beforeId` when given), oldest first. */
export async function listChatMessages(
  db: Database,
  roomId: number,
  page: { beforeId: number | undefined; limit: number },
): Promise<ChatMessageWithRoom[]> {
  const rows = await db
    .select(withRoom)
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(
      page.beforeId === undefined
        ? eq(chatMessages.roomId, roomId)
        : and(eq(chatMessages.roomId, roomId), lt(chatMessages.id, page.beforeId)),
    )
    .orderBy(desc(chatMessages.id))
    .limit(page.limit);
  return rows.reverse();
}

/** Public rooms by slug, made if missing (the seed; an operator's titles are left as they are). */
export async function ensurePublicRooms(
  db: Database,
  rooms: readonly { slug: string; title: string }[],
  now: Date,
): Promise<void> {
  if (rooms.length === 0) return;
  await db
    .insert(chatRooms)
    .values(rooms.map((r) => ({ slug: r.slug, kind: 'public', title: r.title, createdAt: now })))
    .onConflictDoNothing();
}

/** Make an account support staff (the seed, or an operator). */
export async function grantChatStaff(db: Database, uid: number): Promise<void> {
  await db.insert(chatStaff).values({ uid }).onConflictDoNothing();
}
