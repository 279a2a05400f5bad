import {
  postCancelSpotOrder,
  postCancelSpotOrders,
  DEFAULT_ORDER_LIST_LIMIT,
  getSpotAccounts,
  getSpotFee,
  getSpotOrders,
  getSpotUserTrades,
  postSpotOrder,
  SPOT_TRADING_PREFIX,
} from '@meridian/contracts';
import { ruleIssue } from '@meridian/domain';
import { Hono } from 'hono';
import { fail, respond } from '../http';
import { readEndpointBody } from '../request-body';
import type { MarketEngine } from '../services/market/market-engine';
import {
  cancelSpotOrder as cancelOrder,
  cancelSpotOrders as cancelOrders,
  listSpotAccounts,
  listSpotOrders,
  listSpotUserTrades,
  pairRulesOf,
  placeSpotOrder as placeOrder,
  refused,
  spotFeeOf,
} from '../services/spot-trading';
import { type AccountBindings, requireAccount } from '../session-context';
import { readQuery, refuse } from './trading-http';

/**
 * Spot trading (issue 12): every call needs a session; every POST passed the app's csrf check.
 * Placement is limited per account (placeSpotOrder: ORDER_PLACEMENT_PER_SECOND, a clear 429).
 */
export function spotTradingRoutes(engine: MarketEngine) {
  const routes = new Hono<AccountBindings>();
  routes.use(`${SPOT_TRADING_PREFIX}/*`, requireAccount({ changesAccount: false }));

  routes.post(postSpotOrder.path, async (c) => {
    const body = await readEndpointBody(c, postSpotOrder);
    if (!body.ok) return fail(c, body.status, body.message);
    const { db, account, now } = c.var;
    const form = body.data;
    const outcome = await placeOrder(
      db,
      engine,
      account,
      {
        currencyPair: form.currency_pair,
        type: form.type,
        side: form.side,
        amount: form.amount,
        price: form.price,
        timeInForce: form.time_in_force,
        clientOrderId: form.text,
      },
      now,
    );
    if (!outcome.ok) return refuse(c, outcome);
    return respond(c, postSpotOrder, outcome.value.order);
  });

  routes.get(getSpotOrders.path, async (c) => {
    const parsed = await readQuery(c, getSpotOrders);
    if (!parsed.ok) return parsed.answer;
    const { currency_pair, status, limit } = parsed.query;
    const orders = await listSpotOrders(c.var.db, c.var.account.uid, {
      pair: currency_pair,
      finished: status === 'finished',
      limit: listLimit(limit),
    });
    return respond(c, getSpotOrders, orders);
  });

  routes.post(postCancelSpotOrder.path, async (c) => {
    const body = await readEndpointBody(c, postCancelSpotOrder);
    if (!body.ok) return fail(c, body.status, body.message);
    const outcome = await cancelOrder(
      c.var.db,
      c.var.account.uid,
      Number(body.data.order_id),
      body.data.currency_pair,
      c.var.now,
    );
    if (!outcome.ok) return refuse(c, outcome);
    return respond(c, postCancelSpotOrder, outcome.value);
  });

  routes.post(postCancelSpotOrders.path, async (c) => {
    const body = await readEndpointBody(c, postCancelSpotOrders);
    if (!body.ok) return fail(c, body.status, body.message);
    if (pairRulesOf(engine, body.data.currency_pair) === undefined) {
      return refuse(c, refused(ruleIssue('unknownPair', { pair: body.data.currency_pair })));
    }
    const done = await cancelOrders(c.var.db, c.var.account.uid, body.data.currency_pair, body.data.side, c.var.now);
    return respond(c, postCancelSpotOrders, done);
  });

  routes.get(getSpotUserTrades.path, async (c) => {
    const parsed = await readQuery(c, getSpotUserTrades);
    if (!parsed.ok) return parsed.answer;
    const trades = await listSpotUserTrades(c.var.db, c.var.account.uid, {
      pair: parsed.query.currency_pair,
      limit: listLimit(parsed.query.limit),
    });
    return respond(c, getSpotUserTrades, trades);
  });

  routes.get(getSpotAccounts.path, async (c) => {
    const parsed = await readQuery(c, getSpotAccounts);
    if (!parsed.ok) return parsed.answer;
    return respond(c, getSpotAccounts, await listSpotAccounts(c.var.db, c.var.account.uid, parsed.query.currency));
  });

  routes.get(getSpotFee.path, async (c) => {
    const parsed = await readQuery(c, getSpotFee);
    if (!parsed.ok) return parsed.answer;
    if (pairRulesOf(engine, parsed.query.currency_pair) === undefined) {
      return refuse(c, refused(ruleIssue('unknownPair', { pair: parsed.query.currency_pair })));
    }
    return respond(c, getSpotFee, spotFeeOf(c.var.account, parsed.query.currency_pair));
  });

  return routes;
}

function listLimit(text: string | undefined): number {
  const n = text === undefined ? DEFAULT_ORDER_LIST_LIMIT : Number(text);
  return Math.min(Math.max(1, n), 1000);
}
