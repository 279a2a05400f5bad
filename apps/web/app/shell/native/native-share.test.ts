// @vitest-environment happy-dom
import { type NativeApp, NOT_IN_APP } from '@meridian/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNativeMessages, installFakeNativeBridge, removeFakeNativeBridge } from './fake-native-bridge';
import { shareImage, type ShareImageInput } from './native-share';

const android = (build: number): NativeApp => ({ inApp: true, platform: 'android', build });
const ios = (build: number): NativeApp => ({ inApp: true, platform: 'ios', build });

const CARD: ShareImageInput = {
  imageDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  url: 'https://www.meridian.test/futures/USDT/BTCUSDT',
  title: 'My BTC position',
  text: '+12.5% on BTCUSDT',
};

/** No Web Share API, and a logger to read: the plain case inside the app. */
const quiet = () => ({ navigator: {}, logger: { warn: vi.fn() } });

afterEach(removeFakeNativeBridge);

describe('shareImage', () => {
  it('shell §5 "Android build 653000 or later ... is needed for the new share-image feature": shareImageV3 at 653000', async () => {
    installFakeNativeBridge('android');
    expect(await shareImage(android(653000), CARD, quiet())).toBe('shared-v3');
    expect(fakeNativeMessages()).toEqual([
      {
        method: 'shareImageV3',
        params: {
          imageDataUrl: CARD.imageDataUrl,
          url: CARD.url,
          title: CARD.title,
          text: CARD.text,
        },
      },
    ]);
  });

  it('shell §5 "or iOS build 202503100001 or later": shareImageV3 at 202503100001, with the image address', async () => {
    installFakeNativeBridge('ios');
    const card = { imageUrl: 'https://static.meridian.test/share/123.png', url: CARD.url, title: 'T', text: 'X' };
    expect(await shareImage(ios(202503100001), card, quiet())).toBe('shared-v3');
    expect(fakeNativeMessages()).toEqual([{ method: 'shareImageV3', params: card }]);
  });

  it('shell §5 "Otherwise the older share is used": Android 652999 posts share with {title, content, url}', async () => {
    installFakeNativeBridge('android');
    expect(await shareImage(android(652999), CARD, quiet())).toBe('shared-native');
    expect(fakeNativeMessages()).toEqual([
      { method: 'share', params: { title: CARD.title, content: CARD.text, url: CARD.url } },
    ]);
  });

  it('shell §5 "Otherwise the older share is used": iOS 202503100000 posts share with {title, text, url}', async () => {
    installFakeNativeBridge('ios');
    expect(await shareImage(ios(202503100000), CARD, quiet())).toBe('shared-native');
    expect(fakeNativeMessages()).toEqual([
      { method: 'share', params: { title: CARD.title, text: CARD.text, url: CARD.url } },
    ]);
  });

  it('an app above the gate with no image to share uses the older share (shareImageV3 shares an image)', async () => {
    installFakeNativeBridge('android');
    const linkOnly = { url: CARD.url, title: CARD.title, text: CARD.text };
    expect(await shareImage(android(700000), linkOnly, quiet())).toBe('shared-native');
    expect(fakeNativeMessages()).toEqual([
      { method: 'share', params: { title: CARD.title, content: CARD.text, url: CARD.url } },
    ]);
  });

  it('shell §5 "only inside the app": outside it the Web Share API is used, no bridge touched', async () => {
    installFakeNativeBridge('android');
    const share = vi.fn(() => Promise.resolve());
    expect(await shareImage(NOT_IN_APP, CARD, { navigator: { share } })).toBe('shared-web');
    expect(share).toHaveBeenCalledExactlyOnceWith({ title: CARD.title, text: CARD.text, url: CARD.url });
    expect(fakeNativeMessages()).toEqual([]);
  });

  it("uses the page's navigator.share when no navigator is passed", async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      expect(await shareImage(NOT_IN_APP, CARD)).toBe('shared-web');
      expect(share).toHaveBeenCalledOnce();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it("'fallback' outside the app without the Web Share API: the caller shows its own dialog", async () => {
    expect(await shareImage(NOT_IN_APP, CARD, { navigator: {} })).toBe('fallback');
  });

  it("'fallback' when the browser says it cannot share this data (navigator.canShare)", async () => {
    const share = vi.fn(() => Promise.resolve());
    expect(await shareImage(NOT_IN_APP, CARD, { navigator: { share, canShare: () => false } })).toBe('fallback');
    expect(share).not.toHaveBeenCalled();
  });

  it("the user closing the browser's sheet (AbortError) counts as shared-web: no second dialog", async () => {
    const share = () => Promise.reject(new DOMException('Share canceled', 'AbortError'));
    const logger = { warn: vi.fn() };
    expect(await shareImage(NOT_IN_APP, CARD, { navigator: { share }, logger })).toBe('shared-web');
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("a refused Web Share (NotAllowedError) is logged and gives 'fallback'", async () => {
    const share = () => Promise.reject(new DOMException('No user activation', 'NotAllowedError'));
    const logger = { warn: vi.fn() };
    expect(await shareImage(NOT_IN_APP, CARD, { navigator: { share }, logger })).toBe('fallback');
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('native bridge error, logged only: a throwing shareImageV3 falls back to the older share', async () => {
    const posted: unknown[] = [];
    Reflect.set(window, 'MeridianAndroid', {
      postMessage: (json: string) => {
        const message: unknown = JSON.parse(json);
        if (json.includes('"shareImageV3"')) throw new Error('shareImageV3 unavailable');
        posted.push(message);
      },
    });
    const deps = quiet();
    expect(await shareImage(android(653000), CARD, deps)).toBe('shared-native');
    expect(posted).toEqual([{ method: 'share', params: { title: CARD.title, content: CARD.text, url: CARD.url } }]);
    expect(deps.logger.warn).toHaveBeenCalledOnce();
  });

  it('native bridge error, logged only: when every bridge call throws, the Web Share API, then fallback', async () => {
    Reflect.set(window, 'webkit', {
      messageHandlers: {
        meridian: {
          postMessage: () => {
            throw new Error('handler gone');
          },
        },
      },
    });
    const logger = { warn: vi.fn() };
    const share = vi.fn(() => Promise.resolve());
    expect(await shareImage(ios(202503100001), CARD, { navigator: { share }, logger })).toBe('shared-web');
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(share).toHaveBeenCalledOnce();
    expect(await shareImage(ios(202503100001), CARD, { navigator: {}, logger })).toBe('fallback');
  });

  it('in the app without any bridge (an app that does not inject it): logged, then the web ways', async () => {
    const logger = { warn: vi.fn() };
    expect(await shareImage(android(600000), CARD, { navigator: {}, logger })).toBe('fallback');
    expect(logger.warn).toHaveBeenCalledOnce();
  });
});
