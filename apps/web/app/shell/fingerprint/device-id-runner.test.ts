import {
  composeDeviceId,
  DEVICE_ID_MAX_AGE_S,
  DEVICE_ID_MAX_REFRESHES,
  FINGERPRINT_ERRORS,
  isValidDeviceId,
} from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import { type DeviceIdDeps, ensureDeviceId, keepDeviceIdFresh } from './device-id-runner';

const DAY_MS = DEVICE_ID_MAX_AGE_S * 1000;

/** A cookie jar, a clock whose timers run when moved, and a fake /dfdid/udid/c1. */
function setup(options: { failVisitor?: string; failIssue?: boolean } = {}) {
  let now = Date.UTC(2026, 10, 5, 8, 0, 0);
  let cookie: string | undefined;
  let timers: Array<{ at: number; run: () => void }> = [];
  const errors: string[] = [];
  let issued = 0;
  const deps: DeviceIdDeps = {
    read: () => cookie,
    write: (value, maxAgeS) => {
      expect(maxAgeS).toBe(DEVICE_ID_MAX_AGE_S);
      cookie = value;
    },
    now: () => now,
    visitorId: () =>
      options.failVisitor ? Promise.reject(new Error(options.failVisitor)) : Promise.resolve('ab'.repeat(16)),
    issue: () => {
      if (options.failIssue) return Promise.reject(new Error('/dfdid/udid/c1 failed: HTTP 503'));
      issued += 1;
      return Promise.resolve(composeDeviceId(Math.floor(now / 1000), 'c'.repeat(32)));
    },
    logError: (message) => void errors.push(message),
    setTimer: (run, ms) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => void (timers = timers.filter((t) => t !== timer));
    },
  };
  return {
    deps,
    errors,
    cookie: () => cookie,
    setCookie: (value: string) => void (cookie = value),
    issued: () => issued,
    async advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.run();
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    },
  };
}

describe('device id cookie (shell §4, §8)', () => {
  it('"If absent or invalid: load the fingerprint library and request a value"; "store the first 60 characters"', async () => {
    const t = setup();
    const value = await ensureDeviceId(t.deps);
    expect(isValidDeviceId(value)).toBe(true);
    expect(t.cookie()).toBe(value);
    // Valid: not asked again.
    expect(await ensureDeviceId(t.deps)).toBe(value);
    expect(t.issued()).toBe(1);
    t.setCookie('garbage');
    await ensureDeviceId(t.deps);
    expect(t.issued()).toBe(2);
  });

  it('"On failure store an encoded marker starting with ERROR_" and log an error (shell §8 texts)', async () => {
    const t = setup({ failVisitor: FINGERPRINT_ERRORS.notAvailable });
    expect(await ensureDeviceId(t.deps)).toBeUndefined();
    expect(t.cookie()).toBe('ERROR_SDK%20is%20not%20available%20after%20loading');
    expect(t.errors).toEqual(['device fingerprint failed']);
    // An error marker is not valid: the next page tries again.
    const again = setup({ failIssue: true });
    again.setCookie(t.cookie() ?? '');
    await ensureDeviceId(again.deps);
    expect(again.cookie()).toMatch(/^ERROR_/);
  });

  it(`"refreshed automatically, with up to ${DEVICE_ID_MAX_REFRESHES} chained refreshes"`, async () => {
    const t = setup();
    const first = await ensureDeviceId(t.deps);
    keepDeviceIdFresh(t.deps, first);
    await t.advance(DAY_MS - 1);
    expect(t.issued()).toBe(1);
    await t.advance(1);
    expect(t.issued()).toBe(2);
    expect(t.cookie()).not.toBe(first);
    for (let i = 0; i < 5; i += 1) await t.advance(DAY_MS);
    expect(t.issued()).toBe(1 + DEVICE_ID_MAX_REFRESHES);
  });

  it('"the automatic refresh logs its failure", and the chain stops', async () => {
    const t = setup();
    const first = await ensureDeviceId(t.deps);
    const failing = { ...t.deps, issue: () => Promise.reject(new Error('down')) };
    keepDeviceIdFresh(failing, first);
    await t.advance(DAY_MS);
    expect(t.errors).toEqual(['device fingerprint refresh failed']);
    expect(t.cookie()).toMatch(/^ERROR_down$/);
    await t.advance(2 * DAY_MS);
    expect(t.errors).toHaveLength(1);
  });
});
