import { describe, expect, it } from 'vitest';
import {
  BANNER_VIEW_REENTRY_MS,
  bannerViewCounts,
  chooseFloatingBar,
  parsePercentStep,
  percentStepPx,
  SCROLL_ARROW_THRESHOLD_PX,
  scrollArrows,
} from './banners';

describe('banner views (widgets §9 "Banner view re-entry time default 10000 ms")', () => {
  it('the default is 10000 ms', () => {
    expect(BANNER_VIEW_REENTRY_MS).toBe(10_000);
  });

  it('the first time in view always counts', () => {
    expect(bannerViewCounts({ viewedBefore: false, outOfViewSince: undefined, now: 0 })).toBe(true);
  });

  it('again only after it was out of view at least the re-entry time', () => {
    const left = 50_000;
    expect(bannerViewCounts({ viewedBefore: true, outOfViewSince: left, now: left + 9_999 })).toBe(false);
    expect(bannerViewCounts({ viewedBefore: true, outOfViewSince: left, now: left + 10_000 })).toBe(true);
    expect(bannerViewCounts({ viewedBefore: true, outOfViewSince: undefined, now: left })).toBe(false);
    expect(bannerViewCounts({ viewedBefore: true, outOfViewSince: left, now: left + 3_000, reentryMs: 2_000 })).toBe(
      true,
    );
    expect(bannerViewCounts({ viewedBefore: true, outOfViewSince: left + 1, now: left })).toBe(false);
  });
});

describe('scroll arrows (widgets §9 "Scroll arrow threshold 5 px")', () => {
  it('an arrow shows towards each end more than 5 px away', () => {
    expect(SCROLL_ARROW_THRESHOLD_PX).toBe(5);
    // 1000 px of content in a 400 px strip: 600 px of scrolling.
    expect(scrollArrows({ offset: 0, contentWidth: 1000, viewWidth: 400 })).toEqual({ start: false, end: true });
    expect(scrollArrows({ offset: 5, contentWidth: 1000, viewWidth: 400 })).toEqual({ start: false, end: true });
    expect(scrollArrows({ offset: 6, contentWidth: 1000, viewWidth: 400 })).toEqual({ start: true, end: true });
    expect(scrollArrows({ offset: 594, contentWidth: 1000, viewWidth: 400 })).toEqual({ start: true, end: true });
    expect(scrollArrows({ offset: 595, contentWidth: 1000, viewWidth: 400 })).toEqual({ start: true, end: false });
  });

  it('right to left: a negative scrollLeft counts by its size', () => {
    expect(scrollArrows({ offset: -595, contentWidth: 1000, viewWidth: 400 })).toEqual({ start: true, end: false });
  });

  it('content that fits shows no arrow', () => {
    expect(scrollArrows({ offset: 0, contentWidth: 400, viewWidth: 400 })).toEqual({ start: false, end: false });
  });
});

describe('scroll steps (widgets §5 "Percent strings used for scrolling steps must be a number followed by a percent sign")', () => {
  it('a number followed by a percent sign', () => {
    expect(parsePercentStep('25%')).toBe(25);
    expect(parsePercentStep('12.5%')).toBe(12.5);
    expect(parsePercentStep('100%')).toBe(100);
  });

  it('anything else is rejected', () => {
    for (const bad of ['25', '%', 'abc%', '25 %', ' 25%', '25%%', '.5%', '5.%', '+5%', '1e2%', '']) {
      expect(parsePercentStep(bad)).toBeUndefined();
    }
  });

  it('ours: negative, zero and over 100% steps are rejected', () => {
    expect(parsePercentStep('-5%')).toBeUndefined();
    expect(parsePercentStep('0%')).toBeUndefined();
    expect(parsePercentStep('0.0%')).toBeUndefined();
    expect(parsePercentStep('150%')).toBeUndefined();
  });

  it('a step in px of the visible width', () => {
    expect(percentStepPx(25, 400)).toBe(100);
    expect(percentStepPx(12.5, 333)).toBe(42);
  });
});

describe('floating bars (shell §2 "floating bar with three priority levels")', () => {
  it('the highest level shows; of equal levels the one that asked first', () => {
    const bars = [
      { name: 'app-download', level: 'low', order: 1 },
      { name: 'kyc-tip', level: 'medium', order: 2 },
      { name: 'site-promo', level: 'medium', order: 0 },
    ] as const;
    expect(chooseFloatingBar(bars)?.name).toBe('site-promo');
    expect(chooseFloatingBar([...bars, { name: 'compliance', level: 'high', order: 9 }])?.name).toBe('compliance');
    expect(chooseFloatingBar([bars[0]])?.name).toBe('app-download');
    expect(chooseFloatingBar([])).toBeNull();
  });
});
