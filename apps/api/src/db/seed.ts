import { LANGUAGES, SITE_IDS, type LanguageTag } from '@meridian/domain';
import type { Database } from './database';
import { fiatCurrencies, siteFiats, siteLanguages, siteSettings } from './schema';

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
  { id: SITE_IDS.main, currFiat: 'USD', fiats: FIATS.map((f) => f.code), langs: ALL_LANGS, currencyCount: 2700, isServiceHost: true },
  { id: SITE_IDS.turkey, currFiat: 'TRY', fiats: ['TRY', 'USD', 'EUR'], langs: ['tr', 'en'], currencyCount: 420, isServiceHost: false },
  { id: SITE_IDS.eu, currFiat: 'EUR', fiats: ['EUR', 'USD'], langs: ['en', 'it'], currencyCount: 310, isServiceHost: false },
  { id: SITE_IDS.hongKong, currFiat: 'HKD', fiats: ['HKD', 'USD'], langs: ['en', 'zh-TW'], currencyCount: 60, isServiceHost: false },
  { id: SITE_IDS.us, currFiat: 'USD', fiats: ['USD'], langs: ['en'], currencyCount: 180, isServiceHost: false },
  { id: SITE_IDS.bahamas, currFiat: 'USD', fiats: ['USD', 'BSD'], langs: ['en'], currencyCount: 900, isServiceHost: false },
  { id: SITE_IDS.singapore, currFiat: 'SGD', fiats: ['SGD', 'USD'], langs: ['en', 'zh'], currencyCount: 120, isServiceHost: false },
  { id: SITE_IDS.uk, currFiat: 'GBP', fiats: ['GBP', 'USD'], langs: ['en'], currencyCount: 150, isServiceHost: false },
  { id: SITE_IDS.japan, currFiat: 'JPY', fiats: ['JPY', 'USD'], langs: ['ja', 'en'], currencyCount: 45, isServiceHost: false },
  { id: SITE_IDS.uae, currFiat: 'AED', fiats: ['AED', 'USD'], langs: ['en', 'ar'], currencyCount: 250, isServiceHost: false },
  { id: SITE_IDS.testnet, currFiat: 'USD', fiats: ['USD'], langs: ['en'], currencyCount: 40, isServiceHost: false },
  { id: SITE_IDS.australia, currFiat: 'AUD', fiats: ['AUD', 'USD'], langs: ['en'], currencyCount: 200, isServiceHost: false },
];

/**
 * Fill demo data. Idempotent: rows that exist are left as they are, so running it again (every
 * `npm start` does) neither duplicates nor overwrites what an operator changed.
 */
export async function seedDemoData(db: Database): Promise<void> {
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
  });
}
