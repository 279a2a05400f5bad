import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Secret } from 'otpauth';

/** 256 random bits, URL-safe: session tokens, log-in challenges and csrf tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 of a token, as stored. A fast hash is enough here: the tokens are 256 random bits (or
 * 80 for recovery codes), so there is nothing to guess, unlike a password.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compare two strings in time that does not depend on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A recovery code: 80 random bits as 16 base32 characters, shown as XXXX-XXXX-XXXX-XXXX. */
export function newRecoveryCode(): string {
  const base32 = new Secret({ size: 10 }).base32;
  return base32.match(/.{4}/g)?.join('-') ?? base32;
}

/** How a recovery code is hashed and compared: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}
