import {
  ALPHA_SPREAD_SCENE,
  DOWNLOAD_TASK_ID_PATTERN,
  MARKETING_POSITIONS,
  MARKETING_RESOURCE_TYPES,
  type POPUP_PLAN_RESOURCE_TYPES,
  VIP_POPUP_TYPES,
} from '@meridian/domain';
import * as z from 'zod/mini';
import { complianceLocale } from '../compliance/compliance-check';

// widgets §3, §7 marketing calls (issue 15). widgets §8 "Banner, prize or static-data calls fail →
// empty banners, empty prize data": every answer field falls back to an empty value, and the
// default* functions are what a page shows when the call fails.

/** widgets §7 `device_id`: the id /dfdid/udid/c1 issued (not used for targeting; kept for the call's shape). */
const deviceId = z.optional(
  z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'device_id: up to 64 letters, digits, - or _')),
);

/** The reader's locale when the page names it (else the lang cookie, else the site's language). */
const optionalLocale = z.catch(z.optional(complianceLocale), undefined);

/** The query's resource_type text as its number: the types the pop-up list serves (domain POPUP_PLAN_RESOURCE_TYPES). */
const POPUP_RESOURCE_TYPE_OF_TEXT = { '1': 1, '2': 2, '3': 3, '4': 4 } as const satisfies Record<
  string,
  (typeof POPUP_PLAN_RESOURCE_TYPES)[number]
>;

/** widgets §7 targeted-popup-plan/list "position (index or vip_index), device_id, resource_type". */
export const targetedPopupPlanQuery = z.object({
  position: z.enum(MARKETING_POSITIONS, 'position: index or vip_index'),
  device_id: deviceId,
  resource_type: z.pipe(
    z.enum(
      Object.keys(POPUP_RESOURCE_TYPE_OF_TEXT) as (keyof typeof POPUP_RESOURCE_TYPE_OF_TEXT)[],
      'resource_type: 1 (targeted pop-up), 2 (top banner), 3 (bottom banner) or 4 (homepage banner); the alpha banner (5) is get-user-plans',
    ),
    z.transform((text) => POPUP_RESOURCE_TYPE_OF_TEXT[text]),
  ),
  locale: optionalLocale,
});
export type TargetedPopupPlanQuery = z.infer<typeof targetedPopupPlanQuery>;

const text = z.catch(z.string(), '');
const optionalText = z.catch(z.optional(z.string()), undefined);

/**
 * widgets §3 "Homepage banner plan: plan_id, plan_name, title, content, img, url, position" and
 * "VIP popup plan: plan_id, plan_name, title, content, img, img_h5, url; extras: tier,
 * benefit_title, benefit_1..3_content, benefit_1..3_img, button_copywriting, vip_popup_type".
 * The extras come with a vip_index plan only.
 */
export const marketingPlanItem = z.object({
  plan_id: z.int(),
  plan_name: text,
  title: text,
  content: text,
  img: text,
  img_h5: text,
  url: text,
  position: z.catch(z.enum(MARKETING_POSITIONS), 'index'),
  tier: z.catch(z.optional(z.int()), undefined),
  benefit_title: optionalText,
  benefit_1_content: optionalText,
  benefit_2_content: optionalText,
  benefit_3_content: optionalText,
  benefit_1_img: optionalText,
  benefit_2_img: optionalText,
  benefit_3_img: optionalText,
  button_copywriting: optionalText,
  vip_popup_type: z.catch(z.optional(z.enum(VIP_POPUP_TYPES)), undefined),
});
export type MarketingPlanItem = z.infer<typeof marketingPlanItem>;

/** widgets §7 "first item of data.list": the best plan first. */
export const targetedPopupPlanList = z.object({
  list: z.catch(z.array(marketingPlanItem), []),
});
export type TargetedPopupPlanList = z.infer<typeof targetedPopupPlanList>;

/** widgets §7 get-user-plans "spread_scene=alpha_place_order_web; device_id, resource_type 5, currency". */
export const alphaUserPlansQuery = z.object({
  spread_scene: z.literal(ALPHA_SPREAD_SCENE, `spread_scene: ${ALPHA_SPREAD_SCENE}`),
  device_id: deviceId,
  resource_type: z.literal(
    String(MARKETING_RESOURCE_TYPES.alphaBanner),
    `resource_type: ${MARKETING_RESOURCE_TYPES.alphaBanner} (the alpha banner)`,
  ),
  currency: z
    .string()
    .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{1,20}$/, 'currency: a coin symbol such as PEPE')),
  locale: optionalLocale,
});
export type AlphaUserPlansQuery = z.infer<typeof alphaUserPlansQuery>;

/** widgets §3 "Alpha banner card: id, title, url, img, img_v2, sort, plan_name, data_type". */
export const alphaBannerCard = z.object({
  id: z.int(),
  title: text,
  url: text,
  img: text,
  img_v2: text,
  sort: z.catch(z.int(), 0),
  plan_name: text,
  data_type: z.catch(z.int(), 1),
});
export type AlphaBannerCard = z.infer<typeof alphaBannerCard>;

/** widgets §7 "data.card and data.currency"; the cards by sort (the page rotates them, widgets §4). */
export const alphaUserPlans = z.object({
  card: z.catch(z.array(alphaBannerCard), []),
  currency: text,
});
export type AlphaUserPlans = z.infer<typeof alphaUserPlans>;

/** Money on the wire is text (decimal digits, optional fraction). */
const amountText = z.catch(z.string().check(z.regex(/^\d+(\.\d+)?$/)), '0');

/** widgets §7 dlGetTaskInfo "const_id". */
export const downloadTaskQuery = z.object({
  const_id: z
    .string()
    .check(z.regex(DOWNLOAD_TASK_ID_PATTERN, 'const_id: up to 64 letters, digits, - or _ naming a download task')),
});
export type DownloadTaskQuery = z.infer<typeof downloadTaskQuery>;

/** widgets §3 "Download task info: has_dl_task (1 means a task exists), reward_num, reward_currency". */
export const downloadTaskInfo = z.object({
  has_dl_task: z.catch(z.literal([0, 1]), 0),
  reward_num: amountText,
  reward_currency: text,
});
export type DownloadTaskInfo = z.infer<typeof downloadTaskInfo>;

/** widgets §3 "welfare guide gives prize_num". */
export const newbiePrizeGuide = z.object({ prize_num: amountText });
export type NewbiePrizeGuide = z.infer<typeof newbiePrizeGuide>;

/** widgets §3 "Newbie prize data: group_A.num, group_B.num_first, group_B.num_second". */
export const newbiePrizePop = z.object({
  group_A: z.catch(z.object({ num: amountText }), { num: '0' }),
  group_B: z.catch(z.object({ num_first: amountText, num_second: amountText }), { num_first: '0', num_second: '0' }),
});
export type NewbiePrizePop = z.infer<typeof newbiePrizePop>;

/** widgets §7 og_show "url": an absolute http(s) address of a page. */
export const openGraphQuery = z.object({
  url: z
    .string()
    .check(
      z.maxLength(2048, 'url: at most 2048 characters'),
      z.regex(/^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i, 'url: an absolute http or https address'),
    ),
});
export type OpenGraphQuery = z.infer<typeof openGraphQuery>;

/** widgets §3 "Open-graph data: site_name, site_image". */
export const openGraphData = z.object({ site_name: text, site_image: text });
export type OpenGraphData = z.infer<typeof openGraphData>;
