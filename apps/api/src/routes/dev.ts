import { randomBytes } from 'node:crypto';
import {
  classifyAccount,
  getDevAnalyticsEvents,
  getDevMonitoringEvents,
  getDevOutbox,
  postDevDeposit,
} from '@meridian/contracts';
import { Hono } from 'hono';
import type { ApiBindings } from '../app';
import { fail, respond } from '../http';
import { readEndpointBody } from '../request-body';
import { findAccountByIdentifier } from '../db/queries/accounts';
import { creditDeposit } from '../services/deposits';
import { newestAnalyticsEvents } from '../db/queries/analytics';
import { newestMonitoringEvents } from '../db/queries/monitoring';
import { recentOutbox } from '../services/mailer';

/**
 * getDevOutbox — mounted only while messages are not really sent (no SMTP_URL: development,
 * `npm start` on the embedded database, tests), so the outbox page and the e2e tests can read the
 * links a user would get by e-mail or text message; getDevAnalyticsEvents, the latest analytics
 * events stored (decision 0051), for the same reason; postDevDeposit, a made-up deposit (no chain
 * is connected: the HTTP twin of `npm run dev:deposit`), so a browser test can fund a new account.
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
  routes.post(postDevDeposit.path, async (c) => {
    const body = await readEndpointBody(c, postDevDeposit);
    if (!body.ok) return fail(c, body.status, body.message);
    const identifier = classifyAccount(body.data.email);
    const account = identifier?.kind === 'email' ? await findAccountByIdentifier(c.var.db, identifier) : null;
    if (!account) return fail(c, 404, `There is no account with the e-mail ${body.data.email}.`);
    const txId = `dev-${randomBytes(16).toString('hex')}`;
    const { coin, network, amount } = body.data;
    const credited = await creditDeposit(c.var.db, { uid: account.uid, coin, network, amount, txId }, c.var.now);
    if (credited.kind === 'credited') return respond(c, postDevDeposit, credited.deposit);
    return fail(
      c,
      422,
      credited.kind === 'duplicate' ? `The transaction ${txId} was credited already.` : credited.message,
    );
  });
  return routes;
}
