import { MONITORING_BROWSER_DSN, postMonitoringEnvelope } from '@meridian/contracts';
import {
  createCustomEventBudget,
  dropReason,
  type FilterableEvent,
  type MonitoringEvent,
  redactEvent,
  redactValue,
} from '@meridian/domain';
import {
  type Breadcrumb,
  breadcrumbsIntegration,
  captureEvent,
  captureException,
  dedupeIntegration,
  type ErrorEvent,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
} from '@sentry/browser';
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

// The monitoring SDK (issue 14 item 4; decision 0053): Sentry's browser SDK with only the
// integrations we use, sending through our own collector (`tunnel`). Loaded after first paint
// (monitoring-keeper.tsx): none of this is in a page's first script.

let view = typeof location === 'undefined' ? '/' : location.pathname;
const budget = createCustomEventBudget();

/** The event's kind as the filters read it: our custom events carry the tag `kind: custom`. */
function filterable(event: ErrorEvent): FilterableEvent {
  const kind = event.tags?.['kind'];
  return kind === 'custom'
    ? { type: 'custom', source: 'user', name: typeof event.tags?.['name'] === 'string' ? event.tags['name'] : null }
    : { type: event.exception ? 'error' : 'message', source: 'auto' };
}

function errorOf(hint: { originalException?: unknown }): { name?: string; message?: string } | undefined {
  const error = hint.originalException;
  if (error instanceof Error) return { name: error.name, message: error.message };
  return typeof error === 'string' ? { message: error } : undefined;
}

export interface MonitoringStart {
  site: string;
  environment: string;
}

/** Start the SDK: errors, unhandled rejections, breadcrumbs, web vitals; every event filtered and redacted. */
export function startMonitoring(options: MonitoringStart): void {
  init({
    dsn: MONITORING_BROWSER_DSN,
    tunnel: postMonitoringEnvelope.path,
    environment: options.environment,
    defaultIntegrations: false,
    integrations: [
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
      // No console breadcrumbs (consoleIntegration is not added): what the page logs stays in the page.
      breadcrumbsIntegration({ dom: true, fetch: true, history: true, xhr: false, sentry: false }),
    ],
    sendClientReports: false,
    initialScope: { tags: { site: options.site } },
    // shell §5 "Redaction before sending events": breadcrumbs as they are made, events before they go.
    beforeBreadcrumb: (breadcrumb) => redactValue(breadcrumb) as Breadcrumb,
    beforeSend: (event, hint) => {
      const reason = dropReason({
        userAgent: navigator.userAgent,
        url: location.href,
        error: errorOf(hint),
        event: filterable(event),
        viewId: view,
        budget,
      });
      return reason === null ? (redactEvent(event as unknown as MonitoringEvent) as unknown as ErrorEvent) : null;
    },
  });
  const vital = (metric: Metric) =>
    captureEvent({
      message: `web-vital ${metric.name}`,
      level: 'info',
      tags: { kind: 'web-vital', metric: metric.name },
      extra: { value: metric.value, rating: metric.rating },
    });
  onLCP(vital);
  onCLS(vital);
  onINP(vital);
  onFCP(vital);
  onTTFB(vital);
}

/** A new page view: its custom events are counted afresh (shell §5 "at most 10 custom events per view"). */
export function enterView(path: string): void {
  view = path;
}

/** An error caught before the SDK was there. */
export function reportError(error: unknown): void {
  captureException(error);
}

/** One of our custom events (counted against the view's 10). */
export function reportCustomEvent(name: string, data: Record<string, unknown>): void {
  captureEvent({ message: name, level: 'info', tags: { kind: 'custom', name }, extra: data });
}
