import { describe, expect, it } from 'vitest';
import { decodeUriText, isPhoneLikeDevice } from './device-helpers';

describe('decodeUriText (shell §8)', () => {
  it('"URI decode failure logs a warning and returns the raw text"', () => {
    const warnings: string[] = [];
    const warn = (_message: string, text: string) => void warnings.push(text);
    expect(decodeUriText('a%20b', warn)).toBe('a b');
    expect(decodeUriText('100%', warn)).toBe('100%');
    expect(decodeUriText('%E0%A4%A', warn)).toBe('%E0%A4%A');
    expect(warnings).toEqual(['100%', '%E0%A4%A']);
  });
});

describe('isPhoneLikeDevice (issue 14 item 6)', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
  const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
  const TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';
  const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

  it('the is_phone cookie decides when it is set', () => {
    expect(isPhoneLikeDevice({ isPhoneCookie: '1', userAgent: DESKTOP, width: 1440 })).toBe(true);
    expect(isPhoneLikeDevice({ isPhoneCookie: '0', userAgent: IPHONE, width: 390 })).toBe(false);
  });

  it("else a phone's user agent, else a window at most 768 px wide in portrait", () => {
    expect(isPhoneLikeDevice({ userAgent: IPHONE })).toBe(true);
    expect(isPhoneLikeDevice({ userAgent: ANDROID })).toBe(true);
    expect(isPhoneLikeDevice({ userAgent: TABLET, width: 1024 })).toBe(false);
    expect(isPhoneLikeDevice({ userAgent: DESKTOP, width: 768 })).toBe(true);
    expect(isPhoneLikeDevice({ userAgent: DESKTOP, width: 769 })).toBe(false);
    expect(isPhoneLikeDevice({ userAgent: DESKTOP, width: 700, portrait: false })).toBe(false);
  });
});
