import type { SiteKey } from '../sites/site-ids';
import type { ComplianceLimit } from './compliance-check';

/**
 * shell §8 "cookie policy with accept necessary / accept all". The choice is kept in this cookie
 * (so the server renders the page without the bar once chosen: no layout shift) for a year.
 */
export const COOKIE_CONSENT_COOKIE = 'cookie_consent';
export const COOKIE_CONSENT_MAX_AGE_S = 365 * 24 * 3600;

export type CookieConsent = 'necessary' | 'all';

export function parseCookieConsent(value: string | undefined | null): CookieConsent | undefined {
  return value === 'necessary' || value === 'all' ? value : undefined;
}

/** The sites whose law asks for consent before analytics cookies (the EU's ePrivacy rules, the UK's PECR). */
const CONSENT_SITES: ReadonlySet<SiteKey> = new Set(['eu', 'uk']);

/**
 * Whether this visitor must choose before analytics and monitoring run (decision 0048): on the EU
 * and UK sites, and on any site for a visitor whose country the check flags as EU or UK.
 */
export function consentRequired(site: SiteKey, limit: ComplianceLimit): boolean {
  return CONSENT_SITES.has(site) || limit.is_eu_toast === true || limit.is_uk_ip === true || limit.is_uk_limit === true;
}

/**
 * Whether analytics and monitoring may run: where consent is required, only after "accept all";
 * elsewhere unless the visitor chose "necessary" only.
 */
export function analyticsAllowed(required: boolean, consent: CookieConsent | undefined): boolean {
  return required ? consent === 'all' : consent !== 'necessary';
}
