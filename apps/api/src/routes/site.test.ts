import { siteSettingsResponse } from '@meridian/contracts';
import { DEFAULT_CURRENCY_COUNT, SITE_IDS } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { siteSettings } from '../db/schema';
import { seedDemoData } from '../db/seed';
import { getSiteSettings } from '../services/site-settings';
import { createTestDatabase } from '../test-support/test-database';

let database: DatabaseHandle;
let app: ReturnType<typeof createApiApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApiApp({ db: database.db, bodyLimitBytes: 2048, trustProxy: false });
});
afterAll(async () => {
  await database.close();
});

describe('GET /api/web/v1/site/settings', () => {
  it('answers with the spec defaults when the site has no row (shell §3: curr_fiat default USD, currency_count default 2700, sub_site_id 0)', async () => {
    const res = await app.request('/api/web/v1/site/settings');
    expect(res.status).toBe(200);
    const body = siteSettingsResponse.parse(await res.json());
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      curr_fiat: 'USD',
      currency_count: DEFAULT_CURRENCY_COUNT,
      defaultBuyCryptoFiat: 'USD',
      defaultP2PFiat: 'USD',
      sub_site_id: 0,
      lang_list: [],
      fiat_list: [],
    });
  });

  it('answers from the database once seeded, with fiat symbols and market rates', async () => {
    await seedDemoData(database.db);
    const res = await app.request('/api/web/v1/site/settings');
    const raw: unknown = await res.json();
    // The wire shape is checked strictly here, without the contract's fallbacks.
    expect(raw).toMatchObject({ code: 0, message: 'success' });
    const { data } = siteSettingsResponse.parse(raw);
    expect(data.sub_site_id).toBe(SITE_IDS.main);
    expect(data.fiat_list).toContainEqual({ name: 'EUR', symbol: '€' });
    expect(data.fiat_list).toContainEqual({ name: 'TRY', symbol: '₺' });
    expect(data.curr_fiat_market_rates.USD).toBe('1');
    expect(data.curr_fiat_market_rates.TRY).toBe('34.25');
    expect(data.lang_list.map((l) => l.lang)).toContain('ar');
    expect(data.is_service_host).toBe(true);
  });

  it('reflects a change made in the database (no cached copy in the process)', async () => {
    await database.db
      .update(siteSettings)
      .set({ currencyCount: 2811 })
      .where(eq(siteSettings.subSiteId, SITE_IDS.main));
    const { data } = siteSettingsResponse.parse(await (await app.request('/api/web/v1/site/settings')).json());
    expect(data.currency_count).toBe(2811);
  });

  it('seeding again changes nothing (idempotent seed)', async () => {
    await seedDemoData(database.db);
    const { data } = siteSettingsResponse.parse(await (await app.request('/api/web/v1/site/settings')).json());
    expect(data.currency_count).toBe(2811);
    expect(new Set(data.fiat_list.map((f) => f.name)).size).toBe(data.fiat_list.length);
  });
});

describe('API error answers', () => {
  it('answers unknown calls in every path family with a JSON 404 and no stack trace', async () => {
    for (const path of ['/api/web/v1/nope', '/apiw/v2/x', '/apiweb/v1/x', '/json_svr/x', '/dfdid/x', '/api/v4/x']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      const body = (await res.json()) as { code: number; message: string; data: null };
      expect(body).toEqual({ code: 404, message: `No such call: GET ${path}`, data: null });
    }
  });

  it('refuses a body over the limit with 413 and a clear message', async () => {
    const res = await app.request('/api/web/v1/site/settings', {
      method: 'POST',
      body: 'x'.repeat(4096),
      headers: { 'content-type': 'text/plain', 'content-length': '4096' },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 413, message: 'Request body is larger than 2048 bytes', data: null });
  });

  it('sends security headers on API answers', async () => {
    const res = await app.request('/api/web/v1/site/settings');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('site settings of a regional site', () => {
  it("holds only that site's languages and fiats", async () => {
    const turkey = await getSiteSettings(database.db, SITE_IDS.turkey);
    expect(turkey.lang_list.map((l) => l.lang)).toEqual(['tr', 'en']);
    expect(turkey.fiat_list.map((f) => f.name)).toEqual(['TRY', 'USD', 'EUR']);
    expect(turkey.curr_fiat).toBe('TRY');
    expect(Object.keys(turkey.curr_fiat_market_rates)).toEqual(['TRY', 'USD', 'EUR']);
  });
});

describe('which site a call is for', () => {
  const settingsFor = async (init: RequestInit, url = 'http://localhost/api/web/v1/site/settings') =>
    siteSettingsResponse.parse(await (await app.request(url, init)).json()).data;

  it('reads the site header first', async () => {
    expect((await settingsFor({ headers: { 'x-site-id': String(SITE_IDS.eu) } })).sub_site_id).toBe(SITE_IDS.eu);
  });

  it('falls back to the host, and ignores an unknown site id', async () => {
    expect((await settingsFor({}, 'http://www.meridiantr.example/api/web/v1/site/settings')).curr_fiat).toBe('TRY');
    expect((await settingsFor({ headers: { 'x-site-id': '999' } })).sub_site_id).toBe(SITE_IDS.main);
  });

  it('believes X-Forwarded-Host only behind a trusted proxy', async () => {
    const headers = { 'x-forwarded-host': 'www.meridiantr.example' };
    expect((await settingsFor({ headers })).sub_site_id).toBe(SITE_IDS.main);
    const trusting = createApiApp({ db: database.db, bodyLimitBytes: 2048, trustProxy: true });
    const res = await trusting.request('http://localhost/api/web/v1/site/settings', { headers });
    expect(siteSettingsResponse.parse(await res.json()).data.sub_site_id).toBe(SITE_IDS.turkey);
  });
});
