import {
  getDepositCodeList,
  postDepositCodeCancel,
  postDepositCodeCreate,
  postDepositCodeRedeem,
} from '@meridian/contracts';
import { type Context, Hono } from 'hono';
import { fail, respond } from '../http';
import { readEndpointBody, readEndpointQuery } from '../request-body';
import { cancelCode, createDepositCode, depositCodeListOf, redeemCode } from '../services/deposit-codes';
import { type AccountBindings, requireAccount } from '../session-context';
import { refuse } from './funds';

/**
 * Issue 16 item 5: deposit codes (`/myaccount/deposit_gatecode`), for a logged-in user; every POST
 * passes the app's csrf check first. Mounted beside the funds routes.
 */
export function depositCodeRoutes() {
  const routes = new Hono<AccountBindings>();
  const loggedIn = requireAccount({ changesAccount: false });
  const context = (c: Context<AccountBindings>) => ({
    networkBucket: c.var.networkBucket,
    now: c.var.now,
    box: c.var.secrets,
  });

  routes.post(postDepositCodeCreate.path, loggedIn, async (c) => {
    const body = await readEndpointBody(c, postDepositCodeCreate);
    if (!body.ok) return fail(c, body.status, body.message);
    const outcome = await createDepositCode(c.var.db, c.var.account, body.data, context(c));
    if (!outcome.ok) return refuse(c, outcome);
    return respond(c, postDepositCodeCreate, { code: outcome.code, created: outcome.created, record: outcome.record });
  });

  routes.post(postDepositCodeRedeem.path, loggedIn, async (c) => {
    const body = await readEndpointBody(c, postDepositCodeRedeem);
    if (!body.ok) return fail(c, body.status, body.message);
    const outcome = await redeemCode(c.var.db, c.var.account, body.data.code, c.var.now);
    if (!outcome.ok) return refuse(c, outcome);
    return respond(c, postDepositCodeRedeem, outcome.record);
  });

  routes.post(postDepositCodeCancel.path, loggedIn, async (c) => {
    const body = await readEndpointBody(c, postDepositCodeCancel);
    if (!body.ok) return fail(c, body.status, body.message);
    const outcome = await cancelCode(c.var.db, c.var.account.uid, body.data.id, c.var.now);
    if (!outcome.ok) return refuse(c, outcome);
    return respond(c, postDepositCodeCancel, outcome.record);
  });

  routes.get(getDepositCodeList.path, loggedIn, async (c) => {
    const query = await readEndpointQuery(c, getDepositCodeList);
    if (!query.ok) return fail(c, 400, `${query.field || 'query'}: ${query.problem ?? 'invalid'}`);
    return respond(c, getDepositCodeList, await depositCodeListOf(c.var.db, c.var.account.uid, query.query.limit));
  });

  return routes;
}
