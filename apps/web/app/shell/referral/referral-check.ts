import { getVerifyInviteInfo } from '@meridian/contracts';
import {
  REF_COOKIE_CHANGE_EVENT,
  REFERRAL_COOKIE_MAX_AGE_S,
  type ReferralCookieChanges,
  referralCookieChanges,
  referralNeedsVerify,
  referralValues,
  verifyRefType,
} from '@meridian/domain';
import { readCookie, writeBrowserCookie } from '../cookies';
import type { BrowserClients } from '../http';

/** Write the changes to the cookies, and raise refCookieChange when the code was stored. */
export function applyReferralChanges(
  changes: ReferralCookieChanges,
  write: (name: string, value: string, maxAgeS: number) => void = writeBrowserCookie,
  target: Pick<EventTarget, 'dispatchEvent'> = window,
): void {
  for (const [name, value] of Object.entries(changes.set)) write(name, value, REFERRAL_COOKIE_MAX_AGE_S);
  for (const name of changes.remove) write(name, '', 0);
  if (changes.raiseChange) target.dispatchEvent(new CustomEvent(REF_COOKIE_CHANGE_EVENT, { detail: changes.set }));
}

/**
 * shell §4 Referral for one page address: the link's values against the stored ones; verified
 * with rebate/verify_invite_info when they differ; the cookies changed per the verify's code
 * (domain referralCookieChanges). A call that gets no answer changes nothing.
 */
export async function handleReferral(
  search: string,
  clients: Pick<BrowserClients, 'getOutcome'>,
  cookies: () => string = () => document.cookie,
  apply: (changes: ReferralCookieChanges) => void = applyReferralChanges,
): Promise<void> {
  const params = new URLSearchParams(search);
  const link = referralValues((name) => params.get(name));
  const stored = referralValues((name) => readCookie(cookies(), name));
  if (!referralNeedsVerify(link, stored) || link.code === undefined) return;
  const refType = verifyRefType(link.type);
  const query: Record<string, string> = { invite_code: link.code };
  if (refType !== undefined) query['ref_type'] = String(refType);
  const outcome = await clients.getOutcome(getVerifyInviteInfo, { silent: true, query });
  const code = outcome.ok ? 0 : outcome.reason === 'code' ? outcome.code : undefined;
  if (code !== undefined) apply(referralCookieChanges(link, code));
}
