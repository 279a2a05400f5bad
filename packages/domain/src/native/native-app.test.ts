import { describe, expect, it } from 'vitest';
import {
  ALPHA_MIN_BUILD,
  canShareImageV3,
  LEGACY_KYC_ROUTE_IOS_BELOW_BUILD,
  meetsBuild,
  type NativeApp,
  nativeAppUserAgentToken,
  NOT_IN_APP,
  parseNativeApp,
  PILOT_MIN_BUILD,
  SHARE_IMAGE_V3_MIN_BUILD,
  supportsAlpha,
  supportsPilot,
  usesLegacyKycRoute,
} from './native-app';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IOS_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

const android = (build: number): NativeApp => ({ inApp: true, platform: 'android', build });
const ios = (build: number): NativeApp => ({ inApp: true, platform: 'ios', build });

describe('parseNativeApp', () => {
  it('reads the platform and build of the MeridianApp/<platform>/<build> token', () => {
    expect(parseNativeApp(`${ANDROID_UA} MeridianApp/android/653000`)).toEqual(android(653000));
    expect(parseNativeApp(`${IOS_UA} MeridianApp/ios/202503100001`)).toEqual(ios(202503100001));
    // Anywhere among the products, not only last.
    expect(parseNativeApp(`MeridianApp/ios/1 ${IOS_UA}`)).toEqual(ios(1));
  });

  it('a browser, or no user agent at all (a server call), is not in the app', () => {
    expect(parseNativeApp(ANDROID_UA)).toEqual(NOT_IN_APP);
    expect(parseNativeApp('')).toEqual({ inApp: false });
    expect(parseNativeApp(null)).toEqual({ inApp: false });
    expect(parseNativeApp(undefined)).toEqual({ inApp: false });
  });

  it.each([
    'MeridianApp/web/653000',
    'MeridianApp/Android/653000',
    'MeridianApp/android',
    'MeridianApp/android/',
    'MeridianApp/ios/12a',
    'MeridianApp/ios/-5',
    'MeridianApp/ios/1.5',
    'MeridianApp/ios/0653000',
    'MeridianApp/ios/1234567890123456',
    'MeridianApp/android/653000/extra',
    'meridianapp/android/653000',
    'XMeridianApp/android/653000',
  ])('a malformed token (%s) is not in the app', (token) => {
    expect(parseNativeApp(`${ANDROID_UA} ${token}`)).toEqual(NOT_IN_APP);
  });

  it('two MeridianApp tokens are ambiguous: not in the app', () => {
    expect(parseNativeApp(`${ANDROID_UA} MeridianApp/android/653000 MeridianApp/ios/202503100001`)).toEqual(NOT_IN_APP);
  });

  it('nativeAppUserAgentToken writes the token parseNativeApp reads', () => {
    expect(nativeAppUserAgentToken('android', 653000)).toBe('MeridianApp/android/653000');
    expect(parseNativeApp(`${IOS_UA} ${nativeAppUserAgentToken('ios', 202504080001)}`)).toEqual(ios(202504080001));
  });
});

describe('meetsBuild', () => {
  const gate = { android: 100, ios: 2000 };

  it('compares the build with the gate of its own platform', () => {
    expect(meetsBuild(android(100), gate)).toBe(true);
    expect(meetsBuild(android(99), gate)).toBe(false);
    expect(meetsBuild(ios(2000), gate)).toBe(true);
    expect(meetsBuild(ios(1999), gate)).toBe(false);
    // An Android build number above the iOS gate does not borrow it.
    expect(meetsBuild(ios(150), gate)).toBe(false);
  });

  it('is never met outside the app', () => {
    expect(meetsBuild(NOT_IN_APP, { android: 0, ios: 0 })).toBe(false);
  });
});

describe('canShareImageV3', () => {
  it('shell §5 "Android build 653000 or later ... is needed for the new share-image feature": 653000 yes, 652999 no', () => {
    expect(SHARE_IMAGE_V3_MIN_BUILD.android).toBe(653000);
    expect(canShareImageV3(android(653000))).toBe(true);
    expect(canShareImageV3(android(653001))).toBe(true);
    expect(canShareImageV3(android(652999))).toBe(false);
  });

  it('shell §5 "or iOS build 202503100001 or later": 202503100001 yes, 202503100000 no', () => {
    expect(SHARE_IMAGE_V3_MIN_BUILD.ios).toBe(202503100001);
    expect(canShareImageV3(ios(202503100001))).toBe(true);
    expect(canShareImageV3(ios(202503100000))).toBe(false);
  });

  it('shell §5 "and only inside the app. Otherwise the older share is used"', () => {
    expect(canShareImageV3(NOT_IN_APP)).toBe(false);
    expect(canShareImageV3(parseNativeApp(`${ANDROID_UA} MeridianApp/android/9999999`))).toBe(true);
    expect(canShareImageV3(parseNativeApp(`${ANDROID_UA} MeridianApp/android/9999999x`))).toBe(false);
  });
});

describe('supportsAlpha', () => {
  it('shell §5 "alpha needs android 658020": 658020 yes, 658019 no', () => {
    expect(ALPHA_MIN_BUILD.android).toBe(658020);
    expect(supportsAlpha(android(658020))).toBe(true);
    expect(supportsAlpha(android(658019))).toBe(false);
  });

  it('shell §5 "alpha needs ... ios 202504080001": 202504080001 yes, 202504080000 no', () => {
    expect(ALPHA_MIN_BUILD.ios).toBe(202504080001);
    expect(supportsAlpha(ios(202504080001))).toBe(true);
    expect(supportsAlpha(ios(202504080000))).toBe(false);
  });

  it('shell §5 "otherwise a fallback callback is used": never outside the app', () => {
    expect(supportsAlpha(NOT_IN_APP)).toBe(false);
  });
});

describe('supportsPilot', () => {
  it('shell §5 "pilot needs android 636000": 636000 yes, 635999 no', () => {
    expect(PILOT_MIN_BUILD.android).toBe(636000);
    expect(supportsPilot(android(636000))).toBe(true);
    expect(supportsPilot(android(635999))).toBe(false);
  });

  it('shell §5 "pilot needs ... ios 202410300001": 202410300001 yes, 202410300000 no', () => {
    expect(PILOT_MIN_BUILD.ios).toBe(202410300001);
    expect(supportsPilot(ios(202410300001))).toBe(true);
    expect(supportsPilot(ios(202410300000))).toBe(false);
  });

  it('shell §5 "otherwise a fallback callback is used": never outside the app', () => {
    expect(supportsPilot(NOT_IN_APP)).toBe(false);
  });
});

describe('usesLegacyKycRoute', () => {
  it('widgets §4 "An iOS build below 202306151200 uses an older native route for opening KYC": 202306151199 yes, 202306151200 no', () => {
    expect(LEGACY_KYC_ROUTE_IOS_BELOW_BUILD).toBe(202306151200);
    expect(usesLegacyKycRoute(ios(202306151199))).toBe(true);
    expect(usesLegacyKycRoute(ios(202306151200))).toBe(false);
    expect(usesLegacyKycRoute(ios(202306151201))).toBe(false);
  });

  it('widgets §4: only iOS builds; Android and the web use the current route', () => {
    expect(usesLegacyKycRoute(android(1))).toBe(false);
    expect(usesLegacyKycRoute(NOT_IN_APP)).toBe(false);
  });
});
