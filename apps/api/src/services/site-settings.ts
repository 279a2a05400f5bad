import { defaultSiteSettings, type SiteSettings } from '@meridian/domain';
import { z } from 'zod';
import type { Database } from '../db/database';
import { selectSiteSettings } from '../db/queries/site-settings';

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
  const row = await selectSiteSettings(db, subSiteId);
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
