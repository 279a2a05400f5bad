import { complianceCheckResponse } from '@meridian/contracts';
import { SITE_IDS } from '@meridian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../test-support/test-database';

const PATH = '/api/web/v1/compliance/check';

let database: DatabaseHandle;
/** Behind our own proxy: believes the CDN's x-client-country. */
let trusting: ReturnType<typeof createApiApp>;
/** Facing the internet: ignores it. */
let direct: ReturnType<typeof createApiApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  trusting = createApiApp({ db: database.db, bodyLimitBytes: 2048, trustProxy: true });
  direct = createApiApp({ db: database.db, bodyLimitBytes: 2048, trustProxy: false });
});
afterAll(async () => {
  await database.close();
});

const NO_FLAGS = {
  is_us_toast: false,
  is_main: false,
  is_uk_ip: false,
  is_au_ip: false,
  is_jp_toast: false,
  is_ae_toast: false,
  is_eu_toast: false,
};

async function check(app: ReturnType<typeof createApiApp>, headers: Record<string, string> = {}) {
  const res = await app.request(`http://localhost${PATH}`, { headers });
  expect(res.status).toBe(200);
  return complianceCheckResponse.parse(await res.json());
}

/** The flags that are set, by name. */
async function flagsSet(headers: Record<string, string>) {
  const { data } = await check(trusting, headers);
  return Object.entries(data.limit)
    .filter(([, v]) => v === true)
    .map(([k]) => k);
}

describe('GET /api/web/v1/compliance/check', () => {
  it('answers {code: 0, message, data} with the shell §3 defaults and every site-switch flag off when no country is known', async () => {
    const res = await direct.request(PATH);
    expect(res.status).toBe(200);
    // The wire shape, strictly (not through the contract's fallbacks).
    expect(await res.json()).toEqual({
      code: 0,
      message: 'success',
      data: { business: [], limit: NO_FLAGS, toast: {}, menu: [], tips: {} },
    });
  });

  it('widgets §3: a US visitor on the main site gets is_us_toast; on the US site, nothing', async () => {
    expect(await flagsSet({ 'x-client-country': 'US' })).toEqual(['is_us_toast']);
    expect(await flagsSet({ 'x-client-country': 'US', 'x-site-id': String(SITE_IDS.us) })).toEqual([]);
  });

  it('GB, AU, JP and AE visitors elsewhere are offered their own site', async () => {
    expect(await flagsSet({ 'x-client-country': 'GB' })).toEqual(['is_uk_ip']);
    expect(await flagsSet({ 'x-client-country': 'AU', 'x-site-id': String(SITE_IDS.eu) })).toEqual(['is_au_ip']);
    expect(await flagsSet({ 'x-client-country': 'JP' })).toEqual(['is_jp_toast']);
    expect(await flagsSet({ 'x-client-country': 'AE', 'x-site-id': String(SITE_IDS.uk) })).toEqual(['is_ae_toast']);
    expect(await flagsSet({ 'x-client-country': 'JP', 'x-site-id': String(SITE_IDS.japan) })).toEqual([]);
    expect(await flagsSet({ 'x-client-country': 'FR' })).toEqual(['is_eu_toast']);
    expect(await flagsSet({ 'x-client-country': 'FR', 'x-site-id': String(SITE_IDS.eu) })).toEqual([]);
  });

  it('widgets §8: a visitor from outside JP, EU, US, UK, AU and the UAE on a regional site is offered the global site', async () => {
    expect(await flagsSet({ 'x-client-country': 'BR', 'x-site-id': String(SITE_IDS.eu) })).toEqual(['is_main']);
    expect(await flagsSet({ 'x-client-country': 'br', 'x-site-id': String(SITE_IDS.us) })).toEqual(['is_main']);
    expect(await flagsSet({ 'x-client-country': 'BR' })).toEqual([]);
    expect(await flagsSet({ 'x-client-country': 'DE', 'x-site-id': String(SITE_IDS.us) })).toEqual(['is_eu_toast']);
  });

  it('the site can also come from the host (EU alias host), as for every call', async () => {
    const res = await trusting.request(`http://eu.meridian.example${PATH}`, { headers: { 'x-client-country': 'BR' } });
    expect(complianceCheckResponse.parse(await res.json()).data.limit.is_main).toBe(true);
  });

  it('ignores the country header when the API does not trust its proxy (anyone can send it)', async () => {
    const { data } = await check(direct, { 'x-client-country': 'US' });
    expect(data.limit).toEqual(NO_FLAGS);
  });

  it('ignores a malformed country header: no flag, and never a 500', async () => {
    for (const bad of ['USA', 'U', 'U1', '', '  ', 'T1', 'us;gb', 'x'.repeat(500), '%00%00']) {
      const { code, data } = await check(trusting, { 'x-client-country': bad });
      expect(code, bad).toBe(0);
      expect(data.limit, bad).toEqual(NO_FLAGS);
    }
  });

  it('ignores a query it does not use (the web sends the locale the answer is keyed by)', async () => {
    const res = await trusting.request(`${PATH}?locale=en-us&x=%ZZ`, { headers: { 'x-client-country': 'US' } });
    expect(res.status).toBe(200);
    expect(complianceCheckResponse.parse(await res.json()).data.limit.is_us_toast).toBe(true);
  });

  it('answers only GET', async () => {
    // With a valid csrf pair (decision 0014), so the 404 is the router's, not the csrf check's.
    const token = 'c'.repeat(43);
    const res = await trusting.request(PATH, {
      method: 'POST',
      headers: { cookie: `csrftoken=${token}`, csrftoken: token },
    });
    expect(res.status).toBe(404);
  });
});
