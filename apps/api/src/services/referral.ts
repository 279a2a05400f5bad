import type { InviteSummary, RebateUserInfo, VerifyInviteAnswer } from '@meridian/contracts';
import { type AgencyType, AGENCY_TYPES } from '@meridian/domain';
import type { Database } from '../db/database';
import { type Account, findAccountByInviteCode } from '../db/queries/accounts';
import { countInvitedBy } from '../db/queries/referral';

export type InviteVerification =
  { kind: 'ok'; answer: VerifyInviteAnswer } | { kind: 'unknown-code' } | { kind: 'not-applicable' };

/** A nickname shortened for strangers: its first two characters. */
function shortNickname(nickname: string): string {
  return `${[...nickname].slice(0, 2).join('')}***`;
}

/**
 * rebate/verify_invite_info (decision 0052): the code must be an account's invite code; a visitor
 * may take it, a logged-in account may not (referrals are made at sign-up: its own code, or any
 * code once it has an account, is "not applicable", INVITE_VERIFY_CODES.notApplicable).
 */
export async function verifyInvite(
  db: Database,
  request: { code: string; refType: number | null; viewer: Pick<Account, 'uid'> | null },
): Promise<InviteVerification> {
  const owner = await findAccountByInviteCode(db, request.code.toUpperCase());
  if (!owner) return { kind: 'unknown-code' };
  if (request.viewer) return { kind: 'not-applicable' };
  return {
    kind: 'ok',
    answer: { invite_code: owner.inviteCode, ref_type: request.refType, inviter: shortNickname(owner.nickname) },
  };
}

const agencyTypeOf = (value: number): AgencyType =>
  (Object.values(AGENCY_TYPES) as number[]).includes(value) ? (value as AgencyType) : AGENCY_TYPES.normal;

/**
 * shell §3 "Rebate/referral user info: kol_code, encrypted_uid, agency_type": the account's invite
 * code is its KOL code (the code its links carry), the opaque public id, and the agency type.
 */
export function rebateUserInfoOf(account: Pick<Account, 'inviteCode' | 'encryptedUid' | 'agencyType'>): RebateUserInfo {
  return {
    kol_code: account.inviteCode,
    encrypted_uid: account.encryptedUid,
    agency_type: agencyTypeOf(account.agencyType),
  };
}

export async function inviteSummaryOf(
  db: Database,
  account: Pick<Account, 'uid' | 'inviteCode'>,
): Promise<InviteSummary> {
  return { invite_code: account.inviteCode, invited_count: await countInvitedBy(db, account.uid) };
}
