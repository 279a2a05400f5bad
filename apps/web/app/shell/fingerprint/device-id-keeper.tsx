import { useEffect } from 'react';
import { useConsent } from '../consent';
import { useBrowserClients } from '../http';
import { whenIdle } from '../idle';

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
    let stop: (() => void) | undefined;
    let cancelled = false;
    // The runner loads with the idle callback: none of it is in the first page's script.
    const stopWaiting = whenIdle(() => {
      void import('./device-id-start').then(async ({ startDeviceId }) => {
        const stopRefreshing = await startDeviceId(clients);
        if (cancelled) stopRefreshing();
        else stop = stopRefreshing;
      });
    });
    return () => {
      cancelled = true;
      stopWaiting();
      stop?.();
    };
  }, [clients, analytics]);
  return null;
}
