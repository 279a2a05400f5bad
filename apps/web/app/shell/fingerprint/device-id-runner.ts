import {
  DEVICE_ID_MAX_AGE_S,
  DEVICE_ID_MAX_REFRESHES,
  deviceIdErrorMarker,
  deviceIdExpiresAtMs,
  deviceIdNeeded,
  storedDeviceId,
} from '@meridian/domain';
import type { SetTimer } from '../http';

export interface DeviceIdDeps {
  /** The device id cookie's value now. */
  read: () => string | undefined;
  /** Store the cookie for DEVICE_ID_MAX_AGE_S. */
  write: (value: string, maxAgeS: number) => void;
  now: () => number;
  /** Load the fingerprint library and compute the visitor id (throws with the shell §8 texts). */
  visitorId: () => Promise<string>;
  /** Ask /dfdid/udid/c1 for the device id of a visitor id; throws on any failure. */
  issue: (visitorId: string) => Promise<string>;
  /** shell §8 "logs an error". */
  logError: (message: string, error: unknown) => void;
  setTimer: SetTimer;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * shell §4 "If absent or invalid: load the fingerprint library and request a value. On success
 * store the first 60 characters for one day. On failure store an encoded marker starting with
 * ERROR_ holding up to 1024 characters" (and shell §8 "logs an error"). The id, or undefined.
 */
export async function ensureDeviceId(deps: DeviceIdDeps): Promise<string | undefined> {
  const current = deps.read();
  if (!deviceIdNeeded(current, deps.now())) return current;
  try {
    const udid = await deps.issue(await deps.visitorId());
    const stored = storedDeviceId(udid);
    deps.write(stored, DEVICE_ID_MAX_AGE_S);
    return stored;
  } catch (error) {
    deps.write(deviceIdErrorMarker(messageOf(error)), DEVICE_ID_MAX_AGE_S);
    deps.logError('device fingerprint failed', error);
    return undefined;
  }
}

/**
 * shell §4 "the value expires 86400 s later and is refreshed automatically, with up to 3 chained
 * refreshes": while the page stays open, a new value is asked for when the current one expires,
 * at most 3 times in a row; a failed refresh is logged (shell §8) and ends the chain. Returns the
 * function that stops the chain.
 */
export function keepDeviceIdFresh(deps: DeviceIdDeps, value: string | undefined): () => void {
  let cancel: (() => void) | undefined;
  let stopped = false;
  const schedule = (current: string | undefined, refreshesLeft: number) => {
    if (current === undefined || refreshesLeft <= 0 || stopped) return;
    cancel = deps.setTimer(
      () => {
        void ensureDeviceId({
          ...deps,
          logError: (_message, error) => deps.logError('device fingerprint refresh failed', error),
        }).then((next) => schedule(next, refreshesLeft - 1));
      },
      Math.max(0, deviceIdExpiresAtMs(current) - deps.now()),
    );
  };
  schedule(value, DEVICE_ID_MAX_REFRESHES);
  return () => {
    stopped = true;
    cancel?.();
  };
}
