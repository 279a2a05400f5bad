import * as z from 'zod/mini';

// Issue 14 item 4 (decision 0053): the browser's monitoring SDK sends Sentry envelopes through our
// own collector (the SDK's `tunnel`), which redacts again, stores, and may forward them.

/**
 * The DSN the browser SDK is given. Its host is never contacted (the SDK sends to the tunnel); the
 * collector accepts only envelopes that name it, so envelopes meant for another project stop here.
 */
export const MONITORING_BROWSER_DSN = 'https://meridian@monitoring.meridian.example/1';

/** What the collector says: events stored, and items it does not keep (sessions, client reports…). */
export const monitoringEnvelopeAnswer = z.object({ stored: z.int(), ignored: z.int() });

/** A stored event as the development listing shows it (e2e reads what arrived). */
export const storedMonitoringEvent = z.object({
  eventId: z.string(),
  kind: z.string(),
  level: z.string(),
  title: z.string(),
  payload: z.record(z.string(), z.unknown()),
  siteId: z.int(),
  receivedAt: z.string(),
});
export const storedMonitoringEvents = z.object({ events: z.array(storedMonitoringEvent) });
export type StoredMonitoringEvent = z.infer<typeof storedMonitoringEvent>;
