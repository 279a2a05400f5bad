/**
 * shell §5 "Monitoring filters drop bot user agents, ch=propads traffic, certain abort errors and
 * user-set pageviews; at most 10 custom events per view are sent." Pure rules: the browser applies
 * them before sending, the server may apply them again on receipt.
 */
import { safeDecode, splitQuery, splitUrl } from './url-parts';

/** shell §5 "at most 10 custom events per view are sent". */
export const MAX_CUSTOM_EVENTS_PER_VIEW = 10;

/**
 * Crawlers, link previewers, monitors, headless browsers and HTTP libraries. `bot` counts at a word's
 * end (`Googlebot/2.1`, `Twitterbot`, `AhrefsBot`, `Slackbot-LinkExpanding`), not in a phone's name
 * (`CUBOT X30`).
 */
const BOT_USER_AGENT = new RegExp(
  [
    String.raw`(?<!cu)bot(?:\b|[/_-])`,
    'crawler',
    'crawling',
    'spider',
    'slurp',
    'headlesschrome',
    'phantomjs',
    'puppeteer',
    'playwright',
    'selenium',
    'webdriver',
    'lighthouse',
    'pagespeed',
    'gtmetrix',
    'pingdom',
    'uptimerobot',
    'statuscake',
    'site24x7',
    'facebookexternalhit',
    'mediapartners-google',
    'adsbot',
    'apis-google',
    'feedfetcher',
    'bingpreview',
    'yandex(?:bot|images|metrika)',
    'baiduspider',
    'bytespider',
    'petalbot',
    'prerender',
    'python-requests',
    'python-urllib',
    'aiohttp',
    String.raw`\bcurl/`,
    String.raw`\bwget/`,
    'go-http-client',
    'okhttp',
    String.raw`\baxios/`,
    'node-fetch',
    String.raw`\bjava/`,
    'apache-httpclient',
    'scrapy',
  ].join('|'),
  'i',
);

/**
 * shell §5 "drop bot user agents". A missing or empty user agent is no evidence of a bot and is not
 * dropped (a browser always has one; the server may not have been told it).
 */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && BOT_USER_AGENT.test(userAgent);
}

/**
 * shell §5 "drop … ch=propads traffic": a page URL (absolute, a path, or a bare query) whose query
 * has `ch=propads`, value decoded and compared without case (`ch=PropAds`, `ch=prop%61ds`), name
 * exact. Only the URL's query counts, not the fragment. Never throws.
 */
export function isPropadsTraffic(url: string | null | undefined): boolean {
  if (typeof url !== 'string') return false;
  const query = url.includes('?') ? splitUrl(url).query : url.includes('=') ? url : null;
  if (query === null) return false;
  return splitQuery(query).some(
    ({ name, value }) =>
      name === 'ch' && value !== null && (safeDecode(value) ?? value).trim().toLowerCase() === 'propads',
  );
}

/** An error as the filters see it: a thrown value's name and message. */
export interface ErrorLike {
  name?: string | null;
  message?: string | null;
}

/** Known whatever the request: a request aborted on purpose, and the benign ResizeObserver warning. */
const ALWAYS_IGNORED_MESSAGES: readonly RegExp[] = [
  /\bAbortError\b/i,
  /the user aborted a request/i,
  /signal is aborted without reason/i,
  /(?:the|this) operation was aborted/i,
  /ResizeObserver loop (?:limit exceeded|completed with undelivered notifications)/i,
];

/**
 * What each browser says when a fetch fails (Chrome, Safari, Firefox): dropped only when the request
 * was aborted (its signal aborted, or the page was leaving), since otherwise it is a real outage.
 */
const NETWORK_FAILURE_MESSAGES: readonly RegExp[] = [
  /failed to fetch/i,
  /^(?:TypeError: )?load failed$/i,
  /NetworkError when attempting to fetch resource/i,
];

/**
 * shell §5 "drop … certain abort errors": an `AbortError` by name, the abort messages of each
 * browser ("The user aborted a request.", "signal is aborted without reason", "The operation was
 * aborted."), the ResizeObserver loop warnings (benign, and raised by the browser, not our code);
 * and the network failures "Failed to fetch", "Load failed" and "NetworkError when attempting to
 * fetch resource." when `aborted` says the request was aborted.
 */
export function isIgnoredError(error: ErrorLike | string | null | undefined, aborted = false): boolean {
  if (error === null || error === undefined) return false;
  const { name, message } = typeof error === 'string' ? { name: undefined, message: error } : error;
  if (name === 'AbortError') return true;
  const text = (message ?? '').trim();
  if (text === '') return false;
  if (ALWAYS_IGNORED_MESSAGES.some((pattern) => pattern.test(text))) return true;
  return aborted && NETWORK_FAILURE_MESSAGES.some((pattern) => pattern.test(text));
}

/** A monitoring event as the pageview and budget rules see it. */
export interface FilterableEvent {
  /** `pageview` for a page view, `custom` for an event raised by our code, `error`… */
  type?: string | null;
  /** A custom event's name. */
  name?: string | null;
  /** Who raised it: the SDK on its own (`auto`) or our code (`user`). */
  source?: 'auto' | 'user' | null;
}

/** Lower case without separators: `pageview`, `page_view`, `Page View` read the same. */
function normalized(text: string | null | undefined): string {
  return (text ?? '').toLowerCase().replace(/[\s_.-]/g, '');
}

/** An event raised by our code rather than by the SDK: a custom event, or one marked `user`. */
export function isCustomEvent(event: FilterableEvent): boolean {
  return normalized(event.type) === 'custom' || event.source === 'user';
}

/**
 * shell §5 "drop … user-set pageviews": a page view our code raised (a custom event named pageview,
 * or a pageview marked `user`) would count the page twice, the SDK sending its own.
 */
export function isUserSetPageview(event: FilterableEvent): boolean {
  const pageview = normalized(event.type) === 'pageview' || normalized(event.name) === 'pageview';
  return pageview && isCustomEvent(event);
}

/** shell §5 "at most 10 custom events per view are sent": a count kept for the current view. */
export interface CustomEventBudget {
  /** Counts one custom event of `viewId`; false when the view's budget is spent. A new id starts over. */
  take(viewId: string): boolean;
  /** Custom events `viewId` may still send. */
  remaining(viewId: string): number;
  /** Starts over, as a new view does. */
  reset(): void;
}

/** A budget of `max` custom events per view, reset when the view id changes. */
export function createCustomEventBudget(max: number = MAX_CUSTOM_EVENTS_PER_VIEW): CustomEventBudget {
  let currentView: string | null = null;
  let used = 0;
  const enter = (viewId: string): void => {
    if (viewId === currentView) return;
    currentView = viewId;
    used = 0;
  };
  return {
    take(viewId) {
      enter(viewId);
      if (used >= max) return false;
      used += 1;
      return true;
    },
    remaining(viewId) {
      return viewId === currentView ? Math.max(0, max - used) : max;
    },
    reset() {
      currentView = null;
      used = 0;
    },
  };
}

/** Why an event is not sent. */
export type DropReason = 'bot' | 'propads' | 'ignored-error' | 'user-pageview' | 'custom-event-budget';

/** What {@link dropReason} looks at; every part is optional. */
export interface DropCheck {
  userAgent?: string | null;
  /** The page's URL. */
  url?: string | null;
  /** The error the event reports, if it is one. */
  error?: ErrorLike | string | null;
  /** The request behind the error was aborted (see {@link isIgnoredError}). */
  aborted?: boolean;
  event?: FilterableEvent | null;
  /** The view the event belongs to, with the budget that counts its custom events. */
  viewId?: string;
  budget?: CustomEventBudget;
}

/**
 * Why the event is dropped, or null to send it. The checks run in the order of shell §5; the budget
 * is counted last, so only a custom event that would otherwise be sent spends it.
 */
export function dropReason(check: DropCheck): DropReason | null {
  if (isBotUserAgent(check.userAgent)) return 'bot';
  if (isPropadsTraffic(check.url)) return 'propads';
  if (isIgnoredError(check.error, check.aborted ?? false)) return 'ignored-error';
  const event = check.event;
  if (event && isUserSetPageview(event)) return 'user-pageview';
  if (event && isCustomEvent(event) && check.budget && check.viewId !== undefined) {
    if (!check.budget.take(check.viewId)) return 'custom-event-budget';
  }
  return null;
}

/** shell §5 monitoring filters, all together: true when the event must not be sent. */
export function shouldDrop(check: DropCheck): boolean {
  return dropReason(check) !== null;
}
