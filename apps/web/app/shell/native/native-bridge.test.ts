// @vitest-environment happy-dom
import { type NativeApp, NOT_IN_APP } from '@meridian/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNativeMessages, installFakeNativeBridge, removeFakeNativeBridge } from './fake-native-bridge';
import { callNative } from './native-bridge';

const ANDROID: NativeApp = { inApp: true, platform: 'android', build: 653000 };
const IOS: NativeApp = { inApp: true, platform: 'ios', build: 202503100001 };

afterEach(removeFakeNativeBridge);

describe('callNative', () => {
  it('Android: posts the message as JSON text to window.MeridianAndroid.postMessage', () => {
    const postMessage = vi.fn();
    Reflect.set(window, 'MeridianAndroid', { postMessage });
    expect(callNative(ANDROID, 'openUrl', { url: 'https://example.com/' })).toBe(true);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith('{"method":"openUrl","params":{"url":"https://example.com/"}}');
  });

  it('iOS: posts the message object to window.webkit.messageHandlers.meridian.postMessage', () => {
    const postMessage = vi.fn();
    Reflect.set(window, 'webkit', { messageHandlers: { meridian: { postMessage } } });
    expect(callNative(IOS, 'close', {})).toBe(true);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ method: 'close', params: {} });
  });

  it('calls the bridge as a method of its object (WebKit refuses a detached postMessage)', () => {
    const handler = {
      postMessage(this: unknown) {
        if (this !== handler) throw new TypeError('Illegal invocation');
      },
    };
    Reflect.set(window, 'webkit', { messageHandlers: { meridian: handler } });
    expect(callNative(IOS, 'close', {}, { logger: { warn: vi.fn() } })).toBe(true);
  });

  it('outside the app: false, no bridge touched, nothing logged', () => {
    installFakeNativeBridge('android');
    const logger = { warn: vi.fn() };
    expect(callNative(NOT_IN_APP, 'close', {}, { logger })).toBe(false);
    expect(fakeNativeMessages()).toEqual([]);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("uses only its own platform's bridge: an Android app with only the iOS handler gets false, logged", () => {
    installFakeNativeBridge('ios');
    const logger = { warn: vi.fn() };
    expect(callNative(ANDROID, 'close', {}, { logger })).toBe(false);
    expect(fakeNativeMessages()).toEqual([]);
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it.each([
    ['no bridge', undefined],
    ['a bridge without postMessage', {}],
    ['a postMessage that is not a function', { postMessage: 'yes' }],
  ])('in the app with %s: false, logged', (_label, bridge) => {
    if (bridge !== undefined) Reflect.set(window, 'MeridianAndroid', bridge);
    const logger = { warn: vi.fn() };
    expect(callNative(ANDROID, 'close', {}, { logger })).toBe(false);
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(String(logger.warn.mock.calls[0]?.[0])).toContain('native bridge missing');
  });

  it('widgets §8 "Native bridge error ... logged only": a throwing bridge is logged and reported as false, never thrown', () => {
    const failure = new Error('bridge down');
    Reflect.set(window, 'MeridianAndroid', {
      postMessage: () => {
        throw failure;
      },
    });
    const logger = { warn: vi.fn() };
    expect(() => callNative(ANDROID, 'openKyc', { route: 'kyc_v2' }, { logger })).not.toThrow();
    expect(callNative(ANDROID, 'openKyc', { route: 'kyc_v2' }, { logger })).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('native bridge error: openKyc'), failure);
  });

  it('parameters JSON cannot carry (a cycle) are a bridge error too: logged, false', () => {
    installFakeNativeBridge('android');
    const params: Record<string, unknown> = {};
    params.self = params;
    const logger = { warn: vi.fn() };
    expect(callNative(ANDROID, 'share', params, { logger })).toBe(false);
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('logs to console.warn unless a logger is given', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(callNative(IOS, 'close', {})).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('takes another host than window (the app object a test hands in)', () => {
    const postMessage = vi.fn();
    expect(callNative(ANDROID, 'close', {}, { host: { MeridianAndroid: { postMessage } } })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('{"method":"close","params":{}}');
  });
});
