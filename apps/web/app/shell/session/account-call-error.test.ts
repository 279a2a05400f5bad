import { describe, expect, it } from 'vitest';
import { accountCallError, errorNumber } from './account-call-error';

const status = (n: number) => ({ reason: 'status' as const, status: n });

describe('accountCallError', () => {
  it('reads the error number from a status or an envelope code', () => {
    expect(errorNumber(status(429))).toBe(429);
    expect(errorNumber({ reason: 'code', code: 401, message: 'Not logged in' })).toBe(401);
    expect(errorNumber({ reason: 'malformed', detail: 'not JSON' })).toBeNull();
  });

  it('a burst of wrong passwords: 401 until the API locks the account, then 429', () => {
    expect(accountCallError(status(401), 'login')).toBe('wrongCredentials');
    expect(accountCallError(status(429), 'login')).toBe('locked');
    expect(accountCallError(status(429), 'twoFactor')).toBe('locked');
    expect(accountCallError(status(429), 'confirmTwoFactor')).toBe('locked');
    expect(accountCallError(status(429), 'resetPassword')).toBe('locked');
  });

  it('log-in with an address not confirmed yet: 403 says a new link is on its way', () => {
    expect(accountCallError(status(403), 'login')).toBe('emailNotConfirmed');
    expect(accountCallError(status(403), 'signup')).toBe('generic');
  });

  it('the 2FA step and the 2FA set-up: a wrong code', () => {
    expect(accountCallError(status(401), 'twoFactor')).toBe('wrongCode');
    expect(accountCallError(status(400), 'enableTwoFactor')).toBe('wrongCode');
    expect(accountCallError(status(409), 'enableTwoFactor')).toBe('generic');
  });

  it('turning 2FA off or new recovery codes: a wrong password or code, or 2FA not on', () => {
    expect(accountCallError(status(401), 'confirmTwoFactor')).toBe('wrongPasswordOrCode');
    expect(accountCallError(status(409), 'confirmTwoFactor')).toBe('twoFactorNotOn');
    expect(accountCallError(status(400), 'confirmTwoFactor')).toBe('invalid');
  });

  it('sign-up: refused input, a common password, too many sign-ups from the network', () => {
    expect(accountCallError(status(400), 'signup')).toBe('invalid');
    expect(accountCallError(status(422), 'signup')).toBe('weakPassword');
    expect(accountCallError(status(429), 'signup')).toBe('tooManySignups');
  });

  it('messages asked for again (resend, forgot password): 429 is the network, never a locked account', () => {
    expect(accountCallError(status(429), 'resend')).toBe('tooManyRequests');
    expect(accountCallError(status(429), 'forgot')).toBe('tooManyRequests');
    expect(accountCallError(status(400), 'forgot')).toBe('invalid');
  });

  it('the pages a link opens: 400 is a spent link; the reset also knows a wrong code and a common password', () => {
    expect(accountCallError(status(400), 'verifyEmail')).toBe('linkInvalid');
    expect(accountCallError(status(400), 'resetPassword')).toBe('linkInvalid');
    expect(accountCallError(status(401), 'resetPassword')).toBe('wrongTwoFactorCode');
    expect(accountCallError(status(422), 'resetPassword')).toBe('weakPassword');
  });

  it('an API that is down or slow is unreachable; anything else is generic', () => {
    expect(accountCallError({ reason: 'network', detail: 'TypeError' }, 'login')).toBe('unavailable');
    expect(accountCallError({ reason: 'timeout', detail: 'no answer' }, 'signup')).toBe('unavailable');
    expect(accountCallError(status(502), 'login')).toBe('unavailable');
    expect(accountCallError(status(401), 'logoutOthers')).toBe('generic');
    expect(accountCallError({ reason: 'malformed', detail: 'not JSON' }, 'login')).toBe('generic');
  });
});
