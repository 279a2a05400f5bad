import type { SiteSwitchFlags } from './site-switch';

/**
 * shell §3 "limit holds: is_uk_limit, brazil_toast, is_nl_limit, is_italy_limit, ltw_toast,
 * is_uzbekistan_toast, is_show_compliance_tips, is_blocked_country, limit_country", as the
 * reference API computes them for the visitor's country (decision 0048):
 * - `is_blocked_country`: the country is prohibited (shell §8 "Prohibited countries");
 * - `limit_country`: the whole site is closed to the country (shell §4 "A restricted limit_country
 *   redirects to /state_compliance_tips");
 * - `is_show_compliance_tips`: a gated feature shows the tips page rather than redirecting;
 * - the others: the country's own notices and limits (UK, Brazil, Netherlands, Italy, Lithuania,
 *   Uzbekistan).
 */
export interface ComplianceLimitFlags {
  is_uk_limit: boolean;
  brazil_toast: boolean;
  is_nl_limit: boolean;
  is_italy_limit: boolean;
  ltw_toast: boolean;
  is_uzbekistan_toast: boolean;
  is_show_compliance_tips: boolean;
  is_blocked_country: boolean;
  limit_country: boolean;
}

export type ComplianceLimitFlag = keyof ComplianceLimitFlags;

/** The country-driven limit flags, in the spec's order (the API's table stores them by these names). */
export const COMPLIANCE_COUNTRY_FLAGS = [
  'is_uk_limit',
  'brazil_toast',
  'is_nl_limit',
  'is_italy_limit',
  'ltw_toast',
  'is_uzbekistan_toast',
] as const satisfies readonly ComplianceLimitFlag[];

export type ComplianceCountryFlag = (typeof COMPLIANCE_COUNTRY_FLAGS)[number];

/**
 * shell §3 "toast holds: is_hk_user, is_withdraw_only_user, limit_country_user_status, kyc_toast":
 * what the logged-in account itself calls for (all absent for a visitor).
 */
export interface ComplianceToast {
  is_hk_user: boolean;
  is_withdraw_only_user: boolean;
  /** LIMIT_COUNTRY_USER_STATUS. */
  limit_country_user_status: number;
  /** The account has not passed the KYC check (shell §5: levels 1, 4 and 3 pass). */
  kyc_toast: boolean;
}

/**
 * `limit_country_user_status`: why a logged-in account is limited (shell §8 region notices).
 * - prohibitedResident: its country is prohibited ("Prohibited countries ... I Acknowledge, which
 *   for logged-in users with a jump link goes to /myaccount/withdraw/USDT");
 * - agreementConflict: "Account conflicts with the user agreement (stop service, close orders and
 *   positions); I Got it".
 */
export const LIMIT_COUNTRY_USER_STATUS = { none: 0, prohibitedResident: 1, agreementConflict: 2 } as const;

/** A link inside a tip's or message's text: `{key}` in the content becomes a link to `link`. */
export interface ComplianceTextLink {
  key: string;
  link: string;
}

/**
 * widgets §3 "Compliance tip: title, content, ok_button, cancel_button, ok_button_router, text_link
 * list (key, link), options.maxCount, enable, path list (register, home, login)."
 */
export interface ComplianceTip {
  title: string;
  content: string;
  ok_button: string;
  cancel_button: string;
  ok_button_router: string;
  text_link: ComplianceTextLink[];
  options: { maxCount: number };
  enable: boolean;
  /** Pages the modal opens on ('register', 'home', 'login'); empty: every page. */
  path: string[];
}

/**
 * widgets §3 "Business compliance message: content, title, ok_button, cancel_button,
 * ok_button_router, text_link, no_close_button, type (for example customer-understand-declaration,
 * 24h_cool_down_end_reminder)."
 */
export interface BusinessComplianceMessage {
  type: string;
  title: string;
  content: string;
  ok_button: string;
  cancel_button: string;
  ok_button_router: string;
  text_link: ComplianceTextLink[];
  no_close_button: boolean;
}

/**
 * shell §3 "Compliance check response: menu (list of restricted feature codes), business (list),
 * limit, toast, tips". The web parses every field with its own fallback (contracts), so a field the
 * API leaves out is the spec's default.
 */
export interface ComplianceCheck {
  menu: string[];
  business: Record<string, unknown>[];
  limit: ComplianceLimit;
  toast: Record<string, unknown>;
  tips: Record<string, unknown>;
}

export type ComplianceLimit = Partial<SiteSwitchFlags> & Partial<ComplianceLimitFlags> & Record<string, unknown>;

/** shell §3 "Defaults: business [], limit {}, toast {}, menu [], tips {}." */
export function defaultComplianceCheck(): ComplianceCheck {
  return { business: [], limit: {}, toast: {}, menu: [], tips: {} };
}
