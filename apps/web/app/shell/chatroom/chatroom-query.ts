import { CHAT_ROOM_SLUG_PATTERN, type ChatroomRoomRequest } from '@meridian/domain';
import * as z from 'zod/mini';

/** The micro-app's side: its props from its own URL, each field falling back on its own. */
export const chatroomQuery = z.object({
  lang: z.catch(z.string().check(z.maxLength(16)), 'en'),
  theme: z.catch(z.enum(['light', 'dark']), 'light'),
  site: z.catch(z.pipe(z.coerce.number(), z.int()), 0),
  user: z.catch(z.optional(z.literal('1')), undefined),
  nickname: z.catch(z.string().check(z.trim(), z.maxLength(64)), ''),
  sub: z.catch(z.optional(z.literal('1')), undefined),
  room: z.catch(z.optional(z.string().check(z.regex(CHAT_ROOM_SLUG_PATTERN))), undefined),
  support: z.catch(z.optional(z.literal('1')), undefined),
});
export type ChatroomQuery = z.infer<typeof chatroomQuery>;

export function readChatroomQuery(search: string): ChatroomQuery {
  return chatroomQuery.parse(Object.fromEntries(new URLSearchParams(search)));
}

/** The room the query asks for first (shell §3 "extra params"), or null. */
export function requestOfQuery(query: ChatroomQuery): ChatroomRoomRequest | null {
  if (query.support) return { kind: 'support' };
  return query.room ? { kind: 'room', slug: query.room } : null;
}
