import { defineEndpoint } from '../endpoint';
import { WEB_V1_PREFIX } from '../envelope';

const analyticsSchemas = () => import('./analytics');

/**
 * Issue 14 item 5 "all batched to our API and stored": a JSON batch of events (decision 0051).
 * Visitors too (csrf double submit); the session's uid is stored when there is one.
 */
export const postAnalyticsEvents = defineEndpoint({
  method: 'POST',
  path: `${WEB_V1_PREFIX}/analytics/events`,
  schemas: analyticsSchemas,
  body: 'analyticsBatchRequest',
  answer: 'analyticsBatchAnswer',
});

/**
 * Development only (with the outbox, decision 0018): the latest stored events, newest first, so a
 * developer or an e2e test sees what arrived. 404 in production.
 */
export const getDevAnalyticsEvents = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/dev/analytics-events`,
  schemas: analyticsSchemas,
  answer: 'storedAnalyticsEvents',
});
