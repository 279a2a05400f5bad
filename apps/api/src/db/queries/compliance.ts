import { asc } from 'drizzle-orm';
import type { Database } from '../database';
import { complianceCountries, complianceTips } from '../schema';

/** A country's compliance rules as stored (decision 0048). */
export type ComplianceCountryRow = Omit<typeof complianceCountries.$inferSelect, 'updatedAt'>;
/** A compliance tip as stored; `textLink` is JSON to parse before use. */
export type ComplianceTipRow = Omit<typeof complianceTips.$inferSelect, 'updatedAt' | 'id'>;

/**
 * Every country's rules. Read whole (a row per country, a few hundred at most) and kept for a few
 * seconds by services/compliance.ts, so the check on every page costs no round trip.
 */
export async function selectComplianceCountries(db: Database): Promise<ComplianceCountryRow[]> {
  return db
    .select({
      country: complianceCountries.country,
      numericCode: complianceCountries.numericCode,
      name: complianceCountries.name,
      prohibited: complianceCountries.prohibited,
      siteClosed: complianceCountries.siteClosed,
      showTips: complianceCountries.showTips,
      menu: complianceCountries.menu,
      flags: complianceCountries.flags,
      servedBySites: complianceCountries.servedBySites,
    })
    .from(complianceCountries)
    .orderBy(asc(complianceCountries.country));
}

/** Every compliance tip (a row per site, locale and country that has one), kept like the countries. */
export async function selectComplianceTips(db: Database): Promise<ComplianceTipRow[]> {
  return db
    .select({
      siteId: complianceTips.siteId,
      locale: complianceTips.locale,
      country: complianceTips.country,
      title: complianceTips.title,
      content: complianceTips.content,
      okButton: complianceTips.okButton,
      cancelButton: complianceTips.cancelButton,
      okButtonRouter: complianceTips.okButtonRouter,
      textLink: complianceTips.textLink,
      maxCount: complianceTips.maxCount,
      enabled: complianceTips.enabled,
      paths: complianceTips.paths,
    })
    .from(complianceTips)
    .orderBy(asc(complianceTips.id));
}
