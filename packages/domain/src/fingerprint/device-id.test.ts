import { describe, expect, it } from 'vitest';
import {
  composeDeviceId,
  DEVICE_ID_ERROR_MAX_LENGTH,
  DEVICE_ID_MAX_AGE_S,
  deviceIdErrorMarker,
  deviceIdExpiresAtMs,
  deviceIdIssuedAtS,
  deviceIdNeeded,
  isValidDeviceId,
  storedDeviceId,
} from './device-id';

const ISSUED_S = 1_790_000_000;
const HASH = '0123456789abcdef0123456789abcdef';
const VALID = composeDeviceId(ISSUED_S, HASH);

describe('device id (shell §4, §9)', () => {
  it('"The first 8 hex digits are a timestamp in seconds"', () => {
    expect(VALID).toHaveLength(40);
    expect(VALID.slice(0, 8)).toBe(ISSUED_S.toString(16));
    expect(deviceIdIssuedAtS(VALID)).toBe(ISSUED_S);
  });

  it('"Valid means: length 40, begins with 8 hex digits, and is not an error marker"', () => {
    expect(isValidDeviceId(VALID)).toBe(true);
    expect(isValidDeviceId(VALID.slice(0, 39))).toBe(false);
    expect(isValidDeviceId(`${VALID}0`)).toBe(false);
    expect(isValidDeviceId(`zz${VALID.slice(2)}`)).toBe(false);
    expect(isValidDeviceId(deviceIdErrorMarker('x'.repeat(30)).slice(0, 40))).toBe(false);
    expect(isValidDeviceId(undefined)).toBe(false);
    expect(isValidDeviceId('')).toBe(false);
  });

  it('"the value expires 86400 s later"', () => {
    expect(deviceIdExpiresAtMs(VALID)).toBe((ISSUED_S + DEVICE_ID_MAX_AGE_S) * 1000);
    expect(deviceIdNeeded(VALID, (ISSUED_S + DEVICE_ID_MAX_AGE_S) * 1000 - 1)).toBe(false);
    expect(deviceIdNeeded(VALID, (ISSUED_S + DEVICE_ID_MAX_AGE_S) * 1000)).toBe(true);
    // "If absent or invalid: load the fingerprint library and request a value."
    expect(deviceIdNeeded(undefined, 0)).toBe(true);
    expect(deviceIdNeeded(deviceIdErrorMarker('boom'), 0)).toBe(true);
  });

  it('"On success store the first 60 characters"', () => {
    expect(storedDeviceId(VALID)).toBe(VALID);
    expect(storedDeviceId('a'.repeat(80))).toHaveLength(60);
  });

  it('"an encoded marker starting with ERROR_ holding up to 1024 characters"', () => {
    expect(deviceIdErrorMarker('SDK is not available after loading')).toBe(
      'ERROR_SDK%20is%20not%20available%20after%20loading',
    );
    const long = deviceIdErrorMarker('é'.repeat(2000));
    expect(long.length).toBeLessThanOrEqual(DEVICE_ID_ERROR_MAX_LENGTH);
    expect(long.startsWith('ERROR_')).toBe(true);
    // Never a cut escape: it still decodes.
    expect(() => decodeURIComponent(long.slice('ERROR_'.length))).not.toThrow();
    expect(deviceIdErrorMarker('a\uD800b')).toBe('ERROR_ab');
  });
});
