import { describe, expect, it } from 'vitest';
import { MAIN_SITE, SITES } from '../sites/site-registry';
import {
  CHATROOM_DEFAULT_HEIGHT_PX,
  CHATROOM_PREFETCH_MS,
  CHATROOM_WIDTH_PX,
  type ChatroomPlace,
  chatboxSize,
  chatroomClosedReason,
  chatroomOpensOnLoad,
  chatroomRequestOf,
  clampChatboxPosition,
  defaultChatboxPosition,
  dragChatboxPosition,
  mayOpenChatroom,
  parseChatboxPosition,
  serializeChatboxPosition,
} from './chatroom';

const query = (search: string) => {
  const params = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&').filter(Boolean)) {
    const [name = '', value = ''] = pair.split('=');
    params.set(name, decodeURIComponent(value));
  }
  return (name: string) => params.get(name) ?? null;
};

const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const desk = (over: Partial<ChatroomPlace> = {}): ChatroomPlace => ({
  path: '/',
  site: MAIN_SITE,
  userAgent: DESKTOP_UA,
  windowWidth: 1440,
  portrait: false,
  ...over,
});

describe('chatroom constants', () => {
  it('shell §9 "Chatroom | 400px wide, default height 700px; prefetched when idle or after 2 s"', () => {
    expect(CHATROOM_WIDTH_PX).toBe(400);
    expect(CHATROOM_DEFAULT_HEIGHT_PX).toBe(700);
    expect(CHATROOM_PREFETCH_MS).toBe(2000);
    expect(chatboxSize({ width: 1440, height: 900 })).toEqual({ width: 400, height: 700 });
    // A window lower than 700 px keeps the whole chat box inside it.
    expect(chatboxSize({ width: 1440, height: 600 })).toEqual({ width: 400, height: 600 });
  });
});

describe('shell §4 chatroom "Never opened on phone-like devices, windows narrower than 768px, live video, login, or test-network pages"', () => {
  it('opens on a desktop page of the main site', () => {
    expect(mayOpenChatroom(desk())).toBe(true);
    expect(mayOpenChatroom(desk({ path: '/trade/BTC_USDT' }))).toBe(true);
  });

  it('phone-like devices: the is_phone cookie or a phone user agent, however wide the window', () => {
    expect(chatroomClosedReason(desk({ isPhoneCookie: '1' }))).toBe('phone');
    expect(chatroomClosedReason(desk({ userAgent: IPHONE_UA }))).toBe('phone');
  });

  it('windows narrower than 768px (767 closed, 768 open in landscape)', () => {
    expect(chatroomClosedReason(desk({ windowWidth: 767 }))).toBe('narrow');
    expect(chatroomClosedReason(desk({ windowWidth: 768 }))).toBeNull();
  });

  it('live video pages, and the login and signup pages', () => {
    expect(chatroomClosedReason(desk({ path: '/live' }))).toBe('page');
    expect(chatroomClosedReason(desk({ path: '/live/room/9' }))).toBe('page');
    expect(chatroomClosedReason(desk({ path: '/login' }))).toBe('page');
    expect(chatroomClosedReason(desk({ path: '/signup' }))).toBe('page');
    // Whole segments only: a page whose name merely starts with these is not one of them.
    expect(chatroomClosedReason(desk({ path: '/liveness' }))).toBeNull();
  });

  it('the test network site, and a site whose config has the chatroom off', () => {
    const testnet = SITES.find((s) => s.key === 'testnet');
    const regional = SITES.find((s) => s.key !== 'testnet' && !s.chatroom);
    if (!testnet || !regional) throw new Error('the registry has a testnet and a site without chatroom');
    expect(chatroomClosedReason(desk({ site: { ...testnet, chatroom: true } }))).toBe('testnet');
    expect(chatroomClosedReason(desk({ site: regional }))).toBe('site');
  });
});

describe('shell §4 chatroom "a chatroom query parameter ... a streamer-to-support short link (shortlink=group with a to parameter)"', () => {
  it('?chatroom=<slug> asks for that room; a value that is no slug is ignored', () => {
    expect(chatroomRequestOf('/', query('?chatroom=trading'))).toEqual({ kind: 'room', slug: 'trading' });
    expect(chatroomRequestOf('/', query('?chatroom=Trading'))).toEqual({ kind: 'room', slug: 'trading' });
    expect(chatroomRequestOf('/', query('?chatroom=%3Cscript%3E'))).toBeNull();
    expect(chatroomRequestOf('/', query(''))).toBeNull();
  });

  it('shortlink=group&to=support opens the account support room; another to names a room', () => {
    expect(chatroomRequestOf('/futures/usdt/BTC_USDT', query('?shortlink=group&to=support'))).toEqual({
      kind: 'support',
    });
    expect(chatroomRequestOf('/', query('?shortlink=group&to=lobby'))).toEqual({ kind: 'room', slug: 'lobby' });
    // Another short link kind is not the chatroom's.
    expect(chatroomRequestOf('/', query('?shortlink=invite&to=support'))).toBeNull();
  });

  it('shell §2 "/groupchat/chatroom" opens the lobby, "/groupchat/call_service" the support room', () => {
    expect(chatroomRequestOf('/groupchat/chatroom', query(''))).toEqual({ kind: 'room', slug: 'lobby' });
    expect(chatroomRequestOf('/groupchat/chatroom/', query('?chatroom=trading'))).toEqual({
      kind: 'room',
      slug: 'trading',
    });
    expect(chatroomRequestOf('/groupchat/call_service', query(''))).toEqual({ kind: 'support' });
  });
});

describe('shell §4 chatroom "Reopened automatically if a remembered open flag or a chatroom query parameter exists"', () => {
  it('reopens with the remembered flag, or opens on the room a link asks for', () => {
    expect(chatroomOpensOnLoad({ mayOpen: true, rememberedOpen: true, request: null })).toEqual({
      open: true,
      request: null,
    });
    expect(chatroomOpensOnLoad({ mayOpen: true, rememberedOpen: false, request: { kind: 'support' } })).toEqual({
      open: true,
      request: { kind: 'support' },
    });
    expect(chatroomOpensOnLoad({ mayOpen: true, rememberedOpen: false, request: null })).toEqual({ open: false });
  });

  it('never where it may not open, flag and link notwithstanding', () => {
    expect(
      chatroomOpensOnLoad({ mayOpen: false, rememberedOpen: true, request: { kind: 'room', slug: 'lobby' } }),
    ).toEqual({ open: false });
  });
});

describe('shell §3 "A chat box position array is stored"', () => {
  const viewport = { width: 1280, height: 800 };

  it('reads back what was stored, and nothing else', () => {
    expect(parseChatboxPosition(serializeChatboxPosition([24, 60]))).toEqual([24, 60]);
    expect(parseChatboxPosition(null)).toBeNull();
    expect(parseChatboxPosition('{"x":1}')).toBeNull();
    expect(parseChatboxPosition('[1]')).toBeNull();
    expect(parseChatboxPosition('[1,"2"]')).toBeNull();
    expect(parseChatboxPosition('not json')).toBeNull();
  });

  it('docks at the inline-end bottom corner by default, inside the viewport', () => {
    // 800 - 700 - 16 = 84 from the top, 16 from the inline-end edge.
    expect(defaultChatboxPosition(viewport)).toEqual([16, 84]);
    // Lower than the box and its gap: the box fills the height from the top.
    expect(defaultChatboxPosition({ width: 1280, height: 650 })).toEqual([16, 0]);
  });

  it('is kept inside the viewport (the whole 400 x 700 box stays visible)', () => {
    expect(clampChatboxPosition([-50, -10], viewport)).toEqual([0, 0]);
    // At most 1280 - 400 = 880 from the inline-end edge and 800 - 700 = 100 from the top.
    expect(clampChatboxPosition([5000, 5000], viewport)).toEqual([880, 100]);
    expect(clampChatboxPosition([300, 50], viewport)).toEqual([300, 50]);
  });

  it('dragging toward the inline-end edge brings the box closer to it, left to right and right to left', () => {
    // Dragged 100 px to the right: in LTR the right edge is inline-end, in RTL the left edge is.
    expect(dragChatboxPosition([200, 50], { dx: 100, dy: 20 }, 'ltr', viewport)).toEqual([100, 70]);
    expect(dragChatboxPosition([200, 50], { dx: 100, dy: 20 }, 'rtl', viewport)).toEqual([300, 70]);
    // A drag past the edge stops at it.
    expect(dragChatboxPosition([200, 50], { dx: 900, dy: 900 }, 'ltr', viewport)).toEqual([0, 100]);
  });
});
