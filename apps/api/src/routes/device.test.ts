import { deviceIdAnswer, postDeviceId } from '@meridian/contracts';
import { DEVICE_ID_MAX_AGE_S, isValidDeviceId } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiApp, createApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { deviceIds } from '../db/schema';
import { DEVICE_ID_REQUESTS_PER_MINUTE, isKnownDeviceId } from '../services/device-ids';
import { createSecretBox, newSecretKeyText, parseSecretKey } from '../services/secret-box';
import { createTestDatabase } from '../test-support/test-database';
import { TestBrowser, testClock } from '../test-support/test-browser';

let database: DatabaseHandle;
let app: ApiApp;
/** The same database, another server key: what a forger without SECRETS_KEY could make. */
let otherKey: ApiApp;
const clock = testClock(Date.UTC(2026, 10, 3, 10, 0, 0));

beforeAll(async () => {
  database = await createTestDatabase();
  const deps = { db: database.db, bodyLimitBytes: 8192, trustProxy: false, now: clock.now };
  app = createApiApp({ ...deps, secrets: createSecretBox(parseSecretKey(newSecretKeyText())) });
  otherKey = createApiApp({ ...deps, secrets: createSecretBox(parseSecretKey(newSecretKeyText())) });
});
afterAll(async () => {
  await database.close();
});

const VISITOR = '0123456789abcdef0123456789abcdef';

async function issue(browser: TestBrowser, visitorId: string = VISITOR) {
  const res = await browser.call(postDeviceId.path, { json: { visitor_id: visitorId } });
  return { ...res, answer: res.status === 200 ? deviceIdAnswer.parse(res.data) : undefined };
}

describe('/dfdid/udid/c1 (shell §4, §7; decision 0052)', () => {
  it('issues a valid 40-character id whose first 8 hex digits are the time in seconds, and records it', async () => {
    const { status, answer } = await issue(new TestBrowser(app));
    expect(status).toBe(200);
    const udid = answer?.udid ?? '';
    expect(isValidDeviceId(udid)).toBe(true);
    expect(Number.parseInt(udid.slice(0, 8), 16)).toBe(Math.floor(clock.now() / 1000));
    expect(answer?.expires_at).toBe((Math.floor(clock.now() / 1000) + DEVICE_ID_MAX_AGE_S) * 1000);
    const [row] = await database.db.select().from(deviceIds).where(eq(deviceIds.deviceId, udid));
    expect(row?.uid).toBeNull();
    // The visitor id itself is not kept.
    expect(JSON.stringify(row)).not.toContain(VISITOR);
    expect(await isKnownDeviceId(database.db, udid, new Date(clock.now()))).toBe(true);
  });

  it('is bound to the visitor id under the server key: another visitor or another key gives another id', async () => {
    const mine = (await issue(new TestBrowser(app))).answer?.udid;
    expect((await issue(new TestBrowser(app))).answer?.udid).toBe(mine);
    expect((await issue(new TestBrowser(app), 'f'.repeat(32))).answer?.udid).not.toBe(mine);
    const forged = (await issue(new TestBrowser(otherKey))).answer?.udid ?? '';
    expect(forged.slice(0, 8)).toBe(mine?.slice(0, 8));
    expect(forged).not.toBe(mine);
  });

  it('knows only ids it issued, and only until they expire', async () => {
    const udid = (await issue(new TestBrowser(app), 'a'.repeat(32))).answer?.udid ?? '';
    const made = `${udid.slice(0, 8)}${'0'.repeat(32)}`;
    expect(await isKnownDeviceId(database.db, made, new Date(clock.now()))).toBe(false);
    expect(await isKnownDeviceId(database.db, 'ERROR_x', new Date(clock.now()))).toBe(false);
    const expiry = new Date(clock.now() + DEVICE_ID_MAX_AGE_S * 1000);
    expect(await isKnownDeviceId(database.db, udid, expiry)).toBe(false);
  });

  it('answers a bad visitor id or body with a 4xx and a message', async () => {
    const browser = new TestBrowser(app);
    for (const init of [
      { json: { visitor_id: 'not-hex' } },
      { json: {} },
      { json: { visitor_id: 'A'.repeat(32) } },
      { body: '{"visitor_id":', contentType: 'application/json' },
      { json: { visitor_id: VISITOR.repeat(400) } },
    ]) {
      const res = await browser.call(postDeviceId.path, init);
      expect([400, 413], JSON.stringify(init).slice(0, 60)).toContain(res.status);
      expect(res.message.length).toBeGreaterThan(0);
    }
    expect((await browser.call(postDeviceId.path, { json: { visitor_id: VISITOR }, csrf: false })).status).toBe(403);
  });

  it(`allows ${DEVICE_ID_REQUESTS_PER_MINUTE} a minute per client network, then a 429`, async () => {
    clock.set(Math.ceil(clock.now() / 60_000) * 60_000 + 1_000);
    const browser = new TestBrowser(app);
    for (let i = 0; i < DEVICE_ID_REQUESTS_PER_MINUTE; i += 1) expect((await issue(browser)).status).toBe(200);
    const over = await issue(browser);
    expect(over.status).toBe(429);
    expect(over.response.headers.get('retry-after')).toBe('60');
  });
});
