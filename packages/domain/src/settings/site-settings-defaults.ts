/**
 * shell §3 "Site settings response": curr_fiat (default USD), currency_count (default 2700),
 * defaultBuyCryptoFiat (USD), defaultP2PFiat (USD), sub_site_id (0).
 * shell §9 "Defaults: currency USD; currency count 2700".
 */
export const DEFAULT_FIAT = 'USD';
export const DEFAULT_CURRENCY_COUNT = 2700;
export const DEFAULT_SUB_SITE_ID = 0;

export interface FiatOption {
  /** ISO 4217 code, e.g. "EUR". */
  name: string;
  /** Display symbol, e.g. "€". */
  symbol: string;
}

export interface LanguageOption {
  /** The language tag, e.g. "tr" or "pt-BR". */
  lang: string;
  /** The language's own name for itself, e.g. "Türkçe". */
  name: string;
}

export interface SiteSettings {
  lang_list: LanguageOption[];
  fiat_list: FiatOption[];
  is_service_host: boolean;
  curr_fiat: string;
  currency_count: number;
  /** Units of each fiat per 1 USD, as decimal strings (no float rounding on the wire). */
  curr_fiat_market_rates: Record<string, string>;
  defaultBuyCryptoFiat: string;
  defaultP2PFiat: string;
  sub_site_id: number;
}

export function defaultSiteSettings(): SiteSettings {
  return {
    lang_list: [],
    fiat_list: [],
    is_service_host: false,
    curr_fiat: DEFAULT_FIAT,
    currency_count: DEFAULT_CURRENCY_COUNT,
    curr_fiat_market_rates: {},
    defaultBuyCryptoFiat: DEFAULT_FIAT,
    defaultP2PFiat: DEFAULT_FIAT,
    sub_site_id: DEFAULT_SUB_SITE_ID,
  };
}

/**
 * Whether settings are the spec defaults (what a failed call gives): no languages and no fiats.
 * A real site always has at least one of each.
 */
export function isDefaultSiteSettings(settings: SiteSettings): boolean {
  return settings.lang_list.length === 0 && settings.fiat_list.length === 0;
}
