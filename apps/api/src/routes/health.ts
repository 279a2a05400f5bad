import { getHealth, getLiveness } from '@meridian/contracts';
import { Hono } from 'hono';
import type { ApiBindings } from '../app';
import { databaseAnswers } from '../db/database-health';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../db/database-faults';
import { respond } from '../http';

/**
 * getHealth: readiness, i.e. whether this process can serve calls now (the database answers); a
 * load balancer stops sending traffic on 503. getLiveness: the process itself answers; it never
 * touches the database, so an outage never gets healthy processes restarted (decision 0017).
 */
export function healthRoutes() {
  const routes = new Hono<ApiBindings>();
  routes.get(getHealth.path, async (c) => {
    if (await databaseAnswers(c.var.db)) return respond(c, getHealth, { status: 'ok', database: 'ok' });
    c.header('Retry-After', '1');
    return c.json(
      { code: 503, message: SERVICE_UNAVAILABLE_MESSAGE, data: { status: 'unavailable', database: 'unavailable' } },
      503,
    );
  });
  routes.get(getLiveness.path, (c) => respond(c, getLiveness, { status: 'ok' }));
  return routes;
}
