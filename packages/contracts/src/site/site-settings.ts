import { defaultSiteSettings, type SiteSettings } from '@meridian/domain';
import * as z from 'zod/mini';
import { envelope } from '../envelope-schemas';

const defaults = defaultSiteSettings();

/** One decimal number as a string, e.g. "0.92" (rates stay exact on the wire). */
export const decimalString = z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'a decimal number as text'));

const nonEmpty = z.string().check(z.minLength(1));
const count = z.int().check(z.nonnegative());

export const fiatOption = z.object({ name: nonEmpty, symbol: z.string() });
export const languageOption = z.object({ lang: z.string(), name: z.string() });

/**
 * The getSiteSettings answer (shell §3 "Site settings response"). Each field falls back to
 * its spec default on its own, so one malformed field does not throw the rest away.
 */
export const siteSettings = z.object({
  lang_list: z.catch(z.array(languageOption), defaults.lang_list),
  fiat_list: z.catch(z.array(fiatOption), defaults.fiat_list),
  is_service_host: z.catch(z.boolean(), defaults.is_service_host),
  curr_fiat: z.catch(nonEmpty, defaults.curr_fiat),
  currency_count: z.catch(count, defaults.currency_count),
  curr_fiat_market_rates: z.catch(z.record(z.string(), decimalString), defaults.curr_fiat_market_rates),
  defaultBuyCryptoFiat: z.catch(nonEmpty, defaults.defaultBuyCryptoFiat),
  defaultP2PFiat: z.catch(nonEmpty, defaults.defaultP2PFiat),
  sub_site_id: z.catch(count, defaults.sub_site_id),
}) satisfies z.ZodMiniType<SiteSettings>;

export const siteSettingsResponse = envelope(siteSettings);
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponse>;
