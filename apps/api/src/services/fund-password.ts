import {
  FUND_PASSWORD_FREQUENCIES,
  type FundPasswordFrequency,
  fundPasswordDue,
  fundPasswordPolicyProblem,
  isFundPasswordFrequency,
} from '@meridian/domain';
import type { FundPasswordStatus } from '@meridian/contracts';
import type { Database } from '../db/database';
import {
  findFundPassword,
  markFundPasswordVerified,
  saveFundPasswordHash,
  setFundPasswordFrequency,
} from '../db/queries/fund-password';
import type { LimitRule } from './auth-policy';
import { checkPassword, checkSecondFactor } from './login';
import { beginAttempt, type Refusal, type ThrottleBucket } from './login-throttle';
import { hashPassword, type ScryptParams, verifyPassword } from './password-hashing';
import type { SecretBox } from './secret-box';
import type { Account } from './sessions';

// The fund password (issue 16): set at /myaccount/fundpass_setup, hashed as the log-in password is,
// never equal to it, asked where funds leave per its frequency (widgets §3), wrong entries counted
// with a lockout as wrong log-in passwords are.

const MINUTE_MS = 60_000;

/** Issue 16 "attempt limit with lockout": 5 wrong fund passwords in 15 minutes lock it for 15 minutes. */
export const FUND_PASSWORD_ATTEMPTS: LimitRule = { limit: 5, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS };

/** The auth_attempts bucket of an account's wrong fund passwords (schema: `fundpass:<uid>`). */
export const fundPasswordBucket = (uid: number): ThrottleBucket => ({
  key: `fundpass:${uid}`,
  scope: 'account',
  rule: FUND_PASSWORD_ATTEMPTS,
});

/**
 * A refusal of a funds call: its HTTP status, a label the web may key its own text on, the English
 * message, and for a lock the seconds until it ends.
 */
export interface FundsRefusal {
  ok: false;
  status: 400 | 403 | 404 | 409 | 422 | 429;
  label: string;
  message: string;
  retryAfterS?: number;
}

export function fundsRefusal(
  status: FundsRefusal['status'],
  label: string,
  message: string,
  retryAfterS?: number,
): FundsRefusal {
  return retryAfterS === undefined
    ? { ok: false, status, label, message }
    : { ok: false, status, label, message, retryAfterS };
}

/** "2025-01-31 14:05 UTC", rounded up: never before the lock has ended. */
function utcMinute(date: Date): string {
  const rounded = new Date(Math.ceil(date.getTime() / MINUTE_MS) * MINUTE_MS);
  return `${rounded.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

function lockedRefusal(refusal: Refusal, now: Date, what: string): FundsRefusal {
  if (refusal.scope === 'busy') {
    return fundsRefusal(429, 'busy', `Too many ${what} attempts at the same moment. Try again in a second.`, 1);
  }
  return fundsRefusal(
    429,
    'fundPasswordLocked',
    `Too many wrong ${what}s: locked for ${FUND_PASSWORD_ATTEMPTS.lockMs / MINUTE_MS} minutes after ${FUND_PASSWORD_ATTEMPTS.limit} wrong entries. Try again after ${utcMinute(refusal.until)}.`,
    secondsUntil(refusal.until, now),
  );
}

const NOT_SET = fundsRefusal(
  409,
  'fundPasswordNotSet',
  'Set a fund password first (Account, Security, Fund password): it is asked before funds leave the account.',
);

/**
 * Check a typed fund password against the stored hash under the account's fund-password limit. A
 * right one clears the earlier wrong ones and records `verified_at` (the one-hour rule).
 */
async function checkTypedFundPassword(
  db: Database,
  uid: number,
  passwordHash: string,
  typed: string,
  now: Date,
): Promise<{ ok: true } | FundsRefusal> {
  const bucket = fundPasswordBucket(uid);
  const start = await beginAttempt(db, [bucket], now);
  if (!start.allowed) return lockedRefusal(start.refusal, now, 'fund password');
  if (!(await verifyPassword(typed, passwordHash))) {
    const { refusal, accountTriesLeft } = await start.attempt.failed();
    if (refusal) return lockedRefusal(refusal, now, 'fund password');
    return fundsRefusal(
      403,
      'fundPasswordWrong',
      `Wrong fund password. ${accountTriesLeft} ${accountTriesLeft === 1 ? 'try' : 'tries'} left before it is locked for ${FUND_PASSWORD_ATTEMPTS.lockMs / MINUTE_MS} minutes.`,
    );
  }
  await start.attempt.succeeded({ clearFailuresOf: [bucket.key] });
  await markFundPasswordVerified(db, uid, now);
  return { ok: true };
}

/**
 * Whether funds may leave `uid`'s account now, by its fund password's frequency (issue 16 "'2'
 * every time, '1' once an hour, '0' never"). `fundpass` when the user typed one: it is checked
 * whenever given (a wrong one is never passed over), and must be given when due. An account
 * without a fund password is refused (`fundPasswordNotSet`): the caller decides whether its
 * movement needs one. Withdrawals call this; transfers may.
 */
export async function fundPasswordCheck(
  db: Database,
  uid: number,
  fundpass: string | undefined,
  now: Date,
): Promise<{ ok: true; verified: boolean } | FundsRefusal> {
  const row = await findFundPassword(db, uid);
  if (!row) return NOT_SET;
  const frequency = isFundPasswordFrequency(row.frequency) ? row.frequency : FUND_PASSWORD_FREQUENCIES.everyTime;
  if (fundpass === undefined || fundpass === '') {
    if (!fundPasswordDue(frequency, row.verifiedAt, now)) return { ok: true, verified: false };
    return fundsRefusal(
      403,
      'fundPasswordRequired',
      frequency === FUND_PASSWORD_FREQUENCIES.everyTime
        ? 'Enter your fund password: your setting asks for it every time funds leave the account.'
        : 'Enter your fund password: your setting asks for it once an hour, and it was not entered in the last hour.',
    );
  }
  const checked = await checkTypedFundPassword(db, uid, row.passwordHash, fundpass, now);
  return checked.ok ? { ok: true, verified: true } : checked;
}

/**
 * An authenticator code, asked when the account has two-factor on: counted as the log-in's codes
 * are (the account's two-factor limit and the network's). Only the 6-digit code: a recovery code is
 * for getting back into the account, not for moving funds.
 */
export async function authenticatorCheck(
  db: Database,
  box: SecretBox,
  account: Account,
  code: string | undefined,
  context: { networkBucket: string; now: Date },
): Promise<{ ok: true } | FundsRefusal> {
  if (!account.totpSecret) return { ok: true };
  const trimmed = code?.trim() ?? '';
  if (trimmed === '') {
    return fundsRefusal(403, 'totpRequired', 'Enter the 6-digit code from your authenticator app (two-factor is on).');
  }
  if (!/^\d{6}$/.test(trimmed))
    return fundsRefusal(400, 'totpMalformed', 'totp: enter the 6-digit code from your authenticator app');
  const checked = await checkSecondFactor(db, box, account, trimmed, context);
  switch (checked.kind) {
    case 'right':
      return { ok: true };
    case 'refused':
      return checked.refusal.scope === 'busy'
        ? fundsRefusal(429, 'busy', 'Too many code attempts at the same moment. Try again in a second.', 1)
        : fundsRefusal(
            429,
            'totpLocked',
            `Too many wrong authenticator codes. Try again after ${utcMinute(checked.refusal.until)}.`,
            secondsUntil(checked.refusal.until, context.now),
          );
    case 'wrong':
      return fundsRefusal(
        403,
        'totpWrong',
        `Wrong or already used authenticator code. ${checked.accountTriesLeft} ${checked.accountTriesLeft === 1 ? 'try' : 'tries'} left.`,
      );
  }
}

export interface FundsContext {
  networkBucket: string;
  now: Date;
  hashing: ScryptParams;
  box: SecretBox;
}

/**
 * Set the fund password the first time (with the log-in `password`) or change it (with
 * `old_fundpass`); the authenticator code too when two-factor is on. The new one follows the
 * length policy (domain fundPasswordPolicyProblem) and must differ from the log-in password.
 */
export async function setFundPassword(
  db: Database,
  account: Account,
  input: {
    new_fundpass: string;
    old_fundpass?: string | undefined;
    password?: string | undefined;
    totp?: string | undefined;
  },
  context: FundsContext,
): Promise<{ ok: true; frequency: FundPasswordFrequency } | FundsRefusal> {
  const problem = fundPasswordPolicyProblem(input.new_fundpass);
  if (problem) return fundsRefusal(400, 'fundPasswordPolicy', `new_fundpass: ${problem}`);
  const existing = await findFundPassword(db, account.uid);
  if (existing) {
    if (input.old_fundpass === undefined) {
      return fundsRefusal(
        400,
        'oldFundPasswordRequired',
        'old_fundpass is required: enter your current fund password to change it',
      );
    }
    const checked = await checkTypedFundPassword(
      db,
      account.uid,
      existing.passwordHash,
      input.old_fundpass,
      context.now,
    );
    if (!checked.ok) return checked;
  } else {
    if (input.password === undefined) {
      return fundsRefusal(
        400,
        'passwordRequired',
        'password is required: enter your log-in password to set a fund password',
      );
    }
    const checked = await checkPassword(db, account, input.password, context);
    if (checked.kind === 'refused') {
      return fundsRefusal(
        429,
        'passwordLocked',
        `Too many wrong passwords. Try again after ${utcMinute(checked.refusal.until)}.`,
        secondsUntil(checked.refusal.until, context.now),
      );
    }
    if (checked.kind === 'wrong') {
      return fundsRefusal(403, 'passwordWrong', `Wrong log-in password. ${checked.accountTriesLeft} tries left.`);
    }
  }
  const code = await authenticatorCheck(db, context.box, account, input.totp, context);
  if (!code.ok) return code;
  // Issue 16 "never equal to it": the log-in password's hash is at hand, so compare with it.
  if (await verifyPassword(input.new_fundpass, account.passwordHash)) {
    return fundsRefusal(
      422,
      'fundPasswordSameAsLogin',
      'new_fundpass: the fund password must differ from your log-in password',
    );
  }
  const row = await saveFundPasswordHash(
    db,
    account.uid,
    await hashPassword(input.new_fundpass, context.hashing),
    context.now,
  );
  return {
    ok: true,
    frequency: isFundPasswordFrequency(row.frequency) ? row.frequency : FUND_PASSWORD_FREQUENCIES.oneHour,
  };
}

/**
 * widgets §7 query_safe "action=tradepassfrequency, frequency, fundpass, totp" (issue 16 "both
 * checked"): the fund password and the authenticator code, then the new frequency. Two-factor must
 * be on: the code is half of the proof the spec asks for.
 */
export async function changeFundPasswordFrequency(
  db: Database,
  account: Account,
  input: { frequency: FundPasswordFrequency; fundpass: string; totp: string },
  context: Omit<FundsContext, 'hashing'>,
): Promise<{ ok: true } | FundsRefusal> {
  if (!account.totpSecret) {
    return fundsRefusal(
      409,
      'totpNotEnabled',
      'Turn on two-factor authentication first: changing how often the fund password is asked needs an authenticator code.',
    );
  }
  const row = await findFundPassword(db, account.uid);
  if (!row) return NOT_SET;
  const checked = await checkTypedFundPassword(db, account.uid, row.passwordHash, input.fundpass, context.now);
  if (!checked.ok) return checked;
  const code = await authenticatorCheck(db, context.box, account, input.totp, context);
  if (!code.ok) return code;
  await setFundPasswordFrequency(db, account.uid, input.frequency, context.now);
  return { ok: true };
}

/** widgets §7 get_user_frequency: the stored frequency, or the default when no fund password is set. */
export async function fundPasswordFrequencyOf(db: Database, uid: number): Promise<FundPasswordFrequency> {
  const row = await findFundPassword(db, uid);
  return row && isFundPasswordFrequency(row.frequency) ? row.frequency : FUND_PASSWORD_FREQUENCIES.oneHour;
}

export async function fundPasswordStatusOf(db: Database, uid: number, now: Date): Promise<FundPasswordStatus> {
  const row = await findFundPassword(db, uid);
  if (!row || !isFundPasswordFrequency(row.frequency))
    return { is_set: false, frequency: '1', verified_recently: false };
  return {
    is_set: true,
    frequency: row.frequency,
    verified_recently: !fundPasswordDue(row.frequency, row.verifiedAt, now),
  };
}
