import { describe, expect, it } from 'vitest';
import { accountCallError, errorNumber } from './account-call-error';

const status = (n: number) => ({ reason: 'status' as const, detail: `HTTP ${n}` });

describe('accountCallError', () => {
  it('reads the error number from a status or an envelope code', () => {
    expect(errorNumber(status(429))).toBe(429);
    expect(errorNumber({ reason: 'code', detail: 'code 401: Not logged in' })).toBe(401);
    expect(errorNumber({ reason: 'malformed', detail: 'not JSON' })).toBeNull();
  });

  it('a burst of wrong passwords: 401 until the API locks the account, then 429', () => {
    expect(accountCallError(status(401), 'login')).toBe('wrongCredentials');
    expect(accountCallError(status(429), 'login')).toBe('locked');
    expect(accountCallError(status(429), 'twoFactor')).toBe('locked');
  });

  it('the 2FA step and the 2FA set-up: a wrong code', () => {
    expect(accountCallError(status(401), 'twoFactor')).toBe('wrongCode');
    expect(accountCallError(status(400), 'enableTwoFactor')).toBe('wrongCode');
    expect(accountCallError(status(409), 'enableTwoFactor')).toBe('generic');
  });

  it('sign-up: an existing account, refused input', () => {
    expect(accountCallError(status(409), 'signup')).toBe('accountExists');
    expect(accountCallError(status(400), 'signup')).toBe('invalid');
  });

  it('an API that is down or slow is unreachable; anything else is generic', () => {
    expect(accountCallError({ reason: 'network', detail: 'TypeError' }, 'login')).toBe('unavailable');
    expect(accountCallError({ reason: 'timeout', detail: 'no answer' }, 'signup')).toBe('unavailable');
    expect(accountCallError(status(502), 'login')).toBe('unavailable');
    expect(accountCallError(status(403), 'login')).toBe('generic');
    expect(accountCallError({ reason: 'malformed', detail: 'not JSON' }, 'login')).toBe('generic');
  });
});
