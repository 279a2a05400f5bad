import { postDeviceId } from '@meridian/contracts';
import { DEVICE_ID_COOKIE } from '@meridian/domain';
import { useEffect } from 'react';
import { useConsent } from '../consent';
import { readCookie, writeBrowserCookie } from '../cookies';
import { defaultSetTimer, describeFailure, useBrowserClients } from '../http';
import { ensureCsrfTokenQuietly } from '../session';
import { type DeviceIdDeps, ensureDeviceId, keepDeviceIdFresh } from './device-id-runner';

/** Run `start` once the browser is idle after load (at most 2 s later): off the first paint's path. */
function whenIdle(start: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(start, 1000);
  return () => window.clearTimeout(id);
}

/**
 * shell §4 device fingerprint cookie (decision 0052): after the page is idle, when the cookie is
 * absent, invalid or expired, the fingerprint library (our own copy, loaded only then) computes
 * the visitor id and /dfdid/udid/c1 issues the device id; then it is kept fresh while the page
 * stays open. Like analytics, it waits for the cookie choice where the region asks for consent.
 */
export function DeviceIdKeeper() {
  const clients = useBrowserClients();
  const { analytics } = useConsent();
  useEffect(() => {
    if (!analytics) return;
    let stopRefreshing: (() => void) | undefined;
    let cancelled = false;
    const deps: DeviceIdDeps = {
      read: () => readCookie(document.cookie, DEVICE_ID_COOKIE),
      write: (value, maxAgeS) => writeBrowserCookie(DEVICE_ID_COOKIE, value, maxAgeS),
      now: () => Date.now(),
      visitorId: () => import('./load-fingerprint').then((module) => module.loadVisitorId()),
      issue: async (visitorId) => {
        await ensureCsrfTokenQuietly(clients);
        const outcome = await clients.postJson(postDeviceId, { visitor_id: visitorId });
        if (!outcome.ok) throw new Error(`/dfdid/udid/c1 failed: ${describeFailure(outcome)}`);
        return outcome.data.udid;
      },
      logError: (message, error) => console.error(`[meridian] ${message}:`, error),
      setTimer: defaultSetTimer,
    };
    const stopWaiting = whenIdle(() => {
      void ensureDeviceId(deps).then((value) => {
        if (!cancelled) stopRefreshing = keepDeviceIdFresh(deps, value);
      });
    });
    return () => {
      cancelled = true;
      stopWaiting();
      stopRefreshing?.();
    };
  }, [clients, analytics]);
  return null;
}
