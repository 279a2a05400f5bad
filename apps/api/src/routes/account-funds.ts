import { Hono } from 'hono';
import { fail, ok } from '../http';
import { getTotalFunds } from '../services/total-funds';
import { type AccountBindings, requireAccount } from '../session-context';

/** /apiw/v2/account/* */
export function accountFundsRoutes(deps: { trustProxy: boolean }) {
  const routes = new Hono<AccountBindings>();
  routes.use(requireAccount(deps));
  routes.get('/total_funds', async (c) => {
    const funds = await getTotalFunds(c.var.db, c.var.account.uid);
    // Without a BTC price there is no honest total; the shell falls back to '0' (shell §8).
    if (!funds) return fail(c, 503, 'Prices are not available right now, please try again later');
    return ok(c, funds);
  });
  return routes;
}
