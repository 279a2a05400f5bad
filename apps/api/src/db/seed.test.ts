import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from './demo-accounts';
import { EU_MEMBER_STATES, LANGUAGE_LOCALES } from '@meridian/domain';
import {
  agreementAcceptances,
  agreementTexts,
  agreementVersions,
  balances,
  businessComplianceMessages,
  coinPrices,
  complianceCountries,
  complianceTips,
  FEE_ACCOUNT_UID,
  MARKET_ACCOUNT_UID,
  publicJsonFiles,
  riskUserGuideTexts,
  siteComplianceSettings,
  users,
} from './schema';
import { seedDemoData } from './seed';
import { verifyPassword } from '../services/password-hashing';
import { createTestDatabase } from '../test-support/test-database';
import { FAST_HASHING } from '../test-support/test-browser';

let database: DatabaseHandle;
const SEEDED_AT = Date.UTC(2025, 5, 1);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { now: () => SEEDED_AT, passwordHashing: FAST_HASHING });
});
afterAll(async () => {
  await database.close();
});

const rowsOf = async () => ({
  users: (await database.db.select({ n: count() }).from(users))[0]?.n,
  balances: (await database.db.select({ n: count() }).from(balances))[0]?.n,
  prices: (await database.db.select({ n: count() }).from(coinPrices))[0]?.n,
  files: (await database.db.select({ n: count() }).from(publicJsonFiles))[0]?.n,
  countries: (await database.db.select({ n: count() }).from(complianceCountries))[0]?.n,
  tips: (await database.db.select({ n: count() }).from(complianceTips))[0]?.n,
  businessMessages: (await database.db.select({ n: count() }).from(businessComplianceMessages))[0]?.n,
  siteSettings: (await database.db.select({ n: count() }).from(siteComplianceSettings))[0]?.n,
  riskTexts: (await database.db.select({ n: count() }).from(riskUserGuideTexts))[0]?.n,
  agreementVersions: (await database.db.select({ n: count() }).from(agreementVersions))[0]?.n,
  agreementTexts: (await database.db.select({ n: count() }).from(agreementTexts))[0]?.n,
  acceptances: (await database.db.select({ n: count() }).from(agreementAcceptances))[0]?.n,
});

describe('demo accounts seed', () => {
  it('gives every demo account the shared password, each with its own salt, and non-zero funds', async () => {
    // The system accounts (fee, market) come from migration 0005 and open with no password.
    const all = await database.db.select().from(users);
    const system = all.filter((u) => u.uid === FEE_ACCOUNT_UID || u.uid === MARKET_ACCOUNT_UID);
    expect(system).toHaveLength(2);
    for (const user of system) expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(false);
    const seeded = all.filter((u) => !system.includes(u));
    expect(seeded).toHaveLength(DEMO_ACCOUNTS.length);
    expect(new Set(seeded.map((u) => u.passwordHash)).size).toBe(seeded.length);
    for (const user of seeded) {
      expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash), user.email ?? '').toBe(true);
      const held = await database.db.select().from(balances).where(eq(balances.uid, user.uid));
      expect(
        held.some((b) => Number(b.available) > 0),
        user.email ?? '',
      ).toBe(true);
    }
  });

  it('holds every role the issue lists', async () => {
    const all = await database.db.select().from(users);
    const by = (email: string) => all.find((u) => u.email === email);
    expect(new Set(all.map((u) => u.kycLevel))).toEqual(new Set([0, 5, 2, 1, 4, 3]));
    expect(by('sub-managed@meridian.example')).toMatchObject({
      masterUid: by('master@meridian.example')?.uid,
      subAccountType: 4,
      subAccountSubType: 7,
    });
    expect(by('vip-trial@meridian.example')).toMatchObject({
      vipTrialTier: 2,
      vipTrialExpiresAt: new Date(SEEDED_AT + 30 * 86_400_000),
    });
    expect(by('country-233@meridian.example')).toMatchObject({ country: 233, kycLevel: 1 });
    expect(by('hk@meridian.example')).toMatchObject({ siteId: 71 });
    expect(by('withdraw-only@meridian.example')).toMatchObject({ withdrawOnly: true });
    expect(by('restricted@meridian.example')).toMatchObject({ country: 192 });
    expect(by('two-factor@meridian.example')).toMatchObject({ totpSecret: DEMO_TOTP_SECRET });
    expect(by('agreement-conflict@meridian.example')).toMatchObject({ complianceStatus: 2, kycLevel: 1, country: 276 });
    expect(all.filter((u) => u.complianceStatus !== 0).map((u) => u.email)).toEqual([
      'agreement-conflict@meridian.example',
    ]);
  });

  it('decision 0048: a compliance country row for every demo account and every EU member state', async () => {
    const rows = await database.db.select().from(complianceCountries);
    const byNumeric = new Map(rows.map((r) => [r.numericCode, r]));
    for (const account of DEMO_ACCOUNTS) expect(byNumeric.has(account.country ?? 0), account.email).toBe(true);
    const codes = new Set(rows.map((r) => r.country));
    for (const member of EU_MEMBER_STATES) expect(codes.has(member), member).toBe(true);
    for (const other of [
      'GB',
      'US',
      'CA',
      'KH',
      'TH',
      'CU',
      'IR',
      'KP',
      'BR',
      'UZ',
      'HK',
      'TR',
      'JP',
      'AE',
      'AU',
      'SG',
      'BS',
    ])
      expect(codes.has(other), other).toBe(true);
    // shell §8 "Prohibited countries (examples: United States, Canada, Cambodia, Thailand, Cuba, Iran, North Korea)".
    expect(
      rows
        .filter((r) => r.prohibited)
        .map((r) => r.country)
        .sort(),
    ).toEqual(['CA', 'CU', 'IR', 'KH', 'KP', 'TH', 'US']);
    expect(
      rows
        .filter((r) => r.siteClosed)
        .map((r) => r.country)
        .sort(),
    ).toEqual(['IR', 'KP']);
    // The prohibited countries (United States, Canada, Cambodia, Thailand, Cuba, Iran, North
    // Korea): the check's limit_country_user_status and trading's refusal both read them here.
    expect(new Set(rows.filter((r) => r.prohibited).map((r) => r.numericCode))).toEqual(
      new Set([840, 124, 116, 764, 192, 364, 408]),
    );
    expect(byNumeric.get(233)?.country).toBe('EE');
    expect(byNumeric.get(344)?.country).toBe('HK');
  });

  it('decision 0048: the main site tip for visitors from Brazil in each of its 17 locales, each in its own language', async () => {
    const tips = await database.db.select().from(complianceTips);
    expect(tips.map((t) => t.locale).sort()).toEqual(LANGUAGE_LOCALES.map((l) => l.code).sort());
    expect(tips).toHaveLength(17);
    const english = tips.find((t) => t.locale === 'en');
    for (const tip of tips) {
      expect(tip, tip.locale).toMatchObject({
        siteId: 0,
        country: 'BR',
        okButtonRouter: '/myaccount/kyc_home',
        maxCount: 2,
        enabled: true,
        paths: ['register', 'home', 'login'],
      });
      for (const text of [tip.title, tip.content, tip.okButton, tip.cancelButton]) {
        expect(text.length, tip.locale).toBeGreaterThan(0);
        // Plain text, no ICU placeholders.
        expect(text, tip.locale).not.toMatch(/[{}]/);
      }
      if (tip.locale !== 'en') {
        expect(tip.title, tip.locale).not.toBe(english?.title);
        expect(tip.content, tip.locale).not.toBe(english?.content);
        expect(tip.okButton, tip.locale).not.toBe(english?.okButton);
      }
    }
  });

  it('decision 0049: the demo accounts of the compliance calls', async () => {
    const all = await database.db.select().from(users);
    const by = (email: string) => all.find((u) => u.email === email);
    expect(by('kyc-none@meridian.example')).toMatchObject({ kycDeadlineAt: new Date(SEEDED_AT + 7 * 86_400_000) });
    expect(by('risk-user@meridian.example')).toMatchObject({ riskUser: true, kycLevel: 2 });
    expect(all.filter((u) => u.riskUser).map((u) => u.email)).toEqual(['risk-user@meridian.example']);
    expect(by('tr-user@meridian.example')).toMatchObject({ siteId: 177, kycLevel: 1, country: 792 });
    expect(by('cool-down@meridian.example')).toMatchObject({ coolDownUntil: new Date(SEEDED_AT - 3_600_000) });
    // Only new-terms has not accepted the current user agreement (version 2).
    const accepted = await database.db.select().from(agreementAcceptances);
    const current = new Set(accepted.filter((a) => a.version === 2).map((a) => a.uid));
    expect(DEMO_ACCOUNTS.filter((a) => !current.has(a.uid)).map((a) => a.email)).toEqual([
      'new-terms@meridian.example',
    ]);
    expect(accepted.filter((a) => a.uid === 10_000_019).map((a) => a.version)).toEqual([1]);
    // widgets §5 "The IP check runs only when enabled": on for the main site only.
    const settings = await database.db.select().from(siteComplianceSettings);
    expect(settings.filter((s) => s.ipCheckEnabled).map((s) => s.siteId)).toEqual([0]);
    expect(settings).toHaveLength(12);
  });

  it('decision 0049: the business messages, the risk-user guide and the user agreement in the 17 locales, each in its own language', async () => {
    const codes = LANGUAGE_LOCALES.map((l) => l.code).sort();
    const messages = await database.db.select().from(businessComplianceMessages);
    const guide = await database.db.select().from(riskUserGuideTexts);
    const agreement = (await database.db.select().from(agreementTexts)).filter((t) => t.version === 2);
    const groups = [
      ...['customer-understand-declaration', '24h_cool_down_end_reminder'].map((type) =>
        messages
          .filter((m) => m.type === type)
          .map((m) => ({ locale: m.locale, texts: [m.title, m.content, m.okButton] })),
      ),
      guide.map((g) => ({ locale: g.locale, texts: [g.message] })),
      agreement.map((a) => ({ locale: a.locale, texts: [a.content, a.submitButton, a.linkText] })),
    ];
    for (const group of groups) {
      expect(group.map((g) => g.locale).sort()).toEqual(codes);
      const english = group.find((g) => g.locale === 'en');
      for (const { locale, texts } of group) {
        for (const [i, text] of texts.entries()) {
          expect(text.length, locale).toBeGreaterThan(0);
          // Plain text, no ICU placeholders.
          expect(text, locale).not.toMatch(/[{}]/);
          if (locale !== 'en') expect(text, locale).not.toBe(english?.texts[i]);
        }
      }
    }
  });

  it('is idempotent and never overwrites a changed row', async () => {
    const before = await rowsOf();
    await database.db.update(users).set({ nickname: 'renamed', kycLevel: 4 }).where(eq(users.uid, 10_000_001));
    await database.db.update(balances).set({ available: '7' }).where(eq(balances.uid, 10_000_001));
    await database.db.update(coinPrices).set({ usdPrice: '1.5' }).where(eq(coinPrices.coin, 'USDT'));
    await database.db
      .update(complianceCountries)
      .set({ prohibited: true })
      .where(eq(complianceCountries.country, 'DE'));
    await database.db.update(complianceTips).set({ enabled: false }).where(eq(complianceTips.locale, 'de'));
    const [hashBefore] = await database.db
      .select({ h: users.passwordHash })
      .from(users)
      .where(eq(users.uid, 10_000_002));

    await seedDemoData(database.db, { now: () => SEEDED_AT + 86_400_000, passwordHashing: FAST_HASHING });

    expect(await rowsOf()).toEqual(before);
    const [changed] = await database.db.select().from(users).where(eq(users.uid, 10_000_001));
    expect(changed).toMatchObject({ nickname: 'renamed', kycLevel: 4 });
    const held = await database.db.select().from(balances).where(eq(balances.uid, 10_000_001));
    expect(held.every((b) => Number(b.available) === 7)).toBe(true);
    const [usdt] = await database.db.select().from(coinPrices).where(eq(coinPrices.coin, 'USDT'));
    expect(Number(usdt?.usdPrice)).toBe(1.5);
    const [germany] = await database.db.select().from(complianceCountries).where(eq(complianceCountries.country, 'DE'));
    expect(germany?.prohibited).toBe(true);
    const [germanTip] = await database.db.select().from(complianceTips).where(eq(complianceTips.locale, 'de'));
    expect(germanTip?.enabled).toBe(false);
    // Existing accounts are not re-hashed (new salt) either.
    const [hashAfter] = await database.db
      .select({ h: users.passwordHash })
      .from(users)
      .where(eq(users.uid, 10_000_002));
    expect(hashAfter).toEqual(hashBefore);
    const [vip] = await database.db.select().from(users).where(eq(users.email, 'vip-trial@meridian.example'));
    expect(vip?.vipTrialExpiresAt).toEqual(new Date(SEEDED_AT + 30 * 86_400_000));
  });

  it('puts back a demo account an operator removed, and leaves the others alone', async () => {
    await database.db.delete(users).where(eq(users.uid, 10_000_015));
    await seedDemoData(database.db, { passwordHashing: FAST_HASHING });
    const [back] = await database.db.select().from(users).where(eq(users.uid, 10_000_015));
    expect(back?.tier).toBe(5);
  });

  it('README documents every demo account and the shared password', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Demo accounts (development only)'));
    expect(section.length).toBeGreaterThan(100);
    expect(section).toContain(DEMO_PASSWORD);
    expect(section).toContain(DEMO_TOTP_SECRET);
    for (const account of DEMO_ACCOUNTS) expect(section, account.email).toContain(account.email);
  });
});
