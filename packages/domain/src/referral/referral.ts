// shell §4 "Referral", §5, §8, §9 (issue 14 item 2; decision 0052).

/** The link's query names, which are also the cookies' names (shell §4 "from the query or cookie"). */
export const REFERRAL_KEYS = {
  code: 'ref',
  type: 'ref_type',
  channel: 'ref_channel',
  group: 'group_id',
} as const;

/** shell §9 "Referral cookie | 604800 s (7 days)". */
export const REFERRAL_COOKIE_MAX_AGE_S = 604_800;

/** The browser event raised when the referral cookies change (shell §4 "a refCookieChange event"). */
export const REF_COOKIE_CHANGE_EVENT = 'refCookieChange';

/**
 * The answers of rebate/verify_invite_info (shell §8 "any non-zero code means the ref is not
 * stored; 10530135 still updates channel and group cookies"). 10530135 is the code for "a real
 * invite code this visitor cannot take": the logged-in account's own code, or an account that was
 * already invited (ours: the spec names the code, not its meaning). 10530101: no such code.
 */
export const INVITE_VERIFY_CODES = {
  ok: 0,
  unknownCode: 10_530_101,
  notApplicable: 10_530_135,
} as const;

/** An invite code as accounts hold them, and as a link may carry one. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export interface ReferralValues {
  code?: string | undefined;
  type?: string | undefined;
  channel?: string | undefined;
  group?: string | undefined;
}

/** The referral values a link or the cookies carry, blank ones left out. */
export function referralValues(read: (name: string) => string | null | undefined): ReferralValues {
  const value = (name: string) => {
    const text = read(name)?.trim();
    return text ? text : undefined;
  };
  return {
    code: value(REFERRAL_KEYS.code),
    type: value(REFERRAL_KEYS.type),
    channel: value(REFERRAL_KEYS.channel),
    group: value(REFERRAL_KEYS.group),
  };
}

/**
 * shell §5 "Referral is handled only if the ref code is present"; shell §4 "If the link carries a
 * ref code and the stored code and type differ, the code is verified with the server." A code
 * that is not an invite code's shape is not sent at all.
 */
export function referralNeedsVerify(link: ReferralValues, stored: ReferralValues): boolean {
  if (link.code === undefined || !INVITE_CODE_PATTERN.test(link.code)) return false;
  return link.code !== stored.code || (link.type ?? '') !== (stored.type ?? '');
}

/** rebate/verify_invite_info's `ref_type`: "optional ref_type (number)"; a non-number is left out. */
export function verifyRefType(type: string | undefined): number | undefined {
  return type !== undefined && /^\d{1,9}$/.test(type) ? Number(type) : undefined;
}

/** What to do to the cookies: set these, delete those, and whether to raise refCookieChange. */
export interface ReferralCookieChanges {
  set: Record<string, string>;
  remove: string[];
  raiseChange: boolean;
}

/**
 * The cookies after a verify answered `code` for the link's values:
 * - shell §4 "On success the ref code, type, channel and group are stored and a refCookieChange
 *   event is raised";
 * - shell §8 "any non-zero code means the ref is not stored; 10530135 still updates channel and
 *   group cookies" (and shell §4 "If a code already exists and the verify returns anything other
 *   than success, the new code is not stored");
 * - shell §5 "Channel and group are saved only if both ref and ref_type exist; otherwise they are
 *   deleted."
 */
export function referralCookieChanges(link: ReferralValues, code: number): ReferralCookieChanges {
  const changes: ReferralCookieChanges = { set: {}, remove: [], raiseChange: false };
  const success = code === INVITE_VERIFY_CODES.ok;
  if (!success && code !== INVITE_VERIFY_CODES.notApplicable) return changes;
  if (success && link.code !== undefined) {
    changes.set[REFERRAL_KEYS.code] = link.code;
    if (link.type !== undefined) changes.set[REFERRAL_KEYS.type] = link.type;
    else changes.remove.push(REFERRAL_KEYS.type);
    changes.raiseChange = true;
  }
  const keepsChannel = link.code !== undefined && link.type !== undefined;
  for (const [key, value] of [
    [REFERRAL_KEYS.channel, link.channel],
    [REFERRAL_KEYS.group, link.group],
  ] as const) {
    if (keepsChannel && value !== undefined) changes.set[key] = value;
    else changes.remove.push(key);
  }
  return changes;
}

/** shell §3 "agency_type (0 normal, 1 affiliate, 2 agents direct, 3 partners, 4 partner direct)". */
export const AGENCY_TYPES = {
  normal: 0,
  affiliate: 1,
  agentsDirect: 2,
  partners: 3,
  partnerDirect: 4,
} as const;
export type AgencyType = (typeof AGENCY_TYPES)[keyof typeof AGENCY_TYPES];
