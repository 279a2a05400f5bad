import type { AccountIdentifier } from '@meridian/contracts';
import type { Database } from '../db/database';
import { setPasswordHash } from '../db/queries/accounts';
import {
  addChallengeFailure,
  findChallengeAccount,
  insertLoginChallenge,
  takeLoginChallenge,
} from '../db/queries/login-challenges';
import { findAccountByIdentifier } from './accounts';
import { AUTH_POLICY } from './auth-policy';
import { beginAttempt, type Refusal, type ThrottleBucket } from './login-throttle';
import { hashPassword, needsRehash, verifyPassword, type ScryptParams } from './password-hashing';
import type { SecretBox } from './secret-box';
import { hashSecretToken, newSecretToken } from './secret-tokens';
import { type Account, openSession, type OpenedSession } from './sessions';
import { acceptTotpCode, consumeRecoveryCode } from './two-factor';

export type LoginOutcome =
  | { kind: 'session'; account: Account; session: OpenedSession }
  | { kind: 'challenge'; challenge: string }
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'wrong'; accountTriesLeft: number };

export type SecondFactorOutcome = Exclude<LoginOutcome, { kind: 'challenge' }> | { kind: 'expired' };

export interface AttemptContext {
  /** The client's network bucket (client-ip.ts). */
  networkBucket: string;
  now: Date;
}

const networkBucket = (key: string): ThrottleBucket => ({ key, scope: 'network', rule: AUTH_POLICY.network });
/** Wrong passwords of an account. */
const passwordBucket = (key: string): ThrottleBucket => ({ key, scope: 'account', rule: AUTH_POLICY.account });
/** Wrong two-factor codes of an account: apart from passwords, so a right password never clears them. */
const secondFactorBucket = (uid: number): ThrottleBucket => ({
  key: `uid:${uid}:2fa`,
  scope: 'account',
  rule: AUTH_POLICY.secondFactor,
});

/** One hash per parameter set to check unknown accounts against, so they take as long as known ones. */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(params: ScryptParams): Promise<string> {
  const key = `${params.ln},${params.r},${params.p}`;
  let hash = decoys.get(key);
  if (!hash) {
    hash = hashPassword('decoy password that matches nothing', params);
    decoys.set(key, hash);
  }
  return hash;
}

export type CheckOutcome =
  { kind: 'right' } | { kind: 'refused'; refusal: Refusal } | { kind: 'wrong'; accountTriesLeft: number };

/**
 * Check an account's password under the account's and the network's limits. A right password
 * clears the account's earlier wrong passwords (not its wrong codes).
 */
export async function checkPassword(
  db: Database,
  account: Account,
  password: string,
  context: AttemptContext & { hashing: ScryptParams },
): Promise<CheckOutcome> {
  const key = `uid:${account.uid}`;
  const start = await beginAttempt(db, [passwordBucket(key), networkBucket(context.networkBucket)], context.now);
  if (!start.allowed) return { kind: 'refused', refusal: start.refusal };
  if (!(await verifyPassword(password, account.passwordHash))) {
    const { refusal, accountTriesLeft } = await start.attempt.failed();
    return refusal ? { kind: 'refused', refusal } : { kind: 'wrong', accountTriesLeft };
  }
  await start.attempt.succeeded({ clearFailuresOf: [key] });
  // Hashes made under older parameters are upgraded while the password is at hand.
  if (needsRehash(account.passwordHash, context.hashing)) {
    await setPasswordHash(db, account.uid, await hashPassword(password, context.hashing));
  }
  return { kind: 'right' };
}

/**
 * Check a two-factor code (6 digits from the authenticator, or a recovery code, which works once)
 * under the account's two-factor limit and the network's limit.
 */
export async function checkSecondFactor(
  db: Database,
  box: SecretBox,
  account: Account,
  code: string,
  context: AttemptContext,
): Promise<CheckOutcome> {
  const bucket = secondFactorBucket(account.uid);
  const start = await beginAttempt(db, [bucket, networkBucket(context.networkBucket)], context.now);
  if (!start.allowed) return { kind: 'refused', refusal: start.refusal };
  const trimmed = code.trim();
  const right = /^\d{6}$/.test(trimmed)
    ? await acceptTotpCode(db, box, account, trimmed, context.now)
    : await consumeRecoveryCode(db, account.uid, trimmed, context.now);
  if (!right) {
    const { refusal, accountTriesLeft } = await start.attempt.failed();
    return refusal ? { kind: 'refused', refusal } : { kind: 'wrong', accountTriesLeft };
  }
  await start.attempt.succeeded({ clearFailuresOf: [bucket.key] });
  return { kind: 'right' };
}

/**
 * Check a password. A wrong password and an unknown account answer alike (and take as long), and
 * both count against the account's and the network's limits.
 */
export async function logIn(
  db: Database,
  input: { identifier: AccountIdentifier; password: string },
  context: AttemptContext & { hashing: ScryptParams },
): Promise<LoginOutcome> {
  const account = await findAccountByIdentifier(db, input.identifier);
  if (!account) {
    const start = await beginAttempt(
      db,
      [
        passwordBucket(`account:${input.identifier.kind}:${input.identifier.value}`),
        networkBucket(context.networkBucket),
      ],
      context.now,
    );
    if (!start.allowed) return { kind: 'refused', refusal: start.refusal };
    await verifyPassword(input.password, await decoyHash(context.hashing));
    const { refusal, accountTriesLeft } = await start.attempt.failed();
    return refusal ? { kind: 'refused', refusal } : { kind: 'wrong', accountTriesLeft };
  }
  const checked = await checkPassword(db, account, input.password, context);
  if (checked.kind !== 'right') return checked;

  if (account.totpSecret) {
    const challenge = newSecretToken();
    await insertLoginChallenge(db, {
      tokenHash: hashSecretToken(challenge),
      uid: account.uid,
      expiresAt: new Date(context.now.getTime() + AUTH_POLICY.challengeLifetimeMs),
    });
    return { kind: 'challenge', challenge };
  }
  return { kind: 'session', account, session: await openSession(db, account.uid, context.now) };
}

/**
 * The second step for an account with two-factor on. Wrong codes count against the account's
 * two-factor limit (which a right password does not clear) and the challenge's own: after
 * AUTH_POLICY.challengeMaxFailures wrong codes the challenge is gone and the password is asked again.
 */
export async function completeSecondFactor(
  db: Database,
  box: SecretBox,
  input: { challenge: string; code: string },
  context: AttemptContext,
): Promise<SecondFactorOutcome> {
  const challengeHash = hashSecretToken(input.challenge);
  const account = await findChallengeAccount(db, challengeHash, context.now);
  if (!account) return { kind: 'expired' };

  const checked = await checkSecondFactor(db, box, account, input.code, context);
  if (checked.kind === 'wrong') {
    const failures = await addChallengeFailure(db, challengeHash);
    if (failures === null || failures >= AUTH_POLICY.challengeMaxFailures) {
      await takeLoginChallenge(db, challengeHash);
      return { kind: 'expired' };
    }
  }
  if (checked.kind !== 'right') return checked;
  // A challenge is good for one log-in.
  if (!(await takeLoginChallenge(db, challengeHash))) return { kind: 'expired' };
  return { kind: 'session', account, session: await openSession(db, account.uid, context.now) };
}
