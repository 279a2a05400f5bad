import { SITE_IDS } from '@meridian/domain';
import { Hono } from 'hono';
import { fail, ok } from '../http';
import { vipTrialOf } from '../services/user-center';
import { type AccountBindings, requireAccount } from '../session-context';

/** /api/web/v1/vip-center/* */
export function vipCenterRoutes(deps: { trustProxy: boolean }) {
  const routes = new Hono<AccountBindings>();
  // shell §6/§7: the VIP tier is asked for on the main site only (checked before the session, so
  // a regional site gets the same answer whoever asks).
  routes.use(async (c, next) => {
    if (c.var.siteId !== SITE_IDS.main) return fail(c, 404, 'The VIP centre is only on the main site');
    await next();
  });
  routes.use(requireAccount(deps));
  routes.get('/get-user-tier', (c) => ok(c, vipTrialOf(c.var.account, c.var.now)));
  return routes;
}
