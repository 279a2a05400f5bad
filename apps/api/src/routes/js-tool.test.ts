import {
  coinIconWhitelist,
  getCoinIconWhitelist,
  getPageDownloadLinks,
  isApiPath,
  pageDownloadLinks,
} from '@meridian/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiApp, createApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { DEMO_PUBLIC_JSON_FILES } from '../db/demo-accounts';
import { publicJsonFiles } from '../db/schema';
import { seedDemoData } from '../db/seed';
import { createTestDatabase } from '../test-support/test-database';
import { FAST_HASHING } from '../test-support/test-browser';

let database: DatabaseHandle;
let app: ApiApp;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { passwordHashing: FAST_HASHING });
  app = createApiApp({ db: database.db, bodyLimitBytes: 8192, trustProxy: false });
});
afterAll(async () => {
  await database.close();
});

describe('/js/tool JSON files (shell §7)', () => {
  it.each([
    [getCoinIconWhitelist.path, DEMO_PUBLIC_JSON_FILES['coin_icon_whitelist.json']],
    [getPageDownloadLinks.path, DEMO_PUBLIC_JSON_FILES['page_download_links.json']],
  ])('%s answers the bare JSON object, cacheable, with no cookie', async (path, expected) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    // A shared cache must not hand one visitor's csrf token to the next.
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.json()).toEqual(expected);
  });

  it('parses with the contracts the shell reads them with', async () => {
    const icons = coinIconWhitelist.parse(await (await app.request(getCoinIconWhitelist.path)).json());
    expect(icons.coinIconVersionWhiteList).toContain('BTC');
    const links = pageDownloadLinks.parse(await (await app.request(getPageDownloadLinks.path)).json());
    expect(links.pages?.['/']?.h5.c).toBe('h5_home');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.request(getCoinIconWhitelist.path);
    const tag = first.headers.get('etag') ?? '';
    expect(tag).not.toBe('');
    const again = await app.request(getCoinIconWhitelist.path, { headers: { 'if-none-match': tag } });
    expect(again.status).toBe(304);
  });

  it('shows an edit in the database (no copy kept in the process)', async () => {
    await database.db
      .update(publicJsonFiles)
      .set({ body: { version: '2', coinIconVersionWhiteList: ['BTC'] } })
      .where(eq(publicJsonFiles.name, 'coin_icon_whitelist.json'));
    expect(await (await app.request(getCoinIconWhitelist.path)).json()).toEqual({
      version: '2',
      coinIconVersionWhiteList: ['BTC'],
    });
  });

  it('another file under /js/tool is a JSON 404', async () => {
    const res = await app.request('/js/tool/nope.json');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, message: 'No such call: GET /js/tool/nope.json', data: null });
  });

  it('the web server forwards these paths to the API (isApiPath)', () => {
    expect(isApiPath(getCoinIconWhitelist.path)).toBe(true);
    expect(isApiPath(getPageDownloadLinks.path)).toBe(true);
    expect(isApiPath('/js/toolbox.js')).toBe(false);
  });
});
