import {
  getDevOutbox,
  getUserInfo,
  loginAnswer,
  outboxAnswer,
  passwordResetAnswer,
  postLogin,
  postLogin2fa,
  postLogoutOthers,
  postPasswordForgot,
  postPasswordReset,
  postRecoveryCodes,
  postSignup,
  postTotpDisable,
  postTotpEnable,
  postTotpSetup,
  totpEnableAnswer,
  totpSetupAnswer,
} from '@meridian/contracts';
import { CSRF_COOKIE } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth-cookies';
import { type ApiApp, createApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { users } from '../db/schema';
import { createSecretBox, newSecretKeyText, parseSecretKey } from '../services/secret-box';
import { resealTotpSecrets } from '../services/two-factor';
import { createTestDatabase } from '../test-support/test-database';
import {
  FAST_HASHING,
  latestMessageTo,
  signUpAndConfirm,
  TestBrowser,
  testClock,
  tokenOf,
} from '../test-support/test-browser';

// Issue 7 "Account flows": password reset, two-factor off, new recovery codes, the sign-up rate
// limit, log-ins that run at the same moment, the csrf token bound to the session, secrets at rest.

let database: DatabaseHandle;
let app: ApiApp;
const clock = testClock();
const KEY = parseSecretKey(newSecretKeyText());
const secrets = createSecretBox(KEY);

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApiApp({
    db: database.db,
    bodyLimitBytes: 8192,
    trustProxy: false,
    now: clock.now,
    passwordHashing: FAST_HASHING,
    secrets,
    devOutbox: true,
  });
});
afterAll(async () => {
  await database.close();
});

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new pass phrase';
let serial = 0;
const freshEmail = (tag = 'user') => `${tag}.${++serial}@example.com`;
const signUp = (browser: TestBrowser, email: string) =>
  signUpAndConfirm(database.db, browser, email, { password: PASSWORD });
const logIn = (browser: TestBrowser, account: string, password = PASSWORD) =>
  browser.call(postLogin.path, { form: { account, password } });
const totpAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: ms });

async function enrolled(browser: TestBrowser, email: string) {
  await signUp(browser, email);
  const { secret } = totpSetupAnswer.parse((await browser.call(postTotpSetup.path, { form: {} })).data);
  const { recovery_codes } = totpEnableAnswer.parse(
    (await browser.call(postTotpEnable.path, { form: { code: totpAt(secret, clock.now()) } })).data,
  );
  clock.advance(30_000);
  return { secret, recoveryCodes: recovery_codes };
}

async function forgot(email: string) {
  const res = await new TestBrowser(app).call(postPasswordForgot.path, { form: { account: email } });
  expect(res).toMatchObject({ status: 200, data: { sent: true } });
  return latestMessageTo(database.db, email);
}

describe('password reset', () => {
  it('sends a single-use link that sets a new password, ends every session, and the old password stops working', async () => {
    const email = freshEmail('reset');
    const browser = new TestBrowser(app);
    await signUp(browser, email);
    const message = await forgot(email);
    expect(message.link).toMatch(/^http:\/\/localhost\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(message);

    const done = await new TestBrowser(app).call(postPasswordReset.path, {
      form: { token, password: NEW_PASSWORD },
    });
    expect(done).toMatchObject({ status: 200, data: { need_2fa: false } });
    expect((await browser.call(getUserInfo.path)).status).toBe(401);
    expect((await logIn(new TestBrowser(app), email)).status).toBe(401);
    expect((await logIn(new TestBrowser(app), email, NEW_PASSWORD)).status).toBe(200);
    // Single use.
    const again = await new TestBrowser(app).call(postPasswordReset.path, {
      form: { token, password: 'yet another pass phrase' },
    });
    expect(again).toMatchObject({ status: 400, message: /^token: This link has expired or was already used/ });
    // Only the hash of the token is kept.
    const rows = await database.db.query.accountTokens.findMany();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('the link lasts one hour; a common new password is refused without spending it', async () => {
    const email = freshEmail('slow');
    await signUp(new TestBrowser(app), email);
    const token = tokenOf(await forgot(email));
    const common = await new TestBrowser(app).call(postPasswordReset.path, {
      form: { token, password: 'password1234' },
    });
    expect(common.status).toBe(422);
    clock.advance(60 * 60_000 + 1);
    expect(
      (await new TestBrowser(app).call(postPasswordReset.path, { form: { token, password: NEW_PASSWORD } })).status,
    ).toBe(400);
  });

  it('answers an unknown address exactly like a known one (no enumeration); the owner of the address is told there is no account', async () => {
    const known = freshEmail('known');
    await signUp(new TestBrowser(app), known);
    const unknown = freshEmail('unknown');
    const a = await new TestBrowser(app).call(postPasswordForgot.path, { form: { account: known } });
    const b = await new TestBrowser(app).call(postPasswordForgot.path, { form: { account: unknown } });
    expect([a.status, a.code, a.message, a.data]).toEqual([b.status, b.code, b.message, b.data]);
    const told = await latestMessageTo(database.db, unknown);
    expect(told.link).toBeNull();
    expect(told.body).toContain('there is no such account');
  });

  it('with two-factor on, the link alone is not enough: the code is asked, a wrong one counts, the right one resets', async () => {
    const email = freshEmail('reset2fa');
    const { secret } = await enrolled(new TestBrowser(app), email);
    const token = tokenOf(await forgot(email));
    const browser = new TestBrowser(app);
    const first = await browser.call(postPasswordReset.path, { form: { token, password: NEW_PASSWORD } });
    expect(passwordResetAnswer.parse(first.data)).toEqual({ need_2fa: true });
    expect((await logIn(new TestBrowser(app), email)).status).toBe(200); // nothing changed yet
    const wrong = await browser.call(postPasswordReset.path, {
      form: { token, password: NEW_PASSWORD, code: '000000' },
    });
    expect(wrong).toMatchObject({ status: 401, message: /^Wrong two-factor code or recovery code\. 4 tries left/ });
    const right = await browser.call(postPasswordReset.path, {
      form: { token, password: NEW_PASSWORD, code: totpAt(secret, clock.now()) },
    });
    expect(right).toMatchObject({ status: 200, data: { need_2fa: false } });
    expect((await logIn(new TestBrowser(app), email, NEW_PASSWORD)).status).toBe(200);
    clock.advance(30_000);
  });
});

describe('two-factor off, and new recovery codes', () => {
  it('turning two-factor off needs the password and a current code; then log-in asks no code', async () => {
    const email = freshEmail('off');
    const browser = new TestBrowser(app);
    const { secret } = await enrolled(browser, email);
    expect(
      await browser.call(postTotpDisable.path, {
        form: { password: 'not it at all', code: totpAt(secret, clock.now()) },
      }),
    ).toMatchObject({ status: 401, message: /^Wrong password/ });
    expect(await browser.call(postTotpDisable.path, { form: { password: PASSWORD, code: '000000' } })).toMatchObject({
      status: 401,
      message: /^Wrong two-factor code/,
    });
    expect((await browser.call(postTotpDisable.path, { form: { password: PASSWORD } })).status).toBe(400);
    expect(
      (await new TestBrowser(app).call(postTotpDisable.path, { form: { password: PASSWORD, code: '123456' } })).status,
    ).toBe(401);
    const off = await browser.call(postTotpDisable.path, {
      form: { password: PASSWORD, code: totpAt(secret, clock.now()) },
    });
    expect(off).toMatchObject({ status: 200, code: 0 });
    expect((await browser.call(getUserInfo.path)).data).toMatchObject({ login2: 0 });
    expect(loginAnswer.parse((await logIn(new TestBrowser(app), email)).data)).toMatchObject({ need_2fa: false });
    expect(await browser.call(postTotpDisable.path, { form: { password: PASSWORD, code: '123456' } })).toMatchObject({
      status: 409,
    });
    clock.advance(15 * 60_000);
  });

  it('new recovery codes replace the old ones: an old one is refused at log-in, a new one works', async () => {
    const email = freshEmail('codes');
    const browser = new TestBrowser(app);
    const { secret, recoveryCodes: old } = await enrolled(browser, email);
    const res = await browser.call(postRecoveryCodes.path, {
      form: { password: PASSWORD, code: totpAt(secret, clock.now()) },
    });
    expect(res.status, res.message).toBe(200);
    const { recovery_codes: fresh } = totpEnableAnswer.parse(res.data);
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => old.includes(c))).toBe(false);
    const challenge = async () => {
      const data = loginAnswer.parse((await logIn(new TestBrowser(app), email)).data);
      if (!data.need_2fa) throw new Error('expected a challenge');
      return data.challenge;
    };
    expect(
      (
        await new TestBrowser(app).call(postLogin2fa.path, {
          form: { challenge: await challenge(), code: old[0] ?? '' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await new TestBrowser(app).call(postLogin2fa.path, {
          form: { challenge: await challenge(), code: fresh[0] ?? '' },
        })
      ).status,
    ).toBe(200);
    clock.advance(15 * 60_000);
  });
});

describe('limits that do not hurt real users', () => {
  it('six or more parallel right log-ins all succeed and never count as failures (issue 7)', async () => {
    const email = freshEmail('parallel');
    await signUp(new TestBrowser(app), email);
    const results = await Promise.all(Array.from({ length: 8 }, () => logIn(new TestBrowser(app), email)));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    // No failure was counted: four wrong passwords still leave one try.
    for (let i = 0; i < 4; i += 1) await logIn(new TestBrowser(app), email, 'wrong password');
    expect((await logIn(new TestBrowser(app), email, 'wrong password')).message).toMatch(/^Too many failed attempts/);
    clock.advance(15 * 60_000);
  });

  it('sign-up is rate-limited per client (10 an hour), answering 429 with Retry-After; other clients are not', async () => {
    const client = '203.0.113.90';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (
          await new TestBrowser(app, { clientAddress: client }).call(postSignup.path, {
            form: { account: freshEmail('flood'), password: PASSWORD },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const refused = await new TestBrowser(app, { clientAddress: client }).call(postSignup.path, {
      form: { account: freshEmail('flood'), password: PASSWORD },
    });
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (
        await new TestBrowser(app).call(postSignup.path, {
          form: { account: freshEmail('other'), password: PASSWORD },
        })
      ).status,
    ).toBe(200);
    clock.advance(60 * 60_000 + 1);
    expect(
      (
        await new TestBrowser(app, { clientAddress: client }).call(postSignup.path, {
          form: { account: freshEmail('flood'), password: PASSWORD },
        })
      ).status,
    ).toBe(200);
  });

  it('parallel sign-ups from one client cannot slip past the limit', async () => {
    const client = '203.0.113.91';
    const results = await Promise.all(
      Array.from({ length: 16 }, () =>
        new TestBrowser(app, { clientAddress: client }).call(postSignup.path, {
          form: { account: freshEmail('burst'), password: PASSWORD },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    clock.advance(60 * 60_000 + 1);
  });

  it('an address gets at most 3 messages an hour; past that the answer stays the same and nothing is sent', async () => {
    const email = freshEmail('bombed');
    await signUp(new TestBrowser(app), email);
    const before = (await latestMessageTo(database.db, email)).id;
    for (let i = 0; i < 5; i += 1)
      expect((await new TestBrowser(app).call(postPasswordForgot.path, { form: { account: email } })).status).toBe(200);
    const messages = (await database.db.query.outbox.findMany()).filter((m) => m.recipient === email && m.id > before);
    expect(messages).toHaveLength(3);
  });
});

describe('the csrf token is bound to the session', () => {
  it("a logged-in browser must send its session's token; a planted double-submit pair does not pass", async () => {
    const browser = new TestBrowser(app);
    await signUp(browser, freshEmail('csrf'));
    const bound = browser.cookies.get(CSRF_COOKIE) ?? '';
    expect((await browser.call(postLogoutOthers.path, { form: {} })).status).toBe(200);
    // An attacker who can set cookies on a sibling subdomain plants a token of their own.
    const planted = 'P'.repeat(43);
    browser.cookies.set(CSRF_COOKIE, planted);
    const res = await browser.call(postLogoutOthers.path, {
      form: {},
      headers: { csrftoken: planted },
      csrf: false,
    });
    expect(res).toMatchObject({ status: 403, message: /does not belong to this session/ });
    // Any GET puts the session's token back.
    await browser.get(getUserInfo.path);
    expect(browser.cookies.get(CSRF_COOKIE)).toBe(bound);
    expect((await browser.call(postLogoutOthers.path, { form: {} })).status).toBe(200);
  });

  it('visitors keep the double submit', async () => {
    const browser = new TestBrowser(app);
    expect((await browser.call(postPasswordForgot.path, { form: { account: freshEmail() } })).status).toBe(200);
  });
});

describe('secrets at rest', () => {
  it('start-up seals clear secrets, and secrets of a previous key with the current one (rotation)', async () => {
    const email = freshEmail('rotate');
    const { secret } = await enrolled(new TestBrowser(app), email);
    // An account from before encryption: its secret in clear.
    const legacyEmail = freshEmail('legacy');
    await signUp(new TestBrowser(app), legacyEmail);
    await database.db.update(users).set({ totpSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(users.email, legacyEmail));
    const secretOf = async (address: string) =>
      (await database.db.select({ s: users.totpSecret }).from(users).where(eq(users.email, address)))[0]?.s ?? '';

    const NEW_KEY = parseSecretKey(newSecretKeyText());
    const rotated = createSecretBox(NEW_KEY, [KEY]);
    expect(rotated.isCurrent(await secretOf(email))).toBe(false);
    expect(await resealTotpSecrets(database.db, rotated)).toBeGreaterThanOrEqual(2);
    for (const [address, plain] of [
      [email, secret],
      [legacyEmail, 'JBSWY3DPEHPK3PXP'],
    ] as const) {
      const value = await secretOf(address);
      expect(rotated.isCurrent(value), address).toBe(true);
      expect(rotated.open(value)).toBe(plain);
      // The old key alone no longer opens it: the old key can be retired.
      expect(() => createSecretBox(KEY).open(value)).toThrow();
    }
    // Idempotent, and back to the app's key for whatever runs next.
    expect(await resealTotpSecrets(database.db, rotated)).toBe(0);
    await resealTotpSecrets(database.db, createSecretBox(KEY, [NEW_KEY]));
  });
});

describe('development outbox', () => {
  it('lists the newest messages with their links when mounted, and is absent otherwise', async () => {
    const email = freshEmail('outbox');
    await new TestBrowser(app).call(postSignup.path, { form: { account: email, password: PASSWORD } });
    const res = await new TestBrowser(app).call(getDevOutbox.path);
    const { messages } = outboxAnswer.parse(res.data);
    expect(messages[0]).toMatchObject({
      channel: 'email',
      to: email,
      link: expect.stringMatching(/verify-email\?token=/),
    });
    const production = createApiApp({ db: database.db, bodyLimitBytes: 8192, trustProxy: false });
    expect((await new TestBrowser(production).call(getDevOutbox.path)).status).toBe(404);
    expect(SESSION_COOKIE).toBe('meridian_session');
  });
});
