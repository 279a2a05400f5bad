import { localizePath } from '../locales/locales';
import { isPageUnder, pagePathOf } from './page-path';

// widgets §2 "Growth tabs: rewards, activity centre, referral, optional affiliate, optional broker.
// The selected tab follows the current path. A tab click adds a channel-code query parameter that
// depends on the from-to pair of pages." Routes: "/rewards_hub, /competition/center, /referral,
// optional affiliate tab (default /referral/affiliate) and broker tab (default /referral/broker)".

export type GrowthTabKey = 'rewards' | 'activity' | 'referral' | 'affiliate' | 'broker';

export interface GrowthTab {
  key: GrowthTabKey;
  /** The page's path without locale prefix. */
  path: string;
}

/** widgets §2: the tabs every growth page shows, in order. */
export const GROWTH_TAB_PATHS = Object.freeze({
  rewards: '/rewards_hub',
  activity: '/competition/center',
  referral: '/referral',
  /** widgets §2 "optional affiliate tab (default /referral/affiliate)". */
  affiliate: '/referral/affiliate',
  /** widgets §2 "broker tab (default /referral/broker)". */
  broker: '/referral/broker',
} as const satisfies Record<GrowthTabKey, string>);

/**
 * The channel-code query parameter a tab click adds (widgets §2; the name is ours: the one the signup
 * link uses for its channel, shell §2 "/signup (query ch, ref_uid)").
 */
export const GROWTH_CHANNEL_PARAM = 'ch';

export interface GrowthTabOptions {
  /** Show the affiliate tab: true for its default path, or the path to use. */
  affiliate?: boolean | string | undefined;
  /** Show the broker tab: true for its default path, or the path to use. */
  broker?: boolean | string | undefined;
}

/** The tabs to show: rewards, activity centre, referral, then affiliate and broker when asked for. */
export function growthTabs(options: GrowthTabOptions = {}): GrowthTab[] {
  const tabs: GrowthTab[] = [
    { key: 'rewards', path: GROWTH_TAB_PATHS.rewards },
    { key: 'activity', path: GROWTH_TAB_PATHS.activity },
    { key: 'referral', path: GROWTH_TAB_PATHS.referral },
  ];
  for (const key of ['affiliate', 'broker'] as const) {
    const option = options[key];
    if (option === true) tabs.push({ key, path: GROWTH_TAB_PATHS[key] });
    else if (typeof option === 'string' && option.trim() !== '') tabs.push({ key, path: option.trim() });
  }
  return tabs;
}

/**
 * widgets §2 "The selected tab follows the current path": the tab whose page is `path` or holds it
 * (`/de/referral/affiliate/`, `/referral?ch=x` ...), the most specific one when tabs nest (the
 * affiliate tab's /referral/affiliate over the referral tab's /referral); null on other pages.
 */
export function selectedGrowthTab(path: string, tabs: readonly GrowthTab[]): GrowthTabKey | null {
  const page = pagePathOf(path);
  let best: GrowthTab | null = null;
  for (const tab of tabs) {
    if (!isPageUnder(page, tab.path)) continue;
    if (best === null || pagePathOf(tab.path).length > pagePathOf(best.path).length) best = tab;
  }
  return best?.key ?? null;
}

/**
 * The channel code of a click from one growth page to another (ours; the spec shows no codes):
 * `growth_<from>_<to>`, with `other` for a page that is no tab, e.g. growth_rewards_referral,
 * growth_referral_affiliate, growth_other_rewards. Every pair has its own code, so the referral
 * and reward reports can tell where a visit came from.
 */
export function growthChannelCode(from: GrowthTabKey | null, to: GrowthTabKey): string {
  return `growth_${from ?? 'other'}_${to}`;
}

/**
 * The href of tab `to` clicked on the page of tab `from` (null: on a page that is no tab), under
 * the visitor's locale prefix ('' for English), with `?ch=` per growthChannelCode (widgets §2 "A tab
 * click adds a channel-code query parameter that depends on the from-to pair"). A click on the tab
 * already selected adds none: it moves nowhere. undefined when `to` is not among the tabs.
 */
export function growthTabHref(
  from: GrowthTabKey | null,
  to: GrowthTabKey,
  tabs: readonly GrowthTab[],
  localePrefix = '',
): string | undefined {
  const target = tabs.find((tab) => tab.key === to);
  if (target === undefined) return undefined;
  const href = localizePath(localePrefix, target.path);
  if (from === to) return href;
  const separator = href.includes('?') ? '&' : '?';
  return `${href}${separator}${GROWTH_CHANNEL_PARAM}=${encodeURIComponent(growthChannelCode(from, to))}`;
}
