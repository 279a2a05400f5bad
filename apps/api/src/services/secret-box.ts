import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (the TOTP secrets) and keys derived from SECRETS_KEY (decision 0018).
 *
 * Sealed values read `enc:v1:<key id>:<iv>:<tag>:<ciphertext>` (AES-256-GCM, base64url parts).
 * The key id is the first 8 hex digits of the key's SHA-256, so a value names the key that sealed
 * it: rotation adds the new key as SECRETS_KEY and keeps the old one in SECRETS_KEY_PREVIOUS until
 * every value has been sealed again (start-up does that, see resealSecrets).
 */
const PREFIX = 'enc:v1:';
const KEY_BYTES = 32;

export class SecretKeyError extends Error {
  override name = 'SecretKeyError';
}

/** A 32-byte key from its text form: 64 hex digits, or 43/44 characters of base64 or base64url. */
export function parseSecretKey(text: string): Buffer {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9_+/-]{43}=?$/.test(trimmed))
    return Buffer.from(trimmed.replace(/\+/g, '-').replace(/\//g, '_'), 'base64url');
  throw new SecretKeyError('a key of 32 random bytes, as 64 hex digits or base64url (e.g. `openssl rand -hex 32`)');
}

/** A new key in the form parseSecretKey reads. */
export function newSecretKeyText(): string {
  return randomBytes(KEY_BYTES).toString('hex');
}

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export interface SecretBox {
  /** The id of the key new values are sealed with. */
  readonly currentKeyId: string;
  seal(plain: string): string;
  /** The plain text of a sealed value; throws if no configured key sealed it or it was altered. */
  open(sealed: string): string;
  /** The value is sealed, and with the current key (else resealSecrets should seal it again). */
  isCurrent(value: string): boolean;
  /** A key for another purpose (HMACs), derived from the current key, so it rotates with it. */
  derive(purpose: string): Buffer;
}

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

/** `current` seals; `previous` keys only open values sealed before a rotation. */
export function createSecretBox(current: Buffer, previous: readonly Buffer[] = []): SecretBox {
  const keys = new Map<string, Buffer>();
  for (const key of [current, ...previous]) keys.set(keyId(key), key);
  const currentKeyId = keyId(current);
  return {
    currentKeyId,
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url'));
      return `${PREFIX}${currentKeyId}:${parts.join(':')}`;
    },
    open(sealed) {
      if (!isSealed(sealed)) throw new SecretKeyError('the value is not sealed');
      const [id = '', iv = '', tag = '', ciphertext = ''] = sealed.slice(PREFIX.length).split(':');
      const key = keys.get(id);
      if (!key) throw new SecretKeyError(`no configured key has id ${id}: add the old key to SECRETS_KEY_PREVIOUS`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
    isCurrent(value) {
      return value.startsWith(`${PREFIX}${currentKeyId}:`);
    },
    derive(purpose) {
      return Buffer.from(hkdfSync('sha256', current, Buffer.alloc(0), `meridian:${purpose}`, KEY_BYTES));
    },
  };
}

/** HMAC-SHA256 of `message`, base64url (43 characters). */
export function hmac(key: Buffer, message: string): string {
  return createHmac('sha256', key).update(message, 'utf8').digest('base64url');
}
