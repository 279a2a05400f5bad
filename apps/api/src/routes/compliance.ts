import { CLIENT_COUNTRY_HEADER, parseClientCountry } from '@meridian/contracts';
import { Hono } from 'hono';
import { ok } from '../http';
import { getComplianceCheck } from '../services/compliance';
import type { ApiBindings } from '../app';

/** /api/web/v1/compliance/* */
export function complianceRoutes(deps: { trustProxy: boolean }) {
  const routes = new Hono<ApiBindings>();
  routes.get('/check', (c) => {
    // The CDN's country header is believed only behind our own proxy; a malformed one is ignored.
    const country = deps.trustProxy ? parseClientCountry(c.req.header(CLIENT_COUNTRY_HEADER)) : undefined;
    return ok(c, getComplianceCheck({ siteId: c.var.siteId, country }));
  });
  return routes;
}
