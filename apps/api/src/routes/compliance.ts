import { CLIENT_COUNTRY_HEADER, getComplianceCheck, parseClientCountry } from '@meridian/contracts';
import { Hono } from 'hono';
import type { ApiBindings } from '../app';
import { readSessionToken } from '../auth-cookies';
import { respond } from '../http';
import { readEndpointQuery } from '../request-body';
import { getComplianceCheck as complianceCheckFor } from '../services/compliance';
import { findSessionAccount } from '../services/sessions';

export function complianceRoutes() {
  const routes = new Hono<ApiBindings>();
  routes.get(getComplianceCheck.path, async (c) => {
    // The CDN's country header is believed only behind our own proxy; a malformed one is ignored.
    const country = c.var.trustProxy ? parseClientCountry(c.req.header(CLIENT_COUNTRY_HEADER)) : undefined;
    // A malformed locale is ignored (the contract's fallback): the English texts, never a refusal.
    const query = await readEndpointQuery(c, getComplianceCheck);
    const locale = query.ok ? query.query.locale : undefined;
    // Visitors and logged-in users alike (shell §6): a session, when there is one, adds the toast;
    // none (or an expired one) is a visitor, never a 401.
    const db = c.get('db');
    const now = c.get('now');
    const account = await findSessionAccount(db, readSessionToken(c), now, c.get('sessionCache'));
    const answer = await complianceCheckFor(
      db,
      { siteId: c.get('siteId'), locale, country, account: account ?? undefined },
      now,
    );
    return respond(c, getComplianceCheck, answer);
  });
  return routes;
}
