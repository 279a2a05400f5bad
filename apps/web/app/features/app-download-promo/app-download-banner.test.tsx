// @vitest-environment happy-dom
import {
  ANALYTICS_EVENTS,
  type AnalyticsEventName,
  appStoreUrl,
  defaultUserInfo,
  MAIN_SITE,
  type NativeApp,
  type SiteConfig,
  type SiteKey,
} from '@meridian/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NativeAppProvider } from '../../shell/native';
import { loggedOutSession, type Session } from '../../shell/session';
import { renderWithShell } from '../../test-support/render-with-shell';
import { AppDownloadBanner, type BannerScreen, ukLimitedOf } from './app-download-banner';
import { BANNER_CLOSED_KEY, browserPlatform } from './banner-environment';
import { fakePromoApi, manualClock, memoryFlags } from './test-doubles';

afterEach(cleanup);

const IPHONE: BannerScreen = { width: 390, platform: 'ios' };
const APK = 'https://downloads.example/meridian.apk';

function sessionOf(country: number, verified: number): Session {
  return { ...loggedOutSession(), status: 'logged-in', userInfo: { ...defaultUserInfo(), country, verified } };
}

interface Setup {
  screen?: BannerScreen;
  site?: SiteKey | SiteConfig;
  path?: string;
  session?: Session;
  ukLimited?: boolean;
  closedBefore?: boolean;
  app?: NativeApp;
}

function setup(options: Setup = {}) {
  const clock = manualClock();
  const flags = memoryFlags(options.closedBefore ? [BANNER_CLOSED_KEY] : []);
  const tracked: AnalyticsEventName[] = [];
  const opened: string[] = [];
  const navigated: string[] = [];
  let screenNow = options.screen ?? IPHONE;
  let screenChanged = () => undefined as void;
  const api = fakePromoApi({ links: { overseas_apk: APK, china_apk: 'https://downloads.example/cn.apk' } });
  renderWithShell(
    <NativeAppProvider app={options.app ?? { inApp: false }}>
      <AppDownloadBanner
        ukLimited={options.ukLimited ?? false}
        deps={{
          readScreen: () => screenNow,
          watchScreen: (onChange) => {
            screenChanged = onChange;
            return () => undefined;
          },
          openApp: (link) => void opened.push(link),
          navigate: (link) => void navigated.push(link),
          now: clock.now,
          setTimer: clock.setTimer,
          flags,
        }}
      />
    </NativeAppProvider>,
    {
      site: options.site ?? 'main',
      path: options.path ?? '/simple-earn',
      session: options.session ?? loggedOutSession(),
      fetch: api.fetch,
      track: (name) => void tracked.push(name),
    },
  );
  return {
    clock,
    flags,
    tracked,
    opened,
    navigated,
    api,
    resize(next: BannerScreen) {
      screenNow = next;
      act(() => screenChanged());
    },
  };
}

const banner = () => screen.queryByTestId('app-download-banner');
const openButton = () => screen.getByRole('button', { name: /Meridian app/ });

describe('shell §4 app-download banner: "Shown only when all hold"', () => {
  it('shows on a phone of the main site, on a page not excluded, for a visitor', () => {
    setup();
    expect(banner()).not.toBeNull();
    expect(screen.getByRole('complementary', { name: 'Get the app' })).toBeTruthy();
  });

  it('"screen width at most 768px (phone)": 768 shows, 769 and a non-phone (width 0) do not', () => {
    setup({ screen: { width: 768, platform: 'android' } });
    expect(banner()).not.toBeNull();
    cleanup();
    setup({ screen: { width: 769, platform: 'android' } });
    expect(banner()).toBeNull();
    cleanup();
    setup({ screen: { width: 0, platform: 'android' } });
    expect(banner()).toBeNull();
  });

  it('follows the screen: a phone turned wide hides it, and back shows it', () => {
    const page = setup();
    page.resize({ width: 900, platform: 'ios' });
    expect(banner()).toBeNull();
    page.resize(IPHONE);
    expect(banner()).not.toBeNull();
  });

  it('"not hidden by session config": the site config hiding app download, or a close earlier in this session', () => {
    setup({ site: { ...MAIN_SITE, hide: { ...MAIN_SITE.hide, appDownload: true } } });
    expect(banner()).toBeNull();
    cleanup();
    setup({ closedBefore: true });
    expect(banner()).toBeNull();
  });

  it('"region is main or Turkey": Turkey shows it, the EU and the UK do not', () => {
    setup({ site: 'turkey' });
    expect(banner()).not.toBeNull();
    cleanup();
    setup({ site: 'eu' });
    expect(banner()).toBeNull();
    cleanup();
    setup({ site: 'uk' });
    expect(banner()).toBeNull();
  });

  it('"not UK-limited"', () => {
    setup({ ukLimited: true });
    expect(banner()).toBeNull();
  });

  it('"not hidden for verified users of country 233": unverified 233 and verified others still see it', () => {
    setup({ session: sessionOf(233, 2) });
    expect(banner()).toBeNull();
    cleanup();
    setup({ session: sessionOf(233, 0) });
    expect(banner()).not.toBeNull();
    cleanup();
    setup({ session: sessionOf(234, 2) });
    expect(banner()).not.toBeNull();
  });

  it('"path not in the excluded list": none on /signup, /trade/BTC_USDT or /campaigns', () => {
    for (const path of ['/signup', '/trade/BTC_USDT', '/campaigns']) {
      setup({ path });
      expect(banner(), path).toBeNull();
      cleanup();
    }
  });

  it('never inside our app (its webview), even on a phone', () => {
    setup({ app: { inApp: true, platform: 'ios', build: 202503100001 } });
    expect(banner()).toBeNull();
  });
});

describe('shell §4 "Closing hides it"', () => {
  it('closes, is remembered for the browser session, and sends the close event', () => {
    const page = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Close the app banner' }));
    expect(banner()).toBeNull();
    expect(page.flags.keys.has(BANNER_CLOSED_KEY)).toBe(true);
    expect(page.tracked).toContain(ANALYTICS_EVENTS.downloadBannerClose);
  });
});

describe('shell §4 "Events: view (1 s after display)"; shell §9 "view event 1 s after display"', () => {
  it('sends the view event after 1 s, not before, once', () => {
    const page = setup();
    act(() => page.clock.advance(999));
    expect(page.tracked).not.toContain(ANALYTICS_EVENTS.downloadBannerView);
    act(() => page.clock.advance(1));
    expect(page.tracked.filter((e) => e === ANALYTICS_EVENTS.downloadBannerView)).toHaveLength(1);
  });

  it('no view event for a banner closed within the second', () => {
    const page = setup();
    act(() => page.clock.advance(500));
    fireEvent.click(screen.getByRole('button', { name: 'Close the app banner' }));
    act(() => page.clock.advance(1000));
    expect(page.tracked).not.toContain(ANALYTICS_EVENTS.downloadBannerView);
  });

  it('no view event for a banner never shown', () => {
    const page = setup({ screen: { width: 1280, platform: 'android' } });
    act(() => page.clock.advance(5000));
    expect(page.tracked).toEqual([]);
  });
});

describe('shell §4 "Tapping opens the app link and navigates to the store link"', () => {
  it('iOS: opens this page in the app by our scheme, then the App Store; the open event is sent', () => {
    const page = setup({ path: '/simple-earn?coin=BTC' });
    fireEvent.click(openButton());
    expect(page.opened).toEqual([`meridian://open?url=${encodeURIComponent('/simple-earn?coin=BTC')}`]);
    expect(page.navigated).toEqual([appStoreUrl('appStore', 'main')]);
    expect(page.tracked).toContain(ANALYTICS_EVENTS.downloadBannerOpen);
  });

  it('Android: the store link is the overseas APK of the page download links config (shell §3)', async () => {
    const page = setup({ screen: { width: 412, platform: 'android' } });
    await waitFor(() => expect(banner()?.dataset.links).toBe('loaded'));
    expect(page.api.asked).toContain('/js/tool/page_download_links.json');
    fireEvent.click(openButton());
    await waitFor(() => expect(page.navigated).toEqual([APK]));
  });

  it('shell §9 "tap debounce 200 ms": a second tap within 200 ms does nothing; one 200 ms after the last counts', () => {
    const page = setup();
    fireEvent.click(openButton());
    act(() => page.clock.advance(150));
    fireEvent.click(openButton());
    // 199 ms after the second tap (350 after the first): still within the quiet time of the last tap.
    act(() => page.clock.advance(199));
    fireEvent.click(openButton());
    expect(page.opened).toHaveLength(1);
    act(() => page.clock.advance(200));
    fireEvent.click(openButton());
    expect(page.opened).toHaveLength(2);
    expect(page.navigated).toHaveLength(2);
    expect(page.tracked.filter((e) => e === ANALYTICS_EVENTS.downloadBannerOpen)).toHaveLength(2);
  });
});

describe('the banner environment', () => {
  it('reads is_uk_limit from the root data; anything else is not limited', () => {
    expect(ukLimitedOf({ compliance: { limit: { is_uk_limit: true } } })).toBe(true);
    expect(ukLimitedOf({ compliance: { limit: { is_uk_limit: false } } })).toBe(false);
    expect(ukLimitedOf({ compliance: { limit: {} } })).toBe(false);
    expect(ukLimitedOf(undefined)).toBe(false);
    expect(ukLimitedOf({ compliance: null })).toBe(false);
  });

  it('the platform of a phone browser: iPhone and an iPad with touch are iOS, the rest Android', () => {
    expect(browserPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(browserPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(browserPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('android');
    expect(browserPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile')).toBe('android');
  });
});
