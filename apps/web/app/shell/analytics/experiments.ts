import {
  ANALYTICS_EVENTS,
  DEVICE_ID_COOKIE,
  type ExperimentName,
  type ExperimentVariant,
  experimentVariant,
  isValidDeviceId,
  SEGMENT_TIMING_DELAY_MS,
} from '@meridian/domain';
import { useEffect, useState } from 'react';
import { readCookie } from '../cookies';
import { useAnalytics } from './analytics-provider';

/** Experiments this page has reported seeing (one exposure event each per page). */
const exposed = new Set<string>();

/**
 * The device's variant of an experiment (domain experimentVariant: sticky per device, from the
 * device id cookie). The server render and the first paint use the first variant; the device's
 * own variant follows hydration, and its exposure is recorded once per page.
 */
export function useExperiment<N extends ExperimentName>(name: N): ExperimentVariant<N> {
  const track = useAnalytics();
  const [variant, setVariant] = useState<ExperimentVariant<N>>(() => experimentVariant(name, undefined));
  useEffect(() => {
    const device = readCookie(document.cookie, DEVICE_ID_COOKIE);
    const mine = experimentVariant(name, isValidDeviceId(device) ? device : undefined);
    setVariant(mine);
    if (!exposed.has(name)) {
      exposed.add(name);
      track(ANALYTICS_EVENTS.experimentExposure, { experiment: name, variant: mine });
    }
  }, [name, track]);
  return variant;
}

/**
 * Segment timing (shell §9 "sent 300 ms after start"): when a part of the page (`segment`) starts,
 * its start time since the navigation is recorded 300 ms later, unless it is gone by then.
 */
export function useSegmentTiming(segment: string): void {
  const track = useAnalytics();
  useEffect(() => {
    const startedMs = Math.round(performance.now());
    const timer = window.setTimeout(
      () => track(ANALYTICS_EVENTS.segmentTiming, { segment, started_ms: startedMs }),
      SEGMENT_TIMING_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [segment, track]);
}
