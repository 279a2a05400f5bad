import { getDevOutbox } from '@meridian/contracts';
import { Hono } from 'hono';
import type { ApiBindings } from '../app';
import { respond } from '../http';
import { recentOutbox } from '../services/mailer';

/**
 * getDevOutbox — mounted only while messages are not really sent (no SMTP_URL: development,
 * `npm start` on the embedded database, tests), so the outbox page and the e2e tests can read the
 * links a user would get by e-mail or text message.
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
  return routes;
}
