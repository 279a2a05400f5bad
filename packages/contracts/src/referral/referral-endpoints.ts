import { defineEndpoint } from '../endpoint';
import { WEB_V1_PREFIX } from '../envelope';

const referralSchemas = () => import('./referral');

/**
 * shell §7 "GET /api/web/v1/rebate/verify_invite_info | query invite_code, optional ref_type
 * (number) | reads code": code 0 with the inviter, 10530101 for no such code, 10530135 for a code
 * this visitor cannot take (domain INVITE_VERIFY_CODES), answered with HTTP 200 as the spec's
 * codes are; a malformed query is a 400.
 */
export const getVerifyInviteInfo = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/rebate/verify_invite_info`,
  schemas: referralSchemas,
  body: 'verifyInviteQuery',
  answer: 'verifyInviteAnswer',
});

/** shell §7 "GET /api/web/v1/rebate/get_user_info | none (logged in)". */
export const getRebateUserInfo = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/rebate/get_user_info`,
  schemas: referralSchemas,
  answer: 'rebateUserInfo',
});

/** The referral page's numbers (ours): the invite code and the invited count. Logged in. */
export const getInviteSummary = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/rebate/invite_summary`,
  schemas: referralSchemas,
  answer: 'inviteSummary',
});
