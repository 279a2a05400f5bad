import { CLIENT_COUNTRY_HEADER, getComplianceCheck, parseClientCountry } from '@meridian/contracts';
import { Hono } from 'hono';
import { respond } from '../http';
import { getComplianceCheck as complianceCheckFor } from '../services/compliance';
import type { ApiBindings } from '../app';

export function complianceRoutes() {
  const routes = new Hono<ApiBindings>();
  routes.get(getComplianceCheck.path, (c) => {
    // The CDN's country header is believed only behind our own proxy; a malformed one is ignored.
    const country = c.var.trustProxy ? parseClientCountry(c.req.header(CLIENT_COUNTRY_HEADER)) : undefined;
    return respond(c, getComplianceCheck, complianceCheckFor({ siteId: c.var.siteId, country }));
  });
  return routes;
}
