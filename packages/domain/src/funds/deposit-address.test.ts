import { describe, expect, it } from 'vitest';
import { base58Encode, hasBech32Checksum } from './address-encodings';
import { depositAddressFrom } from './deposit-address';
import { type AddressFormat, isValidAddress } from './networks';

// Fixed seeds standing for the API's SHA-256 of uid + coin + network.
const SEED_A = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const SEED_B = '60303ae22b998861bce3b28f33eec1be758a213c86c93c076dbe9f558c11c752';
const FORMATS: AddressFormat[] = ['bitcoin', 'evm', 'tron', 'solana', 'xrp', 'ton', 'dogecoin'];

describe('deposit addresses (issue 16 "deterministic, valid-looking for the chain")', () => {
  it("each network's address passes that network's own validator", () => {
    for (const format of FORMATS) {
      for (const seed of [SEED_A, SEED_B, '00'.repeat(32), 'ff'.repeat(32)]) {
        const { address } = depositAddressFrom(format, seed);
        expect(isValidAddress(format, address), `${format} ${address}`).toBe(true);
      }
    }
  });

  it('deterministic: the same seed gives the same address, another seed another', () => {
    for (const format of FORMATS) {
      expect(depositAddressFrom(format, SEED_A)).toEqual(depositAddressFrom(format, SEED_A));
      expect(depositAddressFrom(format, SEED_A).address).not.toBe(depositAddressFrom(format, SEED_B).address);
    }
  });

  it("the prefixes each chain's users know: bc1q, 0x, T, r, UQ, D", () => {
    expect(depositAddressFrom('bitcoin', SEED_A).address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(depositAddressFrom('evm', SEED_A).address).toBe(`0x${SEED_A.slice(0, 40)}`);
    expect(depositAddressFrom('tron', SEED_A).address).toMatch(/^T.{33}$/);
    expect(depositAddressFrom('xrp', SEED_A).address).toMatch(/^r/);
    expect(depositAddressFrom('ton', SEED_A).address).toMatch(/^UQ.{46}$/);
    expect(depositAddressFrom('dogecoin', SEED_A).address).toMatch(/^D.{33}$/);
  });

  it('the bitcoin address carries a right BIP 173 checksum; a changed character breaks it', () => {
    // BIP 173's own test vector.
    expect(hasBech32Checksum('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true);
    const { address } = depositAddressFrom('bitcoin', SEED_A);
    expect(hasBech32Checksum(address)).toBe(true);
    const typo = address.slice(0, -1) + (address.endsWith('q') ? 'p' : 'q');
    expect(hasBech32Checksum(typo)).toBe(false);
  });

  it("base58 is Bitcoin's: leading zero bytes become leading 1s", () => {
    // "Hello World!" in base58 (the draft standard's example).
    const hello = [...'Hello World!'].map((c) => c.charCodeAt(0));
    expect(base58Encode(hello)).toBe('2NEpo7TZRRrLZSi2U');
    expect(base58Encode([0, 0, ...hello])).toBe('112NEpo7TZRRrLZSi2U');
  });

  it('XRP and TON deposits carry a memo (a destination tag, a comment); the others none', () => {
    expect(depositAddressFrom('xrp', SEED_A).memo).toMatch(/^[1-9]\d{0,9}$/);
    expect(depositAddressFrom('ton', SEED_A).memo).toMatch(/^[1-9]\d{0,9}$/);
    expect(depositAddressFrom('evm', SEED_A).memo).toBeNull();
  });

  it('refuses a seed shorter than 32 bytes or not hexadecimal', () => {
    expect(() => depositAddressFrom('evm', 'abcd')).toThrow(/64 hexadecimal/);
    expect(() => depositAddressFrom('evm', 'z'.repeat(64))).toThrow(/64 hexadecimal/);
  });
});
