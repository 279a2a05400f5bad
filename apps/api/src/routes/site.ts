import { Hono } from 'hono';
import { ok } from '../http';
import { getSiteSettings } from '../services/site-settings';
import type { ApiBindings } from '../app';

/** /api/web/v1/site/* */
export function siteRoutes() {
  const routes = new Hono<ApiBindings>();
  routes.get('/settings', async (c) => ok(c, await getSiteSettings(c.var.db, c.var.siteId)));
  return routes;
}
