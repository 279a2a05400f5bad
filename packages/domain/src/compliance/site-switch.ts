import { siteUrl } from '../sites/site-hosts';
import type { SiteConfig } from '../sites/site-config';
import { siteByKey } from '../sites/site-registry';
import type { SiteKey } from '../sites/site-ids';

/**
 * widgets §3 "Limit flags: is_us_toast, is_main, is_uk_ip, is_au_ip, is_jp_toast, is_ae_toast",
 * and is_eu_toast: shell §8 lists EU among the sites the prompts switch between, and widgets §3
 * names no flag for it (issue 8; docs/decisions/0019).
 */
export interface SiteSwitchFlags {
  is_us_toast: boolean;
  is_main: boolean;
  is_uk_ip: boolean;
  is_au_ip: boolean;
  is_jp_toast: boolean;
  is_ae_toast: boolean;
  is_eu_toast: boolean;
}

export type SiteSwitchFlag = keyof SiteSwitchFlags;

/**
 * The sites the bar can suggest, each with its flag and the visitor country it serves (ISO 3166
 * alpha-2). shell §8 "Site-switch prompts between main, EU, US, UK, AU, JP and Dubai".
 * Order is the bar's priority should a caller ever see more than one flag set.
 */
export const SITE_SWITCH_SUGGESTIONS = [
  { flag: 'is_us_toast', site: 'us', country: 'US' },
  { flag: 'is_uk_ip', site: 'uk', country: 'GB' },
  { flag: 'is_au_ip', site: 'australia', country: 'AU' },
  { flag: 'is_jp_toast', site: 'japan', country: 'JP' },
  { flag: 'is_ae_toast', site: 'uae', country: 'AE' },
  // Every EU member state (EU_MEMBER_STATES) rather than one country.
  { flag: 'is_eu_toast', site: 'eu', country: null },
  { flag: 'is_main', site: 'main', country: null },
] as const satisfies readonly { flag: SiteSwitchFlag; site: SiteKey; country: string | null }[];

export type SiteSwitchTarget = (typeof SITE_SWITCH_SUGGESTIONS)[number]['site'];

/** The 27 member states of the European Union (ISO 3166 alpha-2; Greece is GR, not EL). */
export const EU_MEMBER_STATES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
]);

/** The regional sites whose visitors from elsewhere are offered the global site (is_main). */
export const REGIONAL_SWITCH_SITES: ReadonlySet<SiteKey> = new Set(['eu', 'us', 'uk', 'australia', 'japan', 'uae']);

/**
 * Countries a regional site exists for. widgets §8: "Switch-bar texts suggest switching to the
 * global site when the user accesses from outside JP, EU, US, UK, AU or the UAE."
 */
function hasRegionalSite(country: string): boolean {
  return EU_MEMBER_STATES.has(country) || SITE_SWITCH_SUGGESTIONS.some((s) => s.country === country);
}

const NO_FLAGS: SiteSwitchFlags = {
  is_us_toast: false,
  is_main: false,
  is_uk_ip: false,
  is_au_ip: false,
  is_jp_toast: false,
  is_ae_toast: false,
  is_eu_toast: false,
};

/**
 * The limit flags for a visitor from `country` (ISO 3166 alpha-2, upper case; undefined when not
 * known) on `site`. A visitor from a country with a site of its own, on another site, is offered
 * that site; a visitor from anywhere else, on one of the regional sites, is offered the global
 * site. An unknown country sets no flag: we do not nag people we cannot place.
 */
export function siteSwitchFlags(country: string | undefined, site: SiteKey): SiteSwitchFlags {
  const flags = { ...NO_FLAGS };
  if (!country) return flags;
  const own = SITE_SWITCH_SUGGESTIONS.find((s) => s.country === country);
  if (own) {
    flags[own.flag] = own.site !== site;
  } else if (EU_MEMBER_STATES.has(country)) {
    flags.is_eu_toast = site !== 'eu';
  } else if (!hasRegionalSite(country) && REGIONAL_SWITCH_SITES.has(site)) {
    flags.is_main = true;
  }
  return flags;
}

/** widgets §4 "Picks a message by region flags": the site the bar suggests, or null for no bar. */
export function siteSwitchTarget(flags: Partial<SiteSwitchFlags>): SiteSwitchTarget | null {
  return SITE_SWITCH_SUGGESTIONS.find((s) => flags[s.flag] === true)?.site ?? null;
}

/** The site-switch bar's suggestion: which message, and the site it switches to. */
export interface SiteSwitchSuggestion {
  target: SiteSwitchTarget;
  site: SiteConfig;
}

/**
 * siteSwitchTarget with the target's site looked up: called on the server, so the browser gets the
 * one site it may switch to, never the whole site registry (issue 10, first-load JS).
 */
export function siteSwitchSuggestion(flags: Partial<SiteSwitchFlags>): SiteSwitchSuggestion | null {
  const target = siteSwitchTarget(flags);
  return target ? { target, site: siteByKey(target) } : null;
}

/** Where the visitor is now, so the switch keeps the scheme and port (development runs on :3000). */
export interface CurrentOrigin {
  /** 'http:' or 'https:' */
  protocol: string;
  /** '' for the scheme's default port. */
  port: string;
}

/**
 * The home page of `site` in its default locale, on the current scheme and port. Every site the
 * bar suggests is reached on the main host (under its locale prefix), or is the main site itself.
 */
export function siteSwitchUrl(site: SiteConfig, current: CurrentOrigin): string {
  const locale = site.locales[0];
  if (!locale) throw new Error(`site ${site.key} has no locale`);
  const url = siteUrl(site, locale, '/', current.protocol);
  // siteUrl names no port; put the current one after the host.
  return current.port ? url.replace(/^([a-z]+:\/\/[^/]+)/, `$1:${current.port}`) : url;
}
