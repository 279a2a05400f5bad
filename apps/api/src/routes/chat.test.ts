import {
  chatMessage,
  chatMessageList,
  chatMessagesPath,
  chatRoomList,
  getChatRooms,
  getSubUserType,
  postedChatMessage,
  postSupportRoom,
  subUserType,
  supportRoomAnswer,
} from '@meridian/contracts';
import { CHAT_RATE_LIMIT, SUPPORT_GREETING } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiApp, createApiApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { chatMessages, chatRooms } from '../db/schema';
import { createSecretBox, newSecretKeyText, parseSecretKey } from '../services/secret-box';
import { openSeededApi } from '../test-support/seeded-api';
import { FAST_HASHING, logInAs, TestBrowser, testClock } from '../test-support/test-browser';
import type { TestDatabase } from '../test-support/test-database';

// Issue 16 item 4 "Chat: rooms and messages persisted, delivered over the WebSocket, per-user rate
// limit, length limit, text sanitised (no HTML), the sender's nickname and sub-account flag; a
// support room reached by /groupchat/call_service and a streamer-to-support short link"; the
// Reliability bullet "Chat: a flood from one user is rate-limited; HTML in a message is shown as text".

let database: TestDatabase;
let app: ApiApp;
const clock = testClock(Date.UTC(2026, 10, 30, 9, 0, 0));
const browsers = new Map<string, TestBrowser>();

// One key for every instance, as processes behind a load balancer share SECRETS_KEY (csrf tokens).
const secrets = createSecretBox(parseSecretKey(newSecretKeyText()));

beforeAll(async () => {
  ({ database, app } = await openSeededApi(clock, { secrets }));
});
afterAll(async () => {
  await database.close();
});

type Who = 'kyc-2' | 'kyc-3' | 'master' | 'sub-managed' | 'support-staff' | 'kyc-1' | 'company';
/** One logged-in browser per account for the whole file (log-ins are throttled). */
async function as(account: Who): Promise<TestBrowser> {
  const known = browsers.get(account);
  if (known) return known;
  const browser = await logInAs(new TestBrowser(app), `${account}@meridian.example`, clock.now);
  browsers.set(account, browser);
  return browser;
}

/** Each test's messages start in a new rate-limit window. */
function nextWindow() {
  clock.advance(CHAT_RATE_LIMIT.windowMs + 1);
}

function send(browser: TestBrowser, room: string, text: string, extra: Record<string, string> = {}) {
  return browser.call(chatMessagesPath(room), { form: { text, ...extra } });
}

describe('rooms', () => {
  it('anonymous: the public rooms (seeded lobby and trading talk), no support room', async () => {
    const res = await new TestBrowser(app).call(getChatRooms.path);
    expect(res.status).toBe(200);
    expect(chatRoomList.parse(res.data).rooms).toEqual([
      { slug: 'lobby', kind: 'public', title: 'Meridian lobby' },
      { slug: 'trading', kind: 'public', title: 'Trading talk' },
    ]);
  });

  it('an unknown room is 404, an invalid room name too (never a 500)', async () => {
    const anyone = new TestBrowser(app);
    expect((await anyone.call(chatMessagesPath('no-such-room'))).status).toBe(404);
    expect((await anyone.request('/api/web/v1/chat/rooms/..%2Fetc/messages')).status).toBe(404);
    expect((await anyone.call(`${chatMessagesPath('lobby')}?limit=101`)).status).toBe(400);
  });
});

describe('messages', () => {
  it('anonymous visitors read public rooms but cannot write (401)', async () => {
    const anyone = new TestBrowser(app);
    expect((await anyone.call(chatMessagesPath('lobby'))).status).toBe(200);
    expect((await send(anyone, 'lobby', 'hello')).status).toBe(401);
  });

  it('"the sender\'s nickname and sub-account flag": stored with the message, newest last, `mine` for the sender only', async () => {
    nextWindow();
    const master = await as('master');
    const sub = await as('sub-managed');
    const first = await send(master, 'trading', 'first from the master', { client_id: 'c-1' });
    expect(first.status).toBe(200);
    const posted = postedChatMessage.parse(first.data);
    expect(posted.client_id).toBe('c-1');
    expect(posted.message).toMatchObject({
      room: 'trading',
      nickname: 'master',
      is_sub_account: false,
      from_support: false,
      mine: true,
      text: 'first from the master',
      created_at_ms: clock.now(),
    });
    clock.advance(1);
    const second = postedChatMessage.parse((await send(sub, 'trading', 'then the sub-account')).data).message;
    expect(second).toMatchObject({ nickname: 'sub-managed', is_sub_account: true });

    const seenBySub = chatMessageList.parse((await sub.call(chatMessagesPath('trading'))).data).messages;
    expect(seenBySub.map((m) => [m.text, m.mine])).toEqual([
      ['first from the master', false],
      ['then the sub-account', true],
    ]);
    const seenByNobody = chatMessageList.parse((await new TestBrowser(app).call(chatMessagesPath('trading'))).data);
    expect(seenByNobody.messages.every((m) => !m.mine)).toBe(true);
  });

  it('shell §6 "Sub-accounts are flagged to the chatroom; a call fetches the sub-user type": the existing get_sub_user_type', async () => {
    const sub = subUserType.parse((await (await as('sub-managed')).call(getSubUserType.path)).data);
    expect(sub.type).not.toBe(0);
    const master = subUserType.parse((await (await as('master')).call(getSubUserType.path)).data);
    expect(master.type).toBe(0);
  });

  it('pages back with before_id and limit (newest last in each page)', async () => {
    nextWindow();
    const kyc1 = await as('kyc-1');
    const ids: string[] = [];
    for (const text of ['p1', 'p2', 'p3', 'p4']) {
      clock.advance(1);
      ids.push(postedChatMessage.parse((await send(kyc1, 'lobby', text)).data).message.id);
    }
    const latest = chatMessageList.parse((await kyc1.call(`${chatMessagesPath('lobby')}?limit=2`)).data).messages;
    expect(latest.map((m) => m.text)).toEqual(['p3', 'p4']);
    const before = chatMessageList.parse(
      (await kyc1.call(`${chatMessagesPath('lobby')}?limit=2&before_id=${ids[2]}`)).data,
    ).messages;
    expect(before.map((m) => m.text)).toEqual(['p1', 'p2']);
  });

  it('Reliability "HTML in a message is shown as text": <img src=x onerror=alert(1)> comes back verbatim, as text', async () => {
    nextWindow();
    const html = '<img src=x onerror=alert(1)>';
    const kyc2 = await as('kyc-2');
    const res = await send(kyc2, 'lobby', html);
    expect(res.status).toBe(200);
    // JSON, never HTML: nothing in the answer can be taken for markup by a browser.
    expect(res.response.headers.get('content-type')).toMatch(/^application\/json/);
    const sent = postedChatMessage.parse(res.data).message;
    expect(sent.text).toBe(html);
    const [row] = await database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, Number(sent.id)));
    expect(row?.body).toBe(html);
    const listed = chatMessageList.parse((await new TestBrowser(app).call(chatMessagesPath('lobby'))).data).messages;
    expect(listed.find((m) => m.id === sent.id)?.text).toBe(html);
    // As JSON as well as a form.
    const json = await kyc2.call(chatMessagesPath('lobby'), { json: { text: '<script>x()</script>' } });
    expect(chatMessage.parse((json.data as { message: unknown }).message).text).toBe('<script>x()</script>');
  });

  it('"length limit": 500 characters once trimmed pass; 501, empty or blank are a clear 400', async () => {
    nextWindow();
    const kyc3 = await as('kyc-3');
    expect((await send(kyc3, 'lobby', `  ${'y'.repeat(500)}  `)).status).toBe(200);
    const long = await send(kyc3, 'lobby', 'y'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.message).toMatch(/at most 500 characters/);
    const blank = await send(kyc3, 'lobby', ' \u0000 \n ');
    expect(blank.status).toBe(400);
    expect(blank.message).toMatch(/empty/);
    expect((await send(kyc3, 'lobby', 'x'.repeat(5_000))).status).toBe(400);
  });

  it('control characters but the newline are removed before storing', async () => {
    nextWindow();
    const kyc3 = await as('kyc-3');
    const sent = postedChatMessage.parse((await send(kyc3, 'lobby', 'a\u0007b\r\nc\u001b')).data).message;
    expect(sent.text).toBe('ab\nc');
  });

  it('a post without the csrf header is refused and stores nothing', async () => {
    nextWindow();
    const kyc2 = await as('kyc-2');
    const before = await database.db.select().from(chatMessages);
    const res = await kyc2.request(chatMessagesPath('lobby'), { form: { text: 'no csrf' }, csrf: false });
    expect(res.status).toBe(403);
    expect(await database.db.select().from(chatMessages)).toHaveLength(before.length);
  });
});

describe('Reliability "Chat: a flood from one user is rate-limited"', () => {
  let second: { app: ApiApp; database: DatabaseHandle } | undefined;
  afterAll(async () => {
    // A handle of its own only on PostgreSQL (PGlite: the one handle is shared).
    if (second && second.database !== database) await second.database.close();
  });

  /** A second API instance on the same database (PostgreSQL: a pool of its own, as another process has). */
  async function secondInstance() {
    if (second) return second;
    const handle = database.url
      ? await openDatabase({ databaseUrl: database.url, pgliteDir: 'unused' })
      : (database as DatabaseHandle);
    second = {
      database: handle,
      app: createApiApp({
        db: handle.db,
        bodyLimitBytes: 8192,
        trustProxy: false,
        now: clock.now,
        passwordHashing: FAST_HASHING,
        secrets,
      }),
    };
    return second;
  }

  it('5 messages in 10 s pass; the 6th is 429 naming the wait, also on a second instance sharing the database', async () => {
    nextWindow();
    const company = await as('company');
    for (let i = 1; i <= CHAT_RATE_LIMIT.limit; i += 1) {
      clock.advance(1000);
      expect((await send(company, 'lobby', `flood ${i}`)).status, `message ${i}`).toBe(200);
    }
    clock.advance(1000);
    const sixth = await send(company, 'lobby', 'flood 6');
    expect(sixth.status).toBe(429);
    // The first counted message was 5 s ago: it leaves the 10 s window in 5 s.
    expect(sixth.message).toMatch(/wait 5 s/);
    expect(sixth.response.headers.get('retry-after')).toBe('5');

    // The same account, the same session, through another instance: the count is in the database.
    const other = await secondInstance();
    const elsewhere = new TestBrowser(other.app);
    for (const [name, value] of company.cookies) elsewhere.cookies.set(name, value);
    const seventh = await send(elsewhere, 'lobby', 'flood 7, elsewhere');
    expect(seventh.status).toBe(429);
    expect(seventh.message).toMatch(/wait \d+ s/);

    // Nothing refused was stored.
    const texts = (await database.db.select().from(chatMessages)).map((m) => m.body);
    expect(texts.filter((t) => t.startsWith('flood'))).toHaveLength(CHAT_RATE_LIMIT.limit);

    // The window moves on: once the first message is 10 s old, one more passes (on either instance).
    clock.advance(5000);
    expect((await send(elsewhere, 'lobby', 'after the wait')).status).toBe(200);
    expect((await send(company, 'lobby', 'one too many again')).status).toBe(429);
  });

  it('a burst of parallel messages lets exactly 5 through', async () => {
    nextWindow();
    const kyc1 = await as('kyc-1');
    const other = await secondInstance();
    const elsewhere = new TestBrowser(other.app);
    for (const [name, value] of kyc1.cookies) elsewhere.cookies.set(name, value);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(i % 2 === 0 ? kyc1 : elsewhere, 'trading', `burst ${i}`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(CHAT_RATE_LIMIT.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - CHAT_RATE_LIMIT.limit);
  });
});

describe('the support room (`/groupchat/call_service`, `shortlink=group&to=support`)', () => {
  let slug = '';

  it('is made on the first call with a greeting from support, and found again on the next', async () => {
    nextWindow();
    const kyc2 = await as('kyc-2');
    const made = await kyc2.call(postSupportRoom.path, { form: {} });
    expect(made.status).toBe(200);
    const room = supportRoomAnswer.parse(made.data).room;
    expect(room.kind).toBe('support');
    // Not guessable from the uid: random, and the uid is not in it.
    expect(room.slug).toMatch(/^support-[0-9a-f]{32}$/);
    expect(room.slug).not.toContain('10000004');
    slug = room.slug;
    const again = supportRoomAnswer.parse((await kyc2.call(postSupportRoom.path, { form: {} })).data).room;
    expect(again).toEqual(room);
    expect(await database.db.select().from(chatRooms).where(eq(chatRooms.supportUid, 10_000_004))).toHaveLength(1);

    const history = chatMessageList.parse((await kyc2.call(chatMessagesPath(slug))).data).messages;
    expect(history).toEqual([
      expect.objectContaining({ from_support: true, mine: false, text: SUPPORT_GREETING, room: slug }),
    ]);
    // Listed among the account's rooms, and only the account's.
    const rooms = chatRoomList.parse((await kyc2.call(getChatRooms.path)).data).rooms;
    expect(rooms.map((r) => r.slug)).toContain(slug);
    const others = chatRoomList.parse((await (await as('kyc-3')).call(getChatRooms.path)).data).rooms;
    expect(others.map((r) => r.slug)).not.toContain(slug);
  });

  it('two first calls at once make one room', async () => {
    const kyc3 = await as('kyc-3');
    const [a, b] = await Promise.all([
      kyc3.call(postSupportRoom.path, { form: {} }),
      kyc3.call(postSupportRoom.path, { form: {} }),
    ]);
    expect(supportRoomAnswer.parse(a.data).room).toEqual(supportRoomAnswer.parse(b.data).room);
    const greetings = await database.db
      .select()
      .from(chatMessages)
      .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
      .where(eq(chatRooms.supportUid, 10_000_005));
    expect(greetings).toHaveLength(1);
  });

  it('a stranger gets 403 with a message (reading and writing); an anonymous visitor too', async () => {
    const stranger = await as('master');
    const read = await stranger.call(chatMessagesPath(slug));
    expect(read.status).toBe(403);
    expect(read.message).toMatch(/only open to its owner and the support staff/);
    expect((await send(stranger, slug, 'let me in')).status).toBe(403);
    expect((await new TestBrowser(app).call(chatMessagesPath(slug))).status).toBe(403);
  });

  it('the support staff read it and answer as support; the owner sees the answer', async () => {
    nextWindow();
    const staff = await as('support-staff');
    const kyc2 = await as('kyc-2');
    expect((await send(kyc2, slug, 'my withdrawal is pending')).status).toBe(200);
    const seen = chatMessageList.parse((await staff.call(chatMessagesPath(slug))).data).messages;
    expect(seen.map((m) => m.text)).toContain('my withdrawal is pending');
    const answer = postedChatMessage.parse((await send(staff, slug, 'Looking into it now')).data).message;
    expect(answer).toMatchObject({ from_support: true, nickname: 'meridian-support', mine: true });
    const ownerView = chatMessageList.parse((await kyc2.call(chatMessagesPath(slug))).data).messages;
    expect(ownerView.at(-1)).toMatchObject({ text: 'Looking into it now', from_support: true, mine: false });
    expect(ownerView.find((m) => m.text === 'my withdrawal is pending')).toMatchObject({
      mine: true,
      from_support: false,
    });
  });

  it('needs a session (401)', async () => {
    expect((await new TestBrowser(app).call(postSupportRoom.path, { form: {} })).status).toBe(401);
  });
});
