import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Fiat currencies the exchange quotes in, with their rate per 1 USD. */
export const fiatCurrencies = pgTable('fiat_currencies', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  usdRate: numeric('usd_rate', { precision: 28, scale: 10 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** The header common data of one regional site (shell §3 "Site settings response"). */
export const siteSettings = pgTable('site_settings', {
  subSiteId: integer('sub_site_id').primaryKey(),
  isServiceHost: boolean('is_service_host').notNull().default(false),
  currFiat: text('curr_fiat')
    .notNull()
    .references(() => fiatCurrencies.code),
  currencyCount: integer('currency_count').notNull(),
  defaultBuyCryptoFiat: text('default_buy_crypto_fiat')
    .notNull()
    .references(() => fiatCurrencies.code),
  defaultP2PFiat: text('default_p2p_fiat')
    .notNull()
    .references(() => fiatCurrencies.code),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

export const siteLanguages = pgTable(
  'site_languages',
  {
    subSiteId: integer('sub_site_id')
      .notNull()
      .references(() => siteSettings.subSiteId, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subSiteId, t.lang] })],
);

export const siteFiats = pgTable(
  'site_fiats',
  {
    subSiteId: integer('sub_site_id')
      .notNull()
      .references(() => siteSettings.subSiteId, { onDelete: 'cascade' }),
    fiatCode: text('fiat_code')
      .notNull()
      .references(() => fiatCurrencies.code),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subSiteId, t.fiatCode] })],
);
