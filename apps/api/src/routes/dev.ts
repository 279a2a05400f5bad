import type { outboxAnswer } from '@meridian/contracts';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { ApiBindings } from '../app';
import { ok } from '../http';
import { recentOutbox } from '../services/mailer';

/**
 * /api/web/v1/dev/* — mounted only while messages are not really sent (no SMTP_URL: development,
 * `npm start` on the embedded database, tests), so the outbox page and the e2e tests can read the
 * links a user would get by e-mail or text message.
 */
export function devRoutes() {
  const routes = new Hono<ApiBindings>();
  routes.get('/outbox', async (c) => {
    const rows = await recentOutbox(c.var.db);
    const answer: z.infer<typeof outboxAnswer> = {
      messages: rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        to: r.recipient,
        subject: r.subject,
        text: r.body,
        link: r.link,
        created_at: r.createdAt.toISOString(),
      })),
    };
    return ok(c, answer);
  });
  return routes;
}
