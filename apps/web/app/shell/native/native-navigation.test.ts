// @vitest-environment happy-dom
import { type NativeApp, NOT_IN_APP } from '@meridian/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNativeMessages, installFakeNativeBridge, removeFakeNativeBridge } from './fake-native-bridge';
import { closeWebview, openKyc, openPage } from './native-navigation';

const android = (build: number): NativeApp => ({ inApp: true, platform: 'android', build });
const ios = (build: number): NativeApp => ({ inApp: true, platform: 'ios', build });

/** A page at https://www.meridian.test/en/markets whose document navigation is recorded. */
function page() {
  return {
    location: { href: 'https://www.meridian.test/en/markets', origin: 'https://www.meridian.test', assign: vi.fn() },
    logger: { warn: vi.fn() },
  };
}

afterEach(removeFakeNativeBridge);

describe('openPage', () => {
  it('in the app: the app opens the full address (openUrl), the router is not used', () => {
    installFakeNativeBridge('android');
    const navigate = vi.fn();
    const deps = page();
    expect(openPage(android(600000), '/trade/BTC_USDT?tab=isolated_margin', navigate, deps)).toBe('native');
    expect(fakeNativeMessages()).toEqual([
      { method: 'openUrl', params: { url: 'https://www.meridian.test/trade/BTC_USDT?tab=isolated_margin' } },
    ]);
    expect(navigate).not.toHaveBeenCalled();
    expect(deps.location.assign).not.toHaveBeenCalled();
  });

  it('in the app, another origin is handed to the app as it is', () => {
    installFakeNativeBridge('ios');
    expect(openPage(ios(202503100001), 'https://help.meridian.test/a?b=1#c', vi.fn(), page())).toBe('native');
    expect(fakeNativeMessages()).toEqual([
      { method: 'openUrl', params: { url: 'https://help.meridian.test/a?b=1#c' } },
    ]);
  });

  it('in the app with a failing bridge: logged, then the web way', () => {
    Reflect.set(window, 'MeridianAndroid', {
      postMessage: () => {
        throw new Error('bridge down');
      },
    });
    const navigate = vi.fn();
    const deps = page();
    expect(openPage(android(600000), '/vip', navigate, deps)).toBe('router');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/vip');
    expect(deps.logger.warn).toHaveBeenCalledOnce();
  });

  it('on the web: a path goes through the router, no reload', () => {
    const navigate = vi.fn();
    const deps = page();
    expect(openPage(NOT_IN_APP, '/copytrading?mode=futures#top', navigate, deps)).toBe('router');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/copytrading?mode=futures#top');
    expect(deps.location.assign).not.toHaveBeenCalled();
  });

  it('on the web: a full address on this origin goes through the router as a path', () => {
    const navigate = vi.fn();
    expect(openPage(NOT_IN_APP, 'https://www.meridian.test/alpha/ABC', navigate, page())).toBe('router');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/alpha/ABC');
  });

  it('on the web: another origin is loaded by the document (location.assign)', () => {
    const navigate = vi.fn();
    const deps = page();
    expect(openPage(NOT_IN_APP, 'https://help.meridian.test/kyc', navigate, deps)).toBe('document');
    expect(deps.location.assign).toHaveBeenCalledExactlyOnceWith('https://help.meridian.test/kyc');
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'mailto:a@b.c', 'http://['])(
    'refuses what is not an http(s) address (%s): logged, nothing opened',
    (url) => {
      installFakeNativeBridge('android');
      const navigate = vi.fn();
      const deps = page();
      expect(openPage(android(653000), url, navigate, deps)).toBe('refused');
      expect(openPage(NOT_IN_APP, url, navigate, deps)).toBe('refused');
      expect(fakeNativeMessages()).toEqual([]);
      expect(navigate).not.toHaveBeenCalled();
      expect(deps.location.assign).not.toHaveBeenCalled();
      expect(deps.logger.warn).toHaveBeenCalledTimes(2);
    },
  );

  it("uses the page's own location when none is passed", () => {
    const navigate = vi.fn();
    expect(openPage(NOT_IN_APP, `${window.location.origin}/pilot`, navigate)).toBe('router');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/pilot');
  });
});

describe('openKyc', () => {
  it('widgets §4: an Android app opens its current KYC route (kyc_v2)', () => {
    installFakeNativeBridge('android');
    const navigate = vi.fn();
    expect(openKyc(android(1), navigate)).toBe('native');
    expect(fakeNativeMessages()).toEqual([{ method: 'openKyc', params: { route: 'kyc_v2' } }]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('widgets §4 "An iOS build below 202306151200 uses an older native route for opening KYC": 202306151199 opens kyc', () => {
    installFakeNativeBridge('ios');
    expect(openKyc(ios(202306151199), vi.fn())).toBe('native');
    expect(fakeNativeMessages()).toEqual([{ method: 'openKyc', params: { route: 'kyc' } }]);
  });

  it('widgets §4: iOS 202306151200 and later open kyc_v2', () => {
    installFakeNativeBridge('ios');
    expect(openKyc(ios(202306151200), vi.fn())).toBe('native');
    expect(fakeNativeMessages()).toEqual([{ method: 'openKyc', params: { route: 'kyc_v2' } }]);
  });

  it('widgets §8 "Native bridge error when opening KYC | logged only": logged, no web navigation either', () => {
    const failure = new Error('bridge down');
    Reflect.set(window, 'MeridianAndroid', {
      postMessage: () => {
        throw failure;
      },
    });
    const navigate = vi.fn();
    const logger = { warn: vi.fn() };
    expect(openKyc(android(653000), navigate, { logger })).toBe('failed');
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('openKyc'), failure);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on the web: the KYC home page (/myaccount/kyc_home) through the router', () => {
    installFakeNativeBridge('android');
    const navigate = vi.fn();
    expect(openKyc(NOT_IN_APP, navigate)).toBe('router');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/myaccount/kyc_home');
    expect(fakeNativeMessages()).toEqual([]);
  });
});

describe('closeWebview', () => {
  it('asks the app to close (method close, no parameters)', () => {
    installFakeNativeBridge('ios');
    expect(closeWebview(ios(202503100001))).toBe(true);
    expect(fakeNativeMessages()).toEqual([{ method: 'close', params: {} }]);
  });

  it('outside the app: false, nothing posted', () => {
    installFakeNativeBridge('android');
    expect(closeWebview(NOT_IN_APP)).toBe(false);
    expect(fakeNativeMessages()).toEqual([]);
  });
});
