import {
  getUserInfo,
  postLogin,
  postLogout,
  postLogoutOthers,
  postPasswordForgot,
  postPasswordReset,
} from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiApp, createApiApp } from './app';
import { SESSION_COOKIE } from './auth-cookies';
import { openDatabase, type DatabaseHandle } from './db/database';
import { AUTH_POLICY } from './services/auth-policy';
import { createSecretBox, newSecretKeyText, parseSecretKey } from './services/secret-box';
import { SESSION_CACHE_LIMITS, SessionCache, startSessionCache } from './services/session-cache';
import { createTestDatabase, type TestDatabase } from './test-support/test-database';
import {
  FAST_HASHING,
  latestMessageTo,
  signUpAndConfirm,
  TestBrowser,
  testClock,
  tokenOf,
} from './test-support/test-browser';

/**
 * Decision 0028: every API process caches sessions; a log-out, a "log out other devices" or a
 * password reset in one process is refused in every process once the database's notification
 * arrives. The clocks here never move past the cache's TTL unless a test says so, so a refusal
 * can only come from the notification.
 */

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new pass phrase';
const clock = testClock(Date.UTC(2025, 5, 1, 9, 0, 0));
// One key for every app: a session's csrf token is then the same in each process, as in production.
const secrets = createSecretBox(parseSecretKey(newSecretKeyText()));

let database: TestDatabase;
const opened: DatabaseHandle[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const handle of opened) await handle.close();
  await database.close();
});

function apiProcess(handle: DatabaseHandle, sessionCache: SessionCache): ApiApp {
  return createApiApp({
    db: handle.db,
    bodyLimitBytes: 8192,
    trustProxy: false,
    now: clock.now,
    passwordHashing: FAST_HASHING,
    secrets,
    sessionCache,
  });
}

let serial = 0;
const freshEmail = (tag: string) => `${tag}.${++serial}.${Date.now()}@example.com`;

/** A signed-up account logged in on `app`; `login` logs another browser in on the same account. */
async function account(app: ApiApp, tag: string) {
  const email = freshEmail(tag);
  const first = new TestBrowser(app);
  await signUpAndConfirm(database.db, first, email, { password: PASSWORD });
  return {
    email,
    browser: first,
    async login(on: ApiApp) {
      const browser = new TestBrowser(on);
      const res = await browser.call(postLogin.path, { form: { account: email, password: PASSWORD } });
      expect(res.status, res.message).toBe(200);
      return browser;
    },
  };
}

/** The same session cookie, sent to another process (a load balancer may pick any). */
function sameSessionOn(app: ApiApp, browser: TestBrowser): TestBrowser {
  const other = new TestBrowser(app);
  for (const [name, value] of browser.cookies) other.cookies.set(name, value);
  return other;
}

const infoStatus = async (browser: TestBrowser) => (await browser.call(getUserInfo.path)).status;

describe('one process (PGlite: the only one there is)', () => {
  let app: ApiApp;
  let cache: SessionCache;
  beforeAll(async () => {
    ({ cache } = await startSessionCache(database));
    app = apiProcess(database, cache);
  });

  it('answers a warm session from the cache, and refuses it right after log-out', async () => {
    const { browser } = await account(app, 'logout');
    const stale = sameSessionOn(app, browser);
    expect(await infoStatus(browser)).toBe(200);
    expect(cache.size).toBeGreaterThan(0);
    expect((await browser.call(postLogout.path, { form: {} })).status).toBe(200);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await infoStatus(stale)).toBe(401);
  });

  it('refuses the other sessions right after "log out other devices", and keeps this one', async () => {
    const user = await account(app, 'others');
    const other = await user.login(app);
    expect(await infoStatus(other)).toBe(200);
    expect(await infoStatus(user.browser)).toBe(200);
    const out = await user.browser.call(postLogoutOthers.path, { form: {} });
    expect(out).toMatchObject({ status: 200, data: { closed: 1 } });
    expect(await infoStatus(other)).toBe(401);
    expect(await infoStatus(user.browser)).toBe(200);
  });

  it('refuses a warm session once it has expired (12 h), even where the cache would still keep it', async () => {
    // A TTL longer than the session: only the session's own expiry can refuse it.
    const { cache: longCache } = await startSessionCache(database, { ttlMs: 2 * AUTH_POLICY.sessionLifetimeMs });
    const longApp = apiProcess(database, longCache);
    const start = clock.now();
    const { browser } = await account(longApp, 'expiry');
    // Keep it in use (each step inside the idle limit) up to just before its end.
    const end = start + AUTH_POLICY.sessionLifetimeMs;
    while (clock.now() < end - AUTH_POLICY.sessionIdleMs) {
      clock.advance(AUTH_POLICY.sessionIdleMs / 2);
      expect(await infoStatus(browser)).toBe(200);
    }
    // A request that touches the session evicts it (the touch is a change, notified at commit,
    // on PostgreSQL a moment later); the next ones store it again.
    clock.set(end - AUTH_POLICY.sessionTouchMs / 2);
    expect(await infoStatus(browser)).toBe(200);
    clock.advance(1_000);
    await vi.waitFor(async () => {
      expect(await infoStatus(browser)).toBe(200);
      expect(longCache.size).toBe(1);
    });
    clock.set(end);
    expect(await infoStatus(browser)).toBe(401);
  });

  it('without notifications (none delivered), a deleted session is still refused once the TTL has passed', async () => {
    // The bound when a notification is lost: a cache no feed evicts.
    const deaf = new SessionCache({ live: () => true });
    const deafApp = apiProcess(database, deaf);
    const { browser } = await account(deafApp, 'ttl');
    expect(await infoStatus(browser)).toBe(200);
    // Log out through another app whose notification never reaches `deaf`.
    expect((await sameSessionOn(app, browser).call(postLogout.path, { form: {} })).status).toBe(200);
    // Until the TTL runs out, `deaf` believes its entry: the TTL alone is what refuses it below.
    expect(await infoStatus(browser)).toBe(200);
    clock.advance(SESSION_CACHE_LIMITS.ttlMs);
    expect(await infoStatus(browser)).toBe(401);
  });
});

describe.runIf(process.env.DATABASE_URL)('two processes on one PostgreSQL database', () => {
  let appA: ApiApp;
  let appB: ApiApp;
  let cacheB: SessionCache;
  beforeAll(async () => {
    const url = database.url;
    if (!url) throw new Error('the PostgreSQL test database has a url');
    // Each "process": its own pool, its own listening connection, its own cache.
    const handleA = await openDatabase({ databaseUrl: url, pgliteDir: 'unused' });
    const handleB = await openDatabase({ databaseUrl: url, pgliteDir: 'unused' });
    opened.push(handleA, handleB);
    appA = apiProcess(handleA, (await startSessionCache(handleA)).cache);
    ({ cache: cacheB } = await startSessionCache(handleB));
    appB = apiProcess(handleB, cacheB);
  });

  /** B answers from its cache until the notification evicts the session, then refuses it. */
  async function refusedOnB(browser: TestBrowser) {
    await vi.waitFor(async () => expect(await infoStatus(browser)).toBe(401), { timeout: 5_000, interval: 20 });
  }

  it('log-out in A: B refuses the session it had cached', async () => {
    const { browser } = await account(appA, 'cross-logout');
    const onB = sameSessionOn(appB, browser);
    expect(await infoStatus(onB)).toBe(200);
    expect(cacheB.size).toBeGreaterThan(0);
    expect((await browser.call(postLogout.path, { form: {} })).status).toBe(200);
    await refusedOnB(onB);
  });

  it('"log out other devices" in A: B refuses the other session it had cached', async () => {
    const user = await account(appA, 'cross-others');
    const other = await user.login(appB);
    expect(await infoStatus(other)).toBe(200);
    expect((await user.browser.call(postLogoutOthers.path, { form: {} })).status).toBe(200);
    await refusedOnB(other);
    expect(await infoStatus(user.browser)).toBe(200);
  });

  it('password reset in A: B refuses every session of the account it had cached', async () => {
    const user = await account(appA, 'cross-reset');
    const onB = await user.login(appB);
    expect(await infoStatus(onB)).toBe(200);
    await new TestBrowser(appA).call(postPasswordForgot.path, { form: { account: user.email } });
    const token = tokenOf(await latestMessageTo(database.db, user.email));
    const done = await new TestBrowser(appA).call(postPasswordReset.path, { form: { token, password: NEW_PASSWORD } });
    expect(done.status, done.message).toBe(200);
    await refusedOnB(onB);
  });
});
