import { postMonitoringEnvelope } from '@meridian/contracts';
import { Hono } from 'hono';
import type { ApiBindings } from '../app';
import { fail, respond } from '../http';
import {
  forwardEvents,
  MONITORING_ENVELOPE_MAX_BYTES,
  parseEnvelope,
  storeEnvelope,
  takeMonitoringSlot,
} from '../services/monitoring-collector';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The monitoring collector (decision 0053), compatible with the Sentry SDK's envelope protocol
 * (the SDK's `tunnel`): size and rate capped, every event redacted again, then stored.
 */
export function monitoringRoutes(forwardDsn?: string, forwardFetch: typeof fetch = fetch) {
  const routes = new Hono<ApiBindings>();
  routes.post(postMonitoringEnvelope.path, async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength > MONITORING_ENVELOPE_MAX_BYTES) {
      return fail(c, 413, `An envelope is at most ${MONITORING_ENVELOPE_MAX_BYTES} bytes.`);
    }
    let body: string;
    try {
      body = utf8.decode(bytes);
    } catch {
      return fail(c, 400, 'The envelope is not valid UTF-8 text.');
    }
    const envelope = parseEnvelope(body);
    if (!envelope.ok) return fail(c, 400, envelope.message);
    if (!(await takeMonitoringSlot(c.var.db, c.var.networkBucket, c.var.now))) {
      c.header('Retry-After', '60');
      return fail(c, 429, 'Too many monitoring envelopes from this network: try again in a minute.');
    }
    const result = await storeEnvelope(c.var.db, envelope.items, { siteId: c.var.siteId, now: c.var.now });
    // To the hosted service too, when one is set: never waited for, never failing the answer.
    if (forwardDsn && result.events.length > 0) void forwardEvents(forwardDsn, result.events, c.var.now, forwardFetch);
    return respond(c, postMonitoringEnvelope, { stored: result.stored, ignored: result.ignored });
  });
  return routes;
}
