import { getInviteSummary, getRebateUserInfo, getVerifyInviteInfo } from '@meridian/contracts';
import { INVITE_VERIFY_CODES } from '@meridian/domain';
import { Hono } from 'hono';
import { readSessionToken } from '../auth-cookies';
import { fail, refuseWithCode, respond } from '../http';
import { readEndpointQuery } from '../request-body';
import { inviteSummaryOf, rebateUserInfoOf, verifyInvite } from '../services/referral';
import { findSessionAccount } from '../services/sessions';
import { type AccountBindings, requireAccount } from '../session-context';

/** shell §7 rebate calls and the referral page's summary (decision 0052). */
export function referralRoutes() {
  const routes = new Hono<AccountBindings>();
  const loggedIn = requireAccount({ changesAccount: false });

  routes.get(getVerifyInviteInfo.path, async (c) => {
    const query = await readEndpointQuery(c, getVerifyInviteInfo);
    if (!query.ok) return fail(c, 400, `${query.field || 'query'}: ${query.problem ?? 'invalid'}`);
    const viewer = await findSessionAccount(c.var.db, readSessionToken(c), c.var.now, c.var.sessionCache);
    const refType = query.query.ref_type === undefined ? null : Number(query.query.ref_type);
    const verified = await verifyInvite(c.var.db, { code: query.query.invite_code, refType, viewer });
    if (verified.kind === 'unknown-code') {
      return refuseWithCode(c, INVITE_VERIFY_CODES.unknownCode, 'There is no such invite code.');
    }
    if (verified.kind === 'not-applicable') {
      return refuseWithCode(
        c,
        INVITE_VERIFY_CODES.notApplicable,
        'This invite code cannot be used by an account that is already open.',
      );
    }
    return respond(c, getVerifyInviteInfo, verified.answer);
  });

  routes.get(getRebateUserInfo.path, loggedIn, (c) => respond(c, getRebateUserInfo, rebateUserInfoOf(c.var.account)));

  routes.get(getInviteSummary.path, loggedIn, async (c) =>
    respond(c, getInviteSummary, await inviteSummaryOf(c.var.db, c.var.account)),
  );
  return routes;
}
