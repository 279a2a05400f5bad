import { describe, expect, it } from 'vitest';
import { classifyAccount, csrfTokenValue, loginRequest, passwordResetRequest, signupRequest } from './account';

describe('account identifiers', () => {
  it('an e-mail address is stored lower-cased', () => {
    expect(classifyAccount('  Ada.Lovelace+x@Example.COM ')).toEqual({
      kind: 'email',
      value: 'ada.lovelace+x@example.com',
    });
  });

  it('a phone number is stored without separators, with its +', () => {
    expect(classifyAccount('+44 (20) 7946-0958')).toEqual({ kind: 'phone', value: '+442079460958' });
    expect(classifyAccount('5550101234')).toEqual({ kind: 'phone', value: '5550101234' });
  });

  it('anything else is neither', () => {
    for (const bad of [
      'hello',
      'a@b',
      '@b.co',
      'a@b.co\u0000',
      'a b@c.co',
      '12345',
      '+1234567890123456',
      '++123456',
      'abc123456',
    ]) {
      expect(classifyAccount(bad), bad).toBeNull();
    }
  });

  it('sign-up and log-in refuse an account that is neither, naming the problem', () => {
    const result = loginRequest.safeParse({ account: 'not an address', password: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter a valid e-mail address or phone number');
    expect(signupRequest.safeParse({ account: 'a@b.co', password: 'long enough!', nickname: 'ok' }).success).toBe(true);
  });

  it('a new password has at least 12 characters (ASVS 2.1.1) and at most 128; log-in takes any the account was given', () => {
    expect(signupRequest.safeParse({ account: 'a@b.co', password: 'elevenchars' }).error?.issues[0]?.message).toBe(
      'Use at least 12 characters',
    );
    expect(signupRequest.safeParse({ account: 'a@b.co', password: 'x'.repeat(129) }).error?.issues[0]?.message).toBe(
      'Use at most 128 characters',
    );
    expect(passwordResetRequest.safeParse({ token: 'T'.repeat(43), password: 'elevenchars' }).success).toBe(false);
    expect(loginRequest.safeParse({ account: 'a@b.co', password: 'short' }).success).toBe(true);
  });
});

describe('csrf token', () => {
  it('is long and random-looking; the shell client\'s default "1" is not one', () => {
    expect(csrfTokenValue.safeParse('1').success).toBe(false);
    expect(csrfTokenValue.safeParse('a'.repeat(31)).success).toBe(false);
    expect(csrfTokenValue.safeParse('Zk3_-'.repeat(9)).success).toBe(true);
    expect(csrfTokenValue.safeParse('a;b'.repeat(20)).success).toBe(false);
  });
});
