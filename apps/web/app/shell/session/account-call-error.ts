import { API_ERROR_CODES } from '@meridian/contracts';
// The file, not shell/http's index: the registration micro-app imports this one.
import type { CallFailure } from '../http/transport';

/** What went wrong with a submitted account form, as a key of `account.form.errors`. */
export type AccountCallError =
  | 'wrongCredentials'
  | 'locked'
  | 'emailNotConfirmed'
  | 'weakPassword'
  | 'tooManySignups'
  | 'tooManyRequests'
  | 'wrongCode'
  | 'wrongTwoFactorCode'
  | 'wrongPasswordOrCode'
  | 'twoFactorNotOn'
  | 'linkInvalid'
  | 'invalid'
  | 'generic'
  | 'unavailable';

/**
 * Which form was sent: the same answer means different things for each.
 * - login, twoFactor (the log-in's second step), signup;
 * - resend (the sign-up link again), forgot (a password-reset link);
 * - verifyEmail, resetPassword (the pages a message's link opens);
 * - enableTwoFactor (set-up), confirmTwoFactor (password and code: turn off, new recovery codes);
 * - logoutOthers.
 */
export type AccountStep =
  | 'login'
  | 'twoFactor'
  | 'signup'
  | 'resend'
  | 'forgot'
  | 'verifyEmail'
  | 'resetPassword'
  | 'enableTwoFactor'
  | 'confirmTwoFactor'
  | 'logoutOthers';

export type { CallFailure };

/** HTTP 409 Conflict: two-factor is not on (turning it off, new recovery codes). */
const CONFLICT = 409;
/** HTTP 422: the password passed the length rule but is too common (the API's password policy). */
const UNPROCESSABLE = 422;

/**
 * The API's error number: the HTTP status or the envelope code; the reference API mirrors one in
 * the other (apps/api/src/http.ts `fail`). None for a failure without an answer.
 */
export function errorNumber(failure: CallFailure): number | null {
  if (failure.reason === 'status') return failure.status;
  if (failure.reason === 'code') return failure.code;
  return null;
}

/** What a 429 means: a locked account for the steps that check a secret, a busy network otherwise. */
function rateLimited(step: AccountStep): AccountCallError {
  if (step === 'signup') return 'tooManySignups';
  if (step === 'resend' || step === 'forgot' || step === 'verifyEmail') return 'tooManyRequests';
  return 'locked';
}

/** What a 401 means for each step. */
function unauthorized(step: AccountStep): AccountCallError {
  switch (step) {
    case 'login':
      return 'wrongCredentials';
    case 'twoFactor':
      return 'wrongCode';
    case 'resetPassword':
      return 'wrongTwoFactorCode';
    case 'confirmTwoFactor':
      return 'wrongPasswordOrCode';
    default:
      return 'generic';
  }
}

/** What a 400 means: a wrong set-up code, a spent link, or input the API refused. */
function badRequest(step: AccountStep): AccountCallError {
  if (step === 'enableTwoFactor') return 'wrongCode';
  if (step === 'verifyEmail' || step === 'resetPassword') return 'linkInvalid';
  return 'invalid';
}

/**
 * Which message a failed account call shows. The reference API answers 429 for a locked account
 * or a busy network, 401 for a wrong password or code, 403 for a log-in whose address is not
 * confirmed yet (a new link is on its way), 422 for a common password, 409 when two-factor is not
 * on, 400 for a spent link or input it refuses (a wrong code when turning 2FA on).
 */
export function accountCallError(failure: CallFailure, step: AccountStep): AccountCallError {
  if (failure.reason === 'network' || failure.reason === 'timeout') return 'unavailable';
  const code = errorNumber(failure);
  if (code === null) return 'generic';
  if (code === API_ERROR_CODES.rateLimited) return rateLimited(step);
  if (code === API_ERROR_CODES.unauthorized) return unauthorized(step);
  if (code === API_ERROR_CODES.forbidden && step === 'login') return 'emailNotConfirmed';
  if (code === UNPROCESSABLE && (step === 'signup' || step === 'resetPassword')) return 'weakPassword';
  if (code === CONFLICT && step === 'confirmTwoFactor') return 'twoFactorNotOn';
  if (code === API_ERROR_CODES.badRequest) return badRequest(step);
  if (code >= API_ERROR_CODES.internal) return 'unavailable';
  return 'generic';
}
