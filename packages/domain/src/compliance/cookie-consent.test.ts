import { describe, expect, it } from 'vitest';
import { analyticsAllowed, consentRequired, parseCookieConsent } from './cookie-consent';

describe('cookie consent (shell §8 "cookie policy with accept necessary / accept all")', () => {
  it('is required on the EU and UK sites, and for EU or UK visitors elsewhere', () => {
    expect(consentRequired('eu', {})).toBe(true);
    expect(consentRequired('uk', {})).toBe(true);
    expect(consentRequired('main', { is_eu_toast: true })).toBe(true);
    expect(consentRequired('main', { is_uk_limit: true })).toBe(true);
    expect(consentRequired('main', { is_uk_ip: true })).toBe(true);
    expect(consentRequired('main', {})).toBe(false);
    expect(consentRequired('turkey', { is_us_toast: true })).toBe(false);
  });

  it('analytics wait for "accept all" where required, and stop on "necessary" anywhere', () => {
    expect(analyticsAllowed(true, undefined)).toBe(false);
    expect(analyticsAllowed(true, 'necessary')).toBe(false);
    expect(analyticsAllowed(true, 'all')).toBe(true);
    expect(analyticsAllowed(false, undefined)).toBe(true);
    expect(analyticsAllowed(false, 'necessary')).toBe(false);
  });

  it('reads only the two choices from the cookie', () => {
    expect(parseCookieConsent('all')).toBe('all');
    expect(parseCookieConsent('necessary')).toBe('necessary');
    for (const value of [undefined, null, '', 'ALL', 'yes']) expect(parseCookieConsent(value)).toBeUndefined();
  });
});
