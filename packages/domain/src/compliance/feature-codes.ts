/**
 * shell §2 "Compliance pattern list (feature paths subject to gating): nft, rank, help,
 * announcements, affiliate, referral, institution, shop, learn, blog, post, live, news, crypto, c2c,
 * card, price, convert, etf, futures_center, eth2, staking (GT, TRX, SOL, TON), cryptoloan, c2cloan,
 * competition, otc, developers, airdrop, vip and others."
 *
 * Each feature code with the paths it gates (without the locale prefix): a path is gated by a code
 * when it equals one of the code's paths or lies under it. The staking codes are one per coin.
 */
export const COMPLIANCE_FEATURES = {
  nft: ['/nft'],
  rank: ['/rank', '/price/rank'],
  help: ['/help'],
  announcements: ['/announcements'],
  affiliate: ['/referral/affiliate', '/affiliate'],
  referral: ['/referral'],
  institution: ['/institution'],
  shop: ['/shop'],
  learn: ['/learn'],
  blog: ['/blog'],
  post: ['/post'],
  live: ['/live'],
  news: ['/news'],
  crypto: ['/crypto'],
  c2c: ['/c2c'],
  card: ['/card'],
  price: ['/price'],
  convert: ['/convert'],
  etf: ['/etf'],
  futures_center: ['/futures_center'],
  eth2: ['/eth2'],
  staking_gt: ['/staking/GT'],
  staking_trx: ['/staking/TRX'],
  staking_sol: ['/staking/SOL'],
  staking_ton: ['/staking/TON'],
  cryptoloan: ['/cryptoloan'],
  c2cloan: ['/c2cloan'],
  competition: ['/competition'],
  otc: ['/otc'],
  developers: ['/developers'],
  airdrop: ['/airdrop'],
  vip: ['/vip'],
} as const satisfies Record<string, readonly string[]>;

export type ComplianceFeatureCode = keyof typeof COMPLIANCE_FEATURES;

export const COMPLIANCE_FEATURE_CODES = Object.keys(COMPLIANCE_FEATURES) as ComplianceFeatureCode[];

export function isComplianceFeatureCode(code: string): code is ComplianceFeatureCode {
  return Object.hasOwn(COMPLIANCE_FEATURES, code);
}
