// The fund password (issue 16; widgets §3, §4, §5, §9): the second password asked where funds
// leave the account, and how often it is asked.

/** widgets §3 "Fund-password frequency: one of '1' (one hour), '2' (every time), '0' (never)". */
export const FUND_PASSWORD_FREQUENCIES = { oneHour: '1', everyTime: '2', never: '0' } as const;
export type FundPasswordFrequency = (typeof FUND_PASSWORD_FREQUENCIES)[keyof typeof FUND_PASSWORD_FREQUENCIES];
/** The choices in the order the validity modal lists them. */
export const FUND_PASSWORD_FREQUENCY_VALUES: readonly FundPasswordFrequency[] = ['2', '1', '0'];
/** What a new fund password asks for until the user changes it (issue 16: the table's default). */
export const DEFAULT_FUND_PASSWORD_FREQUENCY: FundPasswordFrequency = FUND_PASSWORD_FREQUENCIES.oneHour;

/** widgets §3 "'1' (one hour)": how long a correct fund password is good for. */
export const FUND_PASSWORD_VALIDITY_MS = 60 * 60 * 1000;
/** widgets §9 "Fund-password click debounce: 1500 ms". */
export const FUND_PASSWORD_DEBOUNCE_MS = 1500;

/** widgets §7 "action=tradepassfrequency": the only action of the query_safe call. */
export const FREQUENCY_CHANGE_ACTION = 'tradepassfrequency';

/**
 * The fund password's length: shorter than the log-in password's (it is typed often, and only
 * with a session that already passed the log-in), still not a PIN of a few digits.
 */
export const FUND_PASSWORD_MIN_LENGTH = 6;
export const FUND_PASSWORD_MAX_LENGTH = 32;

export function isFundPasswordFrequency(value: unknown): value is FundPasswordFrequency {
  return value === '0' || value === '1' || value === '2';
}

/**
 * Whether the fund password must be typed for funds to leave now: '2' every time, '1' when it was
 * not given correctly in the last hour, '0' never (issue 16 "'2' every time, '1' once an hour, '0'
 * never"). A clock set back (verified "in the future") counts as not verified.
 */
export function fundPasswordDue(
  frequency: FundPasswordFrequency,
  lastVerifiedAt: Date | null | undefined,
  now: Date,
): boolean {
  switch (frequency) {
    case FUND_PASSWORD_FREQUENCIES.everyTime:
      return true;
    case FUND_PASSWORD_FREQUENCIES.never:
      return false;
    case FUND_PASSWORD_FREQUENCIES.oneHour: {
      if (!lastVerifiedAt) return true;
      const age = now.getTime() - lastVerifiedAt.getTime();
      return age < 0 || age >= FUND_PASSWORD_VALIDITY_MS;
    }
  }
}

/** widgets §5 "Fund password must be non-empty to confirm". */
export function canConfirmFundPassword(password: string): boolean {
  return password.length > 0;
}

/** widgets §5 "A frequency change needs both fund password and authenticator code, both non-empty". */
export function canSubmitFrequencyChange(input: { fundpass: string; totp: string }): boolean {
  return input.fundpass.length > 0 && input.totp.length > 0;
}

/**
 * Why a new fund password is not acceptable, or null. Its length only: that it differs from the
 * log-in password is checked by the API, which alone holds the log-in password's hash.
 */
export function fundPasswordPolicyProblem(password: string): string | null {
  // Counted in code points, so an emoji is one character, as the user sees it.
  const length = [...password].length;
  if (length < FUND_PASSWORD_MIN_LENGTH) return `must be at least ${FUND_PASSWORD_MIN_LENGTH} characters`;
  if (length > FUND_PASSWORD_MAX_LENGTH) return `must be at most ${FUND_PASSWORD_MAX_LENGTH} characters`;
  if (password.trim() !== password) return 'must not start or end with a space';
  return null;
}
