import Big from 'big.js';
import { FUNDS_COINS, networksOf } from '../funds/networks';

// Deposit codes (issue 16 item 5, `/myaccount/deposit_gatecode`, the "gate code" way of the deposit
// chooser, widgets §1): an account holds an amount of a coin from its spot balance behind a code;
// whoever types the code in another account receives the amount. The code is shown once; only its
// SHA-256 hash is stored (the API hashes, this module says what a code looks like).

/**
 * The characters a code is made of: capital letters and digits without the look-alikes 0/O, 1/I/L,
 * so a code read aloud or copied by hand comes out right. 31 characters.
 */
export const DEPOSIT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Characters of a code: 16 of 31 is about 79 bits, far beyond guessing under the redeem limit. */
export const DEPOSIT_CODE_LENGTH = 16;
/** Shown in groups of four (`ABCD-EFGH-JKMN-PQRS`) to be read and typed without losing one's place. */
export const DEPOSIT_CODE_GROUP = 4;
/** The history tells codes apart by their last four characters (schema `code_hint`). */
export const DEPOSIT_CODE_HINT_LENGTH = 4;

/** Wrong codes an account may type: 10 in 15 minutes, then redeeming is locked for 15 minutes. */
export const DEPOSIT_CODE_REDEEM_LIMIT = Object.freeze({ limit: 10, windowMinutes: 15, lockMinutes: 15 });

/** The largest amount one code may hold (the amount input's ceiling). */
export const DEPOSIT_CODE_MAX_AMOUNT = '999999999999';

/**
 * A code from random bytes (the API passes crypto random bytes). Bytes at or above 248 (the largest
 * multiple of 31 under 256) are skipped, so every character is equally likely; null when the bytes
 * run out first (the caller asks for more: 24 bytes run out with odds about 1e-13).
 */
export function depositCodeFromBytes(bytes: Uint8Array): string | null {
  const size = DEPOSIT_CODE_ALPHABET.length;
  const ceiling = 256 - (256 % size);
  let code = '';
  for (const byte of bytes) {
    if (byte >= ceiling) continue;
    code += DEPOSIT_CODE_ALPHABET[byte % size];
    if (code.length === DEPOSIT_CODE_LENGTH) return code;
  }
  return null;
}

/** `ABCDEFGHJKMNPQRS` as shown: `ABCD-EFGH-JKMN-PQRS`. */
export function formatDepositCode(code: string): string {
  const groups: string[] = [];
  for (let at = 0; at < code.length; at += DEPOSIT_CODE_GROUP) groups.push(code.slice(at, at + DEPOSIT_CODE_GROUP));
  return groups.join('-');
}

/**
 * A typed or pasted code as stored before hashing: upper case, without the group dashes and spaces
 * a person may type or a copy may carry; null when what is left is not 16 characters of the
 * alphabet (a malformed code is refused as a wrong one, without looking it up).
 */
export function normalizeDepositCode(typed: string): string | null {
  const bare = typed.replace(/[\s\-\u2010-\u2015]/g, '').toUpperCase();
  if (bare.length !== DEPOSIT_CODE_LENGTH) return null;
  for (const ch of bare) if (!DEPOSIT_CODE_ALPHABET.includes(ch)) return null;
  return bare;
}

/** The code's last characters, kept to tell codes apart in the history. */
export function depositCodeHint(code: string): string {
  return code.slice(-DEPOSIT_CODE_HINT_LENGTH);
}

/** The coins a code may hold: those that can be deposited (USDT first, the deposit page's default). */
export function depositCodeCoins(): string[] {
  return ['USDT', ...FUNDS_COINS.filter((c) => c !== 'USDT')];
}

/** Decimal places an amount of `coin` may have in a code: the most any of its networks allows. */
export function depositCodeDecimals(coin: string): number {
  return Math.max(0, ...networksOf(coin).map((n) => n.decimals));
}

export type DepositCodeAmountCheck =
  | { ok: true; amount: string }
  | {
      ok: false;
      field: 'coin' | 'amount';
      problem: 'unknownCoin' | 'notAmount' | 'tooPrecise' | 'tooLarge';
      message: string;
    };

const AMOUNT_TEXT = /^\d{1,20}(\.\d{1,18})?$/;

/**
 * Whether a code may hold `amount` of `coin`: a coin that can be deposited, a positive amount with
 * no more decimals than its networks carry, at most DEPOSIT_CODE_MAX_AMOUNT. The balance is the
 * API's to check (in the transaction that holds it). The amount comes back canonical (`1.50` → `1.5`).
 */
export function checkDepositCodeAmount(coin: string, amount: string): DepositCodeAmountCheck {
  if (!depositCodeCoins().includes(coin)) {
    return { ok: false, field: 'coin', problem: 'unknownCoin', message: `${coin} cannot be held in a deposit code` };
  }
  const text = amount.trim();
  if (!AMOUNT_TEXT.test(text) || new Big(text).lte(0)) {
    return {
      ok: false,
      field: 'amount',
      problem: 'notAmount',
      message: 'must be a positive decimal number such as 12.5',
    };
  }
  const decimals = depositCodeDecimals(coin);
  const value = new Big(text);
  if ((text.split('.')[1] ?? '').replace(/0+$/, '').length > decimals) {
    return {
      ok: false,
      field: 'amount',
      problem: 'tooPrecise',
      message: `at most ${decimals} decimal places for ${coin}`,
    };
  }
  if (value.gt(DEPOSIT_CODE_MAX_AMOUNT)) {
    return { ok: false, field: 'amount', problem: 'tooLarge', message: `at most ${DEPOSIT_CODE_MAX_AMOUNT} ${coin}` };
  }
  return { ok: true, amount: value.toFixed() };
}

export type DepositCodeStatus = 'active' | 'redeemed' | 'cancelled';

/** Only an active code can be redeemed or cancelled; a redeemed or cancelled one stays as it is. */
export function depositCodeOpen(status: DepositCodeStatus): boolean {
  return status === 'active';
}
