import { postDeviceId } from '@meridian/contracts';
import { Hono } from 'hono';
import type { ApiBindings } from '../app';
import { readSessionToken } from '../auth-cookies';
import { fail, respond } from '../http';
import { readEndpointBody } from '../request-body';
import { DEVICE_ID_KEY_PURPOSE, issueDeviceId, takeDeviceIdSlot } from '../services/device-ids';
import { findSessionAccount } from '../services/sessions';

/** shell §7 /dfdid/udid/c1 (decision 0052): visitors and users alike, after the csrf check, limited per network. */
export function deviceRoutes() {
  const routes = new Hono<ApiBindings>();
  routes.post(postDeviceId.path, async (c) => {
    const body = await readEndpointBody(c, postDeviceId);
    if (!body.ok) return fail(c, body.status, body.message);
    if (!(await takeDeviceIdSlot(c.var.db, c.var.networkBucket, c.var.now))) {
      c.header('Retry-After', '60');
      return fail(c, 429, 'Too many device id requests from this network: try again in a minute.');
    }
    const account = await findSessionAccount(c.var.db, readSessionToken(c), c.var.now, c.var.sessionCache);
    const issued = await issueDeviceId(c.var.db, c.var.secrets.derive(DEVICE_ID_KEY_PURPOSE), {
      visitorId: body.data.visitor_id,
      siteId: c.var.siteId,
      uid: account?.uid ?? null,
      now: c.var.now,
    });
    return respond(c, postDeviceId, { udid: issued.udid, expires_at: issued.expiresAtMs });
  });
  return routes;
}
