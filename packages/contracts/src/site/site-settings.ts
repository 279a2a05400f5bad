import { defaultSiteSettings, type SiteSettings } from '@meridian/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { envelope, WEB_V1_PREFIX } from '../envelope';

const defaults = defaultSiteSettings();

/** One decimal number as a string, e.g. "0.92" (rates stay exact on the wire). */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal number as text');

export const fiatOption = z.object({ name: z.string().min(1), symbol: z.string() });
export const languageOption = z.object({ lang: z.string(), name: z.string() });

/**
 * The getSiteSettings answer (shell §3 "Site settings response"). Each field falls back to
 * its spec default on its own, so one malformed field does not throw the rest away.
 */
export const siteSettings = z.object({
  lang_list: z.array(languageOption).catch(defaults.lang_list),
  fiat_list: z.array(fiatOption).catch(defaults.fiat_list),
  is_service_host: z.boolean().catch(defaults.is_service_host),
  curr_fiat: z.string().min(1).catch(defaults.curr_fiat),
  currency_count: z.number().int().nonnegative().catch(defaults.currency_count),
  curr_fiat_market_rates: z.record(z.string(), decimalString).catch(defaults.curr_fiat_market_rates),
  defaultBuyCryptoFiat: z.string().min(1).catch(defaults.defaultBuyCryptoFiat),
  defaultP2PFiat: z.string().min(1).catch(defaults.defaultP2PFiat),
  sub_site_id: z.number().int().nonnegative().catch(defaults.sub_site_id),
}) satisfies z.ZodType<SiteSettings>;

export const siteSettingsResponse = envelope(siteSettings);
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponse>;

/** shell §7 "GET /api/web/v1/site/settings | none | data"; any GET also hands out the csrftoken cookie. */
export const getSiteSettings = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/site/settings`,
  answer: siteSettings,
});
