import type { LanguageTag } from '../locales/languages';
import type { SiteKey } from '../sites/site-ids';
import { MODAL_FREQUENCY, type ModalFrequency } from '../modals/choose-modal';
import { type ComplianceLimit, LIMIT_COUNTRY_USER_STATUS } from './compliance-check';

// shell §8 region notices: which the page shows, from the compliance check (shell §3), the session
// and the site. Pure: the web opens the modals through the modal registry and renders the bars.

/** The region notices shown as modals (one at a time, through the modal registry). */
export const REGION_NOTICE_MODALS = [
  'restricted-location',
  'prohibited-country',
  'agreement-conflict',
  'uk-closure',
  'uk-not-accepting',
  'uzbekistan-exit',
  'hong-kong',
] as const;

export type RegionNoticeModal = (typeof REGION_NOTICE_MODALS)[number];

/**
 * The region notices shown as bars above the header, in this order after the site-switch bar
 * (decision 0048): what limits the account first, then the network's address.
 */
export const REGION_NOTICE_BARS = ['withdraw-only', 'ip-limit'] as const;

export type RegionNoticeBar = (typeof REGION_NOTICE_BARS)[number];

/**
 * How often each modal may show (shell §4 "Compliance modals are shown once per session or per the
 * timing rules in section 9"): shell §9 "Hong Kong dialog: re-shows 86,400,000 ms (24 h) after last
 * dismissal (stored timestamp)"; "Uzbekistan dialog: shown once (persistent flag)"; the others
 * once per browser session.
 */
export const REGION_NOTICE_FREQUENCY: Record<RegionNoticeModal, ModalFrequency> = {
  'restricted-location': MODAL_FREQUENCY.oncePerSession,
  'prohibited-country': MODAL_FREQUENCY.oncePerSession,
  'agreement-conflict': MODAL_FREQUENCY.oncePerSession,
  'uk-closure': MODAL_FREQUENCY.oncePerSession,
  'uk-not-accepting': MODAL_FREQUENCY.oncePerSession,
  'uzbekistan-exit': MODAL_FREQUENCY.uzbekistanNotice,
  'hong-kong': MODAL_FREQUENCY.hongKongNotice,
};

/** shell §8 "Uzbekistan market exit, withdrawal deadline 1 April 2024 00:00 UTC". */
export const UZBEKISTAN_WITHDRAWAL_DEADLINE_MS = Date.UTC(2024, 3, 1, 0, 0, 0);
/** shell §8 "UK consumer service closure from 6 October 2023". */
export const UK_CLOSURE_DATE_MS = Date.UTC(2023, 9, 6);

/** shell §8 "Prohibited countries ... I Acknowledge, which for logged-in users with a jump link goes to /myaccount/withdraw/USDT". */
export const REGION_NOTICE_WITHDRAW_PATH = '/myaccount/withdraw/USDT';
/** shell §6 "Withdraw-only users get a notice with a Create a ticket action leading to /myaccount/tickets". */
export const REGION_NOTICE_TICKETS_PATH = '/myaccount/tickets';

export interface RegionNoticeInput {
  limit: ComplianceLimit;
  /** The check's `toast` (empty for a visitor). */
  toast: Readonly<Record<string, unknown>>;
  loggedIn: boolean;
  site: SiteKey;
  /** The page's catalog: the UK closure notice is for the Chinese locales. */
  catalog: LanguageTag;
}

export interface RegionNotices {
  /** In the order they are asked for (equal priority: the modal registry shows them in turn). */
  modals: RegionNoticeModal[];
  bars: RegionNoticeBar[];
}

const CHINESE: ReadonlySet<LanguageTag> = new Set(['zh', 'zh-TW']);

/**
 * shell §8 region notices, each from its flag:
 * - "Restricted location, not logged in": a visitor whose country is prohibited (is_blocked_country);
 * - "Prohibited countries ... I Acknowledge": a logged-in resident of one (limit_country_user_status 1);
 * - "Account conflicts with the user agreement": limit_country_user_status 2;
 * - "UK consumer service closure from 6 October 2023 (Chinese locales ...)" and otherwise "UK not
 *   accepting customers": is_uk_limit, on the main site (the UK site serves UK customers);
 * - "Uzbekistan market exit": is_uzbekistan_toast;
 * - shell §6 "Hong Kong users get a compliance dialog": is_hk_user;
 * - bars: shell §6 withdraw-only tip (is_withdraw_only_user), and the "IP address limit tip" for a
 *   logged-in account in good standing that visits from a prohibited country's network.
 */
export function regionNotices({ limit, toast, loggedIn, site, catalog }: RegionNoticeInput): RegionNotices {
  const modals: RegionNoticeModal[] = [];
  const bars: RegionNoticeBar[] = [];
  const status = loggedIn ? toast['limit_country_user_status'] : undefined;
  if (!loggedIn && limit.is_blocked_country === true) modals.push('restricted-location');
  if (status === LIMIT_COUNTRY_USER_STATUS.prohibitedResident) modals.push('prohibited-country');
  if (status === LIMIT_COUNTRY_USER_STATUS.agreementConflict) modals.push('agreement-conflict');
  if (limit.is_uk_limit === true && site === 'main')
    modals.push(CHINESE.has(catalog) ? 'uk-closure' : 'uk-not-accepting');
  if (limit.is_uzbekistan_toast === true) modals.push('uzbekistan-exit');
  if (loggedIn && toast['is_hk_user'] === true) modals.push('hong-kong');
  if (loggedIn && toast['is_withdraw_only_user'] === true) bars.push('withdraw-only');
  if (loggedIn && limit.is_blocked_country === true && status === LIMIT_COUNTRY_USER_STATUS.none) bars.push('ip-limit');
  return { modals, bars };
}
