import type { NativeApp } from '@meridian/domain';

/**
 * How a page talks to the app (shell §1 "the web pages talk to through native bridges"). The
 * bridges are ours and one-way: the page posts a message and the app acts on it.
 * - Android: the app injects `window.MeridianAndroid` (addJavascriptInterface) with
 *   `postMessage(json: string)`, the message as JSON text.
 * - iOS: the app registers the `meridian` script message handler (WKWebView), so the page calls
 *   `window.webkit.messageHandlers.meridian.postMessage(message)` with the message object.
 */

/** One call to the app: a method name and its parameters. */
export interface NativeMessage {
  method: string;
  params: Record<string, unknown>;
}

/** The property of `window` the Android app injects its bridge under. */
export const ANDROID_BRIDGE_NAME = 'MeridianAndroid';
/** The WKWebView script message handler the iOS app registers (window.webkit.messageHandlers.meridian). */
export const IOS_MESSAGE_HANDLER_NAME = 'meridian';

/** The methods the pages call (shell §7 "Native bridge calls: shareImageV3, and native share for Android and iOS"). */
export const NATIVE_METHODS = {
  shareImageV3: 'shareImageV3',
  share: 'share',
  openUrl: 'openUrl',
  openKyc: 'openKyc',
  close: 'close',
} as const;

/** Where "logged only" goes: console by default, a spy in tests. */
export interface NativeLogger {
  warn(message: string, ...details: unknown[]): void;
}

export interface NativeBridgeDeps {
  /** The object the app injects its bridges into: the page's window unless a test passes another. */
  host?: object;
  logger?: NativeLogger;
}

interface Poster {
  postMessage(message: unknown): unknown;
}

function hasPostMessage(value: unknown): value is Poster {
  return (
    typeof value === 'object' && value !== null && 'postMessage' in value && typeof value.postMessage === 'function'
  );
}

/** A property of something from outside (the app's injected objects), read without trusting its shape. */
function property(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/** Posts the message through this platform's bridge; false when the bridge is not there. May throw (the bridge's own errors). */
function post(host: object | undefined, platform: 'android' | 'ios', message: NativeMessage): boolean {
  if (platform === 'android') {
    const bridge = property(host, ANDROID_BRIDGE_NAME);
    if (!hasPostMessage(bridge)) return false;
    bridge.postMessage(JSON.stringify(message));
    return true;
  }
  const handler = property(property(property(host, 'webkit'), 'messageHandlers'), IOS_MESSAGE_HANDLER_NAME);
  if (!hasPostMessage(handler)) return false;
  handler.postMessage(message);
  return true;
}

function defaultHost(): object | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/**
 * Calls `method` in the app: true when the page is in the app, its bridge exists and took the
 * message; false otherwise. Never throws: a missing bridge or a bridge error is logged and reported
 * as false, so the caller takes its fallback (widgets §8 "Native bridge error when opening KYC |
 * logged only"). Outside the app nothing is called and nothing is logged.
 */
export function callNative(
  app: NativeApp,
  method: string,
  params: Record<string, unknown>,
  deps: NativeBridgeDeps = {},
): boolean {
  if (!app.inApp) return false;
  const logger = deps.logger ?? console;
  try {
    if (post(deps.host ?? defaultHost(), app.platform, { method, params })) return true;
    logger.warn(`native bridge missing: ${app.platform} app ${String(app.build)} cannot take ${method}`);
  } catch (error: unknown) {
    logger.warn(`native bridge error: ${method} on ${app.platform} app ${String(app.build)}`, error);
  }
  return false;
}
