import {
  classifyAccount,
  postLogin,
  postLogin2fa,
  postLogout,
  postLogoutOthers,
  postPasswordForgot,
  postPasswordReset,
  postRecoveryCodes,
  postResendVerification,
  postSignup,
  postTotpDisable,
  postTotpEnable,
  postTotpSetup,
  postVerifyEmail,
  SESSIONS_PREFIX,
  TWO_FACTOR_PREFIX,
  type AccountIdentifier,
} from '@meridian/contracts';
import { LANG_COOKIE, MAIN_SITE, siteById } from '@meridian/domain';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ApiBindings, ApiEnvBindings } from '../app';
import {
  cameOverHttps,
  clearSessionCookies,
  readSessionToken,
  setCsrfCookie,
  setSessionCookies,
} from '../auth-cookies';
import { clientAddress } from '../client-ip';
import { sessionCsrfToken } from '../csrf';
import { fail, respond } from '../http';
import { readEndpointBody } from '../request-body';
import {
  completePasswordReset,
  confirmSignup,
  findResetAccount,
  type MessageContext,
  requestPasswordReset,
  requestSignup,
  resendSignup,
} from '../services/account-messages';
import { prepareSignup } from '../services/accounts';
import { AUTH_POLICY } from '../services/auth-policy';
import { checkPassword, checkSecondFactor, completeSecondFactor, logIn, type CheckOutcome } from '../services/login';
import type { Refusal } from '../services/login-throttle';
import { messageLinks } from '../services/message-links';
import type { ScryptParams } from '../services/password-hashing';
import { weakPasswordReason } from '../services/password-policy';
import { closeOtherSessions, closeSession, type OpenedSession } from '../services/sessions';
import { beginTotpSetup, disableTotp, enableTotp, reissueRecoveryCodes } from '../services/two-factor';
import { type AccountBindings, requireAccount } from '../session-context';

export interface AuthRouteDeps {
  passwordHashing: ScryptParams;
}

/** "2025-01-31 14:05 UTC": when a lock ends, in words anyone can read whatever their time zone. */
function utcMinute(date: Date): string {
  // Rounded up, so the time said is never before the lock has really ended.
  const rounded = new Date(Math.ceil(date.getTime() / 60_000) * 60_000);
  return `${rounded.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function retryAfter(c: Context, until: Date, now: Date) {
  c.header('Retry-After', String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))));
}

function refused(c: Context, refusal: Refusal, now: Date) {
  retryAfter(c, refusal.until, now);
  const minutes = Math.round(AUTH_POLICY.account.lockMs / 60_000);
  switch (refusal.scope) {
    case 'account':
      return fail(
        c,
        429,
        `Too many failed attempts: this account is locked for ${minutes} minutes after ${AUTH_POLICY.account.limit} wrong passwords or codes. Try again after ${utcMinute(refusal.until)}.`,
      );
    case 'network':
      return fail(
        c,
        429,
        `Too many failed log-in attempts from your network. Try again after ${utcMinute(refusal.until)}.`,
      );
    case 'busy':
      return fail(c, 429, 'Too many log-in attempts for this account at the same moment. Try again in a second.');
  }
}

function wrong(c: Context, what: string, triesLeft: number) {
  const minutes = Math.round(AUTH_POLICY.account.lockMs / 60_000);
  return fail(
    c,
    401,
    `${what}. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left before the account is locked for ${minutes} minutes.`,
  );
}

function rateLimited(c: Context, until: Date, now: Date) {
  retryAfter(c, until, now);
  return fail(c, 429, `Too many requests from your network. Try again after ${utcMinute(until)}.`);
}

/** 422: the contract's length rule passed, the password policy did not (ASVS 2.1.7). */
function weak(c: Context, password: string, identifier: string) {
  const reason = weakPasswordReason(password, identifier);
  return reason ? fail(c, 422, `password: ${reason}`) : null;
}

const SENT = { sent: true } as const;

/** Sign-up, log-in, messages, two-factor and sessions: ours; the spec does not show these paths. */
export function authRoutes(deps: AuthRouteDeps) {
  const routes = new Hono<ApiBindings>();
  const hashing = deps.passwordHashing;

  /** Log in on this browser: a new session replaces whatever session cookie it sent. */
  async function startSession(
    c: Context<ApiBindings>,
    endpoint: typeof postLogin | typeof postLogin2fa | typeof postVerifyEmail,
    session: OpenedSession,
    account: { uid: number; nickname: string },
  ) {
    await closeSession(c.var.db, readSessionToken(c), c.var.sessionCache);
    const csrfToken = sessionCsrfToken(c.var.secrets.derive('csrf'), session.token);
    setSessionCookies(c, c.var.trustProxy, {
      token: session.token,
      uid: account.uid,
      nickname: account.nickname,
      csrfToken,
    });
    return respond(c, endpoint, { need_2fa: false, uid: account.uid, nickname: account.nickname });
  }

  function messageContext(c: Context<ApiBindings>): MessageContext {
    const forwardedHost = c.var.trustProxy ? c.req.header('x-forwarded-host') : undefined;
    const env: ApiEnvBindings | undefined = c.env;
    return {
      now: c.var.now,
      mailer: c.var.mailer,
      hashing,
      networkBucket: c.var.networkBucket,
      clientAddress: clientAddress(c.req.raw, c.var.trustProxy, env?.clientAddress),
      links: messageLinks({
        site: siteById(c.var.siteId) ?? MAIN_SITE,
        langCookie: getCookie(c, LANG_COOKIE),
        host: forwardedHost ?? new URL(c.req.url).host,
        https: cameOverHttps(c.req.raw, c.var.trustProxy),
      }),
    };
  }

  const attempt = (c: Context<AccountBindings>) => ({ networkBucket: c.var.networkBucket, now: c.var.now, hashing });

  function identifierOf(c: Context, value: string): AccountIdentifier | Response {
    return classifyAccount(value) ?? fail(c, 400, 'account: Enter a valid e-mail address or phone number');
  }

  routes.post(postSignup.path, async (c) => {
    const body = await readEndpointBody(c, postSignup);
    if (!body.ok) return fail(c, body.status, body.message);
    const { account, password, ...rest } = body.data;
    const identifier = identifierOf(c, account);
    if (identifier instanceof Response) return identifier;
    const tooWeak = weak(c, password, identifier.value);
    if (tooWeak) return tooWeak;
    const prepared = await prepareSignup(c.var.db, { ...rest, password, identifier }, c.var.siteId);
    if (prepared.kind === 'unknown-referral') return fail(c, 400, 'ref_uid: This referral code does not exist');
    // The same answer for a new and a known address: the message tells the owner which it was.
    const outcome = await requestSignup(c.var.db, { account: prepared.account, password }, messageContext(c));
    if (outcome.kind === 'rate-limited') return rateLimited(c, outcome.until, c.var.now);
    return respond(c, postSignup, SENT);
  });

  routes.post(postVerifyEmail.path, async (c) => {
    const body = await readEndpointBody(c, postVerifyEmail);
    if (!body.ok) return fail(c, body.status, body.message);
    const outcome = await confirmSignup(c.var.db, body.data.token, c.var.now);
    if (outcome.kind === 'invalid') {
      return fail(
        c,
        400,
        'token: This link has expired or was already used. Sign up again, or log in if your account is open.',
      );
    }
    return startSession(c, postVerifyEmail, outcome.session, outcome.account);
  });

  routes.post(postResendVerification.path, async (c) => {
    const body = await readEndpointBody(c, postResendVerification);
    if (!body.ok) return fail(c, body.status, body.message);
    const identifier = identifierOf(c, body.data.account);
    if (identifier instanceof Response) return identifier;
    const outcome = await resendSignup(c.var.db, identifier, messageContext(c));
    if (outcome.kind === 'rate-limited') return rateLimited(c, outcome.until, c.var.now);
    return respond(c, postResendVerification, SENT);
  });

  routes.post(postPasswordForgot.path, async (c) => {
    const body = await readEndpointBody(c, postPasswordForgot);
    if (!body.ok) return fail(c, body.status, body.message);
    const identifier = identifierOf(c, body.data.account);
    if (identifier instanceof Response) return identifier;
    const outcome = await requestPasswordReset(c.var.db, identifier, messageContext(c));
    if (outcome.kind === 'rate-limited') return rateLimited(c, outcome.until, c.var.now);
    return respond(c, postPasswordForgot, SENT);
  });

  routes.post(postPasswordReset.path, async (c) => {
    const body = await readEndpointBody(c, postPasswordReset);
    if (!body.ok) return fail(c, body.status, body.message);
    const { token, password, code } = body.data;
    const account = await findResetAccount(c.var.db, token, c.var.now);
    if (!account)
      return fail(c, 400, 'token: This link has expired or was already used. Ask for a new one from the log-in form.');
    const tooWeak = weak(c, password, account.email ?? account.phone ?? '');
    if (tooWeak) return tooWeak;
    // A reset link proves the mailbox, not the second factor: with two-factor on, a code too.
    if (account.totpSecret) {
      if (code === undefined) return respond(c, postPasswordReset, { need_2fa: true });
      const checked = await checkSecondFactor(c.var.db, c.var.secrets, account, code, {
        networkBucket: c.var.networkBucket,
        now: c.var.now,
      });
      if (checked.kind === 'refused') return refused(c, checked.refusal, c.var.now);
      if (checked.kind === 'wrong') return wrong(c, 'Wrong two-factor code or recovery code', checked.accountTriesLeft);
    }
    if (
      !(await completePasswordReset(c.var.db, token, password, {
        now: c.var.now,
        hashing,
        sessionCache: c.var.sessionCache,
      }))
    ) {
      return fail(c, 400, 'token: This link has expired or was already used. Ask for a new one from the log-in form.');
    }
    return respond(c, postPasswordReset, { need_2fa: false });
  });

  routes.post(postLogin.path, async (c) => {
    const body = await readEndpointBody(c, postLogin);
    if (!body.ok) return fail(c, body.status, body.message);
    const identifier = identifierOf(c, body.data.account);
    if (identifier instanceof Response) return identifier;
    const outcome = await logIn(
      c.var.db,
      { identifier, password: body.data.password },
      { networkBucket: c.var.networkBucket, now: c.var.now, hashing },
    );
    switch (outcome.kind) {
      case 'refused':
        return refused(c, outcome.refusal, c.var.now);
      case 'wrong':
        return wrong(c, 'Wrong account or password', outcome.accountTriesLeft);
      case 'challenge': {
        return respond(c, postLogin, { need_2fa: true, challenge: outcome.challenge });
      }
      case 'session':
        return startSession(c, postLogin, outcome.session, outcome.account);
    }
  });

  routes.post(postLogin2fa.path, async (c) => {
    const body = await readEndpointBody(c, postLogin2fa);
    if (!body.ok) return fail(c, body.status, body.message);
    const outcome = await completeSecondFactor(c.var.db, c.var.secrets, body.data, {
      networkBucket: c.var.networkBucket,
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
        return startSession(c, postLogin2fa, outcome.session, outcome.account);
    }
  });

  routes.post(postLogout.path, async (c) => {
    // Idempotent: logging out without a session still clears the cookies.
    await closeSession(c.var.db, readSessionToken(c), c.var.sessionCache);
    clearSessionCookies(c, c.var.trustProxy);
    setCsrfCookie(c, c.var.trustProxy);
    return respond(c, postLogout, null);
  });

  const sessions = new Hono<AccountBindings>();
  sessions.use(`${SESSIONS_PREFIX}/*`, requireAccount());
  sessions.post(postLogoutOthers.path, async (c) => {
    const closed = await closeOtherSessions(c.var.db, c.var.account.uid, readSessionToken(c) ?? '', c.var.sessionCache);
    return respond(c, postLogoutOthers, { closed });
  });
  routes.route('/', sessions);

  /** Password and a current code, for changes to two-factor itself; null when both are right. */
  async function confirmPasswordAndCode(
    c: Context<AccountBindings>,
    endpoint: typeof postTotpDisable | typeof postRecoveryCodes,
  ): Promise<Response | null> {
    const body = await readEndpointBody(c, endpoint);
    if (!body.ok) return fail(c, body.status, body.message);
    const { account } = c.var;
    if (!account.totpSecret) return fail(c, 409, 'Two-factor authentication is not on for this account');
    const answer = (checked: CheckOutcome, what: string) =>
      checked.kind === 'refused'
        ? refused(c, checked.refusal, c.var.now)
        : checked.kind === 'wrong'
          ? wrong(c, what, checked.accountTriesLeft)
          : null;
    const password = answer(await checkPassword(c.var.db, account, body.data.password, attempt(c)), 'Wrong password');
    if (password) return password;
    return answer(
      await checkSecondFactor(c.var.db, c.var.secrets, account, body.data.code, attempt(c)),
      'Wrong two-factor code or recovery code',
    );
  }

  const twoFactor = new Hono<AccountBindings>();
  twoFactor.use(`${TWO_FACTOR_PREFIX}/*`, requireAccount());
  twoFactor.post(postTotpSetup.path, async (c) => {
    const issuer = (siteById(c.var.siteId) ?? MAIN_SITE).totpName;
    const setup = await beginTotpSetup(c.var.db, c.var.secrets, c.var.account, issuer);
    if (setup.kind === 'already-on') return fail(c, 409, 'Two-factor authentication is already on for this account');
    return respond(c, postTotpSetup, { secret: setup.secret, otpauth_url: setup.otpauthUrl, qr_svg: setup.qrSvg });
  });
  twoFactor.post(postTotpEnable.path, async (c) => {
    const body = await readEndpointBody(c, postTotpEnable);
    if (!body.ok) return fail(c, body.status, body.message);
    const outcome = await enableTotp(c.var.db, c.var.secrets, c.var.account, body.data.code, c.var.now);
    switch (outcome.kind) {
      case 'already-on':
        return fail(c, 409, 'Two-factor authentication is already on for this account');
      case 'no-setup':
        return fail(c, 409, 'Start the two-factor set-up first');
      case 'wrong-code':
        return fail(c, 400, 'code: That code does not match. Check the time on your phone and enter the current code.');
      case 'enabled':
        return respond(c, postTotpEnable, { recovery_codes: outcome.recoveryCodes });
    }
  });
  twoFactor.post(postTotpDisable.path, async (c) => {
    const refusal = await confirmPasswordAndCode(c, postTotpDisable);
    if (refusal) return refusal;
    await disableTotp(c.var.db, c.var.account.uid);
    return respond(c, postTotpDisable, null);
  });
  twoFactor.post(postRecoveryCodes.path, async (c) => {
    const refusal = await confirmPasswordAndCode(c, postRecoveryCodes);
    if (refusal) return refusal;
    return respond(c, postRecoveryCodes, {
      recovery_codes: await reissueRecoveryCodes(c.var.db, c.var.account.uid),
    });
  });
  routes.route('/', twoFactor);
  return routes;
}
