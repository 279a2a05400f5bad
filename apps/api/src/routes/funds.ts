import {
  getDepositAddress,
  getDepositHistory,
  getFundPasswordStatus,
  getFundsNetworks,
  getUserFrequency,
  getWithdrawalList,
  postFundPasswordSet,
  postQuerySafe,
  postWithdrawalCancel,
  postWithdrawalCreate,
} from '@meridian/contracts';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { fail, respond } from '../http';
import { readEndpointBody, readEndpointQuery, type QueryOutcome } from '../request-body';
import { depositAddressOf, depositHistoryOf, fundsNetworksList } from '../services/deposits';
import {
  changeFundPasswordFrequency,
  fundPasswordFrequencyOf,
  fundPasswordStatusOf,
  type FundsRefusal,
  setFundPassword,
} from '../services/fund-password';
import type { ScryptParams } from '../services/password-hashing';
import { cancelWithdrawal, requestWithdrawal, withdrawalListOf } from '../services/withdrawals';
import { type AccountBindings, requireAccount } from '../session-context';

export interface FundsRouteDeps {
  /** scrypt cost of new fund-password hashes (the log-in password's, ApiDeps.passwordHashing). */
  passwordHashing: ScryptParams;
}

/** A refused funds call: its status and message, its label for the web's own text, and Retry-After for a lock. */
export function refuse(c: Context, refusal: FundsRefusal) {
  if (refusal.retryAfterS !== undefined) c.header('Retry-After', String(refusal.retryAfterS));
  return fail(c, refusal.status, refusal.message, { code: refusal.label, values: {} });
}

function badQuery(c: Context, query: Extract<QueryOutcome<unknown>, { ok: false }>) {
  return fail(c, 400, `${query.field || 'query'}: ${query.problem ?? 'invalid'}`);
}

/**
 * widgets §7 "result truthy means success; msg is the failure text": query_safe's refusals carry
 * {result: false, msg} with their 4xx status, and `message` (what every other call's refusal
 * carries, and the web's transport reads) with the same text.
 */
function querySafeRefusal(c: Context, status: ContentfulStatusCode, msg: string, retryAfterS?: number) {
  if (retryAfterS !== undefined) c.header('Retry-After', String(retryAfterS));
  return c.json({ result: false, msg, code: status, message: msg, data: null }, status);
}

/**
 * Issue 16: the fund password (set/change, status, the frequency's read and change, widgets §7),
 * deposit addresses and history, withdrawals. Every POST passes the app's csrf check first; all
 * but the network list are for a logged-in user. None changes the account row or its sessions.
 */
export function fundsRoutes(deps: FundsRouteDeps) {
  const routes = new Hono<AccountBindings>();
  const loggedIn = requireAccount({ changesAccount: false });
  const context = (c: Context<AccountBindings>) => ({
    networkBucket: c.var.networkBucket,
    now: c.var.now,
    hashing: deps.passwordHashing,
    box: c.var.secrets,
  });

  // widgets §7 "code 0 is success; data.frequency"; widgets §8 "Frequency read fails: silent".
  routes.get(getUserFrequency.path, loggedIn, async (c) =>
    respond(c, getUserFrequency, { frequency: await fundPasswordFrequencyOf(c.var.db, c.var.account.uid) }),
  );

  routes.post(postQuerySafe.path, loggedIn, async (c) => {
    const body = await readEndpointBody(c, postQuerySafe);
    if (!body.ok) return querySafeRefusal(c, body.status, body.message);
    const changed = await changeFundPasswordFrequency(c.var.db, c.var.account, body.data, context(c));
    if (!changed.ok) return querySafeRefusal(c, changed.status, changed.message, changed.retryAfterS);
    return respond(c, postQuerySafe, { result: true, msg: 'success' });
  });

  routes.get(getFundPasswordStatus.path, loggedIn, async (c) =>
    respond(c, getFundPasswordStatus, await fundPasswordStatusOf(c.var.db, c.var.account.uid, c.var.now)),
  );

  routes.post(postFundPasswordSet.path, loggedIn, async (c) => {
    const body = await readEndpointBody(c, postFundPasswordSet);
    if (!body.ok) return fail(c, body.status, body.message);
    const saved = await setFundPassword(c.var.db, c.var.account, body.data, context(c));
    if (!saved.ok) return refuse(c, saved);
    return respond(c, postFundPasswordSet, { is_set: true, frequency: saved.frequency });
  });

  routes.get(getFundsNetworks.path, (c) => respond(c, getFundsNetworks, fundsNetworksList()));

  routes.get(getDepositAddress.path, loggedIn, async (c) => {
    const query = await readEndpointQuery(c, getDepositAddress);
    if (!query.ok) return badQuery(c, query);
    const { coin, network } = query.query;
    const address = await depositAddressOf(c.var.db, c.var.account.uid, coin, network, c.var.now);
    if (address.kind !== 'ok') return fail(c, 400, address.message);
    return respond(c, getDepositAddress, address.answer);
  });

  routes.get(getDepositHistory.path, loggedIn, async (c) => {
    const query = await readEndpointQuery(c, getDepositHistory);
    if (!query.ok) return badQuery(c, query);
    return respond(c, getDepositHistory, await depositHistoryOf(c.var.db, c.var.account.uid, query.query));
  });

  routes.post(postWithdrawalCreate.path, loggedIn, async (c) => {
    const body = await readEndpointBody(c, postWithdrawalCreate);
    if (!body.ok) return fail(c, body.status, body.message);
    const outcome = await requestWithdrawal(c.var.db, c.var.account, body.data, context(c));
    if (!outcome.ok) return refuse(c, outcome);
    return respond(c, postWithdrawalCreate, outcome.withdrawal);
  });

  routes.post(postWithdrawalCancel.path, loggedIn, async (c) => {
    const body = await readEndpointBody(c, postWithdrawalCancel);
    if (!body.ok) return fail(c, body.status, body.message);
    const outcome = await cancelWithdrawal(c.var.db, c.var.account.uid, body.data.id, c.var.now);
    if (!outcome.ok) return refuse(c, outcome);
    return respond(c, postWithdrawalCancel, outcome.withdrawal);
  });

  routes.get(getWithdrawalList.path, loggedIn, async (c) => {
    const query = await readEndpointQuery(c, getWithdrawalList);
    if (!query.ok) return badQuery(c, query);
    return respond(c, getWithdrawalList, await withdrawalListOf(c.var.db, c.var.account.uid, query.query));
  });

  return routes;
}
