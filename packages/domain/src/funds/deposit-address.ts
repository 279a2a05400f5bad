import { base58Encode, base64Url, bech32Encode, crc16, toWords, XRP_BASE58 } from './address-encodings';
import type { AddressFormat } from './networks';

// Deposit addresses (issue 16 "per-user deposit addresses per asset and network (deterministic,
// valid-looking for the chain; no chain connected)"). The API hashes what identifies the address
// (SHA-256 of uid, coin and network: nothing secret) and hands the hex here; this file writes those
// bytes in each network's address form, with the real encodings (bech32, base58, TON's base64url
// with its CRC), so wallets and block explorers would accept the shape.

/** The bytes a deposit address is made from: at least 32 (64 hex digits). */
export const DEPOSIT_SEED_HEX_LENGTH = 64;

/** Version bytes: Tron's mainnet 0x41 (addresses start with T), Dogecoin's P2PKH 0x1e (D), XRP's 0 (r). */
const TRON_VERSION = 0x41;
const DOGECOIN_VERSION = 0x1e;
const XRP_VERSION = 0x00;
/** TON user-friendly flags: non-bounceable, mainnet (addresses start with UQ); workchain 0. */
const TON_NON_BOUNCEABLE = 0x51;

function bytesOf(hex: string): number[] {
  if (!/^[0-9a-fA-F]*$/.test(hex) || hex.length < DEPOSIT_SEED_HEX_LENGTH || hex.length % 2 !== 0) {
    throw new Error(`a deposit address needs at least ${DEPOSIT_SEED_HEX_LENGTH} hexadecimal digits`);
  }
  const bytes: number[] = [];
  for (let i = 0; i < hex.length; i += 2) bytes.push(Number.parseInt(hex.slice(i, i + 2), 16));
  return bytes;
}

const hexOf = (bytes: readonly number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).join('');

/** A 32-bit number from four bytes, as decimal text (XRP destination tags, TON comments). */
function uint32Text(bytes: readonly number[]): string {
  const [a = 0, b = 0, c = 0, d = 0] = bytes;
  // 0 is left out: some wallets treat tag 0 as "no tag".
  return String(((a << 24) | (b << 16) | (c << 8) | d) >>> 0 || 1);
}

export interface DepositAddress {
  address: string;
  /** The memo (XRP destination tag, TON comment) the deposit must carry; null where none. */
  memo: string | null;
}

/**
 * The deposit address of `format` made from `seedHex` (at least 64 hex digits; the API's SHA-256
 * of uid, coin and network). The same seed always gives the same address.
 */
export function depositAddressFrom(format: AddressFormat, seedHex: string): DepositAddress {
  const bytes = bytesOf(seedHex);
  const twenty = bytes.slice(0, 20);
  const payload24 = bytes.slice(0, 24);
  switch (format) {
    case 'evm':
      return { address: `0x${hexOf(twenty)}`, memo: null };
    case 'bitcoin':
      // Native SegWit (P2WPKH): witness version 0 and a 20-byte program, so `bc1q…`, 42 characters.
      return { address: bech32Encode('bc', [0, ...toWords(twenty)]), memo: null };
    case 'tron':
      return { address: base58Encode([TRON_VERSION, ...payload24]), memo: null };
    case 'dogecoin':
      return { address: base58Encode([DOGECOIN_VERSION, ...payload24]), memo: null };
    case 'solana':
      return { address: base58Encode(bytes.slice(0, 32)), memo: null };
    case 'xrp':
      return { address: base58Encode([XRP_VERSION, ...payload24], XRP_BASE58), memo: uint32Text(bytes.slice(28, 32)) };
    case 'ton': {
      const body = [TON_NON_BOUNCEABLE, 0x00, ...bytes.slice(0, 32)];
      const crc = crc16(body);
      return { address: base64Url([...body, crc >> 8, crc & 0xff]), memo: uint32Text(bytes.slice(28, 32)) };
    }
  }
}
