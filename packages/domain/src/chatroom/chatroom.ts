// shell §3 "Chatroom props ... A chat box position array is stored", shell §4 "Chatroom" and
// shell §9 "Chatroom | 400px wide, default height 700px; prefetched when idle or after 2 s": the
// rules of the floating chat window the shell docks on every page. The window and its storage are
// apps/web/app/shell/chatroom; the chat itself is the chatroom micro-app. The chat's own rules
// (rooms, message length, who may write) are in ../chat.
import { SUPPORT_SHORTLINK_TARGET, CHAT_ROOM_SLUG_PATTERN } from '../chat';
import { isPhoneLikeDevice } from '../device/device-helpers';
import type { SiteConfig } from '../sites/site-config';

/** shell §9 "Chatroom | 400px wide". */
export const CHATROOM_WIDTH_PX = 400;
/** shell §9 "default height 700px". */
export const CHATROOM_DEFAULT_HEIGHT_PX = 700;
/** shell §9 "prefetched when idle or after 2 s": the longest wait for an idle moment. */
export const CHATROOM_PREFETCH_MS = 2000;
/** shell §4 "Never opened on ... windows narrower than 768px". */
export const CHATROOM_MIN_WINDOW_WIDTH_PX = 768;
/** The window's gap to the viewport's edges where it docks by default. */
export const CHATROOM_EDGE_GAP_PX = 16;

/** The public room the chatroom opens on when nothing names another (`/groupchat/chatroom`). */
export const CHATROOM_LOBBY = 'lobby';
/** What the window is asked to show: a room by slug, or the logged-in account's support room. */
export type ChatroomRoomRequest = { kind: 'room'; slug: string } | { kind: 'support' };

/** The query parameters that ask for the chatroom (shell §4). */
export const CHATROOM_QUERY = { room: 'chatroom', shortlink: 'shortlink', to: 'to' } as const;
/** shell §4 "a streamer-to-support short link (shortlink=group with a to parameter)". */
export const CHATROOM_SHORTLINK = 'group';

/** The pages that open the chatroom by their path (shell §2 "/groupchat/chatroom, /groupchat/call_service"). */
export const CHATROOM_PAGES = { lobby: '/groupchat/chatroom', support: '/groupchat/call_service' } as const;

/** Paths (without locale prefix) under which the chatroom never opens: shell §4 "live video, login". */
const CLOSED_PATHS = ['/live', '/login', '/signup'] as const;

const isUnder = (path: string, entry: string) => path === entry || path.startsWith(`${entry}/`);

/** A room slug from a link, or null when it is not one (anything else in a query is ignored). */
export function chatroomSlugOf(value: string | null | undefined): string | null {
  const slug = value?.trim().toLowerCase() ?? '';
  return CHAT_ROOM_SLUG_PATTERN.test(slug) ? slug : null;
}

/**
 * Which room a page asks the chatroom to open, or null when it asks for none. shell §4: "a chatroom
 * query parameter" (`?chatroom=<slug>`), "a streamer-to-support short link (shortlink=group with a
 * to parameter)": `to=support` is the account's own support room, another `to` a room by slug;
 * and the pages of shell §2: `/groupchat/chatroom` the lobby, `/groupchat/call_service` support.
 * `query` is a reader of the page's query (`URLSearchParams.get`).
 */
export function chatroomRequestOf(path: string, query: (name: string) => string | null): ChatroomRoomRequest | null {
  const bare = path.replace(/\/+$/, '');
  if (bare === CHATROOM_PAGES.support) return { kind: 'support' };
  if (query(CHATROOM_QUERY.shortlink) === CHATROOM_SHORTLINK) {
    const to = query(CHATROOM_QUERY.to)?.trim().toLowerCase();
    if (to === SUPPORT_SHORTLINK_TARGET) return { kind: 'support' };
    const slug = chatroomSlugOf(to);
    if (slug) return { kind: 'room', slug };
  }
  const slug = chatroomSlugOf(query(CHATROOM_QUERY.room));
  if (slug) return { kind: 'room', slug };
  if (bare === CHATROOM_PAGES.lobby) return { kind: 'room', slug: CHATROOM_LOBBY };
  return null;
}

/** Where the chatroom is: the page, the site and the browser window. */
export interface ChatroomPlace {
  /** The path without locale prefix. */
  path: string;
  site: Pick<SiteConfig, 'key' | 'chatroom'>;
  /** The `is_phone` cookie, the user agent and the window (see isPhoneLikeDevice). */
  isPhoneCookie?: string | undefined;
  userAgent?: string | null | undefined;
  windowWidth: number;
  portrait?: boolean | undefined;
}

/** Why the chatroom may not open here, or null when it may. */
export type ChatroomClosedReason = 'site' | 'testnet' | 'phone' | 'narrow' | 'page';

/**
 * shell §4 "Never opened on phone-like devices, windows narrower than 768px, live video, login, or
 * test-network pages". Also not on a site whose config has the chatroom off (shell §3 site config
 * "chatroom ... flags"). Neither by itself nor by a link: the launcher is hidden as well.
 */
export function chatroomClosedReason(place: ChatroomPlace): ChatroomClosedReason | null {
  if (place.site.key === 'testnet') return 'testnet';
  if (!place.site.chatroom) return 'site';
  if (
    isPhoneLikeDevice({
      isPhoneCookie: place.isPhoneCookie,
      userAgent: place.userAgent,
      width: place.windowWidth,
      portrait: place.portrait,
    })
  )
    return 'phone';
  if (place.windowWidth < CHATROOM_MIN_WINDOW_WIDTH_PX) return 'narrow';
  if (CLOSED_PATHS.some((entry) => isUnder(place.path, entry))) return 'page';
  return null;
}

export function mayOpenChatroom(place: ChatroomPlace): boolean {
  return chatroomClosedReason(place) === null;
}

/**
 * shell §4 "Reopened automatically if a remembered open flag or a chatroom query parameter exists,
 * and opened for a streamer-to-support short link": whether the window opens when a page loads,
 * and on which room (null: the one it showed last, or the lobby).
 */
export function chatroomOpensOnLoad(input: {
  mayOpen: boolean;
  rememberedOpen: boolean;
  request: ChatroomRoomRequest | null;
}): { open: false } | { open: true; request: ChatroomRoomRequest | null } {
  if (!input.mayOpen) return { open: false };
  if (input.request) return { open: true, request: input.request };
  return input.rememberedOpen ? { open: true, request: null } : { open: false };
}

/** The remembered open flag as stored (shell §4 "Open state is persisted"). */
export const CHATROOM_OPEN_FLAG = '1';

/**
 * shell §3 "A chat box position array is stored": `[inlineEnd, top]` in CSS pixels, the window's
 * distance from the viewport's inline-end edge (right, or left right to left: the window docks on
 * the inline-end side) and from its top edge.
 */
export type ChatboxPosition = readonly [inlineEnd: number, top: number];

export interface Viewport {
  width: number;
  height: number;
}

/** shell §9: 400 px wide, 700 px high by default, never taller than the viewport. */
export function chatboxSize(viewport: Viewport): { width: number; height: number } {
  return {
    width: Math.min(CHATROOM_WIDTH_PX, Math.max(0, viewport.width)),
    height: Math.min(CHATROOM_DEFAULT_HEIGHT_PX, Math.max(0, viewport.height)),
  };
}

/** A position kept inside the viewport: the whole window stays visible (its title bar can always be grabbed). */
export function clampChatboxPosition(position: ChatboxPosition, viewport: Viewport): ChatboxPosition {
  const size = chatboxSize(viewport);
  const clamp = (value: number, max: number) => Math.round(Math.min(Math.max(value, 0), Math.max(max, 0)));
  return [clamp(position[0], viewport.width - size.width), clamp(position[1], viewport.height - size.height)];
}

/** Where the window docks when no position is stored: the inline-end bottom corner, a gap from the edges. */
export function defaultChatboxPosition(viewport: Viewport): ChatboxPosition {
  const size = chatboxSize(viewport);
  return clampChatboxPosition([CHATROOM_EDGE_GAP_PX, viewport.height - size.height - CHATROOM_EDGE_GAP_PX], viewport);
}

/** The stored position array, or null when what is stored is not one (nothing, or a value from elsewhere). */
export function parseChatboxPosition(stored: string | null | undefined): ChatboxPosition | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [inlineEnd, top] = value as unknown[];
  if (typeof inlineEnd !== 'number' || typeof top !== 'number') return null;
  if (!Number.isFinite(inlineEnd) || !Number.isFinite(top)) return null;
  return [inlineEnd, top];
}

export function serializeChatboxPosition(position: ChatboxPosition): string {
  return JSON.stringify([position[0], position[1]]);
}

/**
 * The position after dragging the title bar by (dx, dy) screen pixels from `start`: moving toward
 * the inline-end edge makes the distance to it smaller (right to left, that edge is the left one).
 */
export function dragChatboxPosition(
  start: ChatboxPosition,
  delta: { dx: number; dy: number },
  direction: 'ltr' | 'rtl',
  viewport: Viewport,
): ChatboxPosition {
  const inlineEnd = direction === 'rtl' ? start[0] + delta.dx : start[0] - delta.dx;
  return clampChatboxPosition([inlineEnd, start[1] + delta.dy], viewport);
}
