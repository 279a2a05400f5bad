import { languageLocale, type Locale, REGIONAL_LOCALES } from '../locales/locales';
import type { MarketingPlan, MarketingPlanText, MarketingPosition, MarketingResourceType } from './marketing';

/** The text a plan falls back to when it has none in the reader's language (shell §9 "Defaults: ... language en"). */
export const MARKETING_FALLBACK_LOCALE = 'en';

const REGIONAL: Readonly<Record<string, Locale>> = REGIONAL_LOCALES;

/**
 * The locales to look for a plan's text in, best first: the reader's locale, the plain language of
 * a regional locale ('it-eu' → 'it', 'ar-dubai' → 'ar'), then English.
 */
export function marketingTextLocales(locale: string): string[] {
  const regional = REGIONAL[locale];
  const language = regional ? languageLocale(regional.catalog).code : undefined;
  return [...new Set([locale, language, MARKETING_FALLBACK_LOCALE].filter((l): l is string => l !== undefined))];
}

/** A plan's text for the reader: the first of marketingTextLocales it has; undefined when none. */
export function marketingPlanText(
  texts: Readonly<Record<string, MarketingPlanText>>,
  locale: string,
): { locale: string; text: MarketingPlanText } | undefined {
  for (const candidate of marketingTextLocales(locale)) {
    const text = texts[candidate];
    if (text !== undefined) return { locale: candidate, text };
  }
  return undefined;
}

/** Who asks, where, and when. */
export interface MarketingViewer {
  siteId: number;
  locale: string;
  /** null: a visitor. */
  vipTier: number | null;
  device: 'web' | 'h5';
  now: Date;
}

/** What the page asks for: a resource type, and for the pop-up list a position. */
export interface MarketingSlot {
  resourceType: MarketingResourceType;
  position?: MarketingPosition | undefined;
  /** The alpha banner's currency (widgets §7 get-user-plans `currency`). */
  currency?: string | undefined;
}

/** Why a plan is not shown (for tests and for an operator asking "why is my plan not showing"). */
export type MarketingExclusion =
  | 'paused'
  | 'resource-type'
  | 'position'
  | 'currency'
  | 'site'
  | 'audience'
  | 'tier'
  | 'device'
  | 'not-started'
  | 'ended'
  | 'no-text';

/** The first rule that keeps `plan` from `viewer` in `slot`; null when it may be shown. */
export function marketingExclusion(
  plan: MarketingPlan,
  slot: MarketingSlot,
  viewer: MarketingViewer,
): MarketingExclusion | null {
  if (plan.status !== 'active') return 'paused';
  if (plan.resourceType !== slot.resourceType) return 'resource-type';
  if (slot.position !== undefined && plan.position !== slot.position) return 'position';
  if (slot.currency !== undefined && plan.alphaCurrency !== null && plan.alphaCurrency !== slot.currency) {
    return 'currency';
  }
  if (plan.siteIds !== null && !plan.siteIds.includes(viewer.siteId)) return 'site';
  const loggedIn = viewer.vipTier !== null;
  if ((plan.audience === 'visitor' && loggedIn) || (plan.audience === 'logged_in' && !loggedIn)) return 'audience';
  // A visitor has no VIP tier: tier 0, so a plan for tiers 1 and up never reaches one.
  const tier = viewer.vipTier ?? 0;
  if (tier < plan.vipTierMin || tier > plan.vipTierMax) return 'tier';
  if (plan.device !== 'any' && plan.device !== viewer.device) return 'device';
  const now = viewer.now.getTime();
  if (plan.startsAt !== null && now < plan.startsAt.getTime()) return 'not-started';
  if (plan.endsAt !== null && now >= plan.endsAt.getTime()) return 'ended';
  if (marketingPlanText(plan.texts, viewer.locale) === undefined) return 'no-text';
  return null;
}

/** Higher priority first, then the lower id (the older plan): a stable order an operator can predict. */
export function compareMarketingPlans(a: MarketingPlan, b: MarketingPlan): number {
  return b.priority - a.priority || a.id - b.id;
}

/**
 * The plans `viewer` may see in `slot`, best first (widgets §7 targeted-popup-plan/list "first
 * item of data.list": the page shows the first, so the best one leads).
 */
export function chooseMarketingPlans(
  candidates: readonly MarketingPlan[],
  slot: MarketingSlot,
  viewer: MarketingViewer,
): MarketingPlan[] {
  return candidates.filter((plan) => marketingExclusion(plan, slot, viewer) === null).sort(compareMarketingPlans);
}

/** widgets §3 alpha card `sort`: the cards in ascending sort, then as chooseMarketingPlans ranks them. */
export function sortAlphaCards(plans: readonly MarketingPlan[]): MarketingPlan[] {
  return [...plans].sort((a, b) => a.sort - b.sort || compareMarketingPlans(a, b));
}
