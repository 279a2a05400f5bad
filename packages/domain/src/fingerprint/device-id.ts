// shell §4 "Device fingerprint cookie", §8, §9 (issue 14 item 1; decision 0052). The device id is
// what marketing calls send as `device_id`.

/** The cookie that holds the device id (ours: the spec does not name it). */
export const DEVICE_ID_COOKIE = 'device_id';

/** shell §9 "Fingerprint cookie | 86400 s": the cookie's life, and a value's validity after its timestamp. */
export const DEVICE_ID_MAX_AGE_S = 86_400;
/** shell §4 "On success store the first 60 characters". */
export const DEVICE_ID_STORED_LENGTH = 60;
/** shell §4 "Valid means: length 40". */
export const DEVICE_ID_LENGTH = 40;
/** shell §4 "up to 3 chained refreshes". */
export const DEVICE_ID_MAX_REFRESHES = 3;
/** shell §4 "an encoded marker starting with ERROR_ holding up to 1024 characters". */
export const DEVICE_ID_ERROR_PREFIX = 'ERROR_';
export const DEVICE_ID_ERROR_MAX_LENGTH = 1024;
/** shell §8 "Library load timeout 1000 ms with 50 ms polling". */
export const FINGERPRINT_LOAD_TIMEOUT_MS = 1000;
export const FINGERPRINT_POLL_MS = 50;
/** shell §8 the two load errors, word for word. */
export const FINGERPRINT_ERRORS = {
  initFailed: 'SDK failed to initialize after loading',
  notAvailable: 'SDK is not available after loading',
} as const;

const DEVICE_ID_PATTERN = /^[0-9a-f]{8}[0-9a-f]{32}$/;

/**
 * shell §4 "Valid means: length 40, begins with 8 hex digits, and is not an error marker." Ours
 * are 40 lower-case hex digits (8 of time, 32 of keyed hash), so that is what passes.
 */
export function isValidDeviceId(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    value.length === DEVICE_ID_LENGTH &&
    !value.startsWith(DEVICE_ID_ERROR_PREFIX) &&
    DEVICE_ID_PATTERN.test(value)
  );
}

/** shell §4 "The first 8 hex digits are a timestamp in seconds". */
export function deviceIdIssuedAtS(value: string): number {
  return Number.parseInt(value.slice(0, 8), 16);
}

/** shell §4 "the value expires 86400 s later": the instant (ms) it stops being valid. */
export function deviceIdExpiresAtMs(value: string): number {
  return (deviceIdIssuedAtS(value) + DEVICE_ID_MAX_AGE_S) * 1000;
}

/** Whether the stored cookie needs a new value now: absent, invalid, an error marker, or expired. */
export function deviceIdNeeded(value: string | null | undefined, nowMs: number): boolean {
  return !isValidDeviceId(value) || deviceIdExpiresAtMs(value) <= nowMs;
}

/** shell §4 "On success store the first 60 characters". */
export function storedDeviceId(value: string): string {
  return value.slice(0, DEVICE_ID_STORED_LENGTH);
}

/**
 * shell §4 "On failure store an encoded marker starting with ERROR_ holding up to 1024
 * characters": the message, percent-encoded (a cookie value), cut to 1024 characters in all
 * without splitting a character's escapes (a lone surrogate cannot be encoded: it is left out).
 */
export function deviceIdErrorMarker(message: string): string {
  let encoded = DEVICE_ID_ERROR_PREFIX;
  // Character by character (a code point's escapes stay whole), while it fits.
  for (const char of message) {
    const next = encodeCharacter(char);
    if (encoded.length + next.length > DEVICE_ID_ERROR_MAX_LENGTH) break;
    encoded += next;
  }
  return encoded;
}

function encodeCharacter(char: string): string {
  try {
    return encodeURIComponent(char);
  } catch {
    return '';
  }
}

/** A visitor id as FingerprintJS makes it (32 hex digits): what /dfdid/udid/c1 accepts. */
export const VISITOR_ID_PATTERN = /^[0-9a-f]{32}$/;

/** The device id of a visitor at `issuedAtS`: 8 hex digits of time, then 32 of the keyed hash (the API's). */
export function composeDeviceId(issuedAtS: number, keyedHashHex: string): string {
  return Math.floor(issuedAtS).toString(16).padStart(8, '0').slice(-8) + keyedHashHex.slice(0, 32);
}
