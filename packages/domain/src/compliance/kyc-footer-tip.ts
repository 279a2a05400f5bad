import { passesKycCheck } from '../account/kyc';

/**
 * shell §5 "The KYC footer tip shows when the first value is truthy, the second is 10 or less, and
 * the third is not '3'. What these three values are: not shown." Ours (decision 0049), answered by
 * `GET /api/web/v1/kyc/footerTipsCheck` and `GET /json_svr/footer_tips_check`:
 * - `need_kyc`: the account's KYC level fails shell §5's KYC check (only levels 1, 4 and 3 pass);
 * - `days_left`: whole days until the account's KYC deadline (never below 0);
 * - `kyc_status`: the review state of the latest application in the footer's own codes
 *   (FOOTER_KYC_STATUS); '3' while one is under review, when nagging would only confuse.
 */
export interface KycFooterTipValues {
  need_kyc: boolean;
  days_left: number;
  kyc_status: string;
}

/** shell §5: "the second is 10 or less". */
export const KYC_FOOTER_TIP_MAX_DAYS_LEFT = 10;

/** Days from opening an account to its KYC deadline, unless staff set another (users.kyc_deadline_at). */
export const KYC_DEADLINE_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * The footer's `kyc_status` codes. Not the `users.kyc_status` numbering (0 none, 1 under review,
 * 2 approved, 3 rejected): shell §5 reads '3' as "do not show", which here means under review.
 */
export const FOOTER_KYC_STATUS = { none: '0', approved: '1', rejected: '2', underReview: '3' } as const;

/** users.kyc_status (the review state of the latest application) → the footer's code. */
export function footerKycStatus(kycStatus: number): string {
  switch (kycStatus) {
    case 1:
      return FOOTER_KYC_STATUS.underReview;
    case 2:
      return FOOTER_KYC_STATUS.approved;
    case 3:
      return FOOTER_KYC_STATUS.rejected;
    default:
      return FOOTER_KYC_STATUS.none;
  }
}

/** What a visitor (or a failed call) gets: nothing shows. */
export function defaultKycFooterTipValues(): KycFooterTipValues {
  return { need_kyc: false, days_left: 0, kyc_status: FOOTER_KYC_STATUS.none };
}

/** The account's KYC deadline: set by staff, else KYC_DEADLINE_DAYS after it was opened. */
export function kycDeadline(account: { createdAt: Date; kycDeadlineAt: Date | null }): Date {
  return account.kycDeadlineAt ?? new Date(account.createdAt.getTime() + KYC_DEADLINE_DAYS * DAY_MS);
}

/** Whole days left until `deadline` (a part of a day counts as a day), never below 0. */
export function kycDaysLeft(deadline: Date, now: Date): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / DAY_MS));
}

/** The three values for a logged-in account. */
export function kycFooterTipValues(
  account: { kycLevel: number; kycStatus: number; createdAt: Date; kycDeadlineAt: Date | null },
  now: Date,
): KycFooterTipValues {
  return {
    need_kyc: !passesKycCheck(account.kycLevel),
    days_left: kycDaysLeft(kycDeadline(account), now),
    kyc_status: footerKycStatus(account.kycStatus),
  };
}

/** shell §5: "shows when the first value is truthy, the second is 10 or less, and the third is not '3'". */
export function showKycFooterTip(values: { need_kyc: unknown; days_left: unknown; kyc_status: unknown }): boolean {
  return (
    Boolean(values.need_kyc) &&
    typeof values.days_left === 'number' &&
    values.days_left <= KYC_FOOTER_TIP_MAX_DAYS_LEFT &&
    values.kyc_status !== FOOTER_KYC_STATUS.underReview
  );
}
