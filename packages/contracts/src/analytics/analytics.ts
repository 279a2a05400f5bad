import { ANALYTICS_EVENTS, ANALYTICS_LIMITS } from '@meridian/domain';
import * as z from 'zod/mini';

// Analytics batches (issue 13's KYC events, issue 14 item 5; decision 0051). The batch's shape is
// checked whole (a 400 when it is not a batch); each event on its own, so one bad event costs
// only itself and is named in the answer.

const { batchEvents, props, propName, propChars, pathChars, id } = ANALYTICS_LIMITS;

/** A batch: JSON `{events: [...]}`, 1 to 50 events. */
export const analyticsBatchRequest = z.object({
  events: z
    .array(z.unknown())
    .check(
      z.minLength(1, 'send at least one event'),
      z.maxLength(batchEvents, `at most ${batchEvents} events in one batch`),
    ),
});

const propValue = z.union([
  z.string().check(z.maxLength(propChars, `a text prop has at most ${propChars} characters`)),
  z.number().check(z.refine(Number.isFinite, 'a number prop must be finite')),
  z.boolean(),
]);

const eventNames = Object.values(ANALYTICS_EVENTS) as [string, ...string[]];

/** One event: a browser-made id (stored once however often it arrives), a known name, its time and page. */
export const analyticsEventInput = z.object({
  id: z.string().check(z.regex(id, '16 to 64 letters, digits, _ or -')),
  name: z.enum(eventNames, `one of ${eventNames.join(', ')}`),
  /** When it happened, ms since the epoch by the browser's clock. */
  at: z.int().check(z.nonnegative('milliseconds since the epoch')),
  path: z
    .string()
    .check(
      z.startsWith('/', 'the page path, starting with /'),
      z.maxLength(pathChars, `at most ${pathChars} characters`),
    ),
  props: z._default(
    z
      .record(
        z.string().check(z.regex(propName, 'a prop name: lower-case letters, digits and _, at most 40')),
        propValue,
      )
      .check(z.refine((value) => Object.keys(value).length <= props, `at most ${props} props`)),
    {},
  ),
});
export type AnalyticsEventInput = z.infer<typeof analyticsEventInput>;

/** How the batch went: events stored, events already stored (a resend), and the refused ones. */
export const analyticsBatchAnswer = z.object({
  accepted: z.int(),
  duplicates: z.int(),
  rejected: z.array(z.object({ index: z.int(), message: z.string() })),
});
export type AnalyticsBatchAnswer = z.infer<typeof analyticsBatchAnswer>;

/** A stored event as the development listing shows it (e2e reads what arrived). */
export const storedAnalyticsEvent = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  props: z.record(z.string(), propValue),
  uid: z.nullable(z.int()),
  siteId: z.int(),
  occurredAt: z.string(),
});
export const storedAnalyticsEvents = z.object({ events: z.array(storedAnalyticsEvent) });
export type StoredAnalyticsEvent = z.infer<typeof storedAnalyticsEvent>;
