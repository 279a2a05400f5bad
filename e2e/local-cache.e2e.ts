import {
  LOCAL_CACHE_DB_NAME,
  LOCAL_CACHE_DB_VERSION,
  LOCAL_CACHE_KEY_INDEX,
  LOCAL_CACHE_STORE,
} from '@meridian/domain';
import { expect, type Page, test } from './test';
import { E2E_PORTS, originOf } from './ports';

// shell §3 "Local cache store: a named browser database with one store: id key, indexed unique
// key, timestamp, tags" — used for the site settings and the coin-icon whitelist.

const names = {
  db: LOCAL_CACHE_DB_NAME,
  version: LOCAL_CACHE_DB_VERSION,
  store: LOCAL_CACHE_STORE,
  index: LOCAL_CACHE_KEY_INDEX,
};

/**
 * Read one record of the cache store in the page; null while the page has not created the
 * database yet (the test must never create it itself: an empty database at the app's version
 * would have no store, and the app would fall back to memory).
 */
function readRecord(page: Page, key: string) {
  return page.evaluate(
    async ({ n, key }) => {
      if (!(await indexedDB.databases()).some((d) => d.name === n.db && d.version === n.version)) return null;
      return new Promise<{ key: string; value: unknown; timestamp: number; tags: string[] } | null>(
        (resolve, reject) => {
          const open = indexedDB.open(n.db, n.version);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction(n.store).objectStore(n.store).index(n.index).get(key);
            get.onsuccess = () => {
              open.result.close();
              resolve(get.result ?? null);
            };
            get.onerror = () => reject(get.error);
          };
        },
      );
    },
    { n: names, key },
  );
}

// The coin-icon whitelist is no longer kept in the browser: the root loader reads it, so the
// server-rendered icons already carry its versions (decision 0054 stop notes; the e2e image test).
test('the browser keeps the site settings in its cache store', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => readRecord(page, 'site-settings:0').then((r) => r !== null)).toBe(true);
  const settings = await readRecord(page, 'site-settings:0');
  expect(settings?.tags).toEqual(['site-settings']);
  expect(JSON.stringify(settings?.value)).toContain('"curr_fiat":"USD"');
  expect(JSON.stringify(settings?.value)).toContain('"symbol":"€"');
  // Nothing else: the coin-icon whitelist stays on the server.
  expect(await readRecord(page, 'config:coin-icon-whitelist')).toBeNull();
});

test('with the API down, the page shows the kept settings instead of the defaults', async ({ page }) => {
  const web = originOf(E2E_PORTS.webDeadApi);
  await page.goto(`${web}/`);
  await expect(page.getByTestId('fiat-empty')).toBeVisible();
  // The page itself creates the store once it has hydrated.
  await expect
    .poll(() =>
      page.evaluate(
        async ({ n }) => (await indexedDB.databases()).some((d) => d.name === n.db && d.version === n.version),
        { n: names },
      ),
    )
    .toBe(true);
  // A copy kept from an earlier visit (as the store writes it).
  await page.evaluate(
    ({ n }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(n.db, n.version);
        open.onsuccess = () => {
          const tx = open.result.transaction(n.store, 'readwrite');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.objectStore(n.store).put({
            key: 'site-settings:0',
            timestamp: Date.now(),
            tags: ['site-settings'],
            value: {
              lang_list: [{ lang: 'en', name: 'English' }],
              fiat_list: [
                { name: 'USD', symbol: '$' },
                { name: 'EUR', symbol: '€' },
              ],
              is_service_host: true,
              curr_fiat: 'USD',
              currency_count: 2700,
              curr_fiat_market_rates: { USD: '1', EUR: '0.92' },
              defaultBuyCryptoFiat: 'USD',
              defaultP2PFiat: 'USD',
              sub_site_id: 0,
            },
          });
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
    { n: names },
  );
  await page.reload();
  await expect(page.getByTestId('fiat-select')).toContainText('EUR');
});
