/**
 * shell §3 "Site ids": main 0, Turkey 177, Malta/EU 106, Hong Kong 71, US 232, Bahamas 14,
 * Singapore 153, UK 182, Japan 83, UAE 181, test net 666, Australia 11.
 */
export const SITE_IDS = {
  main: 0,
  turkey: 177,
  eu: 106,
  hongKong: 71,
  us: 232,
  bahamas: 14,
  singapore: 153,
  uk: 182,
  japan: 83,
  uae: 181,
  testnet: 666,
  australia: 11,
} as const;

export type SiteKey = keyof typeof SITE_IDS;
export type SiteId = (typeof SITE_IDS)[SiteKey];

const ALL_SITE_IDS: ReadonlySet<number> = new Set(Object.values(SITE_IDS));

export function isSiteId(value: number): value is SiteId {
  return ALL_SITE_IDS.has(value);
}
