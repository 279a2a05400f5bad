import { describe, expect, it } from 'vitest';
import { weakPasswordReason } from './password-policy';

describe('password policy (ASVS 2.1.7 common passwords)', () => {
  it.each(['123456789012', 'passwordPASSWORD', 'Password1234', '1q2w3e4r5t6y'])(
    'refuses the common password %s in any case',
    (pw) => {
      expect(weakPasswordReason(pw, 'someone@example.com')).toMatch(/most common passwords/);
    },
  );

  it('refuses a password of one repeated character, or holding the address', () => {
    expect(weakPasswordReason('aaaaaaaaaaaaaa', 'x@example.com')).toMatch(/repeats/);
    expect(weakPasswordReason('ababababababab', 'x@example.com')).toMatch(/repeats/);
    expect(weakPasswordReason('my-alice.smith-2024', 'alice.smith@example.com')).toMatch(/e-mail address or phone/);
    expect(weakPasswordReason('x+905550101234!', '+905550101234')).toMatch(/e-mail address or phone/);
  });

  it('accepts a long uncommon pass phrase', () => {
    expect(weakPasswordReason('correct horse battery', 'alice@example.com')).toBeNull();
    expect(weakPasswordReason('meridian-demo-2024', 'kyc-1@meridian.example')).toBeNull();
  });
});
