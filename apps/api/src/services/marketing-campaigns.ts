import {
  ALPHA_CARD_DATA_TYPES,
  DOWNLOAD_TASK_ID_PATTERN,
  isSiteId,
  LANGUAGE_LOCALES,
  MARKETING_AUDIENCES,
  MARKETING_DEVICES,
  MARKETING_MAX_VIP_TIER,
  MARKETING_PLAN_STATUSES,
  MARKETING_POSITIONS,
  MARKETING_RESOURCE_TYPES,
  MARKETING_FALLBACK_LOCALE,
  REGIONAL_LOCALES,
  VIP_POPUP_TYPES,
} from '@meridian/domain';
import Big from 'big.js';
import { z } from 'zod';
import type { Database } from '../db/database';
import {
  allMarketingPlans,
  allMarketingSettings,
  type MarketingPlanRow,
  type MarketingSettingRow,
  type NewMarketingPlanRow,
  writeMarketing,
} from '../db/queries/marketing';

/**
 * The campaigns file (issue 15; `npm run campaigns -- import file.json`, docs/campaigns.example.json):
 * the marketing plans and amounts as an operator writes them, checked whole before anything is
 * written. The same shape is what `export` prints and what the demo seed is written in.
 */

/** The locale codes a plan's texts may be keyed by: the plain-language ones ('en', 'cn', ...) and the regional ones. */
export const MARKETING_TEXT_LOCALE_CODES: readonly string[] = [
  ...LANGUAGE_LOCALES.map((l) => l.code),
  ...Object.keys(REGIONAL_LOCALES),
];

/** widgets §3 "Marketing resource types" as the error message spells them. */
const RESOURCE_TYPE_NAMES = Object.entries(MARKETING_RESOURCE_TYPES)
  .map(([name, value]) => `${value} ${name}`)
  .join(', ');

/** An image of ours (a path under the web's public folder) or an https address. */
const imagePath = z
  .string()
  .max(500)
  .regex(
    /^(|\/[A-Za-z0-9._~\-/]*|https:\/\/\S+)$/,
    'an image path such as /images/marketing/x.svg, an https address, or "" for none',
  );
/** Where a plan leads: a path of ours or an https address. */
const linkUrl = z
  .string()
  .max(1000)
  .regex(/^(|\/\S*|https:\/\/\S+)$/, 'a path such as /rewards_hub, an https address, or "" for none');

const nonEmpty = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

/** One locale's texts. The VIP pop-up's benefit texts are checked against the plan's position below. */
const planText = z.strictObject({
  title: nonEmpty(200),
  content: z.string().max(2000),
  benefit_title: nonEmpty(200).optional(),
  benefit_1_content: nonEmpty(500).optional(),
  benefit_2_content: nonEmpty(500).optional(),
  benefit_3_content: nonEmpty(500).optional(),
  button_copywriting: nonEmpty(100).optional(),
});

const VIP_TEXT_FIELDS = [
  'benefit_title',
  'benefit_1_content',
  'benefit_2_content',
  'benefit_3_content',
  'button_copywriting',
] as const;

const vipExtras = z.strictObject({
  vip_popup_type: z.enum(VIP_POPUP_TYPES, { error: `one of ${VIP_POPUP_TYPES.join(', ')}` }),
  benefit_1_img: imagePath,
  benefit_2_img: imagePath,
  benefit_3_img: imagePath,
});

const instant = z.iso.datetime({ offset: true, error: 'an ISO 8601 time with a zone, such as 2026-03-01T00:00:00Z' });
const tier = z.int().min(0).max(MARKETING_MAX_VIP_TIER);

export const campaignPlan = z
  .strictObject({
    id: z.int().positive().max(2_147_483_647),
    name: nonEmpty(100),
    resource_type: z.int().refine((n) => (Object.values(MARKETING_RESOURCE_TYPES) as number[]).includes(n), {
      error: (issue) => `unknown resource type ${String(issue.input)} (${RESOURCE_TYPE_NAMES})`,
    }),
    position: z.enum(MARKETING_POSITIONS, { error: 'index or vip_index' }).default('index'),
    site_ids: z
      .array(z.int().refine(isSiteId, { error: (issue) => `${String(issue.input)} is not a site id (shell §3)` }))
      .min(1, 'list at least one site, or null for every site')
      .nullable()
      .default(null),
    audience: z.enum(MARKETING_AUDIENCES, { error: 'visitor, logged_in or any' }).default('any'),
    vip_tier_min: tier.default(0),
    vip_tier_max: tier.default(MARKETING_MAX_VIP_TIER),
    device: z.enum(MARKETING_DEVICES, { error: 'web, h5 or any' }).default('any'),
    starts_at: instant.nullable().default(null),
    ends_at: instant.nullable().default(null),
    priority: z.int().min(-1000).max(1000).default(0),
    status: z.enum(MARKETING_PLAN_STATUSES, { error: 'active or paused' }).default('active'),
    img: imagePath.default(''),
    img_h5: imagePath.default(''),
    img_v2: imagePath.default(''),
    url: linkUrl.default(''),
    texts: z
      .record(
        z.string().refine((code) => MARKETING_TEXT_LOCALE_CODES.includes(code), {
          error: (issue) => `${String(issue.input)} is not a locale code (en, cn, tw, ja, kr, ..., it-eu, ar-dubai)`,
        }),
        planText,
      )
      .refine((texts) => texts[MARKETING_FALLBACK_LOCALE] !== undefined, {
        error: `needs an "${MARKETING_FALLBACK_LOCALE}" text: readers of other languages fall back to it`,
      }),
    vip_extras: vipExtras.nullable().default(null),
    alpha_currency: z
      .string()
      .regex(/^[A-Z0-9]{1,20}$/, 'a coin symbol in capitals, such as PEPE')
      .nullable()
      .default(null),
    sort: z.int().min(0).max(10_000).default(0),
    data_type: z
      .literal(Object.values(ALPHA_CARD_DATA_TYPES), { error: '1 (picture card) or 2 (text card)' })
      .default(ALPHA_CARD_DATA_TYPES.picture),
  })
  .superRefine((plan, ctx) => {
    const problem = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (plan.vip_tier_min > plan.vip_tier_max) problem(['vip_tier_min'], 'is above vip_tier_max');
    if (plan.starts_at !== null && plan.ends_at !== null && Date.parse(plan.starts_at) >= Date.parse(plan.ends_at)) {
      problem(['ends_at'], 'must be after starts_at');
    }
    const vip = plan.position === 'vip_index';
    // widgets §4 "VIP pop-up: Fetched for position vip_index": a targeted pop-up with the extras.
    if (vip && plan.resource_type !== MARKETING_RESOURCE_TYPES.targetedPopup) {
      problem(['position'], 'vip_index is for the VIP pop-up, resource_type 1');
    }
    if (vip && plan.vip_extras === null) problem(['vip_extras'], 'a vip_index plan needs its extras');
    if (!vip && plan.vip_extras !== null) problem(['vip_extras'], 'only a vip_index plan has extras');
    for (const [locale, text] of Object.entries(plan.texts)) {
      for (const field of VIP_TEXT_FIELDS) {
        if (vip && text[field] === undefined) problem(['texts', locale, field], 'a vip_index plan needs it');
        if (!vip && text[field] !== undefined) problem(['texts', locale, field], 'only a vip_index plan has it');
      }
    }
    const alpha = plan.resource_type === MARKETING_RESOURCE_TYPES.alphaBanner;
    if (!alpha && plan.alpha_currency !== null) problem(['alpha_currency'], 'only an alpha banner (5) has a currency');
  });
export type CampaignPlan = z.output<typeof campaignPlan>;
export type CampaignPlanInput = z.input<typeof campaignPlan>;

/** The newbie prizes' keys (widgets §3 "Newbie prize data: group_A.num, group_B.num_first, group_B.num_second; welfare guide gives prize_num"). */
export const NEWBIE_PRIZE_KEYS = {
  guide: 'newbie_prize.guide',
  groupA: 'newbie_prize.group_a',
  groupBFirst: 'newbie_prize.group_b_first',
  groupBSecond: 'newbie_prize.group_b_second',
} as const;

/** A download task's key (widgets §7 dlGetTaskInfo `const_id`). */
export const downloadTaskKey = (constId: string) => `download_task.${constId}`;

const settingKey = z
  .string()
  .refine(
    (key) =>
      (Object.values(NEWBIE_PRIZE_KEYS) as string[]).includes(key) ||
      (key.startsWith('download_task.') && DOWNLOAD_TASK_ID_PATTERN.test(key.slice('download_task.'.length))),
    { error: `one of ${Object.values(NEWBIE_PRIZE_KEYS).join(', ')}, or download_task.<const_id>` },
  );

export const campaignSetting = z.strictObject({
  key: settingKey,
  /** Money is text (decimal digits): never a float on its way to NUMERIC. */
  amount: z.string().regex(/^\d{1,20}(\.\d{1,18})?$/, 'an amount as text, such as "40000" or "12.5"'),
  currency: z.string().regex(/^[A-Z0-9]{1,20}$/, 'a currency code in capitals, such as USD or USDT'),
});
export type CampaignSetting = z.output<typeof campaignSetting>;

export const campaignFile = z
  .strictObject({
    campaigns: z.array(campaignPlan),
    settings: z.array(campaignSetting).default([]),
  })
  .superRefine((file, ctx) => {
    const seen = new Map<number, number>();
    file.campaigns.forEach((plan, i) => {
      const first = seen.get(plan.id);
      if (first !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['campaigns', i, 'id'], message: `repeats campaigns[${first}]'s id` });
      }
      seen.set(plan.id, i);
    });
    const keys = new Map<string, number>();
    file.settings.forEach((setting, i) => {
      const first = keys.get(setting.key);
      if (first !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['settings', i, 'key'], message: `repeats settings[${first}]'s key` });
      }
      keys.set(setting.key, i);
    });
  });
export type CampaignFile = z.output<typeof campaignFile>;
export type CampaignFileInput = z.input<typeof campaignFile>;

/** The entry an issue's path points into, named by its index, id and name as the file has them. */
function entryLabel(raw: unknown, path: readonly PropertyKey[]): { label: string; rest: readonly PropertyKey[] } {
  const [list, index, ...rest] = path;
  if ((list !== 'campaigns' && list !== 'settings') || typeof index !== 'number') {
    return { label: 'file', rest: path };
  }
  const entries = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[list] : undefined;
  const entry = Array.isArray(entries) ? (entries[index] as unknown) : undefined;
  const fields = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
  const names =
    list === 'campaigns'
      ? [
          typeof fields.id === 'number' ? `id ${fields.id}` : undefined,
          typeof fields.name === 'string' ? `"${fields.name}"` : undefined,
        ]
      : [typeof fields.key === 'string' ? `"${fields.key}"` : undefined];
  const named = names.filter((n) => n !== undefined).join(' ');
  return { label: `${list}[${index}]${named ? ` (${named})` : ''}`, rest };
}

/**
 * Read a campaigns file's JSON value: the file, or one line per problem naming the entry (its
 * index, id and name) and the field, e.g. `campaigns[2] (id 1003 "spring"): resource_type: unknown
 * resource type 7 (...)`.
 */
export function parseCampaignFile(raw: unknown): { ok: true; file: CampaignFile } | { ok: false; errors: string[] } {
  const result = campaignFile.safeParse(raw);
  if (result.success) return { ok: true, file: result.data };
  const errors = result.error.issues.map((issue) => {
    const { label, rest } = entryLabel(raw, issue.path);
    const field = rest.map(String).join('.');
    return `${label}: ${field ? `${field}: ` : ''}${issue.message}`;
  });
  return { ok: false, errors };
}

/** A file's plan as its row. */
export function planRowOf(plan: CampaignPlan, now: Date): NewMarketingPlanRow {
  return {
    id: plan.id,
    name: plan.name,
    resourceType: plan.resource_type,
    position: plan.position,
    siteIds: plan.site_ids,
    audience: plan.audience,
    vipTierMin: plan.vip_tier_min,
    vipTierMax: plan.vip_tier_max,
    device: plan.device,
    startsAt: plan.starts_at === null ? null : new Date(plan.starts_at),
    endsAt: plan.ends_at === null ? null : new Date(plan.ends_at),
    priority: plan.priority,
    status: plan.status,
    img: plan.img,
    imgH5: plan.img_h5,
    imgV2: plan.img_v2,
    url: plan.url,
    texts: plan.texts,
    vipExtras: plan.vip_extras,
    alphaCurrency: plan.alpha_currency,
    sort: plan.sort,
    dataType: plan.data_type,
    updatedAt: now,
  };
}

export function settingRowOf(setting: CampaignSetting, now: Date): MarketingSettingRow {
  return { key: setting.key, amount: setting.amount, currency: setting.currency, updatedAt: now };
}

/**
 * A plan row as the file writes it (the export). Left unchecked here: `import` checks it again, so
 * a row an operator wrote by hand in SQL is reported, not trusted.
 */
export function campaignOfRow(row: MarketingPlanRow): Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    resource_type: row.resourceType,
    position: row.position,
    site_ids: row.siteIds,
    audience: row.audience,
    vip_tier_min: row.vipTierMin,
    vip_tier_max: row.vipTierMax,
    device: row.device,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    priority: row.priority,
    status: row.status,
    img: row.img,
    img_h5: row.imgH5,
    img_v2: row.imgV2,
    url: row.url,
    texts: row.texts,
    vip_extras: row.vipExtras,
    alpha_currency: row.alphaCurrency,
    sort: row.sort,
    data_type: row.dataType,
  };
}

export function campaignSettingOfRow(row: MarketingSettingRow): CampaignSetting {
  return { key: row.key, amount: new Big(row.amount).toFixed(), currency: row.currency };
}

export type CampaignImport =
  { ok: true; plans: number; settings: number; deleted: number } | { ok: false; errors: string[] };

/**
 * Load a campaigns file's JSON value: checked whole first, then written in ONE transaction, so a
 * malformed file (or a write the database refuses) loads nothing. With `replace`, plans the file
 * does not name are deleted (the file is then the whole set).
 */
export async function importCampaigns(
  db: Database,
  raw: unknown,
  options: { now: Date; replace?: boolean },
): Promise<CampaignImport> {
  const parsed = parseCampaignFile(raw);
  if (!parsed.ok) return parsed;
  const plans = parsed.file.campaigns.map((plan) => planRowOf(plan, options.now));
  const settings = parsed.file.settings.map((setting) => settingRowOf(setting, options.now));
  const { deleted } = await db.transaction((tx) =>
    writeMarketing(tx, plans, settings, { replace: options.replace ?? false }),
  );
  return { ok: true, plans: plans.length, settings: settings.length, deleted };
}

/** The campaigns and amounts as a campaigns file (the shape `importCampaigns` reads). */
export async function exportCampaigns(db: Database): Promise<{ campaigns: unknown[]; settings: CampaignSetting[] }> {
  const [plans, settings] = [await allMarketingPlans(db), await allMarketingSettings(db)];
  return { campaigns: plans.map(campaignOfRow), settings: settings.map(campaignSettingOfRow) };
}
