import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConsent } from '../consent';
import { whenIdle } from '../idle';
import type * as MonitoringSdk from './monitoring-sdk';

/** Issue 14 item 4 "loader timeout 3000 ms": past it, the page goes on without monitoring. */
export const MONITORING_LOADER_TIMEOUT_MS = 3000;
/** Errors, and custom events, kept from before the SDK loaded (the rest are let go). */
const EARLY_MAX = 10;

type Sdk = typeof MonitoringSdk;

let sdk: Sdk | undefined;
const early: Array<(loaded: Sdk) => void> = [];

function queue(call: (loaded: Sdk) => void): void {
  if (sdk) call(sdk);
  else if (early.length < EARLY_MAX) early.push(call);
}

/** Report one of our custom events (shell §5: at most 10 per view are sent). */
export function reportMonitoringEvent(name: string, data: Record<string, unknown> = {}): void {
  queue((loaded) => loaded.reportCustomEvent(name, data));
}

/**
 * Monitoring (decision 0053): errors and unhandled rejections are kept from hydration on; the SDK
 * loads after the page is idle, within MONITORING_LOADER_TIMEOUT_MS, and only with the visitor's
 * consent where the region asks for it; then what was kept is sent.
 */
export function MonitoringKeeper({ site, environment }: { site: string; environment: string }) {
  const { analytics } = useConsent();
  const { pathname } = useLocation();

  useEffect(() => {
    // Once the SDK is there, its own handlers report them.
    const onError = (event: ErrorEvent) => {
      if (!sdk) queue((loaded) => loaded.reportError(event.error ?? event.message));
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!sdk) queue((loaded) => loaded.reportError(event.reason));
    };
    if (sdk) return;
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  useEffect(() => {
    if (!analytics || sdk) return;
    let cancelled = false;
    const stop = whenIdle(() => {
      const timeout = new Promise<never>((_, reject) =>
        window.setTimeout(() => reject(new Error('monitoring SDK did not load in time')), MONITORING_LOADER_TIMEOUT_MS),
      );
      Promise.race([import('./monitoring-sdk'), timeout]).then(
        (loaded) => {
          if (cancelled || sdk) return;
          loaded.startMonitoring({ site, environment });
          sdk = loaded;
          for (const call of early.splice(0)) call(loaded);
        },
        (error: unknown) => console.warn('[meridian] monitoring is off for this page:', error),
      );
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [analytics, site, environment]);

  useEffect(() => {
    sdk?.enterView(pathname);
  }, [pathname]);
  return null;
}
