import { getDevAnalyticsEvents, getDevMonitoringEvents, getDevOutbox } from '@meridian/contracts';
import { Hono } from 'hono';
import type { ApiBindings } from '../app';
import { respond } from '../http';
import { newestAnalyticsEvents } from '../db/queries/analytics';
import { newestMonitoringEvents } from '../db/queries/monitoring';
import { recentOutbox } from '../services/mailer';

/**
 * getDevOutbox — mounted only while messages are not really sent (no SMTP_URL: development,
 * `npm start` on the embedded database, tests), so the outbox page and the e2e tests can read the
 * links a user would get by e-mail or text message; getDevAnalyticsEvents, the latest analytics
 * events stored (decision 0051), for the same reason.
 */
export function devRoutes() {
  const routes = new Hono<ApiBindings>();
  routes.get(getDevOutbox.path, async (c) => {
    const rows = await recentOutbox(c.var.db);
    return respond(c, getDevOutbox, {
      messages: rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        to: r.recipient,
        subject: r.subject,
        text: r.body,
        link: r.link,
        created_at: r.createdAt.toISOString(),
      })),
    });
  });
  routes.get(getDevAnalyticsEvents.path, async (c) => {
    const rows = await newestAnalyticsEvents(c.var.db, 200);
    return respond(c, getDevAnalyticsEvents, {
      events: rows.map((r) => ({
        id: r.eventId,
        name: r.name,
        path: r.path,
        props: r.props as Record<string, string | number | boolean>,
        uid: r.uid,
        siteId: r.siteId,
        occurredAt: r.occurredAt.toISOString(),
      })),
    });
  });
  routes.get(getDevMonitoringEvents.path, async (c) => {
    const rows = await newestMonitoringEvents(c.var.db, 200);
    return respond(c, getDevMonitoringEvents, {
      events: rows.map((r) => ({
        eventId: r.eventId,
        kind: r.kind,
        level: r.level,
        title: r.title,
        payload: r.payload as Record<string, unknown>,
        siteId: r.siteId,
        receivedAt: r.receivedAt.toISOString(),
      })),
    });
  });
  return routes;
}
