import { KYC_LEVELS, kycLevelName } from '../account/kyc';
import { localizePath } from '../locales/locales';
import { safeReturnPath } from './login-return';

// The account pages' own rules (issue 16): who may see them, and what the identity page shows.

/** The query parameter of the log-in page that names the page to come back to (ours). */
export const LOGIN_RETURN_PARAM = 'return_to';

/**
 * Where a visitor asking for an account page is sent: the log-in page of the same locale, with the
 * page asked for (a path of this site only, never another origin) to come back to.
 */
export function loginRedirectPath(localePrefix: string, returnTo: string): string {
  const safe = safeReturnPath(returnTo) ?? localizePath(localePrefix, '/');
  return `${localizePath(localePrefix, '/login')}?${LOGIN_RETURN_PARAM}=${encodeURIComponent(safe)}`;
}

export type KycLevelName = ReturnType<typeof kycLevelName>;

/**
 * shell §3 "KYC levels: 0 none, 5 level 0.5, 2 level 1, 1 level 2, 4 level 3, 3 company", as the
 * steps an individual climbs (the codes are not in order: level 2 is 1, level 3 is 4).
 */
export const KYC_LADDER: readonly KycLevelName[] = ['level0_5', 'level1', 'level2', 'level3'];

export type KycStepState = 'done' | 'current' | 'todo';

/**
 * The identity page's steps for a `verified` code: each level up to the account's is done (the
 * account's own is `current`), the rest to do. A company account has passed every individual step;
 * an unknown code counts as none.
 */
export function kycSteps(verified: number): Array<{ level: KycLevelName; state: KycStepState }> {
  const name = kycLevelName(verified);
  const reached = name === 'company' ? KYC_LADDER.length - 1 : KYC_LADDER.indexOf(name);
  return KYC_LADDER.map((level, index) => ({
    level,
    state:
      index < reached || (name === 'company' && index === reached) ? 'done' : index === reached ? 'current' : 'todo',
  }));
}

/** Whether the account is verified as a company (shell §3 "3 company"). */
export function isCompanyKyc(verified: number): boolean {
  return verified === KYC_LEVELS.company;
}

/** The review state of the latest application (users.kyc_status: 0 none, 1 under review, 2 approved, 3 rejected). */
export type KycReviewState = 'none' | 'underReview' | 'approved' | 'rejected';

export function kycReviewState(kycStatus: number): KycReviewState {
  switch (kycStatus) {
    case 1:
      return 'underReview';
    case 2:
      return 'approved';
    case 3:
      return 'rejected';
    default:
      return 'none';
  }
}
