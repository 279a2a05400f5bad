import {
  type ComplianceCountryFlag,
  type ComplianceFeatureCode,
  type ComplianceLimitFlags,
  type ComplianceTip,
  type ComplianceToast,
  isComplianceFeatureCode,
  LIMIT_COUNTRY_USER_STATUS,
  MAIN_SITE,
  passesKycCheck,
  SITE_IDS,
  siteById,
  siteSwitchFlags,
  type SiteSwitchFlags,
} from '@meridian/domain';
import { z } from 'zod';
import type { Database } from '../db/database';
import type { Account } from '../db/queries/accounts';
import {
  type ComplianceCountryRow,
  type ComplianceTipRow,
  selectComplianceCountries,
  selectComplianceTips,
} from '../db/queries/compliance';
import { perDatabase } from './per-database';

/**
 * How long a process keeps the rules it read (decision 0048): the rules are changeable without a
 * deploy, and a change in the tables shows in every process within this time.
 */
export const COMPLIANCE_RULES_TTL_MS = 10_000;

/** The locale whose texts stand in when the visitor's locale has none (shell §9 "Defaults: ... language en"). */
export const FALLBACK_TIP_LOCALE = 'en';

/** ISO 3166 numeric code of Hong Kong (shell §6 "Hong Kong users get a compliance dialog"). */
export const HONG_KONG_COUNTRY = 344;

/** The compliance tables as one process holds them: rows found by alpha-2, numeric code and tip key. */
export interface ComplianceRules {
  byCountry: ReadonlyMap<string, ComplianceCountryRow>;
  byNumericCode: ReadonlyMap<number, ComplianceCountryRow>;
  /** Each tip as answered (its links parsed once), by tipKey(site, locale, country). */
  tips: ReadonlyMap<string, Readonly<ComplianceTip>>;
}

const tipKey = (siteId: number, locale: string, country: string | null) => `${siteId}|${locale}|${country ?? ''}`;

/** A stored text_link that is not a list of {key, link} is answered as none. */
const textLinks = z.array(z.object({ key: z.string(), link: z.string() })).catch([]);

/** widgets §3 "Compliance tip" with the domain's field names. */
function tipAnswer(row: ComplianceTipRow): ComplianceTip {
  return {
    title: row.title,
    content: row.content,
    ok_button: row.okButton,
    cancel_button: row.cancelButton,
    ok_button_router: row.okButtonRouter,
    text_link: textLinks.parse(row.textLink),
    options: { maxCount: row.maxCount },
    enable: row.enabled,
    path: row.paths,
  };
}

export function complianceRulesFrom(
  countries: readonly ComplianceCountryRow[],
  tips: readonly ComplianceTipRow[],
): ComplianceRules {
  return {
    byCountry: new Map(countries.map((row) => [row.country, row])),
    byNumericCode: new Map(countries.map((row) => [row.numericCode, row])),
    tips: new Map(tips.map((row) => [tipKey(row.siteId, row.locale, row.country), tipAnswer(row)])),
  };
}

/**
 * The rules of one database, read again once they are COMPLIANCE_RULES_TTL_MS old (by the request
 * clock, so tests move it). Requests that find them stale together share one read.
 */
export class ComplianceRulesMemo {
  readonly #load: () => Promise<ComplianceRules>;
  readonly #ttlMs: number;
  #rules: ComplianceRules | undefined;
  #readAt = 0;
  #reading: Promise<ComplianceRules> | undefined;

  constructor(load: () => Promise<ComplianceRules>, ttlMs = COMPLIANCE_RULES_TTL_MS) {
    this.#load = load;
    this.#ttlMs = ttlMs;
  }

  get(now: Date): Promise<ComplianceRules> {
    const age = now.getTime() - this.#readAt;
    if (this.#rules && age >= 0 && age < this.#ttlMs) return Promise.resolve(this.#rules);
    // Timed from before the read: a change committed while it runs is at most one lifetime late.
    const startedAt = now.getTime();
    this.#reading ??= this.#load()
      .then((rules) => {
        this.#rules = rules;
        this.#readAt = startedAt;
        return rules;
      })
      .finally(() => {
        this.#reading = undefined;
      });
    return this.#reading;
  }
}

const rulesOf = perDatabase(
  (db) =>
    new ComplianceRulesMemo(async () => {
      const [countries, tips] = await Promise.all([selectComplianceCountries(db), selectComplianceTips(db)]);
      return complianceRulesFrom(countries, tips);
    }),
);

/** What of an account the check reads. */
export type ComplianceAccount = Pick<Account, 'siteId' | 'country' | 'kycLevel' | 'withdrawOnly' | 'complianceStatus'>;

export interface ComplianceCheckInput {
  /** The site the call is for (shell §3 site id). */
  siteId: number;
  /** The locale code the texts are wanted in ('en', 'pt-br', 'ar-dubai'); undefined: English. */
  locale: string | undefined;
  /** The visitor's country (ISO 3166 alpha-2, upper case), when a trusted proxy told us. */
  country: string | undefined;
  /** The logged-in account, if any. */
  account: ComplianceAccount | undefined;
}

/** The answer (the route checks it against the contract): every field this API fills. */
export interface ComplianceCheckResult {
  menu: ComplianceFeatureCode[];
  business: Record<string, unknown>[];
  /** Every flag, as a plain object type (the contract lets other fields through). */
  limit: { [flag in keyof (SiteSwitchFlags & ComplianceLimitFlags)]: boolean };
  /** {} for a visitor. */
  toast: AccountToast | Record<string, never>;
  /** {} when no tip is set for the site, locale and country. */
  tips: Readonly<ComplianceTip> | Record<string, never>;
}

/**
 * shell §7 "GET /api/web/v1/compliance/check", computed from the compliance tables (decision
 * 0048) with the rules this process read in the last COMPLIANCE_RULES_TTL_MS.
 */
export async function getComplianceCheck(
  db: Database,
  input: ComplianceCheckInput,
  now: Date,
): Promise<ComplianceCheckResult> {
  return complianceCheckFrom(await rulesOf(db).get(now), input);
}

/**
 * A country's rules hold except on the regional sites licensed for it (`served_by_sites`): there
 * its people are the site's customers.
 */
function rulesApply(row: ComplianceCountryRow | undefined, siteId: number): row is ComplianceCountryRow {
  return row !== undefined && !row.servedBySites.includes(siteId);
}

/** shell §3 limit flags of the country; all false for a country with no rules (or none known). */
function countryLimitFlags(row: ComplianceCountryRow | undefined): ComplianceLimitFlags {
  const set = (name: ComplianceCountryFlag) => row?.flags.includes(name) ?? false;
  return {
    is_uk_limit: set('is_uk_limit'),
    brazil_toast: set('brazil_toast'),
    is_nl_limit: set('is_nl_limit'),
    is_italy_limit: set('is_italy_limit'),
    ltw_toast: set('ltw_toast'),
    is_uzbekistan_toast: set('is_uzbekistan_toast'),
    is_show_compliance_tips: row?.showTips ?? false,
    is_blocked_country: row?.prohibited ?? false,
    limit_country: row?.siteClosed ?? false,
  };
}

type LimitCountryUserStatus = (typeof LIMIT_COUNTRY_USER_STATUS)[keyof typeof LIMIT_COUNTRY_USER_STATUS];
type AccountToast = Omit<ComplianceToast, 'limit_country_user_status'> & {
  limit_country_user_status: LimitCountryUserStatus;
};

/** Lives in a country the rules prohibit on this site, or staff marked it so (limit_country_user_status 1). */
function residesProhibited(
  account: Pick<ComplianceAccount, 'complianceStatus'>,
  home: ComplianceCountryRow | undefined,
  siteId: number,
): boolean {
  return (
    account.complianceStatus === LIMIT_COUNTRY_USER_STATUS.prohibitedResident ||
    (rulesApply(home, siteId) && home.prohibited)
  );
}

/**
 * Whether the account is a prohibited-country resident on its own site, by the rules in the
 * database (decision 0048; kept COMPLIANCE_RULES_TTL_MS): trading refuses it new orders and
 * positions (domain tradingRefusal), as the compliance check tells it.
 */
export async function isProhibitedResident(
  db: Database,
  account: Pick<ComplianceAccount, 'siteId' | 'country' | 'complianceStatus'>,
  now: Date,
): Promise<boolean> {
  const rules = await rulesOf(db).get(now);
  return residesProhibited(account, rules.byNumericCode.get(account.country), account.siteId);
}

/**
 * shell §3 toast of a logged-in account. limit_country_user_status (LIMIT_COUNTRY_USER_STATUS): 2
 * when compliance staff marked the account as conflicting with the user agreement, else 1 when it
 * lives in a prohibited country (its own country, not where it browses from) or staff marked it
 * so, else 0.
 */
function accountToast(
  account: ComplianceAccount,
  home: ComplianceCountryRow | undefined,
  siteId: number,
): AccountToast {
  const { none, prohibitedResident, agreementConflict } = LIMIT_COUNTRY_USER_STATUS;
  const status =
    account.complianceStatus === agreementConflict
      ? agreementConflict
      : residesProhibited(account, home, siteId)
        ? prohibitedResident
        : none;
  return {
    is_hk_user: account.siteId === SITE_IDS.hongKong || account.country === HONG_KONG_COUNTRY,
    is_withdraw_only_user: account.withdrawOnly,
    limit_country_user_status: status,
    // shell §5 "The KYC-related check treats levels 1, 4 and 3 as passed; any other level fails."
    kyc_toast: !passesKycCheck(account.kycLevel),
  };
}

/**
 * The tip for the site, locale and country: the country's own tip before the one for every
 * country, and within each the visitor's locale before English.
 */
function tipFor(
  rules: ComplianceRules,
  siteId: number,
  locale: string | undefined,
  country: string | undefined,
): Readonly<ComplianceTip> | undefined {
  const locales =
    locale === undefined || locale === FALLBACK_TIP_LOCALE ? [FALLBACK_TIP_LOCALE] : [locale, FALLBACK_TIP_LOCALE];
  for (const forCountry of country === undefined ? [null] : [country, null]) {
    for (const forLocale of locales) {
      const tip = rules.tips.get(tipKey(siteId, forLocale, forCountry));
      if (tip) return tip;
    }
  }
  return undefined;
}

/**
 * The check for one visitor from a set of rules (pure). The country is the trusted CDN header's,
 * else the logged-in account's (`users.country`, numeric); the site-switch flags (widgets §3) read
 * the header alone, as before: they are about where the visitor browses from.
 */
export function complianceCheckFrom(rules: ComplianceRules, input: ComplianceCheckInput): ComplianceCheckResult {
  const site = siteById(input.siteId) ?? MAIN_SITE;
  const { account } = input;
  const home = account && account.country > 0 ? rules.byNumericCode.get(account.country) : undefined;
  const countryCode = input.country ?? home?.country;
  const found = input.country === undefined ? home : rules.byCountry.get(input.country);
  const row = rulesApply(found, site.id) ? found : undefined;
  return {
    menu: row ? row.menu.filter(isComplianceFeatureCode) : [],
    business: [],
    limit: { ...siteSwitchFlags(input.country, site.key), ...countryLimitFlags(row) },
    toast: account ? accountToast(account, home, site.id) : {},
    tips: tipFor(rules, site.id, input.locale, countryCode) ?? {},
  };
}
