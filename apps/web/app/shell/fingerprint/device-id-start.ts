import { postDeviceId } from '@meridian/contracts';
import { DEVICE_ID_COOKIE } from '@meridian/domain';
import { readCookie, writeBrowserCookie } from '../cookies';
import { type BrowserClients, defaultSetTimer, describeFailure } from '../http';
import { ensureCsrfTokenQuietly } from '../session';
import { type DeviceIdDeps, ensureDeviceId, keepDeviceIdFresh } from './device-id-runner';

/**
 * The device id of this browser (decision 0052): asked for when needed, then kept fresh while the
 * page stays open. Loaded after the page is idle (device-id-keeper.tsx). Returns the function that
 * stops the refreshes.
 */
export async function startDeviceId(clients: BrowserClients): Promise<() => void> {
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
  return keepDeviceIdFresh(deps, await ensureDeviceId(deps));
}
