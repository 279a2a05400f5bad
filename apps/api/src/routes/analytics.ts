import { postAnalyticsEvents } from '@meridian/contracts';
import { Hono } from 'hono';
import type { ApiBindings } from '../app';
import { readSessionToken } from '../auth-cookies';
import { fail, respond } from '../http';
import { readEndpointBody } from '../request-body';
import { storeAnalyticsBatch, takeAnalyticsSlot } from '../services/analytics';
import { findSessionAccount } from '../services/sessions';

/**
 * The analytics collector (decision 0051): batches from visitors and users alike, after the app's
 * csrf check, limited per client network. The browser sends only with the visitor's consent where
 * the region asks for it; the collector cannot tell and does not need to.
 */
export function analyticsRoutes() {
  const routes = new Hono<ApiBindings>();
  routes.post(postAnalyticsEvents.path, async (c) => {
    const body = await readEndpointBody(c, postAnalyticsEvents);
    if (!body.ok) return fail(c, body.status, body.message);
    if (!(await takeAnalyticsSlot(c.var.db, c.var.networkBucket, c.var.now))) {
      c.header('Retry-After', '60');
      return fail(c, 429, 'Too many analytics batches from this network: try again in a minute.');
    }
    const account = await findSessionAccount(c.var.db, readSessionToken(c), c.var.now, c.var.sessionCache);
    const answer = await storeAnalyticsBatch(c.var.db, {
      events: body.data.events,
      siteId: c.var.siteId,
      uid: account?.uid ?? null,
      now: c.var.now,
    });
    return respond(c, postAnalyticsEvents, answer);
  });
  return routes;
}
