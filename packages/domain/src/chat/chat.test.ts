import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_RATE_LIMIT,
  CHAT_ROOM_SLUG_PATTERN,
  chatRateLimitMessage,
  chatWaitSeconds,
  checkChatText,
  isFromSupport,
  mayReadChatRoom,
  mayWriteChatRoom,
  supportRoomSlug,
  type ChatRoomAccess,
} from './chat';

const PUBLIC: ChatRoomAccess = { kind: 'public', supportUid: null };
const SUPPORT_OF_7: ChatRoomAccess = { kind: 'support', supportUid: 7 };
const anonymous = { uid: undefined, isSupportStaff: false };
const owner = { uid: 7, isSupportStaff: false };
const stranger = { uid: 8, isSupportStaff: false };
const staff = { uid: 9, isSupportStaff: true };

describe('chat text (issue 16 "length limit, text sanitised (no HTML)")', () => {
  it('"HTML in a message is shown as text": markup is kept verbatim, never stripped or escaped here', () => {
    const html = '<img src=x onerror=alert(1)>';
    expect(checkChatText(html)).toEqual({ ok: true, text: html });
    expect(checkChatText('a <b>bold</b> &amp; "quoted"')).toEqual({ ok: true, text: 'a <b>bold</b> &amp; "quoted"' });
  });

  it('trims, and removes control characters except the newline (CR LF becomes LF)', () => {
    expect(checkChatText('  hi\u0000 there\u0007\r\nline two\u001b[31m\u007f\u0085  ')).toEqual({
      ok: true,
      text: 'hi there\nline two[31m',
    });
  });

  it('refuses an empty message, and one of only spaces or control characters', () => {
    for (const raw of ['', '   ', '\n\n', '\u0000\u0001\t']) {
      expect(checkChatText(raw)).toMatchObject({ ok: false, problem: 'empty' });
    }
  });

  it(`"length limit": ${CHAT_MESSAGE_MAX_LENGTH} characters pass, one more is refused with a message naming the limit`, () => {
    expect(CHAT_MESSAGE_MAX_LENGTH).toBe(500);
    expect(checkChatText('x'.repeat(500))).toEqual({ ok: true, text: 'x'.repeat(500) });
    const over = checkChatText('x'.repeat(501));
    expect(over).toMatchObject({ ok: false, problem: 'tooLong' });
    expect(over.ok ? '' : over.message).toMatch(/at most 500 characters/);
  });

  it('counts characters as the database does: 500 emoji (1000 UTF-16 units) fit', () => {
    expect(checkChatText('😀'.repeat(500)).ok).toBe(true);
    expect(checkChatText('😀'.repeat(501)).ok).toBe(false);
  });

  it('the limit is counted after trimming (padding does not count)', () => {
    expect(checkChatText(`   ${'x'.repeat(500)}   `).ok).toBe(true);
  });

  it('a lone surrogate becomes the replacement character (the database stores only whole characters)', () => {
    expect(checkChatText('a\uD800b')).toEqual({ ok: true, text: 'a\uFFFDb' });
  });
});

describe('chat rooms: who reads and writes (shell §4 "Chatroom"; issue 16 "a support room")', () => {
  it('public rooms: anyone reads, only a logged-in account writes', () => {
    expect(mayReadChatRoom(PUBLIC, anonymous)).toBe(true);
    expect(mayWriteChatRoom(PUBLIC, anonymous)).toBe(false);
    expect(mayWriteChatRoom(PUBLIC, stranger)).toBe(true);
  });

  it('a support room: its owner and the support staff, nobody else', () => {
    expect(mayReadChatRoom(SUPPORT_OF_7, owner)).toBe(true);
    expect(mayReadChatRoom(SUPPORT_OF_7, staff)).toBe(true);
    expect(mayReadChatRoom(SUPPORT_OF_7, stranger)).toBe(false);
    expect(mayReadChatRoom(SUPPORT_OF_7, anonymous)).toBe(false);
    expect(mayWriteChatRoom(SUPPORT_OF_7, owner)).toBe(true);
    expect(mayWriteChatRoom(SUPPORT_OF_7, staff)).toBe(true);
    expect(mayWriteChatRoom(SUPPORT_OF_7, stranger)).toBe(false);
  });

  it("the staff's messages in a support room are from support; elsewhere, and the owner's, are not", () => {
    expect(isFromSupport(SUPPORT_OF_7, staff)).toBe(true);
    expect(isFromSupport(SUPPORT_OF_7, owner)).toBe(false);
    expect(isFromSupport(PUBLIC, staff)).toBe(false);
  });

  it("a support room's slug is a valid room name that says nothing of the owner", () => {
    const slug = supportRoomSlug('3f9a0c1d2e4b5a6978c0d1e2f3a4b5c6');
    expect(slug).toBe('support-3f9a0c1d2e4b5a6978c0d1e2f3a4b5c6');
    expect(CHAT_ROOM_SLUG_PATTERN.test(slug)).toBe(true);
    expect(CHAT_ROOM_SLUG_PATTERN.test('Lobby')).toBe(false);
    expect(CHAT_ROOM_SLUG_PATTERN.test('../x')).toBe(false);
  });
});

describe('chat rate limit (Reliability "a flood from one user is rate-limited")', () => {
  it('5 messages per 10 s per account', () => {
    expect(CHAT_RATE_LIMIT).toEqual({ limit: 5, windowMs: 10_000 });
  });

  it('names the wait in whole seconds, at least 1', () => {
    expect(chatWaitSeconds(10_000, 0)).toBe(10);
    expect(chatWaitSeconds(10_001, 1_000)).toBe(10);
    expect(chatWaitSeconds(1_500, 1_000)).toBe(1);
    expect(chatWaitSeconds(1_000, 1_000)).toBe(1);
    expect(chatRateLimitMessage(7)).toMatch(/wait 7 s/);
  });
});
