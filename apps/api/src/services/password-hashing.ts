import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost: N = 2^ln, block size r, parallelism p. */
export interface ScryptParams {
  ln: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt setting of equal strength to N=2^17, r=8, p=1, but with 32 MiB per hash instead
 * of 128 MiB, so a burst of log-ins cannot run the server out of memory (about 0.25 s a hash).
 */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { ln: 15, r: 8, p: 3 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;

const STORED_HASH = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{16,})\$([A-Za-z0-9+/]{16,})$/;

/** Read a stored PHC string; null when it is not one of ours or its cost is out of bounds. */
function parseStoredHash(stored: string): { params: ScryptParams; salt: Buffer; hash: Buffer } | null {
  const match = STORED_HASH.exec(stored);
  if (!match) return null;
  const [, ln = '', r = '', p = '', salt = '', hash = ''] = match;
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  // Bounds for what is read back: a tampered row must not make the server allocate more than 256 MiB a hash.
  if (params.ln < 1 || params.ln > 17 || params.r < 1 || params.r > 16 || params.p < 1 || params.p > 16) return null;
  return { params, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

function derive(password: string, salt: Buffer, params: ScryptParams, keyBytes: number): Promise<Buffer> {
  const N = 2 ** params.ln;
  return new Promise((resolve, reject) => {
    // maxmem above 128·N·r (the memory scrypt needs), which Node's 32 MiB default only just misses.
    scrypt(password, salt, keyBytes, { N, r: params.r, p: params.p, maxmem: 256 * N * params.r }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * Passwords are compared after Unicode NFKC normalisation, so the same password typed on another
 * keyboard (composed or decomposed accents, full-width digits) still matches.
 */
function normalize(password: string): string {
  return password.normalize('NFKC');
}

/** A PHC string: `$scrypt$ln=15,r=8,p=3$<salt>$<hash>` (base64 without padding), fresh salt each time. */
export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(normalize(password), salt, params, KEY_BYTES);
  const b64 = (b: Buffer) => b.toString('base64').replace(/=+$/, '');
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

/** True when `password` matches `stored`; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const { params, salt, hash } = parsed;
  const key = await derive(normalize(password), salt, params, hash.length);
  return timingSafeEqual(key, hash);
}

/** The hash was made with other parameters than today's: rehash on the next right password. */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const current = parseStoredHash(stored)?.params;
  if (!current) return true;
  return current.ln !== params.ln || current.r !== params.r || current.p !== params.p;
}
