import type {
  AlphaUserPlans,
  DownloadTaskInfo,
  MarketingPlanItem,
  NewbiePrizeGuide,
  NewbiePrizePop,
  OpenGraphData,
} from '@meridian/contracts';
import {
  chooseMarketingPlans,
  type MarketingPlan,
  type MarketingPosition,
  marketingPlanText,
  type MarketingViewer,
  MARKETING_AUDIENCES,
  MARKETING_DEVICES,
  MARKETING_PLAN_STATUSES,
  MARKETING_POSITIONS,
  MARKETING_RESOURCE_TYPES,
  type MarketingResourceType,
  openGraphOfSite,
  ownSiteOfPage,
  sortAlphaCards,
  VIP_POPUP_TYPES,
} from '@meridian/domain';
import Big from 'big.js';
import { z } from 'zod';
import type { Database } from '../db/database';
import { activeMarketingPlans, type MarketingPlanRow, marketingSettingsOf } from '../db/queries/marketing';
import type { Account } from '../db/queries/accounts';
import { downloadTaskKey, NEWBIE_PRIZE_KEYS } from './marketing-campaigns';

/**
 * The marketing calls (widgets §7; issue 15): the plans of the database, chosen for the reader by
 * the domain's targeting rules, and the amounts of the newbie prizes and download tasks.
 */

/**
 * The VIP tier plans are aimed at: the account's tier, or its VIP trial's while that runs and is
 * higher (the trial is the tier the account enjoys, shell §3 "VIP tier trial").
 */
export function marketingTierOf(account: Pick<Account, 'tier' | 'vipTrialTier' | 'vipTrialExpiresAt'>, now: Date) {
  const trial =
    account.vipTrialExpiresAt !== null && account.vipTrialExpiresAt.getTime() > now.getTime()
      ? account.vipTrialTier
      : 0;
  return Math.max(account.tier, trial);
}

const storedText = z.object({
  title: z.string(),
  content: z.string(),
  benefit_title: z.string().optional(),
  benefit_1_content: z.string().optional(),
  benefit_2_content: z.string().optional(),
  benefit_3_content: z.string().optional(),
  button_copywriting: z.string().optional(),
});
const storedVipExtras = z.object({
  vip_popup_type: z.enum(VIP_POPUP_TYPES),
  benefit_1_img: z.string(),
  benefit_2_img: z.string(),
  benefit_3_img: z.string(),
});

/**
 * A row as the domain's plan. The columns' checks hold the enumerations; the JSON columns are
 * parsed: a locale whose text is malformed is left out (the reader falls back to English), and a
 * row that is wrong in another way is no candidate (never an error for the reader).
 */
const storedPlan = z.object({
  resourceType: z.literal([1, 2, 3, 4, 5] satisfies MarketingResourceType[]),
  position: z.enum(MARKETING_POSITIONS),
  audience: z.enum(MARKETING_AUDIENCES),
  device: z.enum(MARKETING_DEVICES),
  status: z.enum(MARKETING_PLAN_STATUSES),
  texts: z.record(z.string(), z.unknown()),
  vipExtras: storedVipExtras.nullable().catch(null),
  dataType: z.literal([1, 2]).catch(1),
});

export function marketingPlanOf(row: MarketingPlanRow): MarketingPlan | null {
  const parsed = storedPlan.safeParse(row);
  if (!parsed.success) return null;
  const texts: MarketingPlan['texts'] = Object.fromEntries(
    Object.entries(parsed.data.texts).flatMap(([locale, value]) => {
      const text = storedText.safeParse(value);
      return text.success ? [[locale, text.data]] : [];
    }),
  );
  return { ...row, ...parsed.data, texts };
}

/** The domain plans of one slot's candidate rows. */
async function candidates(db: Database, slot: { resourceType: number; position?: MarketingPosition }) {
  return (await activeMarketingPlans(db, slot)).flatMap((row) => marketingPlanOf(row) ?? []);
}

/** One plan in the reader's words (widgets §3 homepage banner and VIP popup plan fields). */
function planItem(plan: MarketingPlan, viewer: MarketingViewer): MarketingPlanItem | null {
  const found = marketingPlanText(plan.texts, viewer.locale);
  if (!found) return null;
  const { text } = found;
  const item: MarketingPlanItem = {
    plan_id: plan.id,
    plan_name: plan.name,
    title: text.title,
    content: text.content,
    img: plan.img,
    img_h5: plan.imgH5,
    url: plan.url,
    position: plan.position,
  };
  if (plan.position !== 'vip_index' || plan.vipExtras === null) return item;
  return {
    ...item,
    // The tier the pop-up speaks of is the reader's own (a visitor never gets a vip_index plan).
    tier: viewer.vipTier ?? 0,
    benefit_title: text.benefit_title ?? '',
    benefit_1_content: text.benefit_1_content ?? '',
    benefit_2_content: text.benefit_2_content ?? '',
    benefit_3_content: text.benefit_3_content ?? '',
    benefit_1_img: plan.vipExtras.benefit_1_img,
    benefit_2_img: plan.vipExtras.benefit_2_img,
    benefit_3_img: plan.vipExtras.benefit_3_img,
    button_copywriting: text.button_copywriting ?? '',
    vip_popup_type: plan.vipExtras.vip_popup_type,
  };
}

/** widgets §7 targeted-popup-plan/list: the reader's plans of the slot, best first. */
export async function targetedPopupPlansFor(
  db: Database,
  slot: { resourceType: MarketingResourceType; position: MarketingPosition },
  viewer: MarketingViewer,
): Promise<MarketingPlanItem[]> {
  const chosen = chooseMarketingPlans(await candidates(db, slot), slot, viewer);
  return chosen.flatMap((plan) => planItem(plan, viewer) ?? []);
}

/** widgets §7 get-user-plans: the reader's alpha cards for `currency`, by sort (widgets §3 `sort`). */
export async function alphaCardsFor(db: Database, currency: string, viewer: MarketingViewer): Promise<AlphaUserPlans> {
  const slot = { resourceType: MARKETING_RESOURCE_TYPES.alphaBanner, currency };
  const chosen = sortAlphaCards(chooseMarketingPlans(await candidates(db, slot), slot, viewer));
  const card = chosen.flatMap((plan) => {
    const found = marketingPlanText(plan.texts, viewer.locale);
    if (!found) return [];
    return [
      {
        id: plan.id,
        title: found.text.title,
        url: plan.url,
        img: plan.img,
        img_v2: plan.imgV2,
        sort: plan.sort,
        plan_name: plan.name,
        data_type: plan.dataType,
      },
    ];
  });
  return { card, currency };
}

/** NUMERIC text as the wire has it: '40000', '12.5' (no trailing zeros). */
const amountText = (value: string) => new Big(value).toFixed();

/** widgets §3 "Download task info": has_dl_task 1 with its reward when the task is set, else none. */
export async function downloadTaskInfoOf(db: Database, constId: string): Promise<DownloadTaskInfo> {
  const [row] = await marketingSettingsOf(db, [downloadTaskKey(constId)]);
  if (!row) return { has_dl_task: 0, reward_num: '0', reward_currency: '' };
  return { has_dl_task: 1, reward_num: amountText(row.amount), reward_currency: row.currency };
}

async function prizeAmounts(db: Database): Promise<(key: string) => string> {
  const rows = await marketingSettingsOf(db, Object.values(NEWBIE_PRIZE_KEYS));
  // widgets §8 "empty prize data": an amount not set is 0.
  return (key) => {
    const row = rows.find((r) => r.key === key);
    return row ? amountText(row.amount) : '0';
  };
}

/** widgets §3 "welfare guide gives prize_num". */
export async function newbiePrizeGuideOf(db: Database): Promise<NewbiePrizeGuide> {
  const amount = await prizeAmounts(db);
  return { prize_num: amount(NEWBIE_PRIZE_KEYS.guide) };
}

/** widgets §3 "Newbie prize data: group_A.num, group_B.num_first, group_B.num_second". */
export async function newbiePrizePopOf(db: Database): Promise<NewbiePrizePop> {
  const amount = await prizeAmounts(db);
  return {
    group_A: { num: amount(NEWBIE_PRIZE_KEYS.groupA) },
    group_B: { num_first: amount(NEWBIE_PRIZE_KEYS.groupBFirst), num_second: amount(NEWBIE_PRIZE_KEYS.groupBSecond) },
  };
}

/** widgets §7 og_show: our site's name and picture for a page of ours; null for any other address. */
export function openGraphOf(url: string): OpenGraphData | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  // A user name or password in the address is no page of ours (https://www.meridian.example@evil.example/).
  if (parsed.username !== '' || parsed.password !== '') return null;
  const site = ownSiteOfPage(parsed.host, parsed.pathname);
  return site ? openGraphOfSite(site) : null;
}
