import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { fiatCurrencies, siteFiats, siteLanguages, siteSettings } from '../schema';

export interface SiteSettingsRow {
  subSiteId: number;
  isServiceHost: boolean;
  currFiat: string;
  currencyCount: number;
  defaultBuyCryptoFiat: string;
  defaultP2PFiat: string;
  /** JSON array of {lang, name} in sort order; parse before use. */
  langs: unknown;
  /** JSON array of {name, symbol, rate} (rate as numeric text) in sort order; parse before use. */
  fiats: unknown;
}

/** A site's settings row with its languages and fiats, or null when the site has no row. */
export async function selectSiteSettings(db: Database, subSiteId: number): Promise<SiteSettingsRow | null> {
  // One round trip: the page header asks for this on every render. (Drizzle writes columns of
  // a one-table select unqualified, so the correlated subqueries name site_settings in full.)
  const [row] = await db
    .select({
      subSiteId: siteSettings.subSiteId,
      isServiceHost: siteSettings.isServiceHost,
      currFiat: siteSettings.currFiat,
      currencyCount: siteSettings.currencyCount,
      defaultBuyCryptoFiat: siteSettings.defaultBuyCryptoFiat,
      defaultP2PFiat: siteSettings.defaultP2PFiat,
      langs: sql<unknown>`coalesce((
        select json_agg(json_build_object('lang', l.lang, 'name', l.name) order by l.sort_order)
        from ${siteLanguages} l where l.sub_site_id = site_settings.sub_site_id), '[]'::json)`,
      fiats: sql<unknown>`coalesce((
        select json_agg(json_build_object('name', f.code, 'symbol', f.symbol, 'rate', f.usd_rate::text) order by sf.sort_order)
        from ${siteFiats} sf join ${fiatCurrencies} f on f.code = sf.fiat_code
        where sf.sub_site_id = site_settings.sub_site_id), '[]'::json)`,
    })
    .from(siteSettings)
    .where(eq(siteSettings.subSiteId, subSiteId));
  return row ?? null;
}
