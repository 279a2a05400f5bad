import { ACCOUNT_FUNDS_PREFIX, getTotalFunds } from '@meridian/contracts';
import { Hono } from 'hono';
import { fail, respond } from '../http';
import { getTotalFunds as totalFundsOf } from '../services/total-funds';
import { type AccountBindings, requireAccount } from '../session-context';

/** The account's funds (shell §7): every call under the family needs a session. */
export function accountFundsRoutes() {
  const routes = new Hono<AccountBindings>();
  routes.use(`${ACCOUNT_FUNDS_PREFIX}/*`, requireAccount());
  routes.get(getTotalFunds.path, async (c) => {
    const funds = await totalFundsOf(c.var.db, c.var.account.uid);
    // Without a BTC price there is no honest total; the shell falls back to '0' (shell §8).
    if (!funds) return fail(c, 503, 'Prices are not available right now, please try again later');
    return respond(c, getTotalFunds, funds);
  });
  return routes;
}
