import { DEFAULT_AGREEMENT_SCENE, LANGUAGES, SITE_IDS, type LanguageTag } from '@meridian/domain';
import { inArray } from 'drizzle-orm';
import { newEncryptedUid } from '../services/accounts';
import { DEFAULT_SCRYPT_PARAMS, hashPassword, type ScryptParams } from '../services/password-hashing';
import type { Database } from './database';
import {
  DEFAULT_DEMO_BALANCES,
  DEMO_ACCOUNTS,
  DEMO_CHAT_ROOMS,
  DEMO_CHAT_STAFF_UIDS,
  DEMO_COIN_PRICES,
  DEMO_PASSWORD,
  DEMO_PUBLIC_JSON_FILES,
  DEMO_TOTP_SECRET,
  type DemoAccount,
} from './demo-accounts';
import { COMPLIANCE_COUNTRY_SEEDS, COMPLIANCE_TIP_SEEDS } from './compliance-rules-seed';
import { complianceCallsSeedRows, USER_AGREEMENT_CURRENT_VERSION } from './compliance-calls-seed';
import { seedMarketing } from './marketing-seed';
import { seedGrowth } from './growth-seed';
import { ensurePublicRooms, grantChatStaff } from './queries/chat';
import {
  agreementAcceptances,
  agreementTexts,
  agreementVersions,
  balances,
  businessComplianceMessages,
  complianceCountries,
  complianceTips,
  ledgerEntries,
  coinPrices,
  fiatCurrencies,
  publicJsonFiles,
  riskUserGuideTexts,
  siteComplianceSettings,
  siteFiats,
  siteLanguages,
  siteSettings,
  users,
} from './schema';

/** Demo fiat currencies: units per 1 USD (illustrative rates, not market data). */
const FIATS = [
  { code: 'USD', symbol: '$', usdRate: '1' },
  { code: 'EUR', symbol: '€', usdRate: '0.92' },
  { code: 'GBP', symbol: '£', usdRate: '0.79' },
  { code: 'TRY', symbol: '₺', usdRate: '34.25' },
  { code: 'JPY', symbol: '¥', usdRate: '151.8' },
  { code: 'CNY', symbol: '¥', usdRate: '7.24' },
  { code: 'HKD', symbol: 'HK$', usdRate: '7.78' },
  { code: 'TWD', symbol: 'NT$', usdRate: '32.1' },
  { code: 'KRW', symbol: '₩', usdRate: '1380.5' },
  { code: 'VND', symbol: '₫', usdRate: '25350' },
  { code: 'AUD', symbol: 'A$', usdRate: '1.52' },
  { code: 'SGD', symbol: 'S$', usdRate: '1.34' },
  { code: 'AED', symbol: 'د.إ', usdRate: '3.6725' },
  { code: 'BRL', symbol: 'R$', usdRate: '5.45' },
  { code: 'RUB', symbol: '₽', usdRate: '92.4' },
  { code: 'UAH', symbol: '₴', usdRate: '41.2' },
  { code: 'IDR', symbol: 'Rp', usdRate: '15720' },
  { code: 'THB', symbol: '฿', usdRate: '35.6' },
  { code: 'BSD', symbol: 'B$', usdRate: '1' },
] as const;

type FiatCode = (typeof FIATS)[number]['code'];

interface SiteSeed {
  id: number;
  currFiat: FiatCode;
  fiats: FiatCode[];
  langs: LanguageTag[];
  currencyCount: number;
  isServiceHost: boolean;
}

const ALL_LANGS = LANGUAGES.map((l) => l.lang);

/** One row per regional site; issue-by-issue these grow with the site registry. */
const SITES: SiteSeed[] = [
  {
    id: SITE_IDS.main,
    currFiat: 'USD',
    fiats: FIATS.map((f) => f.code),
    langs: ALL_LANGS,
    currencyCount: 2700,
    isServiceHost: true,
  },
  {
    id: SITE_IDS.turkey,
    currFiat: 'TRY',
    fiats: ['TRY', 'USD', 'EUR'],
    langs: ['tr', 'en'],
    currencyCount: 420,
    isServiceHost: false,
  },
  {
    id: SITE_IDS.eu,
    currFiat: 'EUR',
    fiats: ['EUR', 'USD'],
    langs: ['en', 'it'],
    currencyCount: 310,
    isServiceHost: false,
  },
  {
    id: SITE_IDS.hongKong,
    currFiat: 'HKD',
    fiats: ['HKD', 'USD'],
    langs: ['en', 'zh-TW'],
    currencyCount: 60,
    isServiceHost: false,
  },
  { id: SITE_IDS.us, currFiat: 'USD', fiats: ['USD'], langs: ['en'], currencyCount: 180, isServiceHost: false },
  {
    id: SITE_IDS.bahamas,
    currFiat: 'USD',
    fiats: ['USD', 'BSD'],
    langs: ['en'],
    currencyCount: 900,
    isServiceHost: false,
  },
  {
    id: SITE_IDS.singapore,
    currFiat: 'SGD',
    fiats: ['SGD', 'USD'],
    langs: ['en', 'zh'],
    currencyCount: 120,
    isServiceHost: false,
  },
  { id: SITE_IDS.uk, currFiat: 'GBP', fiats: ['GBP', 'USD'], langs: ['en'], currencyCount: 150, isServiceHost: false },
  {
    id: SITE_IDS.japan,
    currFiat: 'JPY',
    fiats: ['JPY', 'USD'],
    langs: ['ja', 'en'],
    currencyCount: 45,
    isServiceHost: false,
  },
  {
    id: SITE_IDS.uae,
    currFiat: 'AED',
    fiats: ['AED', 'USD'],
    langs: ['en', 'ar'],
    currencyCount: 250,
    isServiceHost: false,
  },
  { id: SITE_IDS.testnet, currFiat: 'USD', fiats: ['USD'], langs: ['en'], currencyCount: 40, isServiceHost: false },
  {
    id: SITE_IDS.australia,
    currFiat: 'AUD',
    fiats: ['AUD', 'USD'],
    langs: ['en'],
    currencyCount: 200,
    isServiceHost: false,
  },
];

export interface SeedOptions {
  /** The seed's clock (ms since the epoch): the VIP trial ends 30 days after it. */
  now?: () => number;
  /** scrypt cost of the demo password hashes (tests use a cheap one). */
  passwordHashing?: ScryptParams;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Issue: the demo VIP trial "expires in 30 days from the seed clock". */
const VIP_TRIAL_DAYS = 30;

/** KYC review state (users.kyc_status): 2 approved once any level is reached, else 0 none. */
const kycStatusFor = (account: DemoAccount) => ((account.kycLevel ?? 0) > 0 ? 2 : 0);

/** Demo users, hashed one by one (each with its own salt), only for the accounts not there yet. */
async function demoUserRows(db: Database, now: Date, hashing: ScryptParams) {
  const present = await db
    .select({ uid: users.uid })
    .from(users)
    .where(
      inArray(
        users.uid,
        DEMO_ACCOUNTS.map((a) => a.uid),
      ),
    );
  const missing = DEMO_ACCOUNTS.filter((a) => !present.some((p) => p.uid === a.uid));
  return Promise.all(
    missing.map(async (a) => ({
      uid: a.uid,
      email: a.email,
      phone: a.phone ?? null,
      passwordHash: await hashPassword(DEMO_PASSWORD, hashing),
      nickname: a.nickname,
      nicknameSource: 'other',
      siteId: a.siteId ?? SITE_IDS.main,
      country: a.country ?? 0,
      kycLevel: a.kycLevel ?? 0,
      kycStatus: kycStatusFor(a),
      tier: a.tier ?? 0,
      vipTrialTier: a.vipTrialTier ?? 0,
      vipTrialExpiresAt: a.vipTrialTier ? new Date(now.getTime() + VIP_TRIAL_DAYS * DAY_MS) : null,
      masterUid: a.masterUid ?? null,
      subAccountType: a.subAccountType ?? 0,
      subAccountSubType: a.subAccountSubType ?? 0,
      withdrawOnly: a.withdrawOnly ?? false,
      complianceStatus: a.complianceStatus ?? 0,
      inviteCode: `DEMO${String(a.uid % 10_000).padStart(4, '0')}`,
      encryptedUid: newEncryptedUid(),
      totpSecret: a.totp ? DEMO_TOTP_SECRET : null,
      riskUser: a.riskUser ?? false,
      kycDeadlineAt: a.kycDeadlineDays === undefined ? null : new Date(now.getTime() + a.kycDeadlineDays * DAY_MS),
      coolDownUntil:
        a.coolDownEndedHoursAgo === undefined ? null : new Date(now.getTime() - a.coolDownEndedHoursAgo * HOUR_MS),
      createdAt: now,
    })),
  );
}

/**
 * Fill demo data. Idempotent: rows that exist are left as they are, so running it again (every
 * `npm start` does) neither duplicates nor overwrites what an operator changed.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<void> {
  const now = new Date((options.now ?? Date.now)());
  // Hashing is slow on purpose, so it happens before the transaction and only for new accounts.
  const userRows = await demoUserRows(db, now, options.passwordHashing ?? DEFAULT_SCRYPT_PARAMS);
  await db.transaction(async (tx) => {
    await tx
      .insert(fiatCurrencies)
      .values(FIATS.map((f, i) => ({ ...f, sortOrder: i })))
      .onConflictDoNothing();
    for (const site of SITES) {
      await tx
        .insert(siteSettings)
        .values({
          subSiteId: site.id,
          isServiceHost: site.isServiceHost,
          currFiat: site.currFiat,
          currencyCount: site.currencyCount,
          defaultBuyCryptoFiat: site.currFiat,
          defaultP2PFiat: site.currFiat,
        })
        .onConflictDoNothing();
      await tx
        .insert(siteLanguages)
        .values(
          site.langs.map((lang, i) => ({
            subSiteId: site.id,
            lang,
            name: LANGUAGES.find((l) => l.lang === lang)?.name ?? lang,
            sortOrder: i,
          })),
        )
        .onConflictDoNothing();
      await tx
        .insert(siteFiats)
        .values(site.fiats.map((fiatCode, i) => ({ subSiteId: site.id, fiatCode, sortOrder: i })))
        .onConflictDoNothing();
    }

    await tx
      .insert(coinPrices)
      .values(Object.entries(DEMO_COIN_PRICES).map(([coin, usdPrice]) => ({ coin, usdPrice, updatedAt: now })))
      .onConflictDoNothing();
    // Masters come before their sub-accounts in DEMO_ACCOUNTS, and one insert keeps that order.
    if (userRows.length > 0) await tx.insert(users).values(userRows).onConflictDoNothing();
    // Only for demo accounts that exist (an operator may have removed one).
    const seeded = await tx
      .select({ uid: users.uid })
      .from(users)
      .where(
        inArray(
          users.uid,
          DEMO_ACCOUNTS.map((a) => a.uid),
        ),
      );
    const balanceRows = DEMO_ACCOUNTS.filter((a) => seeded.some((s) => s.uid === a.uid)).flatMap((a) => [
      ...Object.entries(a.balances ?? DEFAULT_DEMO_BALANCES).map(([coin, available]) => ({
        uid: a.uid,
        wallet: 'spot',
        coin,
        available,
      })),
      // Issue 16: futures margin is paid from the futures wallet, so the futures demo accounts hold some.
      ...Object.entries(a.futuresBalances ?? {}).map(([coin, available]) => ({
        uid: a.uid,
        wallet: 'futures',
        coin,
        available,
      })),
    ]);
    if (balanceRows.length > 0) {
      // A demo balance enters the ledger as it is created (decision 0038); one already there is left alone.
      const created = await tx
        .insert(balances)
        .values(balanceRows)
        .onConflictDoNothing()
        .returning({ uid: balances.uid, wallet: balances.wallet, coin: balances.coin, available: balances.available });
      const opened = created.filter((row) => !/^0(\.0*)?$/.test(row.available));
      if (opened.length > 0) {
        await tx.insert(ledgerEntries).values(
          opened.map((row) => ({
            uid: row.uid,
            wallet: row.wallet,
            coin: row.coin,
            availableDelta: row.available,
            frozenDelta: '0',
            reason: 'seed',
            reference: 'demo-account',
            createdAt: now,
          })),
        );
      }
    }
    // Compliance rules (decision 0048): a country or tip an operator changed is left as it is.
    await tx
      .insert(complianceCountries)
      .values(
        COMPLIANCE_COUNTRY_SEEDS.map((c) => ({
          country: c.country,
          numericCode: c.numericCode,
          name: c.name,
          prohibited: c.prohibited ?? false,
          siteClosed: c.siteClosed ?? false,
          showTips: c.showTips ?? false,
          menu: [...(c.menu ?? [])],
          flags: [...(c.flags ?? [])],
          servedBySites: [...(c.servedBySites ?? [])],
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(complianceTips)
      .values(COMPLIANCE_TIP_SEEDS.map((tip) => ({ ...tip, paths: [...tip.paths], updatedAt: now })))
      .onConflictDoNothing();
    // The compliance calls (decision 0049): texts, switches, the user agreement's versions.
    const calls = complianceCallsSeedRows(now);
    await tx.insert(businessComplianceMessages).values(calls.businessMessages).onConflictDoNothing();
    await tx.insert(siteComplianceSettings).values(calls.siteSettings).onConflictDoNothing();
    await tx.insert(riskUserGuideTexts).values(calls.riskGuideTexts).onConflictDoNothing();
    await tx.insert(agreementVersions).values(calls.agreementVersions).onConflictDoNothing();
    await tx.insert(agreementTexts).values(calls.agreementTexts).onConflictDoNothing();
    // Marketing campaigns and amounts (issue 15): an imported or edited plan is left as it is.
    await seedMarketing(tx, now);
    // The rewards hub's tasks and the activity centre (issue 15 item 5).
    await seedGrowth(tx, now);
    // Every demo account accepted the current user agreement, but the one that shows the modal.
    const accepting = DEMO_ACCOUNTS.filter((a) => seeded.some((s) => s.uid === a.uid));
    if (accepting.length > 0) {
      await tx
        .insert(agreementAcceptances)
        .values(
          accepting.map((a) => ({
            uid: a.uid,
            scene: DEFAULT_AGREEMENT_SCENE,
            version: a.acceptedAgreementVersion ?? USER_AGREEMENT_CURRENT_VERSION,
            acceptedAt: now,
            ip: null,
          })),
        )
        .onConflictDoNothing();
    }
    await tx
      .insert(publicJsonFiles)
      .values(Object.entries(DEMO_PUBLIC_JSON_FILES).map(([name, body]) => ({ name, body, updatedAt: now })))
      .onConflictDoNothing();
    // Issue 16 "Chat": the public rooms, and the demo support staff (if that account exists).
    await ensurePublicRooms(tx, DEMO_CHAT_ROOMS, now);
    for (const uid of DEMO_CHAT_STAFF_UIDS) if (seeded.some((s) => s.uid === uid)) await grantChatStaff(tx, uid);
  });
}
