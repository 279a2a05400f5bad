import {
  getSubAccountInfo,
  getSubAccounts,
  getTransferHistory,
  postSubAccount,
  postTransfer,
} from '@meridian/contracts';
import { SUB_ACCOUNT_INFO_CODES } from '@meridian/domain';
import { Hono } from 'hono';
import { fail, refuseWithCode, respond } from '../http';
import { readEndpointBody, readEndpointQuery } from '../request-body';
import { type AccountBindings, requireAccount } from '../session-context';
import {
  openSubAccount,
  requestTransfer,
  subAccountInfoFor,
  subAccountsOf,
  transferHistory,
} from '../services/transfers';

/**
 * Issue 16: transfers between an account's spot and futures wallets and between a master and its
 * sub-accounts, the transfer history, and the sub-accounts (list, create, info). Every call needs a
 * session; every POST passed the app's csrf check. None changes the account's session data.
 */
export function transferRoutes() {
  const routes = new Hono<AccountBindings>();
  const session = requireAccount({ changesAccount: false });

  routes.post(postTransfer.path, session, async (c) => {
    const body = await readEndpointBody(c, postTransfer);
    if (!body.ok) return fail(c, body.status, body.message);
    const outcome = await requestTransfer(c.var.db, c.var.account, body.data, c.var.now);
    if (outcome.kind === 'refused') {
      // A fund-password refusal names its rule (as withdrawals' do) and a lock says when it ends.
      if (outcome.retryAfterS !== undefined) c.header('Retry-After', String(outcome.retryAfterS));
      const issue = outcome.label === undefined ? undefined : { code: outcome.label, values: {} };
      return fail(c, outcome.status, outcome.message, issue);
    }
    return respond(c, postTransfer, outcome.transfer);
  });

  routes.get(getTransferHistory.path, session, async (c) => {
    const query = await readEndpointQuery(c, getTransferHistory);
    if (!query.ok) return fail(c, 400, `${query.field || 'query'}: ${query.problem ?? 'invalid'}`);
    const list = await transferHistory(c.var.db, c.var.account.uid, {
      coin: query.query.coin,
      limit: Number(query.query.limit),
    });
    return respond(c, getTransferHistory, list);
  });

  routes.get(getSubAccounts.path, session, async (c) =>
    respond(c, getSubAccounts, await subAccountsOf(c.var.db, c.var.account.uid)),
  );

  routes.post(postSubAccount.path, session, async (c) => {
    const body = await readEndpointBody(c, postSubAccount);
    if (!body.ok) return fail(c, body.status, body.message);
    const outcome = await openSubAccount(c.var.db, c.var.account, body.data.nickname, c.var.now);
    if (outcome.kind === 'refused') return fail(c, outcome.status, outcome.message);
    return respond(c, postSubAccount, outcome.subAccount);
  });

  routes.get(getSubAccountInfo.path, session, async (c) => {
    const query = await readEndpointQuery(c, getSubAccountInfo);
    if (!query.ok) return fail(c, 400, `${query.field || 'query'}: ${query.problem ?? 'invalid'}`);
    const subUid = Number(query.query.sub_uid);
    const info = await subAccountInfoFor(c.var.db, c.var.account.uid, subUid);
    // widgets §8 "Sub-account lookup returns nonzero code | warning toast with the server message".
    if (info === undefined) {
      return refuseWithCode(
        c,
        SUB_ACCOUNT_INFO_CODES.notYourSubAccount,
        `Account ${subUid} is not a sub-account of yours`,
      );
    }
    return respond(c, getSubAccountInfo, info);
  });
  return routes;
}
