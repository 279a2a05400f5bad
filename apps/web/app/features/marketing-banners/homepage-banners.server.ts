import { getTargetedPopupPlanList } from '@meridian/contracts';
import { MARKETING_RESOURCE_TYPES } from '@meridian/domain';
import { type ApiFetch, getEnvelope } from '../../shell/http';
import { type BannerPlan, bannerPlanOf } from './banner-plans';

/**
 * How long the home page waits for its banner: less than for the page's own data, since a page
 * without the banner is a whole page (widgets §8 "Banner ... calls fail → empty banners").
 */
export const HOMEPAGE_BANNER_TIMEOUT_MS = 1000;

export interface HomepageBannerOptions {
  /** The page's locale code (context.locale.code), so the plans' texts are in its language. */
  locale: string;
  timeoutMs?: number;
}

/**
 * The homepage banner's plans for the home loader (widgets §7 targeted-popup-plan/list, position
 * index, resource type 4 "homepage banner 2"), read on the server with the visitor's cookies (which
 * `api` forwards), so the banner is in the server HTML and shifts nothing when the page loads. Any
 * failure gives none (widgets §8 "empty banners"): the page renders without it.
 */
export async function loadHomepageBanners(api: ApiFetch, options: HomepageBannerOptions): Promise<BannerPlan[]> {
  const answer = await getEnvelope(api, getTargetedPopupPlanList, {
    timeoutMs: options.timeoutMs ?? HOMEPAGE_BANNER_TIMEOUT_MS,
    query: {
      position: 'index',
      resource_type: String(MARKETING_RESOURCE_TYPES.homepageBanner),
      locale: options.locale,
    },
  });
  return answer.ok ? answer.data.list.map(bannerPlanOf) : [];
}
