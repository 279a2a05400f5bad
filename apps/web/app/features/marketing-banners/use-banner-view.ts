import { ANALYTICS_EVENTS, bannerViewCounts } from '@meridian/domain';
import { type RefObject, useEffect } from 'react';
import { useAnalytics } from '../../shell/analytics';
import type { BannerKind } from './banner-plans';

/** Share of the banner that must be on screen for it to count as in view. */
const IN_VIEW_RATIO = 0.5;

export interface BannerViewOptions {
  /** widgets §9 "Banner view re-entry time default 10000 ms": a banner may set its own. */
  reentryMs?: number;
  /** The clock (ms since the epoch). */
  now?: () => number;
}

/**
 * Sends the banner's view event when it comes into view (half of it on screen), and again only
 * after it was out of view at least the re-entry time (domain bannerViewCounts, widgets §9), so
 * scrolling past and back does not count twice. Nothing without IntersectionObserver or a plan.
 */
export function useBannerView(
  target: RefObject<Element | null>,
  banner: BannerKind,
  plan: { planId: number; planName: string } | null,
  { reentryMs, now = Date.now }: BannerViewOptions = {},
): void {
  const track = useAnalytics();
  const planId = plan?.planId;
  const planName = plan?.planName ?? '';
  useEffect(() => {
    const element = target.current;
    if (!element || planId === undefined || typeof IntersectionObserver !== 'function') return;
    let viewed = false;
    let inView = false;
    let outOfViewSince: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.target !== element) continue;
          const at = now();
          const visible = entry.isIntersecting && entry.intersectionRatio >= IN_VIEW_RATIO;
          if (visible && !inView) {
            inView = true;
            if (bannerViewCounts({ viewedBefore: viewed, outOfViewSince, now: at, reentryMs })) {
              viewed = true;
              track(ANALYTICS_EVENTS.marketingBannerView, { banner, plan_id: planId, plan_name: planName });
            }
          } else if (!visible && inView) {
            inView = false;
            outOfViewSince = at;
          }
        }
      },
      { threshold: [0, IN_VIEW_RATIO] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, banner, planId, planName, reentryMs, now, track]);
}

/** The click event of a banner's link. */
export function useBannerClick(banner: BannerKind, plan: { planId: number; planName: string }): () => void {
  const track = useAnalytics();
  return () => track(ANALYTICS_EVENTS.marketingBannerClick, { banner, plan_id: plan.planId, plan_name: plan.planName });
}
