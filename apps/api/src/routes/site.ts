import { getSiteSettings } from '@meridian/contracts';
import { Hono } from 'hono';
import { respond } from '../http';
import { getSiteSettings as siteSettingsOf } from '../services/site-settings';
import type { ApiBindings } from '../app';

export function siteRoutes() {
  const routes = new Hono<ApiBindings>();
  routes.get(getSiteSettings.path, async (c) =>
    respond(c, getSiteSettings, await siteSettingsOf(c.var.db, c.var.siteId)),
  );
  return routes;
}
