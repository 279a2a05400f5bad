import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Database } from '../db/database';
import {
  clearTotp,
  enableTotpSecret,
  findStoredTotpSecrets,
  recordTotpStep,
  replaceRecoveryCodes,
  replaceTotpSecretsIfUnchanged,
  setPendingTotpSecret,
  useRecoveryCode,
} from '../db/queries/two-factor';
import { AUTH_POLICY } from './auth-policy';
import { isSealed, type SecretBox } from './secret-box';
import { hashSecretToken, newRecoveryCode, normalizeRecoveryCode } from './secret-tokens';
import type { Account } from './sessions';

const PERIOD_S = 30;

/** RFC 6238 with what every authenticator app supports: SHA-1, 6 digits, 30 s. */
function totpOf(secretBase32: string, issuer = 'Meridian', label = 'account'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The 30-second step `code` is valid for at `now`, or null. */
function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp: now.getTime(),
    window: AUTH_POLICY.totpWindowSteps,
  });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

/**
 * Check a TOTP code for an account with two-factor on. A code is taken once: the step it belongs
 * to is recorded in the same statement that checks it was not used, so a code seen over someone's
 * shoulder (or sent twice) is refused the second time.
 */
export async function acceptTotpCode(
  db: Database,
  box: SecretBox,
  account: Account,
  code: string,
  now: Date,
): Promise<boolean> {
  if (!account.totpSecret || !/^\d{6}$/.test(code)) return false;
  const step = matchingStep(box.open(account.totpSecret), code, now);
  if (step === null) return false;
  return recordTotpStep(db, account.uid, step);
}

/** Use up a recovery code: true once per code, in one statement, so two requests cannot both use it. */
export async function consumeRecoveryCode(db: Database, uid: number, code: string, now: Date): Promise<boolean> {
  return useRecoveryCode(db, uid, recoveryCodeHash(code), now);
}

export type TotpSetup = { kind: 'already-on' } | { kind: 'ready'; secret: string; otpauthUrl: string; qrSvg: string };

/** The name the authenticator app shows: the account's e-mail or phone. */
function labelOf(account: Account): string {
  return account.email ?? account.phone ?? String(account.uid);
}

/**
 * Start turning two-factor on: a fresh secret, kept as pending until a code from it is shown
 * (enableTotp). `issuer` is the site's TOTP name (shell §3 site config totpName).
 */
export async function beginTotpSetup(
  db: Database,
  box: SecretBox,
  account: Account,
  issuer: string,
): Promise<TotpSetup> {
  if (account.totpSecret) return { kind: 'already-on' };
  const secret = new Secret({ size: 20 }).base32;
  await setPendingTotpSecret(db, account.uid, box.seal(secret));
  const otpauthUrl = totpOf(secret, issuer, labelOf(account)).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { kind: 'ready', secret, otpauthUrl, qrSvg };
}

export type TotpEnable =
  { kind: 'already-on' } | { kind: 'no-setup' } | { kind: 'wrong-code' } | { kind: 'enabled'; recoveryCodes: string[] };

/** Finish turning two-factor on with a code from the pending secret; hands out recovery codes once. */
export async function enableTotp(
  db: Database,
  box: SecretBox,
  account: Account,
  code: string,
  now: Date,
): Promise<TotpEnable> {
  if (account.totpSecret) return { kind: 'already-on' };
  const pending = account.totpPendingSecret;
  if (!pending) return { kind: 'no-setup' };
  const step = matchingStep(box.open(pending), code, now);
  if (step === null) return { kind: 'wrong-code' };
  const codes = Array.from({ length: AUTH_POLICY.recoveryCodeCount }, newRecoveryCode);
  await enableTotpSecret(db, account.uid, {
    secret: pending,
    lastStep: step,
    recoveryCodeHashes: codes.map(recoveryCodeHash),
  });
  return { kind: 'enabled', recoveryCodes: codes };
}

/** Recovery codes are stored hashed, in their normal form. */
function recoveryCodeHash(code: string): string {
  return hashSecretToken(normalizeRecoveryCode(code));
}

/** New recovery codes; the old ones stop working. The caller has checked password and code. */
export async function reissueRecoveryCodes(db: Database, uid: number): Promise<string[]> {
  const codes = Array.from({ length: AUTH_POLICY.recoveryCodeCount }, newRecoveryCode);
  await replaceRecoveryCodes(db, uid, codes.map(recoveryCodeHash));
  return codes;
}

/** Turn two-factor off: secret and recovery codes are gone. The caller has checked password and code. */
export async function disableTotp(db: Database, uid: number): Promise<void> {
  await clearTotp(db, uid);
}

/**
 * Seal every TOTP secret with the current key: secrets from before encryption (and the demo seed's)
 * and secrets sealed with a previous key (rotation). Runs at start-up; idempotent.
 */
export async function resealTotpSecrets(db: Database, box: SecretBox): Promise<number> {
  const rows = await findStoredTotpSecrets(db);
  const reseal = (value: string | null) =>
    value === null || box.isCurrent(value) ? value : box.seal(isSealed(value) ? box.open(value) : value);
  let changed = 0;
  for (const row of rows) {
    const secret = reseal(row.secret);
    const pending = reseal(row.pending);
    if (secret === row.secret && pending === row.pending) continue;
    // Only if nobody changed the row meanwhile (another process resealing, or a user enrolling).
    changed += await replaceTotpSecretsIfUnchanged(db, row, { secret, pending });
  }
  return changed;
}
