import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS, analyticsConsent, isAnalyticsEventName } from './analytics-events';

describe('analytics events', () => {
  it('widgets §7 "Analytics events: kyc_upgrade_kyc2_verify_now, common_kyc_event, myaccount_security_click"', () => {
    for (const name of ['kyc_upgrade_kyc2_verify_now', 'common_kyc_event', 'myaccount_security_click']) {
      expect(isAnalyticsEventName(name)).toBe(true);
    }
    expect(isAnalyticsEventName(ANALYTICS_EVENTS.pageView)).toBe(true);
    expect(isAnalyticsEventName('drop_table')).toBe(false);
  });

  it('issue 14: "none sent before cookie consent where the region requires it"', () => {
    // Consent required: held until chosen, sent after "accept all", dropped after "necessary".
    expect(analyticsConsent(true, undefined)).toBe('waiting');
    expect(analyticsConsent(true, 'all')).toBe('allowed');
    expect(analyticsConsent(true, 'necessary')).toBe('refused');
    // Not required: sent unless the visitor chose "necessary" only.
    expect(analyticsConsent(false, undefined)).toBe('allowed');
    expect(analyticsConsent(false, 'all')).toBe('allowed');
    expect(analyticsConsent(false, 'necessary')).toBe('refused');
  });
});
