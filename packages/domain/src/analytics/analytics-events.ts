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
  /** widgets §7 "myaccount_security_click": the account menu's Security entry. */
  securityClick: 'myaccount_security_click',
  /** shell §1 "Events: view (1 s after display), open, close" of the app-download banner (issue 15). */
  downloadBannerView: 'download_banner_view',
  downloadBannerOpen: 'download_banner_open',
  downloadBannerClose: 'download_banner_close',
  /**
   * widgets §2 marketing banners (top, bottom, homepage, alpha card; issue 15): a banner came into
   * view (again only after 10 s out of view, widgets §9 "Banner view re-entry time"), and its link
   * was followed. Props: banner (top, bottom, homepage, alpha), plan_id, plan_name.
   */
  marketingBannerView: 'marketing_banner_view',
  marketingBannerClick: 'marketing_banner_click',
  /** shell §7 "header deposit clicks". */
  headerDepositClick: 'header_deposit_click',
  /** A click on an element marked for tracking (click tracking, below). */
  trackedClick: 'tracked_click',
  /** A segment's timing (SEGMENT_TIMING_DELAY_MS). */
  segmentTiming: 'segment_timing',
  /** The first time a page shows a variant of an experiment. */
  experimentExposure: 'experiment_exposure',
  /** widgets §4 new-user reward pop-up "close notifies" (issue 15): closed without signing up. */
  newbiePopupClose: 'newbie_popup_close',
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

/** Click tracking: the attribute that names what a click on an element (or inside it) is. */
export const TRACK_ATTRIBUTE = 'data-track';

/** shell §9 "Click tracking | walks up at most 5 parent elements". */
export const CLICK_TRACKING_MAX_PARENTS = 5;

/** What click tracking reads of an element (a DOM element has both). */
export interface TrackableElement {
  getAttribute(name: string): string | null;
  readonly parentElement: TrackableElement | null;
}

/**
 * The tracking name of a click on `target`: its own `data-track`, or the nearest of at most 5
 * parent elements' (shell §9); undefined when none of them has one.
 */
export function trackedName(target: TrackableElement | null): string | undefined {
  let element = target;
  for (let step = 0; element && step <= CLICK_TRACKING_MAX_PARENTS; step += 1) {
    const name = element.getAttribute(TRACK_ATTRIBUTE);
    if (name) return name;
    element = element.parentElement;
  }
  return undefined;
}

/** shell §9 "Segment timing | sent 300 ms after start". */
export const SEGMENT_TIMING_DELAY_MS = 300;
