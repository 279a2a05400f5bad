import { randomBytes } from 'node:crypto';
import {
  CHAT_MESSAGES_CHANNEL,
  chatMessagesPath,
  marketStreamSchemas,
  MARKET_STREAM_PATH,
  postedChatMessage,
  postSupportRoom,
  STREAM_ERROR,
  supportRoomAnswer,
} from '@meridian/contracts';
import { CHAT_RATE_LIMIT, CHAT_STREAM_MAX_ROOMS } from '@meridian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiApp, createApiApp } from '../app';
import { SESSION_COOKIE } from '../auth-cookies';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { seedDemoData } from '../db/seed';
import { createChatFeed } from '../services/chat';
import { createMarketEngine } from '../services/market/market-engine';
import { findSessionAccount } from '../services/sessions';
import { type ApiProcess, spawnApiProcess } from '../test-support/api-process';
import { logInOverHttp } from '../test-support/http-session';
import { serveStream, StreamClient, type Frame } from '../test-support/stream-client';
import { FAST_HASHING, logInAs, TestBrowser, testClock } from '../test-support/test-browser';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { engineStreamSource } from './engine-source';
import { createMarketStream } from './market-stream';

// Issue 16 item 4 "Chat: ... delivered over the WebSocket ...; messages reach clients on every API
// process through PostgreSQL LISTEN/NOTIFY (tested with two processes)". Two app instances, each
// with its own stream, on one database: on PGlite they share the one handle (as one process does);
// on PostgreSQL each has a pool and a listening connection of its own, as two processes have. With
// DATABASE_URL, two real API processes as well.

interface Instance {
  app: ApiApp;
  database: DatabaseHandle;
  stream: Awaited<ReturnType<typeof serveStream>>;
}

let database: TestDatabase;
const instances: Instance[] = [];
// Real time for the streams (their frames must be within 60 s of the server); the rate limit's
// windows are stepped by hand.
const clock = testClock(Date.now());

async function openInstance(handle: DatabaseHandle): Promise<Instance> {
  const engine = createMarketEngine();
  const app = createApiApp({
    db: handle.db,
    bodyLimitBytes: 8192,
    trustProxy: false,
    now: clock.now,
    passwordHashing: FAST_HASHING,
    marketEngine: engine,
  });
  const stream = await serveStream(
    await createMarketStream({
      source: engineStreamSource(engine),
      chatFeed: createChatFeed({
        database: handle,
        findAccount: (token) => findSessionAccount(handle.db, token, new Date(clock.now())),
      }),
    }),
  );
  return { app, database: handle, stream };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { passwordHashing: FAST_HASHING });
  instances.push(await openInstance(database));
  const second = database.url ? await openDatabase({ databaseUrl: database.url, pgliteDir: 'unused' }) : database;
  instances.push(await openInstance(second));
});
afterAll(async () => {
  for (const instance of instances) await instance.stream.close();
  if (instances[1] && instances[1].database !== database) await instances[1].database.close();
  await database.close();
});

const browsers = new Map<string, TestBrowser>();
async function as(account: string, on = 0): Promise<TestBrowser> {
  const key = `${account}@${on}`;
  const known = browsers.get(key);
  if (known) return known;
  const app = instances[on]?.app;
  if (!app) throw new Error('no instance');
  const browser = await logInAs(new TestBrowser(app), `${account}@meridian.example`, clock.now);
  browsers.set(key, browser);
  return browser;
}

function cookieOf(browser: TestBrowser): string {
  return `${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE) ?? ''}`;
}

async function client(on: number, browser?: TestBrowser): Promise<StreamClient> {
  const url = instances[on]?.stream.url ?? '';
  return StreamClient.open(url, Date.now, browser ? { headers: { cookie: cookieOf(browser) } } : undefined);
}

let frameIds = 0;
/** Subscribe and wait for the answer to this very frame (ack or error). */
async function subscribe(c: StreamClient, rooms: string[], event = 'subscribe'): Promise<Frame> {
  frameIds += 1;
  const id = frameIds;
  c.send({ id, channel: CHAT_MESSAGES_CHANNEL, event, payload: rooms });
  return c.next((f) => f.id === id);
}

const messageFrame = (text: string) => (f: Frame) =>
  f.channel === CHAT_MESSAGES_CHANNEL &&
  f.event === 'update' &&
  typeof f.result === 'object' &&
  f.result !== null &&
  'text' in f.result &&
  f.result.text === text;

async function post(browser: TestBrowser, room: string, text: string) {
  const res = await browser.call(chatMessagesPath(room), { form: { text } });
  expect(res.status, res.message).toBe(200);
  return postedChatMessage.parse(res.data).message;
}

describe('chat.messages on the stream (issue 16 "delivered over the WebSocket")', () => {
  it('two stream clients on two instances over one database both get a message posted through either instance', async () => {
    const { streamChatMessage } = await marketStreamSchemas();
    const kyc2 = await as('kyc-2', 1);
    const master = await as('master', 0);
    const onA = await client(0, await as('kyc-2', 0));
    const onB = await client(1);
    expect((await subscribe(onA, ['lobby'])).error).toBeNull();
    expect((await subscribe(onB, ['lobby', 'trading'])).error).toBeNull();

    clock.advance(CHAT_RATE_LIMIT.windowMs);
    const sent = await post(kyc2, 'lobby', 'hello from instance B');
    const [gotA, gotB] = await Promise.all([
      onA.next(messageFrame('hello from instance B'), 10_000),
      onB.next(messageFrame('hello from instance B'), 10_000),
    ]);
    // One ChatMessage per update, parsed by the contract the web uses; `mine` per connection.
    expect(streamChatMessage.parse(gotA.result)).toEqual({ ...sent, mine: true });
    expect(streamChatMessage.parse(gotB.result)).toEqual({ ...sent, mine: false });

    await post(master, 'trading', 'hello from instance A');
    const gotTrading = await onB.next(messageFrame('hello from instance A'), 10_000);
    expect(streamChatMessage.parse(gotTrading.result)).toMatchObject({ room: 'trading', nickname: 'master' });
    // onA is not in the trading room: a later lobby message arrives, the trading one never did.
    await post(master, 'lobby', 'lobby marker');
    await onA.next(messageFrame('lobby marker'), 10_000);
    expect(onA.frames.some(messageFrame('hello from instance A'))).toBe(false);
    onA.close();
    onB.close();
  });

  it('messages arrive in the order they were stored', async () => {
    clock.advance(CHAT_RATE_LIMIT.windowMs);
    const kyc3 = await as('kyc-3', 0);
    const watcher = await client(1);
    await subscribe(watcher, ['trading']);
    const texts = ['one', 'two', 'three', 'four', 'five'].map((t) => `ordered ${t}`);
    for (const text of texts) await post(kyc3, 'trading', text);
    await watcher.next(messageFrame('ordered five'), 10_000);
    const seen = watcher.frames
      .filter((f) => f.channel === CHAT_MESSAGES_CHANNEL && f.event === 'update')
      .map((f) => (f.result as { text: string }).text)
      .filter((t) => t.startsWith('ordered'));
    expect(seen).toEqual(texts);
    watcher.close();
  });

  it('unsubscribe stops the room', async () => {
    clock.advance(CHAT_RATE_LIMIT.windowMs);
    const kyc3 = await as('kyc-3', 1);
    const watcher = await client(0);
    await subscribe(watcher, ['lobby', 'trading']);
    expect((await subscribe(watcher, ['lobby'], 'unsubscribe')).error).toBeNull();
    await post(kyc3, 'lobby', 'after unsubscribe');
    await post(kyc3, 'trading', 'still subscribed here');
    await watcher.next(messageFrame('still subscribed here'), 10_000);
    expect(watcher.frames.some(messageFrame('after unsubscribe'))).toBe(false);
    watcher.close();
  });

  it('refuses unknown or invalid rooms and more than the bound', async () => {
    const c = await client(0);
    expect((await subscribe(c, ['no-such-room'])).error).toEqual({
      code: STREAM_ERROR.badArgument,
      message: 'unknown room no-such-room',
    });
    expect((await subscribe(c, ['<script>'])).error?.code).toBe(STREAM_ERROR.badArgument);
    expect((await subscribe(c, [])).error?.code).toBe(STREAM_ERROR.badArgument);
    const many = Array.from({ length: CHAT_STREAM_MAX_ROOMS + 1 }, (_, i) => `room-${i}`);
    expect((await subscribe(c, many)).error).toEqual({
      code: STREAM_ERROR.badArgument,
      message: `at most ${CHAT_STREAM_MAX_ROOMS} rooms`,
    });
    c.close();
  });
});

describe('a support room on the stream: "the same permission rule as reading"', () => {
  it('the owner and the staff (on either instance) get its messages; a stranger and an anonymous client are refused', async () => {
    clock.advance(CHAT_RATE_LIMIT.windowMs);
    const owner = await as('kyc-1', 0);
    const slug = supportRoomAnswer.parse((await owner.call(postSupportRoom.path, { form: {} })).data).room.slug;

    const stranger = await client(1, await as('master', 1));
    const refused = await subscribe(stranger, [slug]);
    expect(refused.error).toEqual({ code: STREAM_ERROR.unauthenticated, message: expect.stringMatching(/only open/) });
    const anonymous = await client(0);
    expect((await subscribe(anonymous, [slug])).error?.code).toBe(STREAM_ERROR.unauthenticated);

    const staff = await as('support-staff', 1);
    const staffClient = await client(1, staff);
    const ownerClient = await client(0, owner);
    expect((await subscribe(staffClient, [slug])).error).toBeNull();
    expect((await subscribe(ownerClient, [slug])).error).toBeNull();

    await post(owner, slug, 'help please');
    const atStaff = await staffClient.next(messageFrame('help please'), 10_000);
    expect(atStaff.result).toMatchObject({ room: slug, mine: false, from_support: false });
    await post(staff, slug, 'on it');
    const atOwner = await ownerClient.next(messageFrame('on it'), 10_000);
    expect(atOwner.result).toMatchObject({ room: slug, mine: false, from_support: true });
    expect(stranger.frames.some(messageFrame('help please'))).toBe(false);
    for (const c of [stranger, anonymous, staffClient, ownerClient]) c.close();
  });
});

describe.skipIf(process.env.DATABASE_URL === undefined)('two API processes on one PostgreSQL', () => {
  const processes: ApiProcess[] = [];
  afterAll(async () => {
    for (const p of processes) {
      p.signal('SIGTERM');
      await p.exited;
    }
  });

  it('issue 16 "messages reach clients on every API process through PostgreSQL LISTEN/NOTIFY (tested with two processes)"', async () => {
    const env = { DATABASE_URL: database.url ?? '', SECRETS_KEY: randomBytes(32).toString('hex') };
    const a = await spawnApiProcess(env);
    processes.push(a);
    const b = await spawnApiProcess(env);
    processes.push(b);
    const sender = await logInOverHttp(a.origin, 'kyc-0-5@meridian.example');
    const reader = await logInOverHttp(b.origin, 'kyc-none@meridian.example');
    const onB = await StreamClient.open(`${b.origin.replace('http', 'ws')}${MARKET_STREAM_PATH}`, Date.now, {
      headers: { cookie: reader.cookie() },
    });
    const onA = await StreamClient.open(`${a.origin.replace('http', 'ws')}${MARKET_STREAM_PATH}`, Date.now, {
      headers: { cookie: sender.cookie() },
    });
    expect((await subscribe(onB, ['lobby'])).error).toBeNull();
    expect((await subscribe(onA, ['lobby'])).error).toBeNull();
    const posted = await sender.post(chatMessagesPath('lobby'), { text: 'across processes <b>as text</b>' });
    expect(posted.status).toBe(200);
    const { message } = postedChatMessage.parse(((await posted.json()) as { data: unknown }).data);
    const atB = await onB.next(messageFrame('across processes <b>as text</b>'), 10_000);
    expect(atB.result).toEqual({ ...message, mine: false });
    const atA = await onA.next(messageFrame('across processes <b>as text</b>'), 10_000);
    expect(atA.result).toEqual({ ...message, mine: true });
    onA.close();
    onB.close();
  }, 60_000);
});
