import { composeDeviceId, DEVICE_ID_MAX_AGE_S, isValidDeviceId } from '@meridian/domain';
import type { Database } from '../db/database';
import { takeWindowSlot } from '../db/queries/compliance-calls';
import { deviceIdIssued, insertDeviceId } from '../db/queries/devices';
import { hmac } from './secret-box';

/**
 * Device ids one client network may ask for in a minute. Each browser asks at most once a day, but
 * a network may be a whole office or a carrier's NAT (and the e2e suite's many fresh browsers).
 */
export const DEVICE_ID_REQUESTS_PER_MINUTE = 300;

/** The key purpose for device ids and visitor keys (derived from SECRETS_KEY, so it rotates with it). */
export const DEVICE_ID_KEY_PURPOSE = 'device-id';

/** 32 hex digits of a keyed hash of `message`. */
function keyedHex(key: Buffer, message: string): string {
  return Buffer.from(hmac(key, message), 'base64url').toString('hex').slice(0, 32);
}

/**
 * shell §4: a device id for the visitor id at `now`: 8 hex digits of time (seconds), then 32 hex
 * digits of an HMAC of that time and the visitor id under a server key, so nobody without the key
 * can make one that this server will recognise. Recorded with a keyed hash of the visitor id.
 */
export async function issueDeviceId(
  db: Database,
  key: Buffer,
  request: { visitorId: string; siteId: number; uid: number | null; now: Date },
): Promise<{ udid: string; expiresAtMs: number }> {
  const issuedAtS = Math.floor(request.now.getTime() / 1000);
  const udid = composeDeviceId(issuedAtS, keyedHex(key, `udid:${issuedAtS}:${request.visitorId}`));
  await insertDeviceId(db, {
    deviceId: udid,
    visitorKey: keyedHex(key, `visitor:${request.visitorId}`),
    siteId: request.siteId,
    uid: request.uid,
    issuedAt: request.now,
  });
  return { udid, expiresAtMs: (issuedAtS + DEVICE_ID_MAX_AGE_S) * 1000 };
}

/** Whether `value` is a device id this server issued and that has not expired (marketing calls' device_id). */
export async function isKnownDeviceId(db: Database, value: string, now: Date): Promise<boolean> {
  if (!isValidDeviceId(value)) return false;
  const issuedAtS = Number.parseInt(value.slice(0, 8), 16);
  if ((issuedAtS + DEVICE_ID_MAX_AGE_S) * 1000 <= now.getTime()) return false;
  return deviceIdIssued(db, value);
}

export function takeDeviceIdSlot(db: Database, networkBucket: string, now: Date): Promise<boolean> {
  return takeWindowSlot(
    db,
    { key: `device-id:${networkBucket}`, limit: DEVICE_ID_REQUESTS_PER_MINUTE, windowMs: 60_000 },
    now.getTime(),
  );
}
