import { API_ERROR_CODES } from '@meridian/contracts';

/** What went wrong with a submitted account form, as a key of `account.form.errors`. */
export type AccountCallError = 'wrongCredentials' | 'locked' | 'accountExists' | 'wrongCode' | 'invalid' | 'generic' | 'unavailable';

/** Which form was sent: the same answer means different things for each. */
export type AccountStep = 'login' | 'signup' | 'twoFactor' | 'enableTwoFactor';

/** A failed call as the browser client reports it (shell/http RequestFailure). */
export interface CallFailure {
  reason: 'network' | 'timeout' | 'status' | 'malformed' | 'code';
  detail: string;
}

/** HTTP 409 Conflict: the reference API's answer to a sign-up for an account that exists. */
const CONFLICT = 409;

/**
 * The API's error number: the HTTP status ("HTTP 429") or the envelope code ("code 429: ...");
 * the reference API mirrors one in the other (apps/api/src/http.ts `fail`), and the browser client
 * keeps only this much of an error answer.
 */
export function errorNumber(failure: CallFailure): number | null {
  const match = /^(?:HTTP|code) (\d+)/.exec(failure.detail);
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * Which message a failed log-in, sign-up, 2FA or 2FA set-up call shows. The reference API answers
 * 429 for a locked account (or network), 401 for a wrong password or code (and for an expired 2FA
 * step), 409 for a sign-up that exists, 400 for input it refuses (a wrong code when turning 2FA on).
 */
export function accountCallError(failure: CallFailure, step: AccountStep): AccountCallError {
  if (failure.reason === 'network' || failure.reason === 'timeout') return 'unavailable';
  const code = errorNumber(failure);
  if (code === null) return 'generic';
  if (code === API_ERROR_CODES.rateLimited) return 'locked';
  if (code === CONFLICT && step === 'signup') return 'accountExists';
  if (code === API_ERROR_CODES.unauthorized && (step === 'login' || step === 'signup')) return 'wrongCredentials';
  if (code === API_ERROR_CODES.unauthorized && step === 'twoFactor') return 'wrongCode';
  if (code === API_ERROR_CODES.badRequest) return step === 'enableTwoFactor' ? 'wrongCode' : 'invalid';
  if (code >= API_ERROR_CODES.internal) return 'unavailable';
  return 'generic';
}
