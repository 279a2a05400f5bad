import { createHash, randomBytes } from 'node:crypto';
import type { DepositCodeCreateAnswer, DepositCodeList, DepositCodeRecord } from '@meridian/contracts';
import {
  checkDepositCodeAmount,
  DEPOSIT_CODE_REDEEM_LIMIT,
  depositCodeFromBytes,
  depositCodeHint,
  formatDepositCode,
  normalizeDepositCode,
} from '@meridian/domain';
import Big from 'big.js';
import type { Database } from '../db/database';
import {
  cancelDepositCode,
  type DepositCodeRow,
  findDepositCodeByRequest,
  insertDepositCode,
  listDepositCodes,
  redeemDepositCode,
} from '../db/queries/deposit-codes';
import type { LimitRule } from './auth-policy';
import { isProhibitedResident } from './compliance';
import { DEFAULT_LIST_LIMIT } from './deposits';
import { authenticatorCheck, fundPasswordCheck, type FundsRefusal, fundsRefusal } from './fund-password';
import { beginAttempt, type Refusal, type ThrottleBucket } from './login-throttle';
import type { SecretBox } from './secret-box';
import type { Account } from './sessions';

// Issue 16 item 5: deposit codes (`/myaccount/deposit_gatecode`). Create holds an amount behind a
// code shown once (only its SHA-256 is stored); another account redeems it in one transaction; the
// creator may cancel an active one. Redeeming one's own code is refused (cancel it instead).

const MINUTE_MS = 60_000;

/** Issue 16 item 5 "10 wrong in 15 min → 429" (domain DEPOSIT_CODE_REDEEM_LIMIT), as a throttle rule. */
export const DEPOSIT_CODE_ATTEMPTS: LimitRule = {
  limit: DEPOSIT_CODE_REDEEM_LIMIT.limit,
  windowMs: DEPOSIT_CODE_REDEEM_LIMIT.windowMinutes * MINUTE_MS,
  lockMs: DEPOSIT_CODE_REDEEM_LIMIT.lockMinutes * MINUTE_MS,
};

/** The auth_attempts bucket of an account's wrong deposit codes (`depositcode:<uid>`). */
export const depositCodeBucket = (uid: number): ThrottleBucket => ({
  key: `depositcode:${uid}`,
  scope: 'account',
  rule: DEPOSIT_CODE_ATTEMPTS,
});

/** What is stored of a code: the SHA-256 of its normalized form (hex). 79 random bits need no salt or slow hash. */
export function depositCodeHash(normalized: string): string {
  return createHash('sha256').update(normalized, 'utf8').digest('hex');
}

/** A new code from the system's random source (more bytes in the rare case the first run out). */
export function newDepositCode(random: (size: number) => Uint8Array = randomBytes): string {
  for (;;) {
    const code = depositCodeFromBytes(random(24));
    if (code !== null) return code;
  }
}

export function depositCodeRecord(row: DepositCodeRow, viewer: number): DepositCodeRecord {
  return {
    id: String(row.id),
    role: row.uid === viewer ? 'created' : 'redeemed',
    code_hint: row.codeHint,
    coin: row.coin,
    amount: new Big(row.amount).toFixed(),
    status: row.status === 'redeemed' ? 'redeemed' : row.status === 'cancelled' ? 'cancelled' : 'active',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface DepositCodeInput {
  request_id: string;
  coin: string;
  amount: string;
  fundpass?: string | undefined;
  totp?: string | undefined;
}

export interface DepositCodeContext {
  box: SecretBox;
  networkBucket: string;
  now: Date;
  /** The code maker (tests pass their own); crypto random by default. */
  makeCode?: () => string;
}

/**
 * Create a code. In order, as a withdrawal: the domain's rules (coin, amount), the compliance
 * restriction (funds leave the account), a retry of a known request id (answered without the code:
 * it was shown once), the fund password per its frequency, the authenticator code when two-factor is
 * on; then the amount is held and the code recorded, in one transaction.
 */
export async function createDepositCode(
  db: Database,
  account: Account,
  input: DepositCodeInput,
  context: DepositCodeContext,
): Promise<({ ok: true } & DepositCodeCreateAnswer) | FundsRefusal> {
  const checked = checkDepositCodeAmount(input.coin, input.amount);
  if (!checked.ok) return fundsRefusal(400, 'depositCodeInvalid', `${checked.field}: ${checked.message}`);

  if (await isProhibitedResident(db, account, context.now)) {
    return fundsRefusal(
      403,
      'restrictedCountry',
      'Deposit codes are not available to this account: the compliance rules of its country or region restrict it. Open a support ticket (Account, Tickets) for help.',
    );
  }

  const previous = await findDepositCodeByRequest(db, account.uid, input.request_id);
  if (previous) return sameCodeOrConflict(previous, input.coin, checked.amount, account.uid);

  const fundPassword = await fundPasswordCheck(db, account.uid, input.fundpass, context.now);
  if (!fundPassword.ok) return fundPassword;
  const code = await authenticatorCheck(db, context.box, account, input.totp, context);
  if (!code.ok) return code;

  const plain = (context.makeCode ?? newDepositCode)();
  const inserted = await insertDepositCode(
    db,
    {
      uid: account.uid,
      requestId: input.request_id,
      codeHash: depositCodeHash(plain),
      codeHint: depositCodeHint(plain),
      coin: input.coin,
      amount: checked.amount,
    },
    context.now,
  );
  switch (inserted.kind) {
    case 'created':
      return {
        ok: true,
        code: formatDepositCode(plain),
        created: true,
        record: depositCodeRecord(inserted.row, account.uid),
      };
    case 'existing':
      return sameCodeOrConflict(inserted.row, input.coin, checked.amount, account.uid);
    case 'insufficient':
      return fundsRefusal(
        400,
        'insufficientBalance',
        `amount: ${checked.amount} ${input.coin} is more than the ${new Big(inserted.available).toFixed()} ${input.coin} available in the spot wallet`,
      );
  }
}

function sameCodeOrConflict(row: DepositCodeRow, coin: string, amount: string, uid: number) {
  if (row.coin !== coin || !new Big(row.amount).eq(amount)) {
    return fundsRefusal(
      409,
      'requestIdReused',
      `request_id: ${row.requestId} was already used for another deposit code; send a new request id`,
    );
  }
  // Only the hash is kept: the code was shown once, with the answer that made it.
  return { ok: true as const, code: null, created: false, record: depositCodeRecord(row, uid) };
}

function lockedRefusal(refusal: Refusal, now: Date): FundsRefusal {
  if (refusal.scope === 'busy') {
    return fundsRefusal(429, 'busy', 'Too many deposit code attempts at the same moment. Try again in a second.', 1);
  }
  const seconds = Math.max(1, Math.ceil((refusal.until.getTime() - now.getTime()) / 1000));
  return fundsRefusal(
    429,
    'depositCodeLocked',
    `Too many wrong deposit codes: redeeming is locked for ${DEPOSIT_CODE_REDEEM_LIMIT.lockMinutes} minutes after ${DEPOSIT_CODE_REDEEM_LIMIT.limit} wrong codes in ${DEPOSIT_CODE_REDEEM_LIMIT.windowMinutes} minutes. Try again after ${refusal.until.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    seconds,
  );
}

/**
 * Redeem a typed code for `account`. Counted under the account's deposit-code limit: a malformed,
 * unknown, or no longer active code is a wrong one (400, or 429 once locked); a right one leaves the
 * earlier failures counted (one good code does not buy more guesses). Redeeming a code this account
 * already redeemed answers it again (a retry after a lost answer). One's own code is refused (409).
 */
export async function redeemCode(
  db: Database,
  account: Account,
  typed: string,
  now: Date,
): Promise<{ ok: true; record: DepositCodeRecord } | FundsRefusal> {
  const start = await beginAttempt(db, [depositCodeBucket(account.uid)], now);
  if (!start.allowed) return lockedRefusal(start.refusal, now);
  const normalized = normalizeDepositCode(typed);
  const outcome =
    normalized === null ? null : await redeemDepositCode(db, depositCodeHash(normalized), account.uid, now);

  if (outcome?.kind === 'redeemed') {
    await start.attempt.succeeded();
    return { ok: true, record: depositCodeRecord(outcome.row, account.uid) };
  }
  if (outcome?.kind === 'closed' && outcome.row.status === 'redeemed' && outcome.row.redeemedBy === account.uid) {
    await start.attempt.succeeded();
    return { ok: true, record: depositCodeRecord(outcome.row, account.uid) };
  }
  if (outcome?.kind === 'own') {
    await start.attempt.succeeded();
    return fundsRefusal(
      409,
      'depositCodeOwn',
      'This is one of your own deposit codes: it is for another account. To take the amount back, cancel the code in your history.',
    );
  }
  const { refusal, accountTriesLeft } = await start.attempt.failed();
  if (refusal) return lockedRefusal(refusal, now);
  const left = `${accountTriesLeft} ${accountTriesLeft === 1 ? 'try' : 'tries'} left before redeeming is locked for ${DEPOSIT_CODE_REDEEM_LIMIT.lockMinutes} minutes.`;
  if (outcome?.kind === 'closed') {
    return fundsRefusal(400, 'depositCodeUsed', `This deposit code was already redeemed or cancelled. ${left}`);
  }
  return fundsRefusal(
    400,
    'depositCodeWrong',
    `No active deposit code matches: check the 16 characters (letters and digits; no 0, O, 1, I or L). ${left}`,
  );
}

/** Cancel one's own active code: the held amount is available again. A closed one answers as it is. */
export async function cancelCode(
  db: Database,
  uid: number,
  id: string,
  now: Date,
): Promise<{ ok: true; record: DepositCodeRecord } | FundsRefusal> {
  const cancelled = await cancelDepositCode(db, uid, Number(id), now);
  if (cancelled.kind === 'not-found')
    return fundsRefusal(404, 'depositCodeNotFound', `id: you have no deposit code ${id}`);
  return { ok: true, record: depositCodeRecord(cancelled.row, uid) };
}

export async function depositCodeListOf(
  db: Database,
  uid: number,
  limit: string | undefined,
): Promise<DepositCodeList> {
  const rows = await listDepositCodes(db, uid, limit === undefined ? DEFAULT_LIST_LIMIT : Number(limit));
  return {
    created: rows.created.map((row) => depositCodeRecord(row, uid)),
    redeemed: rows.redeemed.map((row) => depositCodeRecord(row, uid)),
  };
}
