import { type ComplianceCheck, defaultComplianceCheck, MAIN_SITE, siteById, siteSwitchFlags } from '@meridian/domain';

export interface ComplianceCheckInput {
  /** The site the call is for (shell §3 site id). */
  siteId: number;
  /** The visitor's country (ISO 3166 alpha-2, upper case), when a trusted proxy told us. */
  country: string | undefined;
}

/**
 * shell §7 "GET /api/web/v1/compliance/check": the shell §3 defaults, with the widgets §3
 * site-switch flags for this visitor and site. The reference API restricts no menu and has no
 * business messages or tips yet, so those stay at their defaults.
 */
export function getComplianceCheck({ siteId, country }: ComplianceCheckInput): ComplianceCheck {
  const site = siteById(siteId) ?? MAIN_SITE;
  return { ...defaultComplianceCheck(), limit: { ...siteSwitchFlags(country, site.key) } };
}
