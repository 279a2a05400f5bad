import { describe, expect, it } from 'vitest';
import {
  checkDepositCodeAmount,
  DEPOSIT_CODE_ALPHABET,
  DEPOSIT_CODE_LENGTH,
  DEPOSIT_CODE_REDEEM_LIMIT,
  depositCodeCoins,
  depositCodeFromBytes,
  depositCodeHint,
  depositCodeOpen,
  formatDepositCode,
  normalizeDepositCode,
} from './deposit-codes';

// Issue 16 item 5 (`/myaccount/deposit_gatecode`, widgets §1 "gate code" way to deposit).
describe('deposit codes', () => {
  it('"16 random characters from an unambiguous alphabet": no 0/O, 1/I/L', () => {
    expect(DEPOSIT_CODE_LENGTH).toBe(16);
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(DEPOSIT_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(DEPOSIT_CODE_ALPHABET).size).toBe(DEPOSIT_CODE_ALPHABET.length);
  });

  it('a code from random bytes: one character per byte under 248 (unbiased), bytes from 248 skipped', () => {
    const bytes = new Uint8Array(24).map((_, i) => i);
    expect(depositCodeFromBytes(bytes)).toBe(DEPOSIT_CODE_ALPHABET.slice(0, 16));
    // 31 is the alphabet's size: byte 31 is its first character again; 248..255 are skipped.
    const skipped = new Uint8Array([248, 255, 31, ...new Array<number>(15).fill(30)]);
    expect(depositCodeFromBytes(skipped)).toBe(`A${'9'.repeat(15)}`);
    expect(depositCodeFromBytes(new Uint8Array(15))).toBeNull();
    expect(depositCodeFromBytes(new Uint8Array(40).fill(250))).toBeNull();
  });

  it('"grouped for reading": four groups of four', () => {
    expect(formatDepositCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
  });

  it('a typed code: case, spaces and dashes do not matter; anything else is no code', () => {
    expect(normalizeDepositCode('abcd-efgh-jkmn-pqrs')).toBe('ABCDEFGHJKMNPQRS');
    expect(normalizeDepositCode(' ABCD EFGH JKMN PQRS ')).toBe('ABCDEFGHJKMNPQRS');
    expect(normalizeDepositCode('ABCD-EFGH-JKMN-PQR')).toBeNull();
    // O and 0 are not in the alphabet: such a code was never made.
    expect(normalizeDepositCode('OBCD-EFGH-JKMN-PQRS')).toBeNull();
    expect(normalizeDepositCode('')).toBeNull();
  });

  it('the history hint is the last four characters (schema code_hint)', () => {
    expect(depositCodeHint('ABCDEFGHJKMNPQRS')).toBe('PQRS');
  });

  it('"a wrong code counts toward a rate limit (e.g. 10 wrong in 15 min → 429)"', () => {
    expect(DEPOSIT_CODE_REDEEM_LIMIT).toEqual({ limit: 10, windowMinutes: 15, lockMinutes: 15 });
  });

  it('"a code for an amount of a coin": a depositable coin, a positive amount within its decimals', () => {
    expect(depositCodeCoins()[0]).toBe('USDT');
    expect(depositCodeCoins()).toContain('BTC');
    expect(checkDepositCodeAmount('USDT', '12.50')).toEqual({ ok: true, amount: '12.5' });
    expect(checkDepositCodeAmount('NOPE', '1')).toMatchObject({ ok: false, field: 'coin', problem: 'unknownCoin' });
    expect(checkDepositCodeAmount('USDT', '0')).toMatchObject({ ok: false, problem: 'notAmount' });
    expect(checkDepositCodeAmount('USDT', '-1')).toMatchObject({ ok: false, problem: 'notAmount' });
    expect(checkDepositCodeAmount('USDT', '1e3')).toMatchObject({ ok: false, problem: 'notAmount' });
    // USDT's networks carry 6 decimals; BTC's 8.
    expect(checkDepositCodeAmount('USDT', '1.1234567')).toMatchObject({ ok: false, problem: 'tooPrecise' });
    expect(checkDepositCodeAmount('BTC', '0.12345678')).toEqual({ ok: true, amount: '0.12345678' });
    expect(checkDepositCodeAmount('USDT', '1000000000000')).toMatchObject({ ok: false, problem: 'tooLarge' });
  });

  it('only an active code can be redeemed or cancelled', () => {
    expect(depositCodeOpen('active')).toBe(true);
    expect(depositCodeOpen('redeemed')).toBe(false);
    expect(depositCodeOpen('cancelled')).toBe(false);
  });
});
