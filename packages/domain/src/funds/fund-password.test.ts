import { describe, expect, it } from 'vitest';
import {
  canConfirmFundPassword,
  canSubmitFrequencyChange,
  FUND_PASSWORD_DEBOUNCE_MS,
  FUND_PASSWORD_FREQUENCIES,
  fundPasswordDue,
  fundPasswordPolicyProblem,
  isFundPasswordFrequency,
} from './fund-password';

const NOW = new Date(Date.UTC(2026, 0, 10, 12, 0, 0));
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

describe('fund password (widgets §3, §5, §9; issue 16)', () => {
  it(`§3 "Fund-password frequency: one of '1' (one hour), '2' (every time), '0' (never)"`, () => {
    expect(FUND_PASSWORD_FREQUENCIES).toEqual({ oneHour: '1', everyTime: '2', never: '0' });
    for (const value of ['0', '1', '2']) expect(isFundPasswordFrequency(value)).toBe(true);
    for (const value of ['3', '', 1, null, ' 1']) expect(isFundPasswordFrequency(value)).toBe(false);
  });

  it(`issue 16 "'2' every time": asked even right after a correct one`, () => {
    expect(fundPasswordDue('2', minutesAgo(0), NOW)).toBe(true);
    expect(fundPasswordDue('2', null, NOW)).toBe(true);
  });

  it(`issue 16 "'1' once an hour": asked unless given correctly within the last hour`, () => {
    expect(fundPasswordDue('1', null, NOW)).toBe(true);
    expect(fundPasswordDue('1', minutesAgo(59), NOW)).toBe(false);
    // Exactly one hour later the hour is over.
    expect(fundPasswordDue('1', minutesAgo(60), NOW)).toBe(true);
    expect(fundPasswordDue('1', minutesAgo(61), NOW)).toBe(true);
    // A verification "in the future" (a clock set back) is not trusted.
    expect(fundPasswordDue('1', minutesAgo(-5), NOW)).toBe(true);
  });

  it(`issue 16 "'0' never"`, () => {
    expect(fundPasswordDue('0', null, NOW)).toBe(false);
  });

  it('§5 "Fund password must be non-empty to confirm"', () => {
    expect(canConfirmFundPassword('')).toBe(false);
    expect(canConfirmFundPassword('x')).toBe(true);
  });

  it('§5 "A frequency change needs both fund password and authenticator code, both non-empty"', () => {
    expect(canSubmitFrequencyChange({ fundpass: 'secret1', totp: '123456' })).toBe(true);
    expect(canSubmitFrequencyChange({ fundpass: '', totp: '123456' })).toBe(false);
    expect(canSubmitFrequencyChange({ fundpass: 'secret1', totp: '' })).toBe(false);
  });

  it('§9 "Fund-password click debounce: 1500 ms"', () => {
    expect(FUND_PASSWORD_DEBOUNCE_MS).toBe(1500);
  });

  it('a new fund password has 6 to 32 characters, counted as the user sees them', () => {
    expect(fundPasswordPolicyProblem('12345')).toMatch(/at least 6/);
    expect(fundPasswordPolicyProblem('123456')).toBeNull();
    expect(fundPasswordPolicyProblem('x'.repeat(32))).toBeNull();
    expect(fundPasswordPolicyProblem('x'.repeat(33))).toMatch(/at most 32/);
    // Six emoji are six characters (twelve UTF-16 units).
    expect(fundPasswordPolicyProblem('🔒🔒🔒🔒🔒🔒')).toBeNull();
    expect(fundPasswordPolicyProblem(' secret ')).toMatch(/space/);
  });
});
