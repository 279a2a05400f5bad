// The encodings addresses are written in: base58 (Bitcoin's scheme; XRP's alphabet), bech32 (BIP
// 173), base64url with TON's CRC-16. Pure arithmetic on byte lists (domain has no Buffer).

const BITCOIN_BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** XRP writes base58 with its own alphabet (the same characters, another order): 'r' is zero. */
export const XRP_BASE58 = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Base58 (Bitcoin's scheme): the bytes as one big number, each leading zero byte as the alphabet's first character. */
export function base58Encode(bytes: readonly number[], alphabet: string = BITCOIN_BASE58): string {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let out = '';
  while (value > 0n) {
    out = alphabet.charAt(Number(value % 58n)) + out;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = alphabet.charAt(0) + out;
  }
  return out;
}

/** BIP 173's checksum over the human-readable part and the 5-bit words. */
function bech32Polymod(values: readonly number[]): number {
  const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= generators[i] ?? 0;
  }
  return chk >>> 0;
}

export function bech32Encode(hrp: string, words: readonly number[]): string {
  const expanded = [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];
  const polymod = bech32Polymod([...expanded, ...words, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = Array.from({ length: 6 }, (_, i) => (polymod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...words, ...checksum].map((w) => BECH32_CHARSET.charAt(w)).join('')}`;
}

/** 8-bit bytes as 5-bit words, the last padded with zeros (BIP 173 convertbits). */
export function toWords(bytes: readonly number[]): number[] {
  const words: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const byte of bytes) {
    acc = (acc << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      words.push((acc >>> bits) & 31);
    }
    acc &= (1 << bits) - 1;
  }
  if (bits > 0) words.push((acc << (5 - bits)) & 31);
  return words;
}

/** Whether `address` is bech32 with a right checksum (a typo in a bc1 address is caught). */
export function hasBech32Checksum(address: string): boolean {
  const lower = address.toLowerCase();
  const split = lower.lastIndexOf('1');
  if (split < 1 || split + 7 > lower.length) return false;
  const hrp = lower.slice(0, split);
  const words = [...lower.slice(split + 1)].map((c) => BECH32_CHARSET.indexOf(c));
  if (words.some((w) => w < 0)) return false;
  const expanded = [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];
  return bech32Polymod([...expanded, ...words]) === 1;
}

/** CRC-16/XMODEM, the checksum of TON's user-friendly addresses. */
export function crc16(bytes: readonly number[]): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

export function base64Url(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const n = (a << 16) | (b << 8) | c;
    const chars = [18, 12, 6, 0].map((shift) => BASE64URL.charAt((n >>> shift) & 63));
    out += chars.slice(0, Math.min(4, bytes.length - i + 1)).join('');
  }
  return out;
}
