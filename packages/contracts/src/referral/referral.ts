import { AGENCY_TYPES, INVITE_CODE_PATTERN } from '@meridian/domain';
import * as z from 'zod/mini';

// shell §4, §7 referral calls (issue 14 item 2; decision 0052).

/** shell §7 "query invite_code, optional ref_type (number)". */
export const verifyInviteQuery = z.object({
  invite_code: z.string().check(z.regex(INVITE_CODE_PATTERN, '1 to 32 letters, digits, - or _')),
  ref_type: z.optional(z.string().check(z.regex(/^\d{1,9}$/, 'a number'))),
});

/** The code is real and may be taken: its owner's nickname, shortened (shown on the sign-up form). */
export const verifyInviteAnswer = z.object({
  invite_code: z.string(),
  ref_type: z.nullable(z.int()),
  inviter: z.string(),
});
export type VerifyInviteAnswer = z.infer<typeof verifyInviteAnswer>;

const agencyType = z.literal(Object.values(AGENCY_TYPES) as [0, 1, 2, 3, 4]);

/** shell §7 "data.kol_code, data.encrypted_uid, data.agency_type; failure gives empty values". */
export const rebateUserInfo = z.object({
  kol_code: z.catch(z.string(), ''),
  encrypted_uid: z.catch(z.string(), ''),
  agency_type: z.catch(agencyType, AGENCY_TYPES.normal),
});
export type RebateUserInfo = z.infer<typeof rebateUserInfo>;

/** shell §7 "failure gives empty values". */
export function defaultRebateUserInfo(): RebateUserInfo {
  return { kol_code: '', encrypted_uid: '', agency_type: AGENCY_TYPES.normal };
}

/** The referral page: the account's invite code and how many accounts signed up with it. */
export const inviteSummary = z.object({
  invite_code: z.string(),
  invited_count: z.int(),
});
export type InviteSummary = z.infer<typeof inviteSummary>;
