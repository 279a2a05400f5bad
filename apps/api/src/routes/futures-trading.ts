import {
  postCloseFuturesPosition,
  FUTURES_TRADING_PREFIX,
  getFuturesAccounts,
  getFuturesContracts,
  getFuturesPositions,
  getFuturesTrades,
  postOpenFuturesPosition,
  postReverseFuturesPosition,
  postFuturesTriggers,
} from '@meridian/contracts';
import { Hono } from 'hono';
import { fail, respond } from '../http';
import { readEndpointBody } from '../request-body';
import {
  closeFuturesPosition as closePosition,
  futuresContracts,
  listFuturesAccounts,
  listFuturesPositions,
  listFuturesUserTrades,
  openFuturesPosition as openPosition,
  setFuturesTriggers as setTriggers,
} from '../services/futures-trading';
import type { MarketEngine } from '../services/market/market-engine';
import { type AccountBindings, requireAccount } from '../session-context';
import { overLimit, readQuery, refuse } from './trading-http';

/**
 * USDT perpetual positions (issue 12, decision 0040): the contracts list is public; every other
 * call needs a session, and every POST passed the app's csrf check.
 */
export function futuresTradingRoutes(engine: MarketEngine) {
  const routes = new Hono<AccountBindings>();

  routes.get(getFuturesContracts.path, (c) =>
    respond(c, getFuturesContracts, futuresContracts(engine, { tier: 0 }, c.var.now.getTime())),
  );

  routes.use(`${FUTURES_TRADING_PREFIX}/positions/*`, requireAccount({ changesAccount: false }));
  routes.use(`${FUTURES_TRADING_PREFIX}/positions`, requireAccount({ changesAccount: false }));
  routes.use(`${FUTURES_TRADING_PREFIX}/my_trades`, requireAccount({ changesAccount: false }));
  routes.use(getFuturesAccounts.path, requireAccount({ changesAccount: false }));

  // The futures wallet (issue 16): the margin, fees and PnL of the positions move here.
  routes.get(getFuturesAccounts.path, async (c) => {
    const parsed = await readQuery(c, getFuturesAccounts);
    if (!parsed.ok) return parsed.answer;
    return respond(
      c,
      getFuturesAccounts,
      await listFuturesAccounts(c.var.db, c.var.account.uid, parsed.query.currency),
    );
  });

  routes.get(getFuturesPositions.path, async (c) => {
    const parsed = await readQuery(c, getFuturesPositions);
    if (!parsed.ok) return parsed.answer;
    const { contract, status } = parsed.query;
    const list = await listFuturesPositions(
      c.var.db,
      engine,
      c.var.account.uid,
      { contract, open: status === 'open' },
      c.var.now.getTime(),
    );
    return respond(c, getFuturesPositions, list);
  });

  routes.post(postOpenFuturesPosition.path, async (c) => {
    const body = await readEndpointBody(c, postOpenFuturesPosition);
    if (!body.ok) return fail(c, body.status, body.message);
    const limited = await overLimit(c);
    if (limited) return limited;
    const { contract, side, size, leverage } = body.data;
    const outcome = await openPosition(
      c.var.db,
      engine,
      c.var.account,
      { contract, side, size, leverage: Number(leverage) },
      c.var.now,
    );
    if (!outcome.ok) return refuse(c, outcome);
    return respond(c, postOpenFuturesPosition, outcome.value);
  });

  for (const [endpoint, reverse] of [
    [postCloseFuturesPosition, false],
    [postReverseFuturesPosition, true],
  ] as const) {
    routes.post(endpoint.path, async (c) => {
      const body = await readEndpointBody(c, endpoint);
      if (!body.ok) return fail(c, body.status, body.message);
      const limited = await overLimit(c);
      if (limited) return limited;
      const outcome = await closePosition(c.var.db, engine, c.var.account, body.data.contract, reverse, c.var.now);
      if (!outcome.ok) return refuse(c, outcome);
      return respond(c, endpoint, outcome.value);
    });
  }

  routes.post(postFuturesTriggers.path, async (c) => {
    const body = await readEndpointBody(c, postFuturesTriggers);
    if (!body.ok) return fail(c, body.status, body.message);
    const { contract, tp_price, sl_price } = body.data;
    const outcome = await setTriggers(
      c.var.db,
      engine,
      c.var.account.uid,
      { contract, tp: tp_price, sl: sl_price },
      c.var.now,
    );
    if (!outcome.ok) return refuse(c, outcome);
    return respond(c, postFuturesTriggers, outcome.value);
  });

  routes.get(getFuturesTrades.path, async (c) => {
    const parsed = await readQuery(c, getFuturesTrades);
    if (!parsed.ok) return parsed.answer;
    return respond(
      c,
      getFuturesTrades,
      await listFuturesUserTrades(c.var.db, c.var.account.uid, parsed.query.contract),
    );
  });

  return routes;
}
