import { defineEndpoint } from '../endpoint';
import { WEB_V1_PREFIX } from '../envelope';

const monitoringSchemas = () => import('./monitoring');

/**
 * The monitoring collector (the SDK's tunnel): a Sentry envelope as the body (text, one JSON
 * header line, then item header and payload lines). No csrf header: the SDK cannot send one, and
 * the collector acts for nobody (it reads no session and changes nothing of an account).
 */
export const postMonitoringEnvelope = defineEndpoint({
  method: 'POST',
  path: `${WEB_V1_PREFIX}/monitoring/envelope`,
  schemas: monitoringSchemas,
  answer: 'monitoringEnvelopeAnswer',
});

/** Development only (with the outbox): the newest stored monitoring events. */
export const getDevMonitoringEvents = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/dev/monitoring-events`,
  schemas: monitoringSchemas,
  answer: 'storedMonitoringEvents',
});
