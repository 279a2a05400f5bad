import { analyticsAllowed, type CookieConsent } from '../compliance/cookie-consent';

/**
 * The product's analytics events (issue 13; issue 14 item 5 adds its own): a name from this table
 * and flat props. The server stores only these names (decision 0051).
 */
export const ANALYTICS_EVENTS = {
  /** widgets §4 KYC tip bar: "A page-view event is sent when the path changes." */
  pageView: 'page_view',
  /** widgets §7 "Analytics events: kyc_upgrade_kyc2_verify_now": the KYC tip bar's Verify Now. */
  kycVerifyNow: 'kyc_upgrade_kyc2_verify_now',
  /** widgets §7 "common_kyc_event": a button of the KYC notice modal. */
  kycEvent: 'common_kyc_event',
  /** widgets §7 "myaccount_security_click": the account area's security entries (issue 16). */
  securityClick: 'myaccount_security_click',
} as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

const EVENT_NAMES: ReadonlySet<string> = new Set(Object.values(ANALYTICS_EVENTS));

export function isAnalyticsEventName(name: string): name is AnalyticsEventName {
  return EVENT_NAMES.has(name);
}

/** An event's props: flat, named like `button`, valued by short strings, finite numbers or booleans. */
export type AnalyticsProps = Readonly<Record<string, string | number | boolean>>;

/** What one batch and one event may hold (the browser keeps to them; the server refuses beyond). */
export const ANALYTICS_LIMITS = {
  /** Events in one batch. */
  batchEvents: 50,
  /** Props on one event. */
  props: 20,
  /** A prop's name. */
  propName: /^[a-z][a-z0-9_]{0,39}$/,
  /** A string prop's length. */
  propChars: 256,
  /** The page path an event was raised on. */
  pathChars: 512,
  /** The event's id, made in the browser: a second delivery of the same id is stored once. */
  id: /^[A-Za-z0-9_-]{16,64}$/,
  /** How far the browser's clock may be from ours: an event time further off is replaced by ours. */
  clockSkewMs: 24 * 3600 * 1000,
} as const;

/** The browser sends its queue this long after the first event waiting (one request per burst). */
export const ANALYTICS_FLUSH_DELAY_MS = 2000;

/** Events a page holds while it waits for the cookie choice or a send; the oldest go first beyond. */
export const ANALYTICS_QUEUE_MAX = 200;

/**
 * Batches one client network may send in a minute (a 429 beyond; the browser drops that batch).
 * A network may be a whole office or a carrier's NAT: generous, yet a flood stops at the door.
 */
export const ANALYTICS_BATCHES_PER_MINUTE = 600;

/**
 * What the cookie choice means for analytics (shell §8 cookie policy; issue 14 "none sent before
 * cookie consent where the region requires it"): `allowed` sends, `waiting` (consent required and
 * not chosen yet) holds the events in the page without sending them, `refused` drops them.
 */
export type AnalyticsConsent = 'allowed' | 'waiting' | 'refused';

export function analyticsConsent(required: boolean, choice: CookieConsent | undefined): AnalyticsConsent {
  if (analyticsAllowed(required, choice)) return 'allowed';
  return required && choice === undefined ? 'waiting' : 'refused';
}
