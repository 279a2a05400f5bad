import { defaultSiteSettings, type SiteSettings } from '@meridian/domain';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import { fiatCurrencies, siteFiats, siteLanguages, siteSettings } from '../db/schema';

/** "34.2500000000" → "34.25"; numeric columns come back padded to their scale. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/**
 * The header common data of one site. A site with no row gets the spec defaults
 * (shell §3), never an error: the header must always render.
 */
const languageRows = z.array(z.object({ lang: z.string(), name: z.string() }));
const fiatRows = z.array(z.object({ name: z.string(), symbol: z.string(), rate: z.string() }));

export async function getSiteSettings(db: Database, subSiteId: number): Promise<SiteSettings> {
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
  if (!row) return { ...defaultSiteSettings(), sub_site_id: subSiteId };

  const fiats = fiatRows.parse(row.fiats);
  return {
    lang_list: languageRows.parse(row.langs),
    fiat_list: fiats.map(({ name, symbol }) => ({ name, symbol })),
    is_service_host: row.isServiceHost,
    curr_fiat: row.currFiat,
    currency_count: row.currencyCount,
    curr_fiat_market_rates: Object.fromEntries(fiats.map((f) => [f.name, trimDecimal(f.rate)])),
    defaultBuyCryptoFiat: row.defaultBuyCryptoFiat,
    defaultP2PFiat: row.defaultP2PFiat,
    sub_site_id: row.subSiteId,
  };
}
