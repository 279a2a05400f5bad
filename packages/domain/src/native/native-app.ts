/**
 * The native app webview (shell §1 "Some use the native Android and iOS apps, which the web pages
 * talk to through native bridges"): how a page knows it runs inside the app, on which platform and
 * build, and the spec's build gates. Pure rules; the web reads the user agent and calls the bridges.
 */

export type NativePlatform = 'android' | 'ios';

/** Where the page runs: a browser, or the app's webview with its platform and build number. */
export type NativeApp = { inApp: false } | { inApp: true; platform: NativePlatform; build: number };

/** A page outside the app (a browser, the server without a user agent, a malformed token). */
export const NOT_IN_APP: NativeApp = Object.freeze({ inApp: false });

/**
 * The product name our apps append to their webview's user agent: `MeridianApp/<platform>/<build>`,
 * e.g. `... Mobile Safari/537.36 MeridianApp/android/653000` or `... Mobile/15E148 MeridianApp/ios/202503100001`.
 * The platform is `android` or `ios` (lower case); the build is the app's integer build number.
 */
export const NATIVE_APP_UA_PRODUCT = 'MeridianApp';

/** Builds carry at most 15 digits, so every one is a safe integer (iOS builds are 12 today). */
const TOKEN = /^MeridianApp\/(android|ios)\/(0|[1-9]\d{0,14})$/;

/** The user-agent token an app of this platform and build sends (for tests and the e2e fake app). */
export function nativeAppUserAgentToken(platform: NativePlatform, build: number): string {
  return `${NATIVE_APP_UA_PRODUCT}/${platform}/${String(build)}`;
}

/**
 * The app that sent this user agent, or NOT_IN_APP. The token is one whitespace-separated product
 * of the user agent, matched exactly (case-sensitive, decimal build without leading zeros or sign).
 * A malformed token (`MeridianApp/web/1`, `MeridianApp/ios/12a`, `MeridianApp/android`) or more than
 * one `MeridianApp/` product counts as not in the app: every caller then takes the web path, which
 * works in any webview, instead of calling a bridge that may not be there.
 */
export function parseNativeApp(userAgent: string | null | undefined): NativeApp {
  if (!userAgent) return NOT_IN_APP;
  const products = userAgent.split(/\s+/).filter((part) => part.startsWith(`${NATIVE_APP_UA_PRODUCT}/`));
  if (products.length !== 1) return NOT_IN_APP;
  const match = TOKEN.exec(products[0] ?? '');
  const platform = match?.[1];
  const build = Number(match?.[2]);
  if ((platform !== 'android' && platform !== 'ios') || !Number.isSafeInteger(build)) return NOT_IN_APP;
  return { inApp: true, platform, build };
}

/** The lowest build of each platform that has a feature. */
export interface BuildGate {
  readonly android: number;
  readonly ios: number;
}

/** Whether the page runs inside the app at or above the gate's build for its platform; never outside the app. */
export function meetsBuild(app: NativeApp, gate: BuildGate): boolean {
  return app.inApp && app.build >= gate[app.platform];
}

/**
 * shell §5 "Native share gate: Android build 653000 or later, or iOS build 202503100001 or later,
 * is needed for the new share-image feature, and only inside the app. Otherwise the older share is used."
 */
export const SHARE_IMAGE_V3_MIN_BUILD: BuildGate = Object.freeze({ android: 653000, ios: 202503100001 });

/** shell §5 "Native feature gates: alpha needs android 658020 / ios 202504080001 ... otherwise a fallback callback is used." */
export const ALPHA_MIN_BUILD: BuildGate = Object.freeze({ android: 658020, ios: 202504080001 });

/** shell §5 "Native feature gates: ... pilot needs android 636000 / ios 202410300001; otherwise a fallback callback is used." */
export const PILOT_MIN_BUILD: BuildGate = Object.freeze({ android: 636000, ios: 202410300001 });

/** widgets §4 "An iOS build below 202306151200 uses an older native route for opening KYC." */
export const LEGACY_KYC_ROUTE_IOS_BELOW_BUILD = 202306151200;

/** shell §5: the app shares images with shareImageV3 (otherwise the older share). */
export function canShareImageV3(app: NativeApp): boolean {
  return meetsBuild(app, SHARE_IMAGE_V3_MIN_BUILD);
}

/** shell §5: the app has the native alpha feature (otherwise the caller's fallback). */
export function supportsAlpha(app: NativeApp): boolean {
  return meetsBuild(app, ALPHA_MIN_BUILD);
}

/** shell §5: the app has the native pilot feature (otherwise the caller's fallback). */
export function supportsPilot(app: NativeApp): boolean {
  return meetsBuild(app, PILOT_MIN_BUILD);
}

/** widgets §4: an iOS app below build 202306151200 opens KYC by the older native route; Android and the web never. */
export function usesLegacyKycRoute(app: NativeApp): boolean {
  return app.inApp && app.platform === 'ios' && app.build < LEGACY_KYC_ROUTE_IOS_BELOW_BUILD;
}
