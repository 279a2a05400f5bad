// widgets §3 "Marketing resource types", §4 pop-ups and banners, §7 marketing calls (issue 15).

/** widgets §3 "Marketing resource types: 1 targeted popup, 2 top banner, 3 bottom banner, 4 homepage banner 2, 5 alpha banner". */
export const MARKETING_RESOURCE_TYPES = {
  targetedPopup: 1,
  topBanner: 2,
  bottomBanner: 3,
  homepageBanner: 4,
  alphaBanner: 5,
} as const;
export type MarketingResourceType = (typeof MARKETING_RESOURCE_TYPES)[keyof typeof MARKETING_RESOURCE_TYPES];
export const MARKETING_RESOURCE_TYPE_VALUES = Object.values(
  MARKETING_RESOURCE_TYPES,
) as readonly MarketingResourceType[];

/** The resource types targeted-popup-plan/list serves; the alpha banner has get-user-plans (widgets §7). */
export const POPUP_PLAN_RESOURCE_TYPES = [1, 2, 3, 4] as const satisfies readonly MarketingResourceType[];

export function isMarketingResourceType(value: number): value is MarketingResourceType {
  return (MARKETING_RESOURCE_TYPE_VALUES as readonly number[]).includes(value);
}

/** widgets §7 "position (index or vip_index)"; widgets §4 "VIP pop-up: Fetched for position vip_index". */
export const MARKETING_POSITIONS = ['index', 'vip_index'] as const;
export type MarketingPosition = (typeof MARKETING_POSITIONS)[number];
export const VIP_POPUP_POSITION: MarketingPosition = 'vip_index';

/** Who a plan is for: visitors only, logged-in accounts only, or anyone. */
export const MARKETING_AUDIENCES = ['visitor', 'logged_in', 'any'] as const;
export type MarketingAudience = (typeof MARKETING_AUDIENCES)[number];

/** Which pages a plan is for: the desktop web, the phone (h5) pages, or both. */
export const MARKETING_DEVICES = ['web', 'h5', 'any'] as const;
export type MarketingDevice = (typeof MARKETING_DEVICES)[number];

/** A plan an operator paused is kept but never shown. */
export const MARKETING_PLAN_STATUSES = ['active', 'paused'] as const;
export type MarketingPlanStatus = (typeof MARKETING_PLAN_STATUSES)[number];

/** widgets §3 VIP popup plan extras "vip_popup_type (VIP_EXPIRED, VIP_INACTIVE, VIP_UPGRADED)". */
export const VIP_POPUP_TYPES = ['VIP_EXPIRED', 'VIP_INACTIVE', 'VIP_UPGRADED'] as const;
export type VipPopupType = (typeof VIP_POPUP_TYPES)[number];

/** widgets §7 "get-user-plans?spread_scene=alpha_place_order_web". */
export const ALPHA_SPREAD_SCENE = 'alpha_place_order_web';

/**
 * widgets §3 alpha banner card `data_type` (the spec names the field only; ours): 1 a picture
 * card (img, img_v2), 2 a text card (title over the brand colour).
 */
export const ALPHA_CARD_DATA_TYPES = { picture: 1, text: 2 } as const;
export type AlphaCardDataType = (typeof ALPHA_CARD_DATA_TYPES)[keyof typeof ALPHA_CARD_DATA_TYPES];

/** The highest VIP tier a plan's range may name (the demo schedule stops at 5; ranges leave room). */
export const MARKETING_MAX_VIP_TIER = 99;

/** A download task's `const_id` (widgets §7 dlGetTaskInfo): letters, digits, - and _. */
export const DOWNLOAD_TASK_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The texts of one plan in one locale. The VIP pop-up's extras are texts too, so they are per locale. */
export interface MarketingPlanText {
  title: string;
  content: string;
  benefit_title?: string | undefined;
  benefit_1_content?: string | undefined;
  benefit_2_content?: string | undefined;
  benefit_3_content?: string | undefined;
  button_copywriting?: string | undefined;
}

/** The language-free extras of a vip_index plan (widgets §3 "VIP popup plan ... extras"). */
export interface VipPlanExtras {
  vip_popup_type: VipPopupType;
  benefit_1_img: string;
  benefit_2_img: string;
  benefit_3_img: string;
}

/** A campaign plan as stored: what it shows and whom it is for. */
export interface MarketingPlan {
  id: number;
  name: string;
  resourceType: MarketingResourceType;
  position: MarketingPosition;
  /** The regional sites (shell §3 site ids) it runs on; null: every site. */
  siteIds: readonly number[] | null;
  audience: MarketingAudience;
  /** Inclusive VIP tier range; a visitor counts as tier 0. */
  vipTierMin: number;
  vipTierMax: number;
  device: MarketingDevice;
  /** Shown from startsAt (inclusive) until endsAt (exclusive); null: no bound on that side. */
  startsAt: Date | null;
  endsAt: Date | null;
  /** Higher first; equal priorities go by id. */
  priority: number;
  status: MarketingPlanStatus;
  img: string;
  imgH5: string;
  imgV2: string;
  url: string;
  /** Texts keyed by locale code ('en', 'cn', 'pt-br', 'it-eu', ...). */
  texts: Readonly<Record<string, MarketingPlanText>>;
  vipExtras: VipPlanExtras | null;
  /** The alpha banner's currency (resource type 5); null: a card for every currency. */
  alphaCurrency: string | null;
  /** The alpha card's order (widgets §3 `sort`, ascending). */
  sort: number;
  dataType: AlphaCardDataType;
}
