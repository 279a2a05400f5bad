import { describe, expect, it } from 'vitest';
import {
  APP_DOWNLOAD_BANNER_EXCLUDED_PATHS,
  appDownloadBannerVisible,
  appOpenLink,
  appStoreLink,
  BANNER_TAP_DEBOUNCE_MS,
  BANNER_VIEW_EVENT_DELAY_MS,
  bannerTapCounts,
  bannerViewEventAt,
  pageDownloadLink,
} from './app-download-banner';
import type { PageDownloadLinks } from '../http/coin-icons';

type Input = Parameters<typeof appDownloadBannerVisible>[0];
const visible = (overrides: Partial<Input> = {}) =>
  appDownloadBannerVisible({
    width: 390,
    hiddenBySession: false,
    siteKey: 'main',
    ukLimited: false,
    country: 0,
    verified: 0,
    path: '/',
    ...overrides,
  });

describe('app-download banner visibility (shell §4)', () => {
  it('a phone on the main site with nothing against it sees it', () => {
    expect(visible()).toBe(true);
  });

  it('"screen width at most 768px (phone)"; shell §9 "phone breakpoint 768px"', () => {
    expect(visible({ width: 768 })).toBe(true);
    expect(visible({ width: 769 })).toBe(false);
    expect(visible({ width: 1280 })).toBe(false);
    expect(visible({ width: 0 })).toBe(false);
  });

  it('"not hidden by session config"', () => {
    expect(visible({ hiddenBySession: true })).toBe(false);
  });

  it('"region is main or Turkey"', () => {
    expect(visible({ siteKey: 'turkey' })).toBe(true);
    expect(visible({ siteKey: 'eu' })).toBe(false);
    expect(visible({ siteKey: 'us' })).toBe(false);
    expect(visible({ siteKey: 'testnet' })).toBe(false);
  });

  it('"not UK-limited"', () => {
    expect(visible({ ukLimited: true })).toBe(false);
  });

  it('"not hidden for verified users of country 233" (shell §6 "Verified users of country 233 do not see the app banner")', () => {
    expect(visible({ country: 233, verified: 2 })).toBe(false);
    expect(visible({ country: 233, verified: 5 })).toBe(false);
    expect(visible({ country: 233, verified: 0 })).toBe(true);
    expect(visible({ country: 232, verified: 2 })).toBe(true);
  });

  it('"path not in the excluded list": login, signup, download pages and trade pages, under any locale prefix', () => {
    expect(visible({ path: '/login' })).toBe(false);
    expect(visible({ path: '/signup?ch=x' })).toBe(false);
    expect(visible({ path: '/de/appdownload/' })).toBe(false);
    expect(visible({ path: '/tr/mobileapp', siteKey: 'turkey' })).toBe(false);
    expect(visible({ path: '/trade/BTC_USDT' })).toBe(false);
    expect(visible({ path: '/cn/futures/USDT/BTC_USDT' })).toBe(false);
    // A page merely starting with the same letters is not under it.
    expect(visible({ path: '/trade-history' })).toBe(true);
    expect(visible({ path: '/de/price/bitcoin' })).toBe(true);
    expect(APP_DOWNLOAD_BANNER_EXCLUDED_PATHS).toContain('/signup');
  });

  it('a caller may pass its own excluded list', () => {
    expect(visible({ path: '/login', excludedPaths: ['/price'] })).toBe(true);
    expect(visible({ path: '/price/bitcoin', excludedPaths: ['/price'] })).toBe(false);
  });
});

describe('app-download banner timing (shell §9 "tap debounce 200 ms; view event 1 s after display")', () => {
  it('constants', () => {
    expect(BANNER_TAP_DEBOUNCE_MS).toBe(200);
    expect(BANNER_VIEW_EVENT_DELAY_MS).toBe(1000);
  });

  it('"tap debounce 200 ms": a tap within 200 ms of the one before does not count', () => {
    const t = 1_000_000;
    expect(bannerTapCounts(undefined, t)).toBe(true);
    expect(bannerTapCounts(t, t + 199)).toBe(false);
    expect(bannerTapCounts(t, t + 200)).toBe(true);
    // The clock moved back: not trusted, the tap counts.
    expect(bannerTapCounts(t, t - 5000)).toBe(true);
  });

  it('"view event 1 s after display"', () => {
    expect(bannerViewEventAt(5000)).toBe(6000);
  });
});

describe('app-download banner links (shell §4 "Tapping opens the app link and navigates to the store link")', () => {
  const links: PageDownloadLinks = {
    china_apk: 'https://dl.meridian.example/cn/meridian.apk',
    overseas_apk: 'https://dl.meridian.example/global/meridian.apk',
    pages: {
      '/': { web: { c: 'home_web' }, h5: { c: 'home_h5' } },
      '/futures': { web: { c: 'futures web' }, h5: { c: 'futures_h5' } },
      '/futures/usdt': { web: { c: 'usdt_web' }, h5: { c: 'usdt_h5' } },
      '/price': { web: { c: '' }, h5: { c: '' } },
    },
  };

  it('the app link opens the page in the app', () => {
    expect(appOpenLink('/trade/BTC_USDT')).toBe('meridian://open?url=%2Ftrade%2FBTC_USDT');
  });

  it('shell §3 "china_apk and overseas_apk": Android gets the configured APK, iOS the App Store', () => {
    expect(appStoreLink('android', links, { site: 'main' })).toBe(links.overseas_apk);
    expect(appStoreLink('android', links, { site: 'main', china: true })).toBe(links.china_apk);
    expect(appStoreLink('ios', links, { site: 'turkey' })).toContain('/ios/meridian-turkey');
  });

  it('shell §7 "failure falls back to an empty object": Android then gets the store listing', () => {
    expect(appStoreLink('android', {}, { site: 'main' })).toContain('/android/meridian-main');
  });

  it('shell §3 "per path, web and h5 entries with a c parameter": the page\'s c goes on the download link', () => {
    expect(pageDownloadLink(links, '/', { h5: true })).toBe('/appdownload?c=home_h5');
    expect(pageDownloadLink(links, '/de/', { h5: false })).toBe('/appdownload?c=home_web');
    expect(pageDownloadLink(links, '/futures/BTC_USDT', { h5: false })).toBe('/appdownload?c=futures%20web');
    // The most specific entry wins.
    expect(pageDownloadLink(links, '/futures/USDT/BTC_USDT', { h5: true })).toBe('/appdownload?c=usdt_h5');
    expect(pageDownloadLink(links, '/tr/', { h5: true, downloadPath: '/mobileapp' })).toBe('/mobileapp?c=home_h5');
  });

  it('a page without an entry, or with an empty c, links to the download page as it is', () => {
    expect(pageDownloadLink(links, '/price/bitcoin', { h5: true })).toBe('/appdownload');
    expect(pageDownloadLink({ pages: { '/fee': links.pages!['/']! } }, '/referral', { h5: true })).toBe('/appdownload');
    expect(pageDownloadLink({}, '/', { h5: true })).toBe('/appdownload');
  });
});
