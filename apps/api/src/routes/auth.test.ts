import {
  getTotalFunds,
  getUserInfo,
  getUserTier,
  loginAnswer,
  postLogin,
  postLogin2fa,
  postLogout,
  postLogoutOthers,
  postSignup,
  postTotpEnable,
  postTotpSetup,
  postVerifyEmail,
  totpEnableAnswer,
  totpSetupAnswer,
} from '@meridian/contracts';
import { CSRF_COOKIE, NICKNAME_COOKIE, UID_COOKIE } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth-cookies';
import { type ApiApp, createApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { recoveryCodes, sessions, users } from '../db/schema';
import { verifyPassword } from '../services/password-hashing';
import { createTestDatabase } from '../test-support/test-database';
import {
  FAST_HASHING,
  latestMessageTo,
  parseSetCookies,
  signUpAndConfirm,
  TestBrowser,
  testClock,
  tokenOf,
} from '../test-support/test-browser';

let database: DatabaseHandle;
let app: ApiApp;
/** Behind our own proxy: believes X-Forwarded-For and -Proto. */
let proxied: ApiApp;
const clock = testClock();

beforeAll(async () => {
  database = await createTestDatabase();
  const deps = { db: database.db, bodyLimitBytes: 8192, now: clock.now, passwordHashing: FAST_HASHING };
  app = createApiApp({ ...deps, trustProxy: false });
  proxied = createApiApp({ ...deps, trustProxy: true });
});
afterAll(async () => {
  await database.close();
});

const PASSWORD = 'correct horse battery';
let serial = 0;
/** A fresh e-mail address per test, so tests do not share accounts or limits. */
const freshEmail = (tag = 'user') => `${tag}.${++serial}@example.com`;

/** Sign up and open the link of the message, in `browser` (which is then logged in). */
const signUp = (browser: TestBrowser, account: string, extra: Record<string, string> = {}) =>
  signUpAndConfirm(database.db, browser, account, { password: PASSWORD, ...extra });

const logIn = (browser: TestBrowser, account: string, password = PASSWORD) =>
  browser.call(postLogin.path, { form: { account, password } });

async function userRow(uid: number) {
  const [row] = await database.db.select().from(users).where(eq(users.uid, uid));
  if (!row) throw new Error(`no user ${uid}`);
  return row;
}

describe('csrf double submit', () => {
  it('issues a readable, random csrftoken cookie (SameSite=Lax) on any GET that lacks one, and keeps it after', async () => {
    const browser = new TestBrowser(app);
    const first = parseSetCookies(await browser.get('/api/web/v1/site/settings')).get(CSRF_COOKIE);
    expect(first?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first?.attributes.has('httponly')).toBe(false);
    expect(first?.attributes.get('samesite')).toBe('Lax');
    expect(first?.attributes.get('path')).toBe('/');
    expect(parseSetCookies(await browser.get(getUserInfo.path)).has(CSRF_COOKIE)).toBe(false);
    // Another browser gets another token.
    const other = parseSetCookies(await new TestBrowser(app).get('/api/web/v1/health')).get(CSRF_COOKIE);
    expect(other?.value).not.toBe(first?.value);
  });

  it('refuses sign-up, log-in and every other POST, PUT, PATCH or DELETE with 403 and a clear message when the cookie is missing', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of [postSignup.path, postLogin.path, postLogout.path, '/api/web/v1/anything']) {
        const res = await new TestBrowser(app).call(path, {
          method,
          form: { account: 'a@b.co', password: PASSWORD },
          csrf: false,
        });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res).toMatchObject({ code: 403, data: null });
        expect(res.message).toContain('csrftoken cookie is missing');
      }
    }
  });

  it('refuses a missing header and a header that does not match the cookie', async () => {
    const browser = new TestBrowser(app);
    await browser.get('/api/web/v1/health');
    const missing = await browser.call(postLogin.path, {
      form: { account: 'a@b.co', password: 'x' },
      csrf: false,
    });
    expect(missing.status).toBe(403);
    expect(missing.message).toContain("send the csrftoken cookie's value in the csrftoken header");
    const wrong = await browser.call(postLogin.path, {
      form: { account: 'a@b.co', password: 'x' },
      csrf: false,
      headers: { csrftoken: 'A'.repeat(43) },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.message).toContain('does not match');
  });

  it("does not take the shell client's default token '1' (or any short guessable value) as a cookie", async () => {
    const browser = new TestBrowser(app);
    browser.cookies.set(CSRF_COOKIE, '1');
    const res = await browser.call(postLogin.path, {
      form: { account: 'a@b.co', password: 'x' },
      csrf: false,
      headers: { csrftoken: '1' },
    });
    expect(res.status).toBe(403);
    // …and a GET replaces it with a real one.
    await browser.get('/api/web/v1/health');
    expect(browser.cookies.get(CSRF_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a matching pair passes (a POST to no route is then a 404, not a 403)', async () => {
    const res = await new TestBrowser(app).call('/api/web/v1/compliance/check', { method: 'POST', form: {} });
    expect(res.status).toBe(404);
  });
});

describe('sign-up', () => {
  it('answers "sent" without a session or an account; the message\'s link opens the account and logs it in (HttpOnly, SameSite=Lax, 12 h)', async () => {
    const browser = new TestBrowser(app);
    await browser.get('/api/web/v1/health');
    const csrfBefore = browser.cookies.get(CSRF_COOKIE);
    const email = freshEmail('Ada.Lovelace');
    const sent = await browser.call(postSignup.path, { form: { account: email, password: PASSWORD } });
    expect(sent).toMatchObject({ status: 200, code: 0, data: { sent: true } });
    expect(parseSetCookies(sent.response).has(SESSION_COOKIE)).toBe(false);
    expect(await database.db.select().from(users).where(eq(users.email, email.toLowerCase()))).toHaveLength(0);

    const message = await latestMessageTo(database.db, email);
    expect(message).toMatchObject({ channel: 'email', recipient: email.toLowerCase() });
    expect(message.link).toMatch(/^http:\/\/localhost\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    expect(message.body).toContain(message.link ?? '?');

    const res = await browser.request(postVerifyEmail.path, { form: { token: tokenOf(message) } });
    expect(res.status).toBe(200);
    const body = loginAnswer.parse(((await res.json()) as { data: unknown }).data);
    expect(body).toMatchObject({ need_2fa: false, nickname: email.split('@')[0]?.toLowerCase() });

    const cookies = parseSetCookies(res);
    const session = cookies.get(SESSION_COOKIE);
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session?.attributes.has('httponly')).toBe(true);
    expect(session?.attributes.get('samesite')).toBe('Lax');
    expect(session?.attributes.get('path')).toBe('/');
    expect(session?.attributes.has('secure')).toBe(false); // plain http here
    expect(Number(session?.attributes.get('max-age'))).toBe(12 * 3600);
    for (const name of [UID_COOKIE, NICKNAME_COOKIE]) {
      expect(cookies.get(name)?.attributes.has('httponly'), name).toBe(false);
      expect(cookies.get(name)?.attributes.get('samesite'), name).toBe('Lax');
    }
    if (body.need_2fa) throw new Error('unexpected');
    expect(cookies.get(UID_COOKIE)?.value).toBe(String(body.uid));
    expect(cookies.get(NICKNAME_COOKIE)?.value).toBe(body.nickname);
    // A fresh csrf token comes with the session.
    expect(cookies.get(CSRF_COOKIE)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookies.get(CSRF_COOKIE)?.value).not.toBe(csrfBefore);

    // Only a hash of the token is stored.
    const stored = await database.db.select().from(sessions).where(eq(sessions.uid, body.uid));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(session?.value ?? '?');
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const info = await browser.call(getUserInfo.path);
    expect(info).toMatchObject({
      code: 0,
      data: { email: email.toLowerCase(), nickname_source: 'email', user_info: { uid: body.uid } },
    });
    // The link works once.
    const again = await new TestBrowser(app).call(postVerifyEmail.path, { form: { token: tokenOf(message) } });
    expect(again).toMatchObject({ status: 400, message: /^token: This link has expired or was already used/ });
  });

  it('a sign-up link expires after 24 hours', async () => {
    const email = freshEmail('late');
    await new TestBrowser(app).call(postSignup.path, { form: { account: email, password: PASSWORD } });
    const token = tokenOf(await latestMessageTo(database.db, email));
    clock.advance(24 * 3600_000 + 1);
    expect((await new TestBrowser(app).call(postVerifyEmail.path, { form: { token } })).status).toBe(400);
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('marks the cookies Secure when the request came over https (directly, or via a trusted proxy)', async () => {
    const secureFlag = async (target: ApiApp, origin: string, headers: Record<string, string>) => {
      const browser = new TestBrowser(target, { origin, headers });
      const { response } = await signUpAndConfirm(database.db, browser, freshEmail(), { password: PASSWORD });
      const cookies = parseSetCookies(response);
      return [SESSION_COOKIE, UID_COOKIE, NICKNAME_COOKIE, CSRF_COOKIE].map((n) =>
        cookies.get(n)?.attributes.has('secure'),
      );
    };
    expect(await secureFlag(app, 'https://www.meridian.example', {})).toEqual([true, true, true, true]);
    expect(await secureFlag(proxied, 'http://localhost', { 'x-forwarded-proto': 'https' })).toEqual([
      true,
      true,
      true,
      true,
    ]);
    // Anyone can send the header; without a trusted proxy it is ignored.
    expect(await secureFlag(app, 'http://localhost', { 'x-forwarded-proto': 'https' })).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('takes a JSON body too, and a phone number (a text message), whose nickname is the masked tail', async () => {
    const browser = new TestBrowser(app);
    const sent = await browser.call(postSignup.path, {
      json: { account: '+44 (20) 7946-0958', password: PASSWORD },
    });
    expect(sent).toMatchObject({ status: 200, data: { sent: true } });
    const message = await latestMessageTo(database.db, '+442079460958');
    expect(message.channel).toBe('sms');
    const confirmed = await browser.call(postVerifyEmail.path, { form: { token: tokenOf(message) } });
    expect(loginAnswer.parse(confirmed.data)).toMatchObject({ need_2fa: false, nickname: '***0958' });
    const info = await browser.call(getUserInfo.path);
    expect(info.data).toMatchObject({ phone: '+442079460958', email: '', nickname_source: 'phone' });
  });

  it('keeps a chosen nickname and the sign-up channel', async () => {
    const browser = new TestBrowser(app);
    await signUp(browser, freshEmail(), { nickname: '  Satoshi  ', ch: 'spring_campaign' });
    const info = await browser.call(getUserInfo.path);
    expect(info.data).toMatchObject({
      nickname_source: 'other',
      user_info: { nick: 'Satoshi', from_channel: 'spring_campaign' },
    });
  });

  it('answers a known address exactly like a new one (no enumeration); the owner is told, and no second account opens', async () => {
    const email = freshEmail('dup');
    await signUp(new TestBrowser(app), email);
    const known = await new TestBrowser(app).call(postSignup.path, {
      form: { account: email.toUpperCase(), password: PASSWORD },
    });
    const fresh = await new TestBrowser(app).call(postSignup.path, {
      form: { account: freshEmail('new'), password: PASSWORD },
    });
    const shape = (r: typeof known) => ({
      status: r.status,
      code: r.code,
      message: r.message,
      data: r.data,
      cookies: [...parseSetCookies(r.response).keys()],
    });
    expect(shape(known)).toEqual(shape(fresh));
    expect(known).toMatchObject({ status: 200, code: 0, message: 'success', data: { sent: true } });
    const told = await latestMessageTo(database.db, email);
    expect(told.subject).toMatch(/you already have an account/);
    expect(told.link).toBeNull();
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);

    // Two links for one address (signed up twice before confirming): only the first used opens an account.
    const twice = freshEmail('twice');
    await new TestBrowser(app).call(postSignup.path, { form: { account: twice, password: PASSWORD } });
    const first = tokenOf(await latestMessageTo(database.db, twice));
    await new TestBrowser(app).call(postSignup.path, { form: { account: twice, password: PASSWORD } });
    const second = tokenOf(await latestMessageTo(database.db, twice));
    expect((await new TestBrowser(app).call(postVerifyEmail.path, { form: { token: second } })).status).toBe(200);
    expect((await new TestBrowser(app).call(postVerifyEmail.path, { form: { token: first } })).status).toBe(400);
  });

  it('records the referrer from a referral code, and refuses a code that does not exist', async () => {
    const referrer = await signUp(new TestBrowser(app), freshEmail('referrer'));
    const { inviteCode } = await userRow(referrer.uid);
    const referred = await signUp(new TestBrowser(app), freshEmail('referred'), { ref_uid: inviteCode.toLowerCase() });
    expect((await userRow(referred.uid)).referrerUid).toBe(referrer.uid);

    const unknown = await new TestBrowser(app).call(postSignup.path, {
      form: { account: freshEmail(), password: PASSWORD, ref_uid: 'NOSUCHCODE' },
    });
    expect(unknown).toMatchObject({ status: 400, message: 'ref_uid: This referral code does not exist' });
  });

  it('stores a salted scrypt hash with its parameters, never the password, and it verifies', async () => {
    const a = await signUp(new TestBrowser(app), freshEmail());
    const b = await signUp(new TestBrowser(app), freshEmail());
    const [hashA, hashB] = [(await userRow(a.uid)).passwordHash, (await userRow(b.uid)).passwordHash];
    expect(hashA).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(hashA).not.toContain(PASSWORD);
    expect(hashA).not.toBe(hashB); // same password, own salt
    expect(await verifyPassword(PASSWORD, hashA)).toBe(true);
    expect(await verifyPassword(`${PASSWORD}!`, hashA)).toBe(false);
  });
});

describe('bad input: a 4xx naming the field, never a 500', () => {
  type Case = { name: string; init: Parameters<TestBrowser['call']>[1]; status: number; message: string | RegExp };
  /** Both sign-up and log-in. */
  const common: Case[] = [
    { name: 'missing fields', init: { form: {} }, status: 400, message: 'account is required; password is required' },
    {
      name: 'empty fields',
      init: { form: { account: '', password: '' } },
      status: 400,
      message: 'account is required; password is required',
    },
    {
      name: 'oversize password',
      init: { form: { account: 'a@b.co', password: 'x'.repeat(129) } },
      status: 400,
      message: 'password: Use at most 128 characters',
    },
    {
      name: 'oversize account',
      init: { form: { account: `${'a'.repeat(300)}@b.co`, password: PASSWORD } },
      status: 400,
      message: /^account: That is too long/,
    },
    {
      name: 'not an e-mail or phone',
      init: { form: { account: 'hello world', password: PASSWORD } },
      status: 400,
      message: 'account: Enter a valid e-mail address or phone number',
    },
    {
      name: 'NUL in the account',
      init: { form: { account: 'a\u0000b@c.co', password: PASSWORD } },
      status: 400,
      message: 'account: Enter a valid e-mail address or phone number',
    },
    {
      name: 'a field sent twice',
      init: {
        body: 'account=a@b.co&account=c@d.co&password=correct+horse',
        contentType: 'application/x-www-form-urlencoded',
      },
      status: 400,
      message: 'account was sent more than once',
    },
    {
      name: 'wrong JSON types',
      init: { json: { account: 12345678, password: ['x'] } },
      status: 400,
      message: 'account must be text; password must be text',
    },
    { name: 'JSON array', init: { json: [1, 2] }, status: 400, message: 'The body must be a JSON object of fields' },
    {
      name: 'JSON null',
      init: { body: 'null', contentType: 'application/json' },
      status: 400,
      message: 'The body must be a JSON object of fields',
    },
    {
      name: 'malformed JSON',
      init: { body: '{"account": ', contentType: 'application/json' },
      status: 400,
      message: 'The body is not valid JSON',
    },
    {
      name: 'malformed multipart',
      init: { body: 'garbage', contentType: 'multipart/form-data; boundary=x' },
      status: 400,
      message: 'The form body is malformed',
    },
    {
      name: 'no content type',
      init: { method: 'POST', body: 'account=a@b.co' },
      status: 415,
      message: /^Send the body as application\/x-www-form-urlencoded/,
    },
    { name: 'text/plain', init: { body: 'hi', contentType: 'text/plain' }, status: 415, message: /^Send the body as/ },
  ];
  /** Sign-up only (log-in compares any non-empty password and has no other fields). */
  const signupOnly: Case[] = [
    {
      name: 'short password (ASVS 2.1.1: at least 12)',
      init: { form: { account: 'a@b.co', password: 'elevenchars' } },
      status: 400,
      message: 'password: Use at least 12 characters',
    },
    {
      name: 'a common password (ASVS 2.1.7)',
      init: { form: { account: 'a@b.co', password: 'password1234' } },
      status: 422,
      message: /^password: This password is on the list of the most common passwords/,
    },
    {
      name: 'control character in the nickname',
      init: { form: { account: 'a@b.co', password: PASSWORD, nickname: 'ab\u0007c' } },
      status: 400,
      message: 'nickname: Use letters, digits and punctuation only',
    },
    {
      name: 'oversize nickname',
      init: { form: { account: 'a@b.co', password: PASSWORD, nickname: 'n'.repeat(33) } },
      status: 400,
      message: 'nickname: Use at most 32 characters',
    },
    {
      name: 'oversize referral code',
      init: { form: { account: 'a@b.co', password: PASSWORD, ref_uid: 'R'.repeat(33) } },
      status: 400,
      message: 'ref_uid: Use at most 32 characters',
    },
    {
      name: 'odd characters in the channel',
      init: { form: { account: 'a@b.co', password: PASSWORD, ch: '<script>' } },
      status: 400,
      message: 'ch: A channel holds only letters, digits, ., - and _',
    },
  ];

  const check = async (path: string, { init, status, message }: Case) => {
    const res = await new TestBrowser(app).call(path, init);
    expect(res.status).toBe(status);
    expect(res.code).toBe(status);
    expect(res.data).toBeNull();
    if (typeof message === 'string') expect(res.message).toBe(message);
    else expect(res.message).toMatch(message);
  };
  it.each([...common, ...signupOnly])('sign-up: $name', (c) => check(postSignup.path, c));
  it.each(common)('log-in: $name', (c) => check(postLogin.path, c));

  it('a file where text belongs is refused', async () => {
    const form = new FormData();
    form.set('account', new File(['x'], 'a.txt'));
    form.set('password', PASSWORD);
    const browser = new TestBrowser(app);
    await browser.get('/api/web/v1/health');
    const res = await app.request(postLogin.path, {
      method: 'POST',
      body: form,
      headers: {
        cookie: `${CSRF_COOKIE}=${browser.cookies.get(CSRF_COOKIE)}`,
        csrftoken: browser.cookies.get(CSRF_COOKIE) ?? '',
      },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, message: 'account must be text, not a file', data: null });
  });

  it('a body over the limit is a 413', async () => {
    const res = await new TestBrowser(app).call(postSignup.path, {
      form: { account: 'a@b.co', password: PASSWORD, pad: 'x'.repeat(9000) },
    });
    expect(res.status).toBe(413);
  });

  it('2FA bodies: a short challenge and a bad code are named', async () => {
    const res = await new TestBrowser(app).call(postLogin2fa.path, { form: { challenge: 'abc', code: '12' } });
    expect(res).toMatchObject({
      status: 400,
      message:
        'challenge: The log-in challenge is missing or cut short; code: Enter the 6-digit code or a recovery code',
    });
  });
});

describe('log-in and log-out', () => {
  it('logs in with the right password, and log-out ends the session on the server too', async () => {
    const email = freshEmail();
    await signUp(new TestBrowser(app), email);
    const browser = new TestBrowser(app);
    const res = await logIn(browser, `  ${email.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(loginAnswer.parse(res.data)).toMatchObject({ need_2fa: false });
    expect((await browser.call(getUserInfo.path)).code).toBe(0);

    const stolen = browser.cookies.get(SESSION_COOKIE) ?? '';
    const out = await browser.call(postLogout.path, { form: {} });
    expect(out).toMatchObject({ status: 200, code: 0, data: null });
    const cleared = parseSetCookies(out.response);
    for (const name of [SESSION_COOKIE, UID_COOKIE, NICKNAME_COOKIE])
      expect(cleared.get(name)?.attributes.get('max-age'), name).toBe('0');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);

    // The old cookie, replayed, no longer works: the server forgot the session.
    const replay = new TestBrowser(app);
    replay.cookies.set(SESSION_COOKIE, stolen);
    expect(await replay.call(getUserInfo.path)).toMatchObject({
      status: 401,
      code: 401,
      message: 'Not logged in',
    });
    const [row] = await database.db.select().from(sessions).where(eq(sessions.tokenHash, stolen));
    expect(row).toBeUndefined();
  });

  it('log-out without a session still answers 0 and clears the cookies', async () => {
    const res = await new TestBrowser(app).call(postLogout.path, { form: {} });
    expect(res).toMatchObject({ status: 200, code: 0 });
  });

  it('answers a wrong password and an unknown account alike, with the tries left', async () => {
    const email = freshEmail();
    await signUp(new TestBrowser(app), email);
    const wrong = await logIn(new TestBrowser(app), email, 'not the password');
    const unknown = await logIn(new TestBrowser(app), freshEmail('nobody'), 'not the password');
    const message = 'Wrong account or password. 4 tries left before the account is locked for 15 minutes.';
    expect(wrong).toMatchObject({ status: 401, code: 401, message, data: null });
    expect(unknown).toMatchObject({ status: 401, code: 401, message, data: null });
    expect(parseSetCookies(wrong.response).has(SESSION_COOKIE)).toBe(false);
  });

  it('a new log-in in the same browser replaces its old session', async () => {
    const email = freshEmail();
    const browser = new TestBrowser(app);
    await signUp(browser, email);
    const first = browser.cookies.get(SESSION_COOKIE) ?? '';
    await logIn(browser, email);
    expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(first);
    const replay = new TestBrowser(app);
    replay.cookies.set(SESSION_COOKIE, first);
    expect((await replay.call(getUserInfo.path)).status).toBe(401);
  });

  it('a session in use ends 12 hours after log-in (ASVS 3.3.1); the stale uid and nickname cookies are then cleared', async () => {
    const browser = new TestBrowser(app);
    await signUp(browser, freshEmail());
    // Busy all along: a request every 20 minutes, so only the 12-hour limit can end it.
    for (let i = 0; i < 35; i += 1) {
      clock.advance(20 * 60_000);
      expect((await browser.call(getUserInfo.path)).code, `after ${(i + 1) * 20} minutes`).toBe(0);
    }
    // 11 h 40 min so far; 20 minutes and a second more is past 12 h (and only 20 min idle).
    clock.advance(20 * 60_000 + 1000);
    const res = await browser.call(getUserInfo.path);
    expect(res).toMatchObject({ status: 401, message: 'Not logged in' });
    expect(browser.cookies.has(UID_COOKIE)).toBe(false);
    expect(browser.cookies.has(NICKNAME_COOKIE)).toBe(false);
  });

  it('an idle session ends after 30 minutes without a request (issue 7: an idle timeout)', async () => {
    const browser = new TestBrowser(app);
    await signUp(browser, freshEmail());
    clock.advance(29 * 60_000);
    expect((await browser.call(getUserInfo.path)).code).toBe(0);
    // The request above moved the idle clock: 29 more minutes are fine, then 30 idle minutes end it.
    clock.advance(29 * 60_000);
    expect((await browser.call(getUserInfo.path)).code).toBe(0);
    clock.advance(30 * 60_000 + 1);
    expect(await browser.call(getUserInfo.path)).toMatchObject({ status: 401, message: 'Not logged in' });
  });

  it('"log out other devices" ends every other session of the account, not this one', async () => {
    const email = freshEmail('devices');
    const here = new TestBrowser(app);
    await signUp(here, email);
    const phone = new TestBrowser(app);
    const laptop = new TestBrowser(app);
    for (const b of [phone, laptop]) expect((await logIn(b, email)).status).toBe(200);
    const stranger = new TestBrowser(app);
    await signUp(stranger, freshEmail('stranger'));
    const res = await here.call(postLogoutOthers.path, { form: {} });
    expect(res).toMatchObject({ status: 200, data: { closed: 2 } });
    expect((await here.call(getUserInfo.path)).code).toBe(0);
    expect((await phone.call(getUserInfo.path)).status).toBe(401);
    expect((await laptop.call(getUserInfo.path)).status).toBe(401);
    expect((await stranger.call(getUserInfo.path)).code).toBe(0);
    expect((await new TestBrowser(app).call(postLogoutOthers.path, { form: {} })).status).toBe(401);
  });

  it('personal answers are never cached: Cache-Control no-store on every API answer but the public /js/tool files', async () => {
    const browser = new TestBrowser(app);
    await signUp(browser, freshEmail());
    for (const path of [
      getUserInfo.path,
      getTotalFunds.path,
      getUserTier.path,
      '/api/web/v1/site/settings',
      '/api/web/v1/no/such/call',
    ]) {
      expect((await browser.get(path)).headers.get('cache-control'), path).toBe('no-store');
    }
    expect(
      (await browser.call(postLogin.path, { form: { account: 'x@example.com', password: 'y' } })).response.headers.get(
        'cache-control',
      ),
    ).toBe('no-store');
    // The public files keep their own (routes/js-tool.test.ts).
  });
});

describe('lockout after wrong passwords (clock moved, no waiting)', () => {
  it('locks the account after 5 wrong passwords in 15 minutes, says until when, refuses even the right password, and opens 15 minutes later', async () => {
    const email = freshEmail('locked');
    await signUp(new TestBrowser(app), email);
    const browser = new TestBrowser(app);
    clock.set(Date.UTC(2025, 1, 1, 9, 0, 30));
    for (let i = 1; i <= 4; i += 1) {
      clock.advance(60_000);
      expect((await logIn(browser, email, 'wrong password')).message).toContain(`${5 - i} tr`);
    }
    clock.advance(60_000);
    const fifth = await logIn(browser, email, 'wrong password');
    expect(fifth).toMatchObject({ status: 429, code: 429, data: null });
    // Locked 09:05:30 → 09:20:30; the minute said is rounded up, never before the end.
    expect(fifth.message).toBe(
      'Too many failed attempts: this account is locked for 15 minutes after 5 wrong passwords or codes. Try again after 2025-02-01 09:21 UTC.',
    );
    expect(fifth.response.headers.get('retry-after')).toBe('900');

    clock.advance(14 * 60_000);
    const stillLocked = await logIn(browser, email);
    expect(stillLocked.status).toBe(429);
    expect(stillLocked.response.headers.get('retry-after')).toBe('60');
    clock.advance(60_000);
    expect((await logIn(browser, email)).status).toBe(200);
  });

  it('counts over a sliding 15-minute window, and a right password starts the count afresh', async () => {
    const email = freshEmail();
    await signUp(new TestBrowser(app), email);
    const browser = new TestBrowser(app);
    for (let i = 0; i < 4; i += 1) await logIn(browser, email, 'wrong password');
    clock.advance(15 * 60_000 + 1);
    for (let i = 0; i < 4; i += 1) expect((await logIn(browser, email, 'wrong password')).status).toBe(401);
    expect((await logIn(browser, email)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await logIn(browser, email, 'wrong password')).status).toBe(401);
    expect((await logIn(browser, email)).status).toBe(200);
  });

  it('limits guesses at an unknown account the same way (no hint whether it exists)', async () => {
    const nobody = freshEmail('nobody');
    for (let i = 0; i < 4; i += 1) await logIn(new TestBrowser(app), nobody, 'guess');
    expect((await logIn(new TestBrowser(app), nobody, 'guess')).message).toMatch(
      /^Too many failed attempts: this account is locked/,
    );
  });

  it('parallel guesses cannot slip past the limit', async () => {
    const email = freshEmail('burst');
    await signUp(new TestBrowser(app), email);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => logIn(new TestBrowser(app), email, 'wrong password')),
    );
    expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(4);
    expect(results.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    expect((await logIn(new TestBrowser(app), email)).status).toBe(429);
  });
});

describe('rate limit per network', () => {
  it('behind a trusted proxy: 20 failures from one address in 15 minutes → 429 for that address only', async () => {
    const from = (ip: string) => new TestBrowser(proxied, { headers: { 'x-forwarded-for': `${ip}, 10.0.0.1` } });
    const victim = freshEmail('net');
    await signUp(new TestBrowser(app), victim);
    // Spread over accounts, so no account reaches its own limit.
    const accounts = Array.from({ length: 5 }, () => freshEmail('spray'));
    let last = { status: 0, message: '' };
    for (let i = 0; i < 20; i += 1) last = await logIn(from('203.0.113.7'), accounts[i % 5] ?? '', 'wrong password');
    expect(last.status).toBe(429);
    expect(last.message).toMatch(
      /^Too many failed log-in attempts from your network\. Try again after \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
    );
    // Even a right password, from there:
    expect((await logIn(from('203.0.113.7'), victim)).status).toBe(429);
    // Another address is not affected.
    expect((await logIn(from('198.51.100.4'), victim)).status).toBe(200);
    clock.advance(15 * 60_000);
    expect((await logIn(from('203.0.113.7'), victim)).status).toBe(200);
  });

  it('an IPv6 client is counted by its /64', async () => {
    const email = freshEmail();
    await signUp(new TestBrowser(app), email);
    for (let i = 0; i < 20; i += 1) {
      await logIn(
        new TestBrowser(proxied, { headers: { 'x-forwarded-for': `2001:db8:1:2::${i.toString(16)}` } }),
        freshEmail('v6'),
        'wrong',
      );
    }
    const sameLine = new TestBrowser(proxied, { headers: { 'x-forwarded-for': '2001:db8:1:2:ffff::1' } });
    expect((await logIn(sameLine, email)).status).toBe(429);
    clock.advance(15 * 60_000);
  });

  it('without a proxy: each client by its socket address; 20 failures from one address do not lock out a second (X-Forwarded-For ignored)', async () => {
    const email = freshEmail();
    await signUp(new TestBrowser(app), email);
    const attacker = (i: number) =>
      new TestBrowser(app, { clientAddress: '203.0.113.50', headers: { 'x-forwarded-for': `192.0.2.${i}` } });
    let last = { status: 0, message: '' };
    for (let i = 0; i < 20; i += 1) last = await logIn(attacker(i), freshEmail('direct'), 'wrong');
    expect(last.status).toBe(429);
    expect(last.message).toContain('from your network');
    // The attacker's address is refused, even with the right password and a forged header…
    expect((await logIn(attacker(99), email)).status).toBe(429);
    // …and everybody else logs in.
    expect((await logIn(new TestBrowser(app, { clientAddress: '198.51.100.77' }), email)).status).toBe(200);
    clock.advance(15 * 60_000);
    expect((await logIn(attacker(100), email)).status).toBe(200);
  });

  it('only calls that carry no client address at all share the direct bucket', async () => {
    const email = freshEmail();
    await signUp(new TestBrowser(app), email);
    for (let i = 0; i < 20; i += 1)
      await logIn(new TestBrowser(app, { clientAddress: null }), freshEmail('none'), 'wrong');
    expect((await logIn(new TestBrowser(app, { clientAddress: null }), email)).status).toBe(429);
    expect((await logIn(new TestBrowser(app), email)).status).toBe(200);
    clock.advance(15 * 60_000);
  });
});

describe('two-factor (TOTP)', () => {
  const totpAt = (secret: string, ms: number) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
      timestamp: ms,
    });

  /** Sign up and turn two-factor on; returns the secret and recovery codes. */
  async function enrolled(email: string) {
    const browser = new TestBrowser(app);
    await signUp(browser, email);
    const setup = await browser.call(postTotpSetup.path, { form: {} });
    expect(setup.status, setup.message).toBe(200);
    const { secret, otpauth_url, qr_svg } = totpSetupAnswer.parse(setup.data);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Meridian:/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain('issuer=Meridian');
    expect(qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrongCode = await browser.call(postTotpEnable.path, {
      form: { code: totpAt(secret, clock.now() + 10 * 60_000) },
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.message).toMatch(/^code: That code does not match/);
    const badShape = await browser.call(postTotpEnable.path, { form: { code: '12ab56' } });
    expect(badShape).toMatchObject({ status: 400, message: 'code: Enter the 6-digit code' });

    const enable = await browser.call(postTotpEnable.path, { form: { code: totpAt(secret, clock.now()) } });
    expect(enable.status, enable.message).toBe(200);
    const { recovery_codes } = totpEnableAnswer.parse(enable.data);
    expect(recovery_codes).toHaveLength(10);
    expect(recovery_codes[0]).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    expect((await browser.call(getUserInfo.path)).data).toMatchObject({ login2: 1 });
    expect((await browser.call(postTotpSetup.path, { form: {} })).status).toBe(409);
    // Move past the step the enrolment code used.
    clock.advance(30_000);
    return { secret, recoveryCodes: recovery_codes };
  }

  async function challengeFor(browser: TestBrowser, email: string) {
    const res = await logIn(browser, email);
    expect(res.status).toBe(200);
    const data = loginAnswer.parse(res.data);
    if (!data.need_2fa) throw new Error('expected a two-factor challenge');
    expect(parseSetCookies(res.response).has(SESSION_COOKIE)).toBe(false);
    return data.challenge;
  }

  it('needs a session to set up or enable', async () => {
    expect((await new TestBrowser(app).call(postTotpSetup.path, { form: {} })).status).toBe(401);
    expect((await new TestBrowser(app).call(postTotpEnable.path, { form: { code: '123456' } })).status).toBe(401);
  });

  it('refuses enable before set-up', async () => {
    const browser = new TestBrowser(app);
    await signUp(browser, freshEmail());
    expect(await browser.call(postTotpEnable.path, { form: { code: '123456' } })).toMatchObject({
      status: 409,
      message: 'Start the two-factor set-up first',
    });
  });

  it('enrols with a QR code, then log-in asks for the code (computed here from the secret) before any session exists', async () => {
    const email = freshEmail('totp');
    const { secret } = await enrolled(email);
    const browser = new TestBrowser(app);
    const challenge = await challengeFor(browser, email);
    expect((await browser.call(getUserInfo.path)).status).toBe(401);

    const wrong = await browser.call(postLogin2fa.path, {
      form: { challenge, code: totpAt(secret, clock.now() - 5 * 60_000) },
    });
    expect(wrong).toMatchObject({
      status: 401,
      message: 'Wrong two-factor code or recovery code. 4 tries left before the account is locked for 15 minutes.',
    });

    const code = totpAt(secret, clock.now());
    const right = await browser.call(postLogin2fa.path, { form: { challenge, code } });
    expect(right.status, right.message).toBe(200);
    expect(loginAnswer.parse(right.data)).toMatchObject({ need_2fa: false });
    expect(parseSetCookies(right.response).get(SESSION_COOKIE)?.attributes.has('httponly')).toBe(true);
    expect((await browser.call(getUserInfo.path)).code).toBe(0);

    // The challenge is spent, and the same code does not work twice.
    expect((await browser.call(postLogin2fa.path, { form: { challenge, code } })).status).toBe(401);
    const again = await challengeFor(new TestBrowser(app), email);
    expect((await new TestBrowser(app).call(postLogin2fa.path, { form: { challenge: again, code } })).status).toBe(401);
    clock.advance(30_000);
    expect(
      (
        await new TestBrowser(app).call(postLogin2fa.path, {
          form: { challenge: again, code: totpAt(secret, clock.now()) },
        })
      ).status,
    ).toBe(200);
  });

  it('a recovery code works once; they are stored hashed', async () => {
    const email = freshEmail('recovery');
    const { recoveryCodes: codes } = await enrolled(email);
    const [code] = codes;
    if (!code) throw new Error('no code');
    const first = await new TestBrowser(app).call(postLogin2fa.path, {
      form: {
        challenge: await challengeFor(new TestBrowser(app), email),
        code: code.toLowerCase().replaceAll('-', ' '),
      },
    });
    expect(first.status, first.message).toBe(200);
    const second = await new TestBrowser(app).call(postLogin2fa.path, {
      form: { challenge: await challengeFor(new TestBrowser(app), email), code },
    });
    expect(second.status).toBe(401);

    const account = await database.db.select().from(users).where(eq(users.email, email));
    const stored = await database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.uid, account[0]?.uid ?? 0));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.map((c) => c.replaceAll('-', ''))).not.toContain(row.codeHash);
    }
    expect(stored.filter((r) => r.usedAt !== null)).toHaveLength(1);
  });

  it('a challenge lasts 5 minutes', async () => {
    const email = freshEmail();
    const { secret } = await enrolled(email);
    const challenge = await challengeFor(new TestBrowser(app), email);
    clock.advance(5 * 60_000 + 1);
    const late = await new TestBrowser(app).call(postLogin2fa.path, {
      form: { challenge, code: totpAt(secret, clock.now()) },
    });
    expect(late).toMatchObject({
      status: 401,
      message: 'This log-in has expired or was already used. Enter your password again.',
    });
  });

  it('three wrong codes spend the challenge: the password must be typed again', async () => {
    const email = freshEmail();
    const { secret } = await enrolled(email);
    const challenge = await challengeFor(new TestBrowser(app), email);
    const answers = [];
    for (let i = 0; i < 3; i += 1)
      answers.push(await new TestBrowser(app).call(postLogin2fa.path, { form: { challenge, code: '000000' } }));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401]);
    expect(answers[2]?.message).toBe('This log-in has expired or was already used. Enter your password again.');
    const right = await new TestBrowser(app).call(postLogin2fa.path, {
      form: { challenge, code: totpAt(secret, clock.now()) },
    });
    expect(right.status).toBe(401);
    clock.advance(15 * 60_000);
  });

  it('wrong codes are counted per account across right passwords: 5 lock the account (issue 7: log in, guess, repeat)', async () => {
    const email = freshEmail('guesser');
    const { secret } = await enrolled(email);
    const statuses: number[] = [];
    // The attacker knows the password: each round logs in again (a right password) and guesses twice.
    for (let round = 0; round < 3; round += 1) {
      const challenge = await challengeFor(new TestBrowser(app), email);
      for (let i = 0; i < 2; i += 1) {
        statuses.push(
          (await new TestBrowser(app).call(postLogin2fa.path, { form: { challenge, code: '000000' } })).status,
        );
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // Locked: not even the right code passes, from anywhere.
    const challenge = await challengeFor(new TestBrowser(app), email);
    const right = await new TestBrowser(app).call(postLogin2fa.path, {
      form: { challenge, code: totpAt(secret, clock.now()) },
    });
    expect(right).toMatchObject({ status: 429, message: /^Too many failed attempts: this account is locked/ });
    clock.advance(15 * 60_000);
    const later = await challengeFor(new TestBrowser(app), email);
    expect(
      (
        await new TestBrowser(app).call(postLogin2fa.path, {
          form: { challenge: later, code: totpAt(secret, clock.now()) },
        })
      ).status,
    ).toBe(200);
  });

  it('stores the TOTP secret sealed, never in clear (issue 7: secrets at rest)', async () => {
    const email = freshEmail('sealed');
    const { secret } = await enrolled(email);
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row?.totpSecret).toMatch(/^enc:v1:[0-9a-f]{8}:/);
    expect(row?.totpSecret).not.toContain(secret);
  });
});
