import {
  KYC_LEVELS,
  LIMIT_COUNTRY_USER_STATUS,
  SITE_IDS,
  SUB_ACCOUNT_SUB_TYPES,
  SUB_ACCOUNT_TYPES,
} from '@meridian/domain';

/**
 * Demo accounts for development (README "Demo accounts (development only)"). All share one
 * password; each gets its own salt. Never seed these into a production database.
 */
export const DEMO_PASSWORD = 'meridian-demo-2024';

/** The TOTP secret of the two-factor demo account (base32); add it to any authenticator app. */
export const DEMO_TOTP_SECRET = 'MERIDIANDEMOTOTPSECRETFORDEVONLY';

/** ISO 3166-1 numeric codes, as the spec's country 233 reads. */
const COUNTRY = { estonia: 233, hongKong: 344, cuba: 192, germany: 276, turkey: 792 } as const;

export interface DemoAccount {
  uid: number;
  email: string;
  phone?: string;
  nickname: string;
  /** What the account demonstrates (README table). */
  role: string;
  siteId?: number;
  country?: number;
  kycLevel?: number;
  tier?: number;
  vipTrialTier?: number;
  masterUid?: number;
  subAccountType?: number;
  subAccountSubType?: number;
  withdrawOnly?: boolean;
  /** users.compliance_status (decision 0048): 2 conflicts with the user agreement. */
  complianceStatus?: number;
  totp?: boolean;
  /** users.risk_user (decision 0049): the KYC notice shows the site's risk-user guide. */
  riskUser?: boolean;
  /** users.kyc_deadline_at this many days after the seed (decision 0049: the KYC footer tip). */
  kycDeadlineDays?: number;
  /** users.cool_down_until this many hours before the seed (the cool-down-end reminder). */
  coolDownEndedHoursAgo?: number;
  /** The user agreement version the account accepted (decision 0049); the current one otherwise. */
  acceptedAgreementVersion?: number;
  /** Coin → amount held (available); the default basket otherwise. */
  balances?: Record<string, string>;
  /** Coin → amount held in the futures wallet (issue 16: margin lives there); none otherwise. */
  futuresBalances?: Record<string, string>;
}

/**
 * The futures wallet of the accounts that demonstrate futures trading (issue 16): margin is paid
 * from it, and it is filled from spot by transfer, so these start with some to trade at once.
 */
export const DEMO_FUTURES_BALANCES: Readonly<Record<string, string>> = { USDT: '10000' };

/** Seeded uids sit below the identity's start (20000001), so sign-ups never take them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    uid: 10_000_001,
    email: 'kyc-none@meridian.example',
    nickname: 'kyc-none',
    role: 'no KYC (level 0); KYC deadline 7 days after the first seed, so the KYC footer tip shows',
    kycLevel: KYC_LEVELS.none,
    country: COUNTRY.germany,
    kycDeadlineDays: 7,
  },
  {
    uid: 10_000_002,
    email: 'kyc-0-5@meridian.example',
    nickname: 'kyc-0-5',
    role: 'KYC level 0.5 (verified 5)',
    kycLevel: KYC_LEVELS.level0_5,
    country: COUNTRY.germany,
    futuresBalances: { ...DEMO_FUTURES_BALANCES },
  },
  {
    uid: 10_000_003,
    email: 'kyc-1@meridian.example',
    nickname: 'kyc-1',
    role: 'KYC level 1 (verified 2); KYC deadline 9 days after the first seed: the KYC tip bar shows, except on the US site (level 1)',
    kycLevel: KYC_LEVELS.level1,
    country: COUNTRY.germany,
    kycDeadlineDays: 9,
    futuresBalances: { ...DEMO_FUTURES_BALANCES },
  },
  {
    uid: 10_000_004,
    email: 'kyc-2@meridian.example',
    nickname: 'kyc-2',
    role: 'KYC level 2 (verified 1)',
    kycLevel: KYC_LEVELS.level2,
    country: COUNTRY.germany,
    futuresBalances: { ...DEMO_FUTURES_BALANCES },
  },
  {
    uid: 10_000_005,
    email: 'kyc-3@meridian.example',
    nickname: 'kyc-3',
    role: 'KYC level 3 (verified 4)',
    kycLevel: KYC_LEVELS.level3,
    country: COUNTRY.germany,
    futuresBalances: { ...DEMO_FUTURES_BALANCES },
  },
  {
    uid: 10_000_006,
    email: 'company@meridian.example',
    nickname: 'company',
    role: 'company KYC (verified 3)',
    kycLevel: KYC_LEVELS.company,
    country: COUNTRY.germany,
  },
  {
    uid: 10_000_007,
    email: 'master@meridian.example',
    nickname: 'master',
    role: 'master account of the sub-account below',
    kycLevel: KYC_LEVELS.level2,
    country: COUNTRY.germany,
    futuresBalances: { ...DEMO_FUTURES_BALANCES },
  },
  {
    uid: 10_000_008,
    email: 'sub-managed@meridian.example',
    nickname: 'sub-managed',
    role: 'sub-account of master: managed (type 4), asset management (sub_type 7)',
    kycLevel: KYC_LEVELS.level2,
    country: COUNTRY.germany,
    masterUid: 10_000_007,
    subAccountType: SUB_ACCOUNT_TYPES.managed,
    subAccountSubType: SUB_ACCOUNT_SUB_TYPES.assetManagement,
    balances: { USDT: '25000', BTC: '0.1' },
    futuresBalances: { ...DEMO_FUTURES_BALANCES },
  },
  {
    uid: 10_000_009,
    email: 'vip-trial@meridian.example',
    nickname: 'vip-trial',
    role: 'VIP trial tier 2, ends 30 days after the first seed',
    kycLevel: KYC_LEVELS.level2,
    vipTrialTier: 2,
    country: COUNTRY.germany,
  },
  {
    uid: 10_000_010,
    email: 'country-233@meridian.example',
    nickname: 'country-233',
    role: 'verified (KYC 2) user of country 233: no app banner',
    kycLevel: KYC_LEVELS.level2,
    country: COUNTRY.estonia,
  },
  {
    uid: 10_000_011,
    email: 'hk@meridian.example',
    phone: '+85255501234',
    nickname: 'hk',
    role: 'Hong Kong user (site 71, country 344); also logs in by phone',
    siteId: SITE_IDS.hongKong,
    kycLevel: KYC_LEVELS.level2,
    country: COUNTRY.hongKong,
  },
  {
    uid: 10_000_012,
    email: 'withdraw-only@meridian.example',
    nickname: 'withdraw-only',
    role: 'withdraw-only user (users.withdraw_only)',
    kycLevel: KYC_LEVELS.level2,
    withdrawOnly: true,
    country: COUNTRY.germany,
  },
  {
    uid: 10_000_013,
    email: 'restricted@meridian.example',
    nickname: 'restricted',
    role: 'resident of a prohibited country (Cuba, 192)',
    kycLevel: KYC_LEVELS.level1,
    country: COUNTRY.cuba,
  },
  {
    uid: 10_000_014,
    email: 'two-factor@meridian.example',
    nickname: 'two-factor',
    role: 'two-factor on (TOTP secret below)',
    kycLevel: KYC_LEVELS.level2,
    totp: true,
    country: COUNTRY.germany,
  },
  {
    uid: 10_000_015,
    email: 'vip-5@meridian.example',
    nickname: 'vip-5',
    role: 'VIP tier 5, large balances',
    kycLevel: KYC_LEVELS.level3,
    tier: 5,
    country: COUNTRY.germany,
    balances: { BTC: '12.5', ETH: '140', USDT: '2500000', SOL: '3000' },
  },
  {
    uid: 10_000_016,
    email: 'agreement-conflict@meridian.example',
    nickname: 'agreement-conflict',
    role: 'account conflicting with the user agreement (users.compliance_status 2), KYC level 2',
    kycLevel: KYC_LEVELS.level2,
    complianceStatus: LIMIT_COUNTRY_USER_STATUS.agreementConflict,
    country: COUNTRY.germany,
  },
  {
    uid: 10_000_017,
    email: 'risk-user@meridian.example',
    nickname: 'risk-user',
    role: 'risk user (users.risk_user): the KYC notice shows the risk-user guide (main site: every 24 h, not closable), KYC level 1',
    kycLevel: KYC_LEVELS.level1,
    riskUser: true,
    country: COUNTRY.germany,
  },
  {
    uid: 10_000_018,
    email: 'tr-user@meridian.example',
    nickname: 'tr-user',
    role: 'Turkey-site user (site 177), KYC level 2, has not signed the customer understanding declaration',
    siteId: SITE_IDS.turkey,
    kycLevel: KYC_LEVELS.level2,
    country: COUNTRY.turkey,
  },
  {
    uid: 10_000_019,
    email: 'new-terms@meridian.example',
    nickname: 'new-terms',
    role: 'accepted only the first user agreement: must accept the current version, KYC level 2',
    kycLevel: KYC_LEVELS.level2,
    acceptedAgreementVersion: 1,
    country: COUNTRY.germany,
  },
  {
    uid: 10_000_020,
    email: 'cool-down@meridian.example',
    nickname: 'cool-down',
    role: '24 h cool-down ended an hour before the first seed: the cool-down-end reminder shows for 7 days',
    kycLevel: KYC_LEVELS.level2,
    coolDownEndedHoursAgo: 1,
    country: COUNTRY.germany,
  },
  {
    uid: 10_000_021,
    email: 'support-staff@meridian.example',
    nickname: 'meridian-support',
    role: 'chat support staff (chat_staff): reads and answers every support room, KYC level 2',
    kycLevel: KYC_LEVELS.level2,
    country: COUNTRY.germany,
  },
];

/** Issue 16 "Chat": the public rooms every visitor sees (slug and title). */
export const DEMO_CHAT_ROOMS: readonly { slug: string; title: string }[] = [
  { slug: 'lobby', title: 'Meridian lobby' },
  { slug: 'trading', title: 'Trading talk' },
];

/** The demo accounts of the chat's support staff. */
export const DEMO_CHAT_STAFF_UIDS: readonly number[] = [10_000_021];

/** What every demo account holds unless it says otherwise: non-zero funds in several coins. */
export const DEFAULT_DEMO_BALANCES: Record<string, string> = {
  BTC: '0.5',
  ETH: '4.25',
  USDT: '12500.5',
  USDC: '800',
  SOL: '35',
  DOGE: '10000',
};

/** Illustrative USD prices (not market data). */
export const DEMO_COIN_PRICES: Record<string, string> = {
  BTC: '67250.12',
  ETH: '3480.55',
  USDT: '1',
  USDC: '0.9998',
  BNB: '585.4',
  SOL: '152.33',
  XRP: '0.5234',
  DOGE: '0.15871',
  TRX: '0.1212',
  TON: '6.85',
  ADA: '0.4471',
  GT: '9.82',
};

/** /js/tool files (shell §3 "Common config" and "Page download links config"). */
export const DEMO_PUBLIC_JSON_FILES = {
  'coin_icon_whitelist.json': {
    version: '2025.01.1',
    coinIconVersionWhiteList: ['BTC', 'ETH', 'USDT', 'USDC', 'SOL', 'TON', 'GT'],
  },
  'page_download_links.json': {
    china_apk: 'https://download.meridian.example/android/meridian-cn.apk',
    overseas_apk: 'https://download.meridian.example/android/meridian.apk',
    pages: {
      '/': { web: { c: 'web_home' }, h5: { c: 'h5_home' } },
      '/trade': { web: { c: 'web_trade' }, h5: { c: 'h5_trade' } },
      '/futures': { web: { c: 'web_futures' }, h5: { c: 'h5_futures' } },
      '/download': { web: { c: 'web_download' }, h5: { c: 'h5_download' } },
    },
  },
} as const;
