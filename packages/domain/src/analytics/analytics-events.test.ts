import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_EVENTS,
  analyticsConsent,
  CLICK_TRACKING_MAX_PARENTS,
  isAnalyticsEventName,
  TRACK_ATTRIBUTE,
  type TrackableElement,
  trackedName,
} from './analytics-events';

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

describe('click tracking (shell §9 "walks up at most 5 parent elements")', () => {
  /** A chain of elements, the first the clicked one; `named` gives the index holding data-track. */
  function chain(length: number, named: number | undefined) {
    let parent: TrackableElement | null = null;
    const made: TrackableElement[] = [];
    for (let i = length - 1; i >= 0; i -= 1) {
      const element: TrackableElement = {
        getAttribute: (name) => (name === TRACK_ATTRIBUTE && i === named ? `name-${i}` : null),
        parentElement: parent,
      };
      made.unshift(element);
      parent = element;
    }
    return made[0] ?? null;
  }

  it('finds the name on the element or up to 5 parents above it, not further', () => {
    expect(trackedName(chain(10, 0))).toBe('name-0');
    expect(trackedName(chain(10, CLICK_TRACKING_MAX_PARENTS))).toBe(`name-${CLICK_TRACKING_MAX_PARENTS}`);
    expect(trackedName(chain(10, CLICK_TRACKING_MAX_PARENTS + 1))).toBeUndefined();
    expect(trackedName(chain(3, undefined))).toBeUndefined();
    expect(trackedName(null)).toBeUndefined();
  });
});
