import { Hono } from 'hono';
import { ok } from '../http';
import { kycStatusOf, subUserTypeOf, userInfoOf, userProfileOf, userTierOf } from '../services/user-center';
import { type AccountBindings, requireAccount } from '../session-context';

/** /api/web/v1/usercenter/* (shell §7): the logged-in user's own data; 401 "Not logged in" otherwise. */
export function userCenterRoutes(deps: { trustProxy: boolean }) {
  const routes = new Hono<AccountBindings>();
  routes.use(requireAccount(deps));
  routes.get('/get_info', (c) => ok(c, userInfoOf(c.var.account)));
  routes.get('/get_user_tier', (c) => ok(c, userTierOf(c.var.account)));
  routes.get('/get_sub_user_type', (c) => ok(c, subUserTypeOf(c.var.account)));
  routes.get('/get_kyc_status', (c) => ok(c, kycStatusOf(c.var.account)));
  routes.get('/get_user_profile', (c) => ok(c, userProfileOf(c.var.account)));
  return routes;
}
