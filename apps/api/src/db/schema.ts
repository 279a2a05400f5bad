import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
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

// ---- Accounts and sessions (decision 0014) ----

/** Every instant the account tables keep comes from the API's injectable clock, never now(). */
export { FEE_ACCOUNT_UID, MARKET_ACCOUNT_UID } from './system-accounts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One customer account (shell §3 "User info"). Demo accounts are seeded with uids below the
 * identity's start, so sign-ups never collide with them.
 */
export const users = pgTable(
  'users',
  {
    uid: integer('uid').primaryKey().generatedByDefaultAsIdentity({ startWith: 20_000_001 }),
    /** Lower-cased. */
    email: text('email').unique(),
    /** Digits with an optional leading +, no separators. */
    phone: text('phone').unique(),
    /** PHC string `$scrypt$ln=…,r=…,p=…$salt$hash`: the parameters travel with the hash. */
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    /** Where the nickname came from: email, phone, or other (chosen by the user). */
    nicknameSource: text('nickname_source').notNull().default('other'),
    /** The regional site the account was opened on (shell §3 site ids). */
    siteId: integer('site_id').notNull().default(0),
    /** Country of residence as a number (shell §3: 233 is one of them); 0 unknown. */
    country: integer('country').notNull().default(0),
    /** shell §3 KYC level reached (`verified` on the wire): 0 none, 5, 2, 1, 4, 3. */
    kycLevel: integer('kyc_level').notNull().default(0),
    /** Review state of the latest KYC application: 0 none, 1 under review, 2 approved, 3 rejected. */
    kycStatus: integer('kyc_status').notNull().default(0),
    /** VIP tier. */
    tier: integer('tier').notNull().default(0),
    vipTrialTier: integer('vip_trial_tier').notNull().default(0),
    vipTrialExpiresAt: at('vip_trial_expires_at'),
    /** Set for a sub-account: the account it belongs to. */
    masterUid: integer('master_uid').references((): AnyPgColumn => users.uid),
    /** widgets §3 sub-account type: 1 normal, 4 managed; 0 when not a sub-account. */
    subAccountType: integer('sub_account_type').notNull().default(0),
    /** widgets §3 sub_type: 6 bugs, 7 asset management; 0 when not a sub-account. */
    subAccountSubType: integer('sub_account_sub_type').notNull().default(0),
    /** shell §6 withdraw-only users: the compliance toast reads this. */
    withdrawOnly: boolean('withdraw_only').notNull().default(false),
    /**
     * Set by compliance staff (decision 0048): 2 the account conflicts with the user agreement
     * (shell §8); 1 treat it as a resident of a prohibited country whatever its country says; 0
     * nothing (the API still answers 1 when the account's country is prohibited).
     */
    complianceStatus: smallint('compliance_status').notNull().default(0),
    /**
     * The end of the account's 24 h cool-down (decision 0049): the business check reminds the user
     * for 7 days after it (widgets §3 type 24h_cool_down_end_reminder); null: none.
     */
    coolDownUntil: at('cool_down_until'),
    /** When the user acknowledged the cool-down-end reminder; one from before the cool-down ended is for an earlier one. */
    coolDownAcknowledgedAt: at('cool_down_acknowledged_at'),
    /** The KYC deadline staff set (shell §5 footer tip, decision 0049); null: 30 days after created_at. */
    kycDeadlineAt: at('kyc_deadline_at'),
    /** widgets §3 is_risk_user: set by risk staff; the KYC notice shows the site's risk-user guide. */
    riskUser: boolean('risk_user').notNull().default(false),
    /** This account's own referral code, which others sign up with. */
    inviteCode: text('invite_code').notNull().unique(),
    referrerUid: integer('referrer_uid').references((): AnyPgColumn => users.uid),
    /** The sign-up channel (`ch`). */
    fromChannel: text('from_channel').notNull().default(''),
    /** The referral link's channel and group at sign-up (shell §4 ref_channel, group_id), if any. */
    refChannel: text('ref_channel'),
    refGroup: text('ref_group'),
    /**
     * shell §3 "agency_type (0 normal, 1 affiliate, 2 agents direct, 3 partners, 4 partner direct)":
     * set by the partnerships team; every sign-up starts as 0.
     */
    agencyType: smallint('agency_type').notNull().default(0),
    /** An opaque public id (shell §3 encrypted_uid), so the numeric uid need not be shared. */
    encryptedUid: text('encrypted_uid').notNull().unique(),
    /**
     * The TOTP secret once two-factor is on, sealed with SECRETS_KEY (services/secret-box.ts:
     * AES-256-GCM, `enc:v1:<key id>:…`); null when off.
     */
    totpSecret: text('totp_secret'),
    /** A secret handed out by set-up and not yet confirmed with a code; sealed the same way. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last 30-second step a TOTP code was accepted for, so a code works once. */
    totpLastStep: integer('totp_last_step'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('users_email_or_phone', sql`${t.email} is not null or ${t.phone} is not null`),
    check('users_sub_account_has_master', sql`(${t.masterUid} is null) = (${t.subAccountType} = 0)`),
    check('users_compliance_status_known', sql`${t.complianceStatus} in (0, 1, 2)`),
    check('users_agency_type_known', sql`${t.agencyType} between 0 and 4`),
  ],
);

/** Server-side sessions. Only a SHA-256 of the cookie's token is kept, so a leaked table opens nothing. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** The last request seen on this session (to the minute): idle sessions end (AUTH_POLICY.sessionIdleMs). */
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_uid_idx').on(t.uid), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** A password that was right for an account with two-factor on: the code must follow soon. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    /** Wrong codes sent for this challenge: past AUTH_POLICY.challengeMaxFailures the password is asked again. */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('login_challenges_uid_idx').on(t.uid), index('login_challenges_expires_at_idx').on(t.expiresAt)],
);

/**
 * Single-use tokens sent by message: a sign-up waiting for its address to be confirmed (the account
 * is created only then, so nobody can pre-register someone else's address) and password resets.
 * Only a SHA-256 of the token is kept.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: ['signup', 'reset'] }).notNull(),
    /** The e-mail or phone the message went to, as stored (contracts classifyAccount). */
    identifierKind: text('identifier_kind', { enum: ['email', 'phone'] }).notNull(),
    identifierValue: text('identifier_value').notNull(),
    /** reset: the account; signup: null (no account yet). */
    uid: integer('uid').references(() => users.uid, { onDelete: 'cascade' }),
    /** signup: what the account is created with (password hash, nickname, referrer, channel, site). */
    payload: jsonb('payload'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    index('account_tokens_identifier_idx').on(t.identifierKind, t.identifierValue),
    index('account_tokens_expires_at_idx').on(t.expiresAt),
    check('account_tokens_reset_has_uid', sql`${t.purpose} <> 'reset' or ${t.uid} is not null`),
  ],
);

/**
 * Every e-mail and text message the API sends, written before it is handed to SMTP (sent_at), so
 * nothing is lost when the mail server is down. Without SMTP_URL this is where messages stay, and
 * the development outbox page shows them.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient), index('outbox_created_at_idx').on(t.createdAt)],
);

/** Two-factor recovery codes, hashed; each works once (used_at). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [primaryKey({ columns: [t.uid, t.codeHash] })],
);

/**
 * Failed (or still running) log-in and two-factor attempts per bucket (`account:…`, `uid:…`,
 * `ip:…`), counted over a sliding window. In the database because several stateless processes
 * share the limits.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    // bigint: attempts are deleted as they age, but a flood must never run the identity out.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    attemptedAt: at('attempted_at').notNull(),
    /**
     * false while the attempt is running (counted so parallel guesses cannot slip under the
     * limit, but never as a failure), true once it failed.
     */
    failed: boolean('failed').notNull().default(false),
  },
  (t) => [
    index('auth_attempts_bucket_idx').on(t.bucket, t.attemptedAt),
    index('auth_attempts_attempted_at_idx').on(t.attemptedAt),
  ],
);

/** A bucket that reached its limit, refused until `locked_until`. */
export const authLockouts = pgTable(
  'auth_lockouts',
  {
    bucket: text('bucket').primaryKey(),
    lockedUntil: at('locked_until').notNull(),
  },
  (t) => [index('auth_lockouts_locked_until_idx').on(t.lockedUntil)],
);

/** Current price of one coin in USD (exact decimal). */
export const coinPrices = pgTable(
  'coin_prices',
  {
    coin: text('coin').primaryKey(),
    usdPrice: numeric('usd_price', { precision: 38, scale: 18 }).notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('coin_prices_positive', sql`${t.usdPrice} > 0`)],
);

/** What one account holds of one coin (exact decimal). */
export const balances = pgTable(
  'balances',
  {
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /**
     * Which of the account's wallets (issue 16): `spot` (trading, deposits, withdrawals) or
     * `futures` (the margin of futures positions). Funds move between them by transfer only.
     */
    wallet: text('wallet').notNull().default('spot'),
    coin: text('coin').notNull(),
    available: numeric('available', { precision: 38, scale: 18 }).notNull().default('0'),
    frozen: numeric('frozen', { precision: 38, scale: 18 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.wallet, t.coin] }),
    check('balances_wallet_known', sql`${t.wallet} in ('spot', 'futures')`),
    // No account may go below zero. The system accounts (the fee account, and the market account,
    // the reference market's side of every fill, which may go below zero as an outside market
    // would) have no balance rows: their funds are their ledger rows (decision 0039).
    check('balances_not_negative', sql`${t.available} >= 0 and ${t.frozen} >= 0`),
  ],
);

/**
 * Every movement of funds, append-only (issue 12, decision 0038): who, which coin, the change of
 * available and of frozen, why and what it refers to. A balance is the sum of its account's rows,
 * kept in step in the same transaction (services/ledger.ts).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** The wallet the row moves (balances.wallet). */
    wallet: text('wallet').notNull().default('spot'),
    coin: text('coin').notNull(),
    availableDelta: numeric('available_delta', { precision: 38, scale: 18 }).notNull(),
    frozenDelta: numeric('frozen_delta', { precision: 38, scale: 18 }).notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.uid, t.wallet, t.coin),
    check('ledger_entries_wallet_known', sql`${t.wallet} in ('spot', 'futures')`),
    index('ledger_entries_reference_idx').on(t.reference),
    check('ledger_entries_moves', sql`${t.availableDelta} <> 0 or ${t.frozenDelta} <> 0`),
  ],
);

/**
 * Spot orders (issue 12): Gate v4 order fields, amounts exact. `locked` is what the order still
 * holds frozen of `lock_coin`; `matched_until_ms` is how far the matcher has compared it with the
 * market's trades (services/spot-matcher.ts).
 */
export const spotOrders = pgTable(
  'spot_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100_000_001 }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** The client order id (`t-…`); null when none was sent. Unique per account: retries answer the first. */
    clientOrderId: text('client_order_id'),
    currencyPair: text('currency_pair').notNull(),
    type: text('type').notNull(),
    side: text('side').notNull(),
    timeInForce: text('time_in_force').notNull(),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    price: numeric('price', { precision: 38, scale: 18 }).notNull(),
    left: numeric('left', { precision: 38, scale: 18 }).notNull(),
    filledAmount: numeric('filled_amount', { precision: 38, scale: 18 }).notNull().default('0'),
    filledTotal: numeric('filled_total', { precision: 38, scale: 18 }).notNull().default('0'),
    fee: numeric('fee', { precision: 38, scale: 18 }).notNull().default('0'),
    feeCurrency: text('fee_currency').notNull(),
    lockCoin: text('lock_coin').notNull(),
    locked: numeric('locked', { precision: 38, scale: 18 }).notNull(),
    status: text('status').notNull(),
    finishAs: text('finish_as').notNull(),
    matchedUntilMs: bigint('matched_until_ms', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    unique('spot_orders_client_order_id').on(t.uid, t.clientOrderId),
    index('spot_orders_account_idx').on(t.uid, t.status, t.createdAt),
    // The matcher's question: which open orders of a pair does this pass's price range cross.
    index('spot_orders_book_idx')
      .on(t.currencyPair, t.side, t.price)
      .where(sql`${t.status} = 'open'`),
    check('spot_orders_amounts', sql`${t.left} >= 0 and ${t.locked} >= 0 and ${t.amount} > 0`),
  ],
);

/** The user's fills (Gate "my trades"): one row per fill of an order. */
export const spotFills = pgTable(
  'spot_fills',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => spotOrders.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    currencyPair: text('currency_pair').notNull(),
    side: text('side').notNull(),
    role: text('role').notNull(),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    price: numeric('price', { precision: 38, scale: 18 }).notNull(),
    fee: numeric('fee', { precision: 38, scale: 18 }).notNull(),
    feeCurrency: text('fee_currency').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('spot_fills_account_idx').on(t.uid, t.createdAt), index('spot_fills_order_idx').on(t.orderId)],
);

/**
 * USDT perpetual positions, isolated margin (issue 12, decision 0040): one open position per
 * account and contract; a closed one stays as history. `margin` is what the position holds
 * frozen in USDT; `checked_until_ms` is how far the matcher has compared it with the mark price.
 */
export const futuresPositions = pgTable(
  'futures_positions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 500_000_001 }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    contract: text('contract').notNull(),
    side: text('side').notNull(),
    size: numeric('size', { precision: 38, scale: 18 }).notNull(),
    leverage: integer('leverage').notNull(),
    entryPrice: numeric('entry_price', { precision: 38, scale: 18 }).notNull(),
    margin: numeric('margin', { precision: 38, scale: 18 }).notNull(),
    tpPrice: numeric('tp_price', { precision: 38, scale: 18 }),
    slPrice: numeric('sl_price', { precision: 38, scale: 18 }),
    status: text('status').notNull(),
    realisedPnl: numeric('realised_pnl', { precision: 38, scale: 18 }).notNull().default('0'),
    fees: numeric('fees', { precision: 38, scale: 18 }).notNull().default('0'),
    closePrice: numeric('close_price', { precision: 38, scale: 18 }),
    /** close, tp, sl, liquidation or reverse. */
    closeReason: text('close_reason'),
    checkedUntilMs: bigint('checked_until_ms', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('futures_positions_one_open')
      .on(t.uid, t.contract)
      .where(sql`${t.status} = 'open'`),
    index('futures_positions_account_idx').on(t.uid, t.status),
    index('futures_positions_open_idx')
      .on(t.checkedUntilMs)
      .where(sql`${t.status} = 'open'`),
    check('futures_positions_leverage', sql`${t.leverage} between 1 and 20`),
    check('futures_positions_amounts', sql`${t.size} > 0 and ${t.margin} >= 0`),
  ],
);

/** The user's futures trades: every open, add, close, trigger and liquidation (chart markers read them). */
export const futuresTrades = pgTable(
  'futures_trades',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    positionId: bigint('position_id', { mode: 'number' })
      .notNull()
      .references(() => futuresPositions.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    contract: text('contract').notNull(),
    side: text('side').notNull(),
    size: numeric('size', { precision: 38, scale: 18 }).notNull(),
    price: numeric('price', { precision: 38, scale: 18 }).notNull(),
    fee: numeric('fee', { precision: 38, scale: 18 }).notNull(),
    /** PnL realised by this trade ("0" for an open). */
    pnl: numeric('pnl', { precision: 38, scale: 18 }).notNull(),
    reason: text('reason').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('futures_trades_account_idx').on(t.uid, t.contract, t.createdAt)],
);

/**
 * How far the matcher has compared each pair's open orders with the market's trades (decision
 * 0039): a pass moves it, inside the transaction that fills what the trades crossed.
 */
export const spotMatchMarks = pgTable('spot_match_marks', {
  currencyPair: text('currency_pair').primaryKey(),
  matchedUntilMs: bigint('matched_until_ms', { mode: 'number' }).notNull(),
});

/** Fixed-window counters of per-account limits (order placement), shared by every API process. */
export const rateWindows = pgTable('rate_windows', {
  key: text('key').primaryKey(),
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
  count: integer('count').notNull(),
});

/** JSON documents served as static files under /js/tool (shell §7), editable without a deploy. */
export const publicJsonFiles = pgTable('public_json_files', {
  name: text('name').primaryKey(),
  body: jsonb('body').notNull(),
  updatedAt: at('updated_at').notNull(),
});

// ---- Compliance rules (decision 0048): what GET /api/web/v1/compliance/check answers, editable
// without a deploy (a change shows within COMPLIANCE_RULES_TTL_MS, 10 s) ----

/**
 * One country's compliance rules (shell §3 "Compliance check response"), found by the CDN's
 * country header (alpha-2) or by an account's country (`users.country`, ISO 3166 numeric). A
 * country without a row has no rules.
 */
export const complianceCountries = pgTable(
  'compliance_countries',
  {
    /** ISO 3166-1 alpha-2, upper case. */
    country: text('country').primaryKey(),
    /** ISO 3166-1 numeric, as `users.country` stores it. */
    numericCode: integer('numeric_code').notNull().unique(),
    name: text('name').notNull(),
    /** limit.is_blocked_country: shell §8 "Prohibited countries". */
    prohibited: boolean('prohibited').notNull().default(false),
    /** limit.limit_country: the whole site is closed (shell §4 redirect to /state_compliance_tips). */
    siteClosed: boolean('site_closed').notNull().default(false),
    /** limit.is_show_compliance_tips: a gated feature shows the tips instead of redirecting. */
    showTips: boolean('show_tips').notNull().default(false),
    /** menu: the restricted feature codes (shell §2 pattern list; unknown codes are not answered). */
    menu: text('menu')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The COMPLIANCE_COUNTRY_FLAGS set for this country (is_uk_limit, brazil_toast, ...). */
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The regional sites licensed to serve this country (shell §3 site ids): on them the country's
     * rules do not apply (a US visitor on the US site is its customer, not a prohibited one).
     */
    servedBySites: integer('served_by_sites')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    check('compliance_countries_alpha2', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('compliance_countries_numeric', sql`${t.numericCode} between 1 and 999`),
  ],
);

/**
 * The compliance tip (widgets §3 "Compliance tip") a site shows, per locale (the code the web
 * sends: 'en', 'cn', 'pt-br', 'ar-dubai', ...) and visitor country (null: every country).
 */
export const complianceTips = pgTable(
  'compliance_tips',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    locale: text('locale').notNull(),
    country: text('country').references(() => complianceCountries.country, {
      onDelete: 'cascade',
      onUpdate: 'cascade',
    }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    okButton: text('ok_button').notNull().default(''),
    cancelButton: text('cancel_button').notNull().default(''),
    /** Where the OK button leads ('/myaccount/kyc_home'); '' closes the tip. */
    okButtonRouter: text('ok_button_router').notNull().default(''),
    /** [{key, link}]: `{key}` in the content becomes a link. */
    textLink: jsonb('text_link')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** options.maxCount: times a day at most. */
    maxCount: integer('max_count').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
    /** The pages it opens on ('register', 'home', 'login'); empty: every page. */
    paths: text('paths')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    // One tip per site, locale and country; "every country" (null) counts as one value.
    unique('compliance_tips_site_locale_country').on(t.siteId, t.locale, t.country).nullsNotDistinct(),
    check('compliance_tips_locale', sql`${t.locale} ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})?$'`),
    check('compliance_tips_text_link_array', sql`jsonb_typeof(${t.textLink}) = 'array'`),
    check('compliance_tips_max_count', sql`${t.maxCount} >= 0`),
  ],
);

// ---- Compliance calls (decision 0049): business messages, KYC notice settings, the Turkish
// declaration, user agreements and the IP/VPN check ----

/**
 * The texts of a business compliance message (widgets §3 "Business compliance message") per type
 * and locale (the code the web sends: 'en', 'cn', 'pt-br', ...; 'en' is the fallback). Which
 * messages an account gets is computed (domain dueBusinessMessageTypes); what they say lives here.
 */
export const businessComplianceMessages = pgTable(
  'business_compliance_messages',
  {
    type: text('type').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    okButton: text('ok_button').notNull().default(''),
    cancelButton: text('cancel_button').notNull().default(''),
    /** Where the OK button leads; '' closes the message. */
    okButtonRouter: text('ok_button_router').notNull().default(''),
    /** [{key, link}]: `{key}` in the content becomes a link. */
    textLink: jsonb('text_link')
      .notNull()
      .default(sql`'[]'::jsonb`),
    noCloseButton: boolean('no_close_button').notNull().default(false),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.locale] }),
    check('business_compliance_messages_locale', sql`${t.locale} ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})?$'`),
    check('business_compliance_messages_text_link_array', sql`jsonb_typeof(${t.textLink}) = 'array'`),
  ],
);

/**
 * Per-site compliance switches: the IP/VPN check (widgets §5 "runs only when enabled") and the
 * risk-user guide of the KYC notice (widgets §3 risk_user_guide_*). A site without a row has the
 * check off and the main site's guide.
 */
export const siteComplianceSettings = pgTable(
  'site_compliance_settings',
  {
    siteId: integer('site_id').primaryKey(),
    ipCheckEnabled: boolean('ip_check_enabled').notNull().default(false),
    /** widgets §3 risk_user_guide_frequency: hours; 0 shows it every time. */
    riskGuideFrequencyHours: integer('risk_guide_frequency_hours').notNull().default(24),
    /** widgets §3 risk_user_guide_be_closed 1. */
    riskGuideClosable: boolean('risk_guide_closable').notNull().default(false),
    riskGuideUrl: text('risk_guide_url').notNull().default('/myaccount/kyc_home'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('site_compliance_settings_frequency', sql`${t.riskGuideFrequencyHours} >= 0`)],
);

/** widgets §3 risk_user_guide_msg per site and locale ('en' the fallback; a site without texts uses the main site's). */
export const riskUserGuideTexts = pgTable(
  'risk_user_guide_texts',
  {
    siteId: integer('site_id').notNull(),
    locale: text('locale').notNull(),
    message: text('message').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.locale] }),
    check('risk_user_guide_texts_locale', sql`${t.locale} ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})?$'`),
  ],
);

/**
 * Signatures of the Turkish customer understanding declaration (widgets §3 "Declaration status"):
 * who signed which version, when, from which address (as the API saw it; null when unknown).
 */
export const customerDeclarationSignatures = pgTable(
  'customer_declaration_signatures',
  {
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    signedAt: at('signed_at').notNull(),
    ip: text('ip'),
  },
  (t) => [primaryKey({ columns: [t.uid, t.version] })],
);

/**
 * The versions of each agreement scene (widgets §7 "scene (default user_agreement)"). The current
 * version is the highest one published by now; accounts that accepted an older one must accept it.
 */
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    scene: text('scene').notNull(),
    version: integer('version').notNull(),
    publishedAt: at('published_at').notNull(),
    /** The whole text (a page of the site). */
    link: text('link').notNull().default('/user-agreement'),
  },
  (t) => [
    primaryKey({ columns: [t.scene, t.version] }),
    check('agreement_versions_scene', sql`${t.scene} ~ '^[a-z][a-z0-9_]{0,63}$'`),
    check('agreement_versions_positive', sql`${t.version} > 0`),
  ],
);

/** What a version says in each locale ('en' the fallback): widgets §3 content and submit_button, and the link's text. */
export const agreementTexts = pgTable(
  'agreement_texts',
  {
    scene: text('scene').notNull(),
    version: integer('version').notNull(),
    locale: text('locale').notNull(),
    content: text('content').notNull(),
    submitButton: text('submit_button').notNull(),
    linkText: text('link_text').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.scene, t.version, t.locale] }),
    foreignKey({
      name: 'agreement_texts_version_fk',
      columns: [t.scene, t.version],
      foreignColumns: [agreementVersions.scene, agreementVersions.version],
    }).onDelete('cascade'),
    check('agreement_texts_locale', sql`${t.locale} ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})?$'`),
  ],
);

/** Each account's acceptance of each version: when, and from which address (null: unknown, or seeded). */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    scene: text('scene').notNull(),
    version: integer('version').notNull(),
    acceptedAt: at('accepted_at').notNull(),
    ip: text('ip'),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.scene, t.version] }),
    foreignKey({
      name: 'agreement_acceptances_version_fk',
      columns: [t.scene, t.version],
      foreignColumns: [agreementVersions.scene, agreementVersions.version],
    }),
  ],
);

/**
 * Every IP/VPN check evaluated (widgets §4; decision 0049): the limits count them (a result 4 is
 * not recorded). Addresses as the browser sent them and as the API saw the request.
 */
export const ipChecks = pgTable(
  'ip_checks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    checkedAt: at('checked_at').notNull(),
    type: smallint('type').notNull(),
    result: smallint('result').notNull(),
    requestIp: text('request_ip'),
    ips: text('ips')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    stuns: text('stuns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('ip_checks_account_idx').on(t.uid, t.checkedAt),
    check('ip_checks_type', sql`${t.type} in (1, 2, 3)`),
    check('ip_checks_result', sql`${t.result} in (0, 1, 2, 3)`),
  ],
);

/**
 * Analytics events as the browser batched them (issue 13's KYC events, issue 14 item 5; decision
 * 0051). `event_id` is the browser's id, so a resent batch is stored once. `uid` is the session's
 * account, or null for a visitor (no foreign key: analytics never blocks closing an account). No
 * address and no user agent are kept: nothing here names a person beyond the uid.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: text('event_id').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    props: jsonb('props')
      .notNull()
      .default(sql`'{}'::jsonb`),
    siteId: integer('site_id').notNull(),
    uid: integer('uid'),
    occurredAt: at('occurred_at').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [
    uniqueIndex('analytics_events_event_id').on(t.eventId),
    index('analytics_events_name_idx').on(t.name, t.receivedAt),
  ],
);

/**
 * Device ids issued by /dfdid/udid/c1 (issue 14 item 1; decision 0052): one row per issue, so a
 * `device_id` a marketing call sends can be checked as ours. `visitor_key` is a keyed hash of the
 * fingerprint library's visitor id (never the id itself); `uid` the session's account, if any.
 */
export const deviceIds = pgTable(
  'device_ids',
  {
    deviceId: text('device_id').primaryKey(),
    visitorKey: text('visitor_key').notNull(),
    siteId: integer('site_id').notNull(),
    uid: integer('uid'),
    issuedAt: at('issued_at').notNull(),
  },
  (t) => [index('device_ids_visitor_idx').on(t.visitorKey, t.issuedAt)],
);

/**
 * Monitoring events the browser SDK sent through the collector (issue 14 item 4; decision 0053),
 * redacted again on receipt: errors, messages, web vitals and custom events. No uid and no
 * address: what the event says is all there is.
 */
export const monitoringEvents = pgTable(
  'monitoring_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: text('event_id').notNull(),
    kind: text('kind').notNull(),
    level: text('level').notNull(),
    title: text('title').notNull(),
    payload: jsonb('payload').notNull(),
    siteId: integer('site_id').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [
    uniqueIndex('monitoring_events_event_id').on(t.eventId),
    index('monitoring_events_received_idx').on(t.receivedAt),
  ],
);

/**
 * Marketing plans (widgets §3 "Marketing resource types", §7; issue 15): pop-ups, banners and alpha
 * cards, with whom each is for (domain chooseMarketingPlans). `id` is the operator's own id (the
 * campaigns file names it, so an import replaces a plan rather than adding a copy). `site_ids`
 * null: every site. `texts` is keyed by locale code ({title, content, and the VIP pop-up's
 * benefit texts}); `vip_extras` holds the language-free extras of a vip_index plan.
 */
export const marketingPlans = pgTable(
  'marketing_plans',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    resourceType: smallint('resource_type').notNull(),
    position: text('position').notNull().default('index'),
    siteIds: integer('site_ids').array(),
    audience: text('audience').notNull().default('any'),
    vipTierMin: smallint('vip_tier_min').notNull().default(0),
    vipTierMax: smallint('vip_tier_max').notNull().default(99),
    device: text('device').notNull().default('any'),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    priority: integer('priority').notNull().default(0),
    status: text('status').notNull().default('active'),
    img: text('img').notNull().default(''),
    imgH5: text('img_h5').notNull().default(''),
    imgV2: text('img_v2').notNull().default(''),
    url: text('url').notNull().default(''),
    texts: jsonb('texts').notNull(),
    vipExtras: jsonb('vip_extras'),
    alphaCurrency: text('alpha_currency'),
    sort: integer('sort').notNull().default(0),
    dataType: smallint('data_type').notNull().default(1),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('marketing_plans_slot_idx').on(t.resourceType, t.position, t.status),
    check('marketing_plans_resource_type', sql`${t.resourceType} between 1 and 5`),
    check('marketing_plans_position', sql`${t.position} in ('index', 'vip_index')`),
    check('marketing_plans_audience', sql`${t.audience} in ('visitor', 'logged_in', 'any')`),
    check('marketing_plans_device', sql`${t.device} in ('web', 'h5', 'any')`),
    check('marketing_plans_status', sql`${t.status} in ('active', 'paused')`),
    check('marketing_plans_tiers', sql`${t.vipTierMin} >= 0 and ${t.vipTierMin} <= ${t.vipTierMax}`),
    check('marketing_plans_window', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
    check('marketing_plans_data_type', sql`${t.dataType} in (1, 2)`),
  ],
);

/**
 * Marketing amounts by key (issue 15): the newbie prizes (widgets §3 group_A.num, group_B.num_first,
 * num_second, the guide's prize_num) and the download tasks (`download_task.<const_id>`, widgets §7
 * dlGetTaskInfo). Amounts are NUMERIC and travel as text.
 */
export const marketingSettings = pgTable(
  'marketing_settings',
  {
    key: text('key').primaryKey(),
    amount: numeric('amount').notNull(),
    currency: text('currency').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('marketing_settings_amount', sql`${t.amount} >= 0`)],
);

/**
 * The rewards hub's tasks (issue 15 item 5). `source` says where a user's progress comes from
 * (domain REWARD_TASK_SOURCES: the account's KYC level, spot fills, two-factor, invitees, or
 * reward_task_progress for `stored`); `target` is the count asked for. `texts` is keyed by locale
 * code ({title, description}). The reward is NUMERIC and travels as text.
 */
export const rewardTasks = pgTable(
  'reward_tasks',
  {
    id: text('id').primaryKey(),
    source: text('source').notNull(),
    target: integer('target').notNull().default(1),
    rewardAmount: numeric('reward_amount', { precision: 38, scale: 18 }).notNull(),
    rewardCoin: text('reward_coin').notNull(),
    texts: jsonb('texts').notNull(),
    sort: integer('sort').notNull().default(0),
    status: text('status').notNull().default('active'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('reward_tasks_source', sql`${t.source} in ('kyc_level_2', 'spot_trade', 'two_factor', 'invite', 'stored')`),
    check('reward_tasks_target', sql`${t.target} >= 1`),
    check('reward_tasks_reward', sql`${t.rewardAmount} > 0`),
    check('reward_tasks_status', sql`${t.status} in ('active', 'paused')`),
  ],
);

/** A user's stored progress on a `stored` task (the demo's: days logged in ...). */
export const rewardTaskProgress = pgTable(
  'reward_task_progress',
  {
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    taskId: text('task_id')
      .notNull()
      .references(() => rewardTasks.id, { onDelete: 'cascade' }),
    progress: integer('progress').notNull().default(0),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.taskId] }), check('reward_task_progress_count', sql`${t.progress} >= 0`)],
);

/**
 * A task's reward claimed by a user: one row per (user, task), so a task pays once however many
 * claims arrive together. The amount is the one credited (the task's reward may change later);
 * the ledger rows carry `reward:<task id>` as their reference.
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    taskId: text('task_id')
      .notNull()
      .references(() => rewardTasks.id),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    coin: text('coin').notNull(),
    claimedAt: at('claimed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.taskId] }), check('reward_claims_amount', sql`${t.amount} > 0`)],
);

/**
 * The activity centre's activities (issue 15 item 5): competitions and events with their window
 * and prize pool (NUMERIC). The status is not stored: it follows the clock (domain activityStatus).
 * `texts` is keyed by locale code ({title, description}).
 */
export const activities = pgTable(
  'activities',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull().default('competition'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    prizePool: numeric('prize_pool', { precision: 38, scale: 18 }).notNull(),
    prizeCoin: text('prize_coin').notNull(),
    url: text('url').notNull().default(''),
    texts: jsonb('texts').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('activities_window_idx').on(t.endsAt),
    check('activities_kind', sql`${t.kind} in ('competition', 'event')`),
    check('activities_window', sql`${t.startsAt} < ${t.endsAt}`),
    check('activities_prize_pool', sql`${t.prizePool} >= 0`),
  ],
);

/**
 * The fund password of an account (issue 16, widgets §2 "/myaccount/fundpass_setup"): hashed as
 * the login password is (PHC scrypt string), and how often it is asked where funds leave (widgets
 * §3 frequency: '1' once an hour, '2' every time, '0' never). `verified_at` is the last time it was
 * given correctly, for the one-hour rule. Failed attempts count in auth_attempts (bucket
 * `fundpass:<uid>`), as the log-in's do.
 */
export const fundPasswords = pgTable(
  'fund_passwords',
  {
    uid: integer('uid')
      .primaryKey()
      .references(() => users.uid, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    frequency: text('frequency').notNull().default('1'),
    verifiedAt: at('verified_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('fund_passwords_frequency', sql`${t.frequency} in ('0', '1', '2')`)],
);

/**
 * A user's deposit address for one coin on one network (issue 16): made once, deterministically
 * from the user, coin and network, in the network's address format. No chain is connected: a
 * deposit is credited by the development command (README).
 */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    coin: text('coin').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    /** The memo or tag some networks need beside the address; null where none. */
    memo: text('memo'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.coin, t.network] }),
    uniqueIndex('deposit_addresses_address_idx').on(t.network, t.address, t.memo),
  ],
);

/** Deposits credited to a spot wallet (the ledger rows carry `deposit:<id>`). */
export const deposits = pgTable(
  'deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    coin: text('coin').notNull(),
    network: text('network').notNull(),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    /** The chain transaction's id (made up by the development command): a deposit is credited once. */
    txId: text('tx_id').notNull().unique(),
    status: text('status').notNull().default('credited'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('deposits_user_idx').on(t.uid, t.createdAt),
    check('deposits_amount', sql`${t.amount} > 0`),
    check('deposits_status', sql`${t.status} in ('credited')`),
  ],
);

/**
 * Withdrawals (issue 16): the amount plus fee is frozen in the spot wallet while `pending` (no
 * chain is connected, so none is ever sent); cancelling gives it back. `request_id` makes a retry
 * of the same request the same withdrawal. The ledger rows carry `withdrawal:<id>`.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    coin: text('coin').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    memo: text('memo'),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    fee: numeric('fee', { precision: 38, scale: 18 }).notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    unique('withdrawals_request_unique').on(t.uid, t.requestId),
    index('withdrawals_user_idx').on(t.uid, t.createdAt),
    check('withdrawals_amount', sql`${t.amount} > 0 and ${t.fee} >= 0`),
    check('withdrawals_status', sql`${t.status} in ('pending', 'cancelled')`),
  ],
);

/**
 * Transfers between wallets (issue 16): the user's own spot and futures wallets, and a master's
 * and its sub-accounts' (within one family only). Atomic with the ledger (rows carry
 * `transfer:<id>`); `request_id` per asking user makes a retry the same transfer.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Who asked: the account itself, or the master for a master ↔ sub transfer. */
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    fromUid: integer('from_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    fromWallet: text('from_wallet').notNull(),
    toUid: integer('to_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    toWallet: text('to_wallet').notNull(),
    coin: text('coin').notNull(),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('transfers_request_unique').on(t.uid, t.requestId),
    index('transfers_from_idx').on(t.fromUid, t.createdAt),
    index('transfers_to_idx').on(t.toUid, t.createdAt),
    check('transfers_amount', sql`${t.amount} > 0`),
    check('transfers_wallets', sql`${t.fromWallet} in ('spot', 'futures') and ${t.toWallet} in ('spot', 'futures')`),
    check('transfers_moves', sql`${t.fromUid} <> ${t.toUid} or ${t.fromWallet} <> ${t.toWallet}`),
  ],
);

/** Support tickets (issue 16, `/myaccount/tickets`; the withdraw-only notice leads there). */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.uid, t.createdAt),
    check('support_tickets_status', sql`${t.status} in ('open', 'answered', 'closed')`),
  ],
);

/**
 * Chat rooms (issue 16, shell §4 "Chatroom"): public rooms everyone may read and logged-in users
 * may write in, and one support room per account (`support_uid`), reached by
 * `/groupchat/call_service`, where the account and the support staff talk.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The room's name in links (`?chatroom=<slug>`, `shortlink=group&to=<slug>`). */
    slug: text('slug').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** The account a support room belongs to; null for a public room. */
    supportUid: integer('support_uid').references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('chat_rooms_slug_unique').on(t.slug),
    unique('chat_rooms_support_unique').on(t.supportUid),
    check('chat_rooms_kind', sql`${t.kind} in ('public', 'support')`),
    check('chat_rooms_support_owner', sql`(${t.kind} = 'support') = (${t.supportUid} is not null)`),
  ],
);

/** Chat messages: plain text (never HTML), with the sender's nickname and sub-account flag as sent. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    /** The sender; null for a message of the support staff's system (the support room's greeting). */
    uid: integer('uid').references(() => users.uid, { onDelete: 'set null' }),
    nickname: text('nickname').notNull(),
    isSubAccount: boolean('is_sub_account').notNull().default(false),
    /** Sent by the support staff (shown as such in a support room). */
    fromSupport: boolean('from_support').notNull().default(false),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('chat_messages_room_idx').on(t.roomId, t.id),
    check('chat_messages_body', sql`char_length(${t.body}) between 1 and 500`),
  ],
);

/**
 * The support staff of the chat (issue 16): they read and answer every support room (their
 * messages there are marked as from support). Granted by the seed or by an operator, never by a call.
 */
export const chatStaff = pgTable('chat_staff', {
  uid: integer('uid')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
});

/**
 * Deposit codes (issue 16, `/myaccount/deposit_gatecode`): an account turns an amount into a code
 * (held from its spot balance), and whoever redeems the code is credited. Only the code's hash is
 * kept: the code is a bearer secret, shown once to its creator.
 */
export const depositCodes = pgTable(
  'deposit_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The code's last four characters, to tell codes apart in the history. */
    codeHint: text('code_hint').notNull(),
    coin: text('coin').notNull(),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    status: text('status').notNull().default('active'),
    redeemedBy: integer('redeemed_by').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    unique('deposit_codes_request_unique').on(t.uid, t.requestId),
    unique('deposit_codes_hash_unique').on(t.codeHash),
    index('deposit_codes_user_idx').on(t.uid, t.createdAt),
    index('deposit_codes_redeemer_idx').on(t.redeemedBy, t.updatedAt),
    check('deposit_codes_amount', sql`${t.amount} > 0`),
    check('deposit_codes_status', sql`${t.status} in ('active', 'redeemed', 'cancelled')`),
  ],
);
