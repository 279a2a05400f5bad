import { and, asc, desc, eq, gt, inArray, lte, max, sql } from 'drizzle-orm';
import type { Database } from '../database';
import {
  agreementAcceptances,
  agreementTexts,
  agreementVersions,
  businessComplianceMessages,
  customerDeclarationSignatures,
  ipChecks,
  rateWindows,
  riskUserGuideTexts,
  siteComplianceSettings,
  users,
} from '../schema';

// The compliance calls' rows (decision 0049); services/compliance-calls.ts holds the rules.

export type BusinessMessageRow = Omit<typeof businessComplianceMessages.$inferSelect, 'updatedAt'>;

/** The texts of the message types asked for, in the locales asked for (the service picks by fallback). */
export async function selectBusinessMessages(
  db: Database,
  types: readonly string[],
  locales: readonly string[],
): Promise<BusinessMessageRow[]> {
  if (types.length === 0 || locales.length === 0) return [];
  const m = businessComplianceMessages;
  return db
    .select({
      type: m.type,
      locale: m.locale,
      title: m.title,
      content: m.content,
      okButton: m.okButton,
      cancelButton: m.cancelButton,
      okButtonRouter: m.okButtonRouter,
      textLink: m.textLink,
      noCloseButton: m.noCloseButton,
    })
    .from(m)
    .where(and(inArray(m.type, [...types]), inArray(m.locale, [...locales])));
}

/** The user read the cool-down-end reminder (widgets §4). */
export async function setCoolDownAcknowledged(db: Database, uid: number, at: Date): Promise<void> {
  await db.update(users).set({ coolDownAcknowledgedAt: at }).where(eq(users.uid, uid));
}

export type SiteComplianceSettingsRow = Omit<typeof siteComplianceSettings.$inferSelect, 'updatedAt'>;

/** The settings rows of the sites asked for (a site, and the main site it falls back to). */
export async function selectSiteComplianceSettings(
  db: Database,
  siteIds: readonly number[],
): Promise<SiteComplianceSettingsRow[]> {
  const s = siteComplianceSettings;
  return db
    .select({
      siteId: s.siteId,
      ipCheckEnabled: s.ipCheckEnabled,
      riskGuideFrequencyHours: s.riskGuideFrequencyHours,
      riskGuideClosable: s.riskGuideClosable,
      riskGuideUrl: s.riskGuideUrl,
    })
    .from(s)
    .where(inArray(s.siteId, [...siteIds]));
}

/** The risk-user guide texts of the sites and locales asked for. */
export async function selectRiskGuideTexts(
  db: Database,
  siteIds: readonly number[],
  locales: readonly string[],
): Promise<Array<{ siteId: number; locale: string; message: string }>> {
  const t = riskUserGuideTexts;
  return db
    .select({ siteId: t.siteId, locale: t.locale, message: t.message })
    .from(t)
    .where(and(inArray(t.siteId, [...siteIds]), inArray(t.locale, [...locales])));
}

// ---- Turkish declaration ----

export async function hasDeclarationSignature(db: Database, uid: number, version: string): Promise<boolean> {
  const [row] = await db
    .select({ uid: customerDeclarationSignatures.uid })
    .from(customerDeclarationSignatures)
    .where(and(eq(customerDeclarationSignatures.uid, uid), eq(customerDeclarationSignatures.version, version)));
  return row !== undefined;
}

/** The first signature of a version stays (time and address of the first signing): idempotent. */
export async function insertDeclarationSignature(
  db: Database,
  values: { uid: number; version: string; signedAt: Date; ip: string | null },
): Promise<void> {
  await db.insert(customerDeclarationSignatures).values(values).onConflictDoNothing();
}

// ---- agreements ----

/** Whether any version of the scene exists (published or not): an unknown scene is refused. */
export async function agreementSceneExists(db: Database, scene: string): Promise<boolean> {
  const [row] = await db
    .select({ scene: agreementVersions.scene })
    .from(agreementVersions)
    .where(eq(agreementVersions.scene, scene))
    .limit(1);
  return row !== undefined;
}

/** The scene's current version: the highest one published by `now`. */
export async function currentAgreementVersion(
  db: Database,
  scene: string,
  now: Date,
): Promise<{ version: number; link: string } | null> {
  const [row] = await db
    .select({ version: agreementVersions.version, link: agreementVersions.link })
    .from(agreementVersions)
    .where(and(eq(agreementVersions.scene, scene), lte(agreementVersions.publishedAt, now)))
    .orderBy(desc(agreementVersions.version))
    .limit(1);
  return row ?? null;
}

/** The highest version of the scene the account accepted. */
export async function acceptedAgreementVersion(db: Database, uid: number, scene: string): Promise<number | null> {
  const [row] = await db
    .select({ version: max(agreementAcceptances.version) })
    .from(agreementAcceptances)
    .where(and(eq(agreementAcceptances.uid, uid), eq(agreementAcceptances.scene, scene)));
  return row?.version ?? null;
}

export async function selectAgreementTexts(
  db: Database,
  scene: string,
  version: number,
  locales: readonly string[],
): Promise<Array<{ locale: string; content: string; submitButton: string; linkText: string }>> {
  const t = agreementTexts;
  return db
    .select({ locale: t.locale, content: t.content, submitButton: t.submitButton, linkText: t.linkText })
    .from(t)
    .where(and(eq(t.scene, scene), eq(t.version, version), inArray(t.locale, [...locales])));
}

/**
 * Record an acceptance of a version, if that version exists (one statement, so a version removed
 * meanwhile records nothing rather than failing); the first acceptance of a version stays.
 */
export async function insertAgreementAcceptance(
  db: Database,
  values: { uid: number; scene: string; version: number; acceptedAt: Date; ip: string | null },
): Promise<void> {
  await db.execute(sql`insert into ${agreementAcceptances} (uid, scene, version, accepted_at, ip)
    select ${values.uid}::integer, v.scene, v.version, ${values.acceptedAt.toISOString()}::timestamptz, ${values.ip}::text
    from ${agreementVersions} v where v.scene = ${values.scene} and v.version = ${values.version}::integer
    on conflict do nothing`);
}

// ---- IP/VPN check ----

/** The account's recorded checks after `since`, oldest first. */
export async function selectIpChecksSince(
  db: Database,
  uid: number,
  since: Date,
): Promise<Array<{ checkedAt: Date; result: number }>> {
  return db
    .select({ checkedAt: ipChecks.checkedAt, result: ipChecks.result })
    .from(ipChecks)
    .where(and(eq(ipChecks.uid, uid), gt(ipChecks.checkedAt, since)))
    .orderBy(asc(ipChecks.checkedAt));
}

export async function insertIpCheck(
  db: Database,
  values: {
    uid: number;
    checkedAt: Date;
    type: number;
    result: number;
    requestIp: string | null;
    ips: string[];
    stuns: string[];
  },
): Promise<void> {
  await db.insert(ipChecks).values(values);
}

/** Housekeeping on the indexed columns: the account's checks at or before `before`. */
export async function deleteIpChecksBefore(db: Database, uid: number, before: Date): Promise<void> {
  await db.delete(ipChecks).where(and(eq(ipChecks.uid, uid), lte(ipChecks.checkedAt, before)));
}

// ---- per-account call limits ----

/**
 * A fixed window of `windowMs` per key in the shared rate_windows table (as order placement's
 * one-second windows, under keys of their own): counts a call and answers whether the key is
 * within `limit` calls in the current window.
 */
export async function takeWindowSlot(
  db: Database,
  window: { key: string; limit: number; windowMs: number },
  nowMs: number,
): Promise<boolean> {
  const start = Math.floor(nowMs / window.windowMs);
  const answer = (await db.execute(sql`insert into ${rateWindows} as w (key, window_start, count)
    values (${window.key}, ${start}::bigint, 1)
    on conflict (key) do update set
      count = case when w.window_start = excluded.window_start then w.count + 1 else 1 end,
      window_start = excluded.window_start
    returning w.count <= ${window.limit}::integer as allowed`)) as unknown as { rows: Array<{ allowed: boolean }> };
  return answer.rows[0]?.allowed === true;
}
