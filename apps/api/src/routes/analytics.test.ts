import { analyticsBatchAnswer, getDevAnalyticsEvents, postAnalyticsEvents } from '@meridian/contracts';
import { ANALYTICS_BATCHES_PER_MINUTE, ANALYTICS_EVENTS, ANALYTICS_LIMITS, SITE_IDS } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiApp, createApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { DEMO_ACCOUNTS } from '../db/demo-accounts';
import { analyticsEvents, users } from '../db/schema';
import { seedDemoData } from '../db/seed';
import { createSecretBox, newSecretKeyText, parseSecretKey } from '../services/secret-box';
import { createTestDatabase } from '../test-support/test-database';
import { FAST_HASHING, logInAs, TestBrowser, testClock } from '../test-support/test-browser';

let database: DatabaseHandle;
let app: ApiApp;
const START = Date.UTC(2026, 10, 2, 9, 0, 0);
const clock = testClock(START);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { now: clock.now, passwordHashing: FAST_HASHING });
  app = createApiApp({
    db: database.db,
    bodyLimitBytes: 65_536,
    trustProxy: false,
    now: clock.now,
    passwordHashing: FAST_HASHING,
    secrets: createSecretBox(parseSecretKey(newSecretKeyText())),
    devOutbox: true,
  });
});
afterAll(async () => {
  await database.close();
});

let ids = 0;
/** A fresh event id (16 to 64 of [A-Za-z0-9_-]). */
function eventId(): string {
  ids += 1;
  return `test-event-${String(ids).padStart(8, '0')}`;
}

function event(overrides: Record<string, unknown> = {}) {
  return {
    id: eventId(),
    name: ANALYTICS_EVENTS.kycEvent,
    at: clock.now(),
    path: '/',
    props: { module: 'kyc_upgrade', button: 'later' },
    ...overrides,
  };
}

async function send(browser: TestBrowser, events: unknown[]) {
  const res = await browser.call(postAnalyticsEvents.path, { json: { events } });
  return { ...res, answer: res.status === 200 ? analyticsBatchAnswer.parse(res.data) : undefined };
}

async function storedRows(eventIdValue: string) {
  return database.db.select().from(analyticsEvents).where(eq(analyticsEvents.eventId, eventIdValue));
}

describe('the analytics collector (issue 14 item 5 "all batched to our API and stored"; decision 0051)', () => {
  it("stores a visitor's batch with the site, no uid, and the browser's time", async () => {
    const browser = new TestBrowser(app, { headers: { 'x-site-id': String(SITE_IDS.turkey) } });
    const first = event({ at: clock.now() - 5_000 });
    const second = event({ name: ANALYTICS_EVENTS.pageView, path: '/markets', props: { component: 'kyc_tip_bar' } });
    const res = await send(browser, [first, second]);
    expect(res.status, res.message).toBe(200);
    expect(res.answer).toEqual({ accepted: 2, duplicates: 0, rejected: [] });
    const [row] = await storedRows(first.id);
    expect(row).toMatchObject({
      name: 'common_kyc_event',
      path: '/',
      props: { module: 'kyc_upgrade', button: 'later' },
      siteId: SITE_IDS.turkey,
      uid: null,
    });
    expect(row?.occurredAt.getTime()).toBe(clock.now() - 5_000);
    expect(row?.receivedAt.getTime()).toBe(clock.now());
  });

  it("keeps the logged-in account's uid", async () => {
    const browser = new TestBrowser(app);
    const email = 'kyc-1@meridian.example';
    expect(DEMO_ACCOUNTS.some((a) => a.email === email)).toBe(true);
    await logInAs(browser, email);
    const [user] = await database.db.select({ uid: users.uid }).from(users).where(eq(users.email, email));
    const verify = event({ name: ANALYTICS_EVENTS.kycVerifyNow, props: { source: 'kyc_tip_bar' } });
    expect((await send(browser, [verify])).answer?.accepted).toBe(1);
    const [row] = await storedRows(verify.id);
    expect(row?.uid).toBe(user?.uid);
    expect(user?.uid).toBeTypeOf('number');
  });

  it('stores a resent event once ("analytics events arrive once each")', async () => {
    const browser = new TestBrowser(app);
    const once = event();
    expect((await send(browser, [once, once])).answer).toEqual({ accepted: 1, duplicates: 1, rejected: [] });
    expect((await send(browser, [once])).answer).toEqual({ accepted: 0, duplicates: 1, rejected: [] });
    expect(await storedRows(once.id)).toHaveLength(1);
  });

  it('names each bad event and stores the good ones', async () => {
    const browser = new TestBrowser(app);
    const good = event();
    const res = await send(browser, [
      event({ name: 'drop_table' }),
      good,
      event({ id: 'short' }),
      event({ path: 'https://elsewhere.example/' }),
      event({ props: { 'Bad-Name': 1 } }),
      event({ props: { nested: { a: 1 } } }),
      event({ props: { text: 'x'.repeat(ANALYTICS_LIMITS.propChars + 1) } }),
      event({ props: Object.fromEntries(Array.from({ length: ANALYTICS_LIMITS.props + 1 }, (_, i) => [`p${i}`, i])) }),
      'not an event',
    ]);
    expect(res.status).toBe(200);
    expect(res.answer?.accepted).toBe(1);
    expect(res.answer?.rejected.map((r) => r.index)).toEqual([0, 2, 3, 4, 5, 6, 7, 8]);
    expect(res.answer?.rejected[0]?.message).toMatch(/^name: one of .*common_kyc_event/);
    expect(res.answer?.rejected[1]?.message).toMatch(/^id: /);
    expect(res.answer?.rejected[2]?.message).toMatch(/^path: /);
    expect(await storedRows(good.id)).toHaveLength(1);
  });

  it("replaces an event time more than a day from the server's clock with the receipt time", async () => {
    const browser = new TestBrowser(app);
    const skewed = event({ at: clock.now() - ANALYTICS_LIMITS.clockSkewMs - 1 });
    await send(browser, [skewed]);
    expect((await storedRows(skewed.id))[0]?.occurredAt.getTime()).toBe(clock.now());
  });

  it('answers a malformed batch with a 400 and a message, never a 500', async () => {
    const browser = new TestBrowser(app);
    for (const [init, pattern] of [
      [{ json: { events: [] } }, /at least one event/],
      [{ json: { events: Array.from({ length: ANALYTICS_LIMITS.batchEvents + 1 }, () => event()) } }, /at most 50/],
      [{ json: { nothing: true } }, /events/],
      [{ json: [1, 2] }, /./],
      [{ body: '{"events": [', contentType: 'application/json' }, /./],
    ] as const) {
      const res = await browser.call(postAnalyticsEvents.path, init);
      expect(res.status, JSON.stringify(init).slice(0, 80)).toBe(400);
      expect(res.message).toMatch(pattern);
    }
  });

  it('refuses a batch without the csrf header', async () => {
    const res = await new TestBrowser(app).call(postAnalyticsEvents.path, { json: { events: [event()] }, csrf: false });
    expect(res.status).toBe(403);
  });

  it(`allows ${ANALYTICS_BATCHES_PER_MINUTE} batches a minute per client network, then a 429 until the next minute`, async () => {
    const browser = new TestBrowser(app);
    clock.set(Math.ceil(clock.now() / 60_000) * 60_000 + 1_000);
    for (let i = 0; i < ANALYTICS_BATCHES_PER_MINUTE; i += 1) {
      expect((await send(browser, [event()])).status).toBe(200);
    }
    const over = await send(browser, [event()]);
    expect(over.status).toBe(429);
    expect(over.response.headers.get('retry-after')).toBe('60');
    // Another network is not held back.
    expect((await send(new TestBrowser(app), [event()])).status).toBe(200);
    clock.advance(60_000);
    expect((await send(browser, [event()])).status).toBe(200);
  });

  it('lists the newest events in development (getDevAnalyticsEvents)', async () => {
    const browser = new TestBrowser(app);
    const last = event({ props: { module: 'risk_user', button: 'understood' } });
    await send(browser, [last]);
    const listed = await browser.call(getDevAnalyticsEvents.path);
    expect(listed.status).toBe(200);
    expect((listed.data as { events: Array<{ id: string; props: unknown }> }).events[0]).toMatchObject({
      id: last.id,
      props: { module: 'risk_user', button: 'understood' },
    });
  });
});
