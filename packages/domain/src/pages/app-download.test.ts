import { describe, expect, it } from 'vitest';
import { appStoreUrl, APP_STORES } from './app-download';

describe('app store links', () => {
  it('each site has its own app in each store', () => {
    const urls = APP_STORES.map((store) => appStoreUrl(store, 'turkey'));
    expect(new Set(urls).size).toBe(APP_STORES.length);
    for (const url of urls) expect(url).toMatch(/^https:\/\/apps\.example\/.+meridian-turkey$/);
    expect(appStoreUrl('appStore', 'main')).not.toBe(appStoreUrl('appStore', 'turkey'));
  });
});
