import { VIP_POPUP_TYPES, type VipPopupType } from '../marketing/marketing';

// widgets §4 "VIP pop-up: Fetched for position vip_index; shown if it has a plan id or name; hides
// automatically after 10 seconds or on close." The position and the pop-up types are the marketing
// module's (VIP_POPUP_POSITION, VIP_POPUP_TYPES). widgets §3 "VIP popup plan". widgets §9 "VIP pop-up
// auto-hide: 10 seconds."

/** widgets §9 "VIP pop-up auto-hide: 10 seconds". */
export const VIP_POPUP_AUTO_HIDE_MS = 10_000;

/** widgets §3 "vip_popup_type (VIP_EXPIRED, VIP_INACTIVE, VIP_UPGRADED)" (VIP_POPUP_TYPES of the marketing module). */
export function isVipPopupType(value: unknown): value is VipPopupType {
  return typeof value === 'string' && (VIP_POPUP_TYPES as readonly string[]).includes(value);
}

/**
 * widgets §3 "VIP popup plan: plan_id, plan_name, title, content, img, img_h5, url; extras: tier,
 * benefit_title, benefit_1..3_content, benefit_1..3_img, button_copywriting, vip_popup_type".
 */
export interface VipPopupPlanFields {
  plan_id?: number | string | null | undefined;
  plan_name?: string | null | undefined;
  title?: string | undefined;
  content?: string | undefined;
  img?: string | undefined;
  img_h5?: string | undefined;
  url?: string | undefined;
  tier?: number | undefined;
  benefit_title?: string | undefined;
  benefit_1_content?: string | undefined;
  benefit_1_img?: string | undefined;
  benefit_2_content?: string | undefined;
  benefit_2_img?: string | undefined;
  benefit_3_content?: string | undefined;
  benefit_3_img?: string | undefined;
  button_copywriting?: string | undefined;
  vip_popup_type?: string | undefined;
}

/**
 * widgets §4 "shown if it has a plan id or name". A plan id of 0, '' or blanks is no id (0 and ''
 * are what an empty answer's fields hold), a blank name no name; no plan (a failed call, an empty list) shows nothing.
 */
export function vipPopupShown(plan: Pick<VipPopupPlanFields, 'plan_id' | 'plan_name'> | null | undefined): boolean {
  if (!plan) return false;
  const id = plan.plan_id;
  const hasId = typeof id === 'number' ? id !== 0 && Number.isFinite(id) : typeof id === 'string' && id.trim() !== '';
  const hasName = typeof plan.plan_name === 'string' && plan.plan_name.trim() !== '';
  return hasId || hasName;
}

/** widgets §4 "hides automatically after 10 seconds": when a pop-up shown at `shownAt` hides. */
export function vipPopupHideAt(shownAt: number): number {
  return shownAt + VIP_POPUP_AUTO_HIDE_MS;
}

/** Whether a pop-up shown at `shownAt` has hidden itself by `now`. */
export function vipPopupTimedOut(shownAt: number, now: number): boolean {
  return now >= vipPopupHideAt(shownAt);
}

export interface VipBenefitBlock {
  /** 1, 2 or 3: which of the plan's benefit fields. */
  index: 1 | 2 | 3;
  content: string;
  /** '' when the block has no image. */
  img: string;
}

/**
 * The benefit blocks a plan shows (widgets §3 "benefit_1..3_content, benefit_1..3_img"), in order,
 * only those with content: a block with an image but no text says nothing and is left out.
 */
export function vipBenefitBlocks(plan: VipPopupPlanFields): VipBenefitBlock[] {
  const blocks: VipBenefitBlock[] = [];
  for (const index of [1, 2, 3] as const) {
    const content = plan[`benefit_${index}_content`]?.trim() ?? '';
    if (content === '') continue;
    blocks.push({ index, content, img: plan[`benefit_${index}_img`]?.trim() ?? '' });
  }
  return blocks;
}

/** Where the page remembers the VIP pop-up was shown in this browser session (ours: once a session). */
export const VIP_POPUP_SESSION_KEY = 'vip_popup_shown';
