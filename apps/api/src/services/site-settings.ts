import { defaultSiteSettings, type SiteSettings } from '@meridian/domain';
import { asc, eq } from 'drizzle-orm';
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
export async function getSiteSettings(db: Database, subSiteId: number): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.subSiteId, subSiteId));
  if (!row) return { ...defaultSiteSettings(), sub_site_id: subSiteId };

  const [langs, fiats] = await Promise.all([
    db
      .select({ lang: siteLanguages.lang, name: siteLanguages.name })
      .from(siteLanguages)
      .where(eq(siteLanguages.subSiteId, subSiteId))
      .orderBy(asc(siteLanguages.sortOrder)),
    db
      .select({ name: fiatCurrencies.code, symbol: fiatCurrencies.symbol, rate: fiatCurrencies.usdRate })
      .from(siteFiats)
      .innerJoin(fiatCurrencies, eq(siteFiats.fiatCode, fiatCurrencies.code))
      .where(eq(siteFiats.subSiteId, subSiteId))
      .orderBy(asc(siteFiats.sortOrder)),
  ]);

  return {
    lang_list: langs,
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
