import { getVipTier, VIP_CENTER_PREFIX } from '@meridian/contracts';
import { SITE_IDS } from '@meridian/domain';
import { Hono } from 'hono';
import { fail, respond } from '../http';
import { vipTrialOf } from '../services/user-center';
import { type AccountBindings, requireAccount } from '../session-context';

export function vipCenterRoutes() {
  const routes = new Hono<AccountBindings>();
  // shell §6/§7: the VIP tier is asked for on the main site only (checked before the session, so
  // a regional site gets the same answer whoever asks).
  routes.use(`${VIP_CENTER_PREFIX}/*`, async (c, next) => {
    if (c.var.siteId !== SITE_IDS.main) return fail(c, 404, 'The VIP centre is only on the main site');
    await next();
  });
  routes.use(`${VIP_CENTER_PREFIX}/*`, requireAccount());
  routes.get(getVipTier.path, (c) => respond(c, getVipTier, vipTrialOf(c.var.account, c.var.now)));
  return routes;
}
