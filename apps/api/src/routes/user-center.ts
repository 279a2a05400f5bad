import {
  getKycStatus,
  getSubUserType,
  getUserInfo,
  getUserProfile,
  getUserTier,
  USER_CENTER_PREFIX,
} from '@meridian/contracts';
import { Hono } from 'hono';
import { respond } from '../http';
import { kycStatusOf, subUserTypeOf, userInfoOf, userProfileOf, userTierOf } from '../services/user-center';
import { type AccountBindings, requireAccount } from '../session-context';

/** The usercenter calls (shell §7): the logged-in user's own data; 401 "Not logged in" otherwise. */
export function userCenterRoutes() {
  const routes = new Hono<AccountBindings>();
  routes.use(`${USER_CENTER_PREFIX}/*`, requireAccount());
  routes.get(getUserInfo.path, (c) => respond(c, getUserInfo, userInfoOf(c.get('account'))));
  routes.get(getUserTier.path, (c) => respond(c, getUserTier, userTierOf(c.var.account)));
  routes.get(getSubUserType.path, (c) => respond(c, getSubUserType, subUserTypeOf(c.var.account)));
  routes.get(getKycStatus.path, (c) => respond(c, getKycStatus, kycStatusOf(c.var.account)));
  routes.get(getUserProfile.path, (c) => respond(c, getUserProfile, userProfileOf(c.var.account)));
  return routes;
}
