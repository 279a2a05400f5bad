import { postAnalyticsEvents } from '@meridian/contracts';
import {
  ANALYTICS_EVENTS,
  analyticsConsent,
  type AnalyticsEventName,
  type AnalyticsProps,
  type TrackableElement,
  trackedName,
} from '@meridian/domain';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useConsent } from '../consent';
import { type BrowserClients, defaultSetTimer, type SetTimer, useBrowserClients } from '../http';
import { ensureCsrfTokenQuietly } from '../session';
import { createAnalyticsQueue, newEventId, type SendBatch } from './analytics-queue';

/** Record an event of this page (its path and time are added). */
export type Track = (name: AnalyticsEventName, props?: AnalyticsProps) => void;

const AnalyticsContext = createContext<Track | null>(null);

/**
 * A batch's fate from the collector's answer: a 4xx is final, no answer or a 5xx is tried again.
 * The collector checks csrf as every POST: without the cookie, one silent GET fetches it first
 * (not on the way out: a page that is leaving sends what it can).
 */
export function sendWith(clients: BrowserClients, cookies: () => string = () => document.cookie): SendBatch {
  return async (events, { keepalive }) => {
    if (!keepalive) await ensureCsrfTokenQuietly(clients, cookies);
    const outcome = await clients.postJson(postAnalyticsEvents, { events: [...events] }, { keepalive });
    if (outcome.ok) return 'done';
    const retry =
      outcome.reason === 'network' ||
      outcome.reason === 'timeout' ||
      (outcome.reason === 'status' && outcome.status >= 500);
    return retry ? 'retry' : 'done';
  };
}

/**
 * The page's analytics (decision 0051): `useAnalytics()` records events, which are batched to our
 * collector, held while the cookie choice is awaited where the region requires consent, dropped
 * once the visitor declines, and sent with keepalive when the page is hidden or left.
 */
export function AnalyticsProvider({
  children,
  setTimer = defaultSetTimer,
}: {
  children: ReactNode;
  setTimer?: SetTimer;
}) {
  const clients = useBrowserClients();
  const { required, choice } = useConsent();
  const consent = analyticsConsent(required, choice);
  const [queue] = useState(() => createAnalyticsQueue({ send: sendWith(clients), setTimer, consent }));

  useEffect(() => queue.setConsent(consent), [queue, consent]);
  useEffect(() => {
    const leave = () => queue.flush({ keepalive: true });
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [queue]);

  const track = useMemo<Track>(
    () =>
      (name, props = {}) =>
        queue.push({ id: newEventId(), name, at: Date.now(), path: window.location.pathname, props }),
    [queue],
  );
  // Click tracking: a click on an element marked `data-track`, or inside one at most 5 levels
  // below it (shell §9), is recorded by that name.
  useEffect(() => {
    const clicked = (event: MouseEvent) => {
      const target = event.target instanceof Element ? (event.target as unknown as TrackableElement) : null;
      const name = trackedName(target);
      if (name) track(ANALYTICS_EVENTS.trackedClick, { name: name.slice(0, 64) });
    };
    document.addEventListener('click', clicked, { capture: true });
    return () => document.removeEventListener('click', clicked, { capture: true });
  }, [track]);
  return <AnalyticsContext.Provider value={track}>{children}</AnalyticsContext.Provider>;
}

/** Hands `track` to the components below: a component test records what they track. */
export function TrackProvider({ track, children }: { track: Track; children: ReactNode }) {
  return <AnalyticsContext.Provider value={track}>{children}</AnalyticsContext.Provider>;
}

/** Record events; outside a provider (an error page, a bare component test) they go nowhere. */
export function useAnalytics(): Track {
  return useContext(AnalyticsContext) ?? noTrack;
}

const noTrack: Track = () => undefined;
