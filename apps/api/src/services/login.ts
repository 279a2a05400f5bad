import type { AccountIdentifier } from '@meridian/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginChallenges, users } from '../db/schema';
import { findAccountByIdentifier } from './accounts';
import { AUTH_POLICY } from './auth-policy';
import { beginAttempt, type Refusal, type ThrottleBucket } from './login-throttle';
import { hashPassword, needsRehash, verifyPassword, type ScryptParams } from './password-hashing';
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
const accountBucket = (key: string): ThrottleBucket => ({ key, scope: 'account', rule: AUTH_POLICY.account });

/** One hash per parameter set to check unknown accounts against, so they take as long as known ones. */
const decoys = new Map<string, Promise<string>>();
function decoyHash(params: ScryptParams): Promise<string> {
  const key = `${params.ln},${params.r},${params.p}`;
  let hash = decoys.get(key);
  if (!hash) {
    hash = hashPassword('decoy password that matches nothing', params);
    decoys.set(key, hash);
  }
  return hash;
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
  const buckets = [
    accountBucket(account ? `uid:${account.uid}` : `account:${input.identifier.kind}:${input.identifier.value}`),
    networkBucket(context.networkBucket),
  ];
  const start = await beginAttempt(db, buckets, context.now);
  if (!start.allowed) return { kind: 'refused', refusal: start.refusal };

  const right = await verifyPassword(input.password, account?.passwordHash ?? (await decoyHash(context.hashing)));
  if (!account || !right) {
    const { refusal, accountTriesLeft } = await start.attempt.failed();
    return refusal ? { kind: 'refused', refusal } : { kind: 'wrong', accountTriesLeft };
  }
  await start.attempt.succeeded();

  // Hashes made under older parameters are upgraded while the password is at hand.
  if (needsRehash(account.passwordHash, context.hashing)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password, context.hashing) })
      .where(eq(users.uid, account.uid));
  }

  if (account.totpSecret) {
    const challenge = newSecretToken();
    await db.insert(loginChallenges).values({
      tokenHash: hashSecretToken(challenge),
      uid: account.uid,
      expiresAt: new Date(context.now.getTime() + AUTH_POLICY.challengeLifetimeMs),
    });
    return { kind: 'challenge', challenge };
  }
  return { kind: 'session', account, session: await openSession(db, account.uid, context.now) };
}

/**
 * The second step for an account with two-factor on: a 6-digit code from the authenticator, or a
 * recovery code (each works once). Wrong codes count against the same limits as wrong passwords.
 */
export async function completeSecondFactor(
  db: Database,
  input: { challenge: string; code: string },
  context: AttemptContext,
): Promise<SecondFactorOutcome> {
  const challengeHash = hashSecretToken(input.challenge);
  const [found] = await db
    .select({ account: users })
    .from(loginChallenges)
    .innerJoin(users, eq(users.uid, loginChallenges.uid))
    .where(and(eq(loginChallenges.tokenHash, challengeHash), gt(loginChallenges.expiresAt, context.now)));
  if (!found) return { kind: 'expired' };
  const { account } = found;

  const start = await beginAttempt(db, [accountBucket(`uid:${account.uid}`), networkBucket(context.networkBucket)], context.now);
  if (!start.allowed) return { kind: 'refused', refusal: start.refusal };

  const code = input.code.trim();
  const right = /^\d{6}$/.test(code)
    ? await acceptTotpCode(db, account, code, context.now)
    : await consumeRecoveryCode(db, account.uid, code, context.now);
  if (!right) {
    const { refusal, accountTriesLeft } = await start.attempt.failed();
    return refusal ? { kind: 'refused', refusal } : { kind: 'wrong', accountTriesLeft };
  }
  await start.attempt.succeeded();
  // A challenge is good for one log-in.
  const consumed = await db.delete(loginChallenges).where(eq(loginChallenges.tokenHash, challengeHash)).returning({ uid: loginChallenges.uid });
  if (consumed.length === 0) return { kind: 'expired' };
  return { kind: 'session', account, session: await openSession(db, account.uid, context.now) };
}
