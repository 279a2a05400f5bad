import {
  classifyAccount,
  login2faRequest,
  loginRequest,
  signupRequest,
  totpEnableRequest,
  type loginAnswer,
  type totpEnableAnswer,
  type totpSetupAnswer,
} from '@meridian/contracts';
import { MAIN_SITE, siteById } from '@meridian/domain';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import type { ApiBindings } from '../app';
import { clearSessionCookies, readSessionToken, setCsrfCookie, setSessionCookies } from '../auth-cookies';
import { clientNetworkBucket } from '../client-ip';
import { fail, ok } from '../http';
import { readBody } from '../request-body';
import { signUp } from '../services/accounts';
import { AUTH_POLICY } from '../services/auth-policy';
import { completeSecondFactor, logIn, type SecondFactorOutcome } from '../services/login';
import type { Refusal } from '../services/login-throttle';
import type { ScryptParams } from '../services/password-hashing';
import { closeSession, openSession } from '../services/sessions';
import { beginTotpSetup, enableTotp } from '../services/two-factor';
import { type AccountBindings, requireAccount } from '../session-context';

export interface AuthRouteDeps {
  trustProxy: boolean;
  passwordHashing: ScryptParams;
}

/** "2025-01-31 14:05 UTC": when a lock ends, in words anyone can read whatever their time zone. */
function utcMinute(date: Date): string {
  // Rounded up, so the time said is never before the lock has really ended.
  const rounded = new Date(Math.ceil(date.getTime() / 60_000) * 60_000);
  return `${rounded.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function refused(c: Context, refusal: Refusal, now: Date) {
  const seconds = Math.max(1, Math.ceil((refusal.until.getTime() - now.getTime()) / 1000));
  c.header('Retry-After', String(seconds));
  const minutes = Math.round(AUTH_POLICY.account.lockMs / 60_000);
  return refusal.scope === 'account'
    ? fail(
        c,
        429,
        `Too many failed attempts: this account is locked for ${minutes} minutes after ${AUTH_POLICY.account.limit} wrong passwords or codes. Try again after ${utcMinute(refusal.until)}.`,
      )
    : fail(c, 429, `Too many failed log-in attempts from your network. Try again after ${utcMinute(refusal.until)}.`);
}

function wrong(c: Context, what: string, triesLeft: number) {
  const minutes = Math.round(AUTH_POLICY.account.lockMs / 60_000);
  return fail(
    c,
    401,
    `${what}. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left before the account is locked for ${minutes} minutes.`,
  );
}

type LoginAnswer = z.infer<typeof loginAnswer>;

/** /api/web/v1/auth/* — ours; the spec does not show these paths (contracts ACCOUNT_PATHS). */
export function authRoutes(deps: AuthRouteDeps) {
  const routes = new Hono<ApiBindings>();
  const loggedIn = requireAccount({ trustProxy: deps.trustProxy });

  /** Log in on this browser: a new session replaces whatever session cookie it sent. */
  async function startSession(c: Context<ApiBindings>, session: { token: string }, account: { uid: number; nickname: string }) {
    await closeSession(c.var.db, readSessionToken(c));
    setSessionCookies(c, deps.trustProxy, { token: session.token, uid: account.uid, nickname: account.nickname });
    const answer: LoginAnswer = { need_2fa: false, uid: account.uid, nickname: account.nickname };
    return ok(c, answer);
  }

  routes.post('/signup', async (c) => {
    const body = await readBody(c, signupRequest);
    if (!body.ok) return fail(c, body.status, body.message);
    const { account, ...rest } = body.data;
    const identifier = classifyAccount(account);
    if (!identifier) return fail(c, 400, 'account: Enter a valid e-mail address or phone number');
    const outcome = await signUp(c.var.db, { ...rest, identifier }, { siteId: c.var.siteId, now: c.var.now, hashing: deps.passwordHashing });
    if (outcome.kind === 'duplicate') {
      const what = outcome.identifier.kind === 'email' ? 'e-mail address' : 'phone number';
      return fail(c, 409, `An account with this ${what} already exists. Log in instead.`);
    }
    if (outcome.kind === 'unknown-referral') return fail(c, 400, 'ref_uid: This referral code does not exist');
    // shell: signing up logs the new user in.
    const session = await openSession(c.var.db, outcome.account.uid, c.var.now);
    return startSession(c, session, outcome.account);
  });

  routes.post('/login', async (c) => {
    const body = await readBody(c, loginRequest);
    if (!body.ok) return fail(c, body.status, body.message);
    const identifier = classifyAccount(body.data.account);
    if (!identifier) return fail(c, 400, 'account: Enter a valid e-mail address or phone number');
    const outcome = await logIn(
      c.var.db,
      { identifier, password: body.data.password },
      { networkBucket: clientNetworkBucket(c.req.raw, deps.trustProxy), now: c.var.now, hashing: deps.passwordHashing },
    );
    switch (outcome.kind) {
      case 'refused':
        return refused(c, outcome.refusal, c.var.now);
      case 'wrong':
        return wrong(c, 'Wrong account or password', outcome.accountTriesLeft);
      case 'challenge': {
        const answer: LoginAnswer = { need_2fa: true, challenge: outcome.challenge };
        return ok(c, answer);
      }
      case 'session':
        return startSession(c, outcome.session, outcome.account);
    }
  });

  routes.post('/login/2fa', async (c) => {
    const body = await readBody(c, login2faRequest);
    if (!body.ok) return fail(c, body.status, body.message);
    const outcome: SecondFactorOutcome = await completeSecondFactor(c.var.db, body.data, {
      networkBucket: clientNetworkBucket(c.req.raw, deps.trustProxy),
      now: c.var.now,
    });
    switch (outcome.kind) {
      case 'expired':
        return fail(c, 401, 'This log-in has expired or was already used. Enter your password again.');
      case 'refused':
        return refused(c, outcome.refusal, c.var.now);
      case 'wrong':
        return wrong(c, 'Wrong two-factor code or recovery code', outcome.accountTriesLeft);
      case 'session':
        return startSession(c, outcome.session, outcome.account);
    }
  });

  routes.post('/logout', async (c) => {
    // Idempotent: logging out without a session still clears the cookies.
    await closeSession(c.var.db, readSessionToken(c));
    clearSessionCookies(c, deps.trustProxy);
    setCsrfCookie(c, deps.trustProxy);
    return ok(c, null);
  });

  const twoFactor = new Hono<AccountBindings>();
  twoFactor.use(loggedIn);
  twoFactor.post('/setup', async (c) => {
    const issuer = (siteById(c.var.siteId) ?? MAIN_SITE).totpName;
    const setup = await beginTotpSetup(c.var.db, c.var.account, issuer);
    if (setup.kind === 'already-on') return fail(c, 409, 'Two-factor authentication is already on for this account');
    const answer: z.infer<typeof totpSetupAnswer> = { secret: setup.secret, otpauth_url: setup.otpauthUrl, qr_svg: setup.qrSvg };
    return ok(c, answer);
  });
  twoFactor.post('/enable', async (c) => {
    const body = await readBody(c, totpEnableRequest);
    if (!body.ok) return fail(c, body.status, body.message);
    const outcome = await enableTotp(c.var.db, c.var.account, body.data.code, c.var.now);
    switch (outcome.kind) {
      case 'already-on':
        return fail(c, 409, 'Two-factor authentication is already on for this account');
      case 'no-setup':
        return fail(c, 409, 'Start the two-factor set-up first');
      case 'wrong-code':
        return fail(c, 400, 'code: That code does not match. Check the time on your phone and enter the current code.');
      case 'enabled': {
        const answer: z.infer<typeof totpEnableAnswer> = { recovery_codes: outcome.recoveryCodes };
        return ok(c, answer);
      }
    }
  });
  routes.route('/2fa', twoFactor);
  return routes;
}
