import type { AccountIdentifier } from '@meridian/contracts';
import { z } from 'zod';
import type { Database } from '../db/database';
import { setPasswordHash } from '../db/queries/accounts';
import {
  deleteExpiredAccountTokens,
  findNewestPendingSignup,
  findResetTokenAccount,
  insertAccountToken,
  spendResetTokensOf,
  spendSignupTokensOf,
  takeAccountToken,
} from '../db/queries/account-tokens';
import type { SessionCache } from './session-cache';
import { type Account, closeAllSessions, openSession, type OpenedSession } from './sessions';
import { createAccount, findAccountByIdentifier, type NewAccount } from './accounts';
import { AUTH_POLICY } from './auth-policy';
import { currentUserAgreementVersion, recordSignupAcceptance } from './compliance-calls';
import { consumeRate } from './login-throttle';
import type { Mailer } from './mailer';
import { hashPassword, type ScryptParams } from './password-hashing';
import { hashSecretToken, newSecretToken } from './secret-tokens';

/**
 * The flows that go through a message to the owner of an address: confirming a sign-up, and
 * resetting a password (decision 0018). Each request answers alike whether or not the address has
 * an account, sends exactly one message (so it takes about as long either way), and the message
 * tells the owner what happened. Tokens are 256 random bits, stored hashed, single-use, expiring.
 */

/** Where a message's links lead: pages of the site the request came from (routes/auth.ts builds them). */
export interface MessageLinks {
  siteName: string;
  verify(token: string): string;
  reset(token: string): string;
  /** The page to log in or sign up on. */
  home: string;
}

export interface MessageContext {
  now: Date;
  mailer: Mailer;
  links: MessageLinks;
  hashing: ScryptParams;
  /** The client's network bucket (client-ip.ts), for the per-network limits. */
  networkBucket: string;
  /** The client's address as the API sees it (client-ip.ts), kept with the sign-up's acceptance of the user agreement. */
  clientAddress?: string | undefined;
}

export type Throttled = { kind: 'rate-limited'; until: Date };

const channelOf = (identifier: AccountIdentifier): 'email' | 'sms' => (identifier.kind === 'email' ? 'email' : 'sms');

/** Per-address cap: past it, the answer stays the same but no message goes out (no mail bombing). */
async function underAddressCap(
  db: Database,
  purpose: string,
  identifier: AccountIdentifier,
  now: Date,
): Promise<boolean> {
  const outcome = await consumeRate(
    db,
    `msg:${purpose}:${identifier.kind}:${identifier.value}`,
    AUTH_POLICY.messagesPerAddress,
    now,
  );
  return outcome.allowed;
}

async function send(
  db: Database,
  context: MessageContext,
  identifier: AccountIdentifier,
  subject: string,
  lines: string[],
  link: string | null,
) {
  await context.mailer.send(
    db,
    {
      channel: channelOf(identifier),
      to: identifier.value,
      subject: `${context.links.siteName}: ${subject}`,
      text: [...lines, '', `— ${context.links.siteName}`].join('\n'),
      link,
    },
    context.now,
  );
}

async function issueToken(
  db: Database,
  values: { purpose: 'signup' | 'reset'; identifier: AccountIdentifier; uid: number | null; payload: unknown },
  now: Date,
): Promise<string> {
  const token = newSecretToken();
  const lifetime = values.purpose === 'signup' ? AUTH_POLICY.signupTokenLifetimeMs : AUTH_POLICY.resetTokenLifetimeMs;
  // Housekeeping on the indexed expiry column, once per token issued.
  await deleteExpiredAccountTokens(db, now);
  await insertAccountToken(db, {
    tokenHash: hashSecretToken(token),
    purpose: values.purpose,
    identifier: values.identifier,
    uid: values.uid,
    payload: values.payload,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetime),
  });
  return token;
}

/** What a sign-up token keeps until the address is confirmed. */
const signupPayload = z.object({
  passwordHash: z.string(),
  nickname: z.string(),
  nicknameSource: z.enum(['email', 'phone', 'other']),
  referrerUid: z.number().int().nullable(),
  fromChannel: z.string(),
  /** Absent in tokens issued before the referral channel was kept. */
  refChannel: z.string().nullable().default(null),
  refGroup: z.string().nullable().default(null),
  siteId: z.number().int(),
  /**
   * The user agreement version the sign-up form showed (decision 0049: signing up accepts it),
   * null when none was published, and the address it was sent from. Absent in tokens issued
   * before these were kept: then the version current at confirmation.
   */
  agreementVersion: z.number().int().nullable().optional(),
  signupIp: z.string().nullable().optional(),
});

// ---- Sign-up ----

/**
 * A sign-up: no account yet. The owner of the address gets a link that creates it (so nobody can
 * open an account on someone else's address); an address that has an account gets a message
 * saying so instead. The password is hashed either way, so both take as long.
 */
export async function requestSignup(
  db: Database,
  input: { account: Omit<NewAccount, 'passwordHash'>; password: string },
  context: MessageContext,
): Promise<{ kind: 'sent' } | Throttled> {
  const rate = await consumeRate(db, `signup:${context.networkBucket}`, AUTH_POLICY.signup, context.now);
  if (!rate.allowed) return { kind: 'rate-limited', until: rate.until };
  const { identifier } = input.account;
  const existing = await findAccountByIdentifier(db, identifier);
  if (existing) {
    await hashPassword(input.password, context.hashing);
    if (await underAddressCap(db, 'signup', identifier, context.now)) {
      await send(
        db,
        context,
        identifier,
        'you already have an account',
        [
          'Someone (maybe you) tried to open an account with this address, which already has one.',
          `If it was you, log in instead, or reset your password from the log-in form: ${context.links.home}`,
          'If it was not you, you can ignore this message: nothing has changed.',
        ],
        null,
      );
    }
    return { kind: 'sent' };
  }
  const payload: z.infer<typeof signupPayload> = {
    passwordHash: await hashPassword(input.password, context.hashing),
    nickname: input.account.nickname,
    nicknameSource: input.account.nicknameSource,
    referrerUid: input.account.referrerUid,
    fromChannel: input.account.fromChannel,
    refChannel: input.account.refChannel,
    refGroup: input.account.refGroup,
    siteId: input.account.siteId,
    agreementVersion: await currentUserAgreementVersion(db, context.now),
    signupIp: context.clientAddress ?? null,
  };
  if (await underAddressCap(db, 'signup', identifier, context.now)) {
    const token = await issueToken(db, { purpose: 'signup', identifier, uid: null, payload }, context.now);
    const link = context.links.verify(token);
    await send(
      db,
      context,
      identifier,
      'confirm your address',
      [
        `Welcome! Open this link within 24 hours to confirm your address and open your account: ${link}`,
        'If you did not sign up, ignore this message: no account is opened without it.',
      ],
      link,
    );
  }
  return { kind: 'sent' };
}

/** Send the newest sign-up's link again (a fresh token); same answer for any address. */
export async function resendSignup(
  db: Database,
  identifier: AccountIdentifier,
  context: MessageContext,
): Promise<{ kind: 'sent' } | Throttled> {
  const rate = await consumeRate(db, `msg:${context.networkBucket}`, AUTH_POLICY.messagesPerNetwork, context.now);
  if (!rate.allowed) return { kind: 'rate-limited', until: rate.until };
  if (!(await underAddressCap(db, 'signup', identifier, context.now))) return { kind: 'sent' };
  const pending = await findNewestPendingSignup(db, identifier, context.now);
  const existing = pending ? null : await findAccountByIdentifier(db, identifier);
  if (pending) {
    const token = await issueToken(
      db,
      { purpose: 'signup', identifier, uid: null, payload: pending.payload },
      context.now,
    );
    const link = context.links.verify(token);
    await send(
      db,
      context,
      identifier,
      'confirm your address',
      [`Open this link within 24 hours to confirm your address and open your account: ${link}`],
      link,
    );
  } else if (existing) {
    await send(
      db,
      context,
      identifier,
      'your address is already confirmed',
      [`This address already has an account. Log in here: ${context.links.home}`],
      null,
    );
  } else {
    await send(
      db,
      context,
      identifier,
      'no sign-up waiting',
      [
        'Someone asked to send a sign-up link to this address again, but no sign-up is waiting for it.',
        `To open an account, sign up here: ${context.links.home}`,
      ],
      null,
    );
  }
  return { kind: 'sent' };
}

export type ConfirmOutcome = { kind: 'session'; account: Account; session: OpenedSession } | { kind: 'invalid' };

/** Use a token once: the row it matches, if it was unused and unexpired (one statement, so two uses cannot both win). */
function takeToken(db: Database, token: string, purpose: 'signup' | 'reset', now: Date) {
  return takeAccountToken(db, hashSecretToken(token), purpose, now);
}

/** The link of a sign-up message: the account is opened (once) and logged in. */
export async function confirmSignup(db: Database, token: string, now: Date): Promise<ConfirmOutcome> {
  const row = await takeToken(db, token, 'signup', now);
  const payload = signupPayload.safeParse(row?.payload);
  if (!row || !payload.success) return { kind: 'invalid' };
  const identifier = { kind: row.identifierKind, value: row.identifierValue };
  const account = await createAccount(db, { identifier, ...payload.data }, now);
  // Another link for the same address was used first: this one opens nothing.
  if (!account) return { kind: 'invalid' };
  // Other sign-up links of the address are spent with it.
  await spendSignupTokensOf(db, identifier, now);
  // The sign-up form asked for the user agreement: its acceptance, as of the sign-up.
  const version =
    payload.data.agreementVersion === undefined
      ? await currentUserAgreementVersion(db, now)
      : payload.data.agreementVersion;
  if (version !== null) {
    await recordSignupAcceptance(db, {
      uid: account.uid,
      version,
      acceptedAt: row.createdAt,
      ip: payload.data.signupIp ?? null,
    });
  }
  return { kind: 'session', account, session: await openSession(db, account.uid, now) };
}

// ---- Password reset ----

/** "Forgot password": a reset link to the owner; unknown addresses get a message saying there is no account. */
export async function requestPasswordReset(
  db: Database,
  identifier: AccountIdentifier,
  context: MessageContext,
): Promise<{ kind: 'sent' } | Throttled> {
  const rate = await consumeRate(db, `msg:${context.networkBucket}`, AUTH_POLICY.messagesPerNetwork, context.now);
  if (!rate.allowed) return { kind: 'rate-limited', until: rate.until };
  if (!(await underAddressCap(db, 'reset', identifier, context.now))) return { kind: 'sent' };
  const account = await findAccountByIdentifier(db, identifier);
  if (account) {
    const token = await issueToken(db, { purpose: 'reset', identifier, uid: account.uid, payload: null }, context.now);
    const link = context.links.reset(token);
    await send(
      db,
      context,
      identifier,
      'reset your password',
      [
        `Open this link within one hour to choose a new password: ${link}`,
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ],
      link,
    );
  } else {
    await send(
      db,
      context,
      identifier,
      'password reset',
      [
        'Someone (maybe you) asked to reset the password of an account with this address, but there is no such account.',
        `To open one, sign up here: ${context.links.home}`,
      ],
      null,
    );
  }
  return { kind: 'sent' };
}

/** The account a reset token is for, without using it up (the two-factor step may follow). */
export async function findResetAccount(db: Database, token: string, now: Date): Promise<Account | null> {
  return findResetTokenAccount(db, hashSecretToken(token), now);
}

/**
 * Set the new password with the token (used up here). Every session and half-done log-in of the
 * account ends, other reset links stop working, and earlier wrong-password counts are forgotten.
 */
export async function completePasswordReset(
  db: Database,
  token: string,
  password: string,
  context: { now: Date; hashing: ScryptParams; sessionCache?: SessionCache | undefined },
): Promise<boolean> {
  const passwordHash = await hashPassword(password, context.hashing);
  const row = await takeToken(db, token, 'reset', context.now);
  if (!row?.uid) return false;
  const uid = row.uid;
  await setPasswordHash(db, uid, passwordHash);
  await spendResetTokensOf(db, uid, context.now);
  await closeAllSessions(db, uid, context.sessionCache);
  return true;
}
