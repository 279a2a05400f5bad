import { complianceLocale, ipCheckTokenPayload, type IpCheckRequest } from '@meridian/contracts';
import {
  agreementStatus,
  BUSINESS_MESSAGE_TYPES,
  type BusinessComplianceMessage,
  type BusinessMessageType,
  CUSTOMER_DECLARATION_VERSION,
  DECLARATION_STATUS,
  declarationRequired,
  decideIpCheck,
  DEFAULT_AGREEMENT_SCENE,
  dueBusinessMessageTypes,
  IP_CHECK_LIMIT_PERIOD_S,
  IP_CHECK_RESULTS,
  type IpCheckResult,
  type IpCheckTokenPayload,
  type IpCheckType,
  ipCheckSwitchedOff,
  isMismatchResult,
  kycFooterTipValues,
  type KycFooterTipValues,
  type KycNoticeInput,
  languageLocale,
  type Locale,
  MAIN_SITE,
  REGIONAL_LOCALES,
  RISK_USER_GUIDE_CLOSABLE,
  RISK_USER_GUIDE_COOKIE_KEY,
  RISK_USER_GUIDE_DEFAULT_FREQUENCY_HOURS,
  RISK_USER_GUIDE_DEFAULT_URL,
  showKycUpgradeNotice,
  siteById,
  SITE_IDS,
  defaultKycFooterTipValues,
} from '@meridian/domain';
import { z } from 'zod';
import type { Database } from '../db/database';
import type { Account } from '../db/queries/accounts';
import { withBucketsLocked } from '../db/queries/auth-attempts';
import {
  acceptedAgreementVersion,
  agreementSceneExists,
  currentAgreementVersion,
  deleteIpChecksBefore,
  hasDeclarationSignature,
  insertAgreementAcceptance,
  insertDeclarationSignature,
  insertIpCheck,
  selectAgreementTexts,
  selectBusinessMessages,
  selectIpChecksSince,
  selectRiskGuideTexts,
  selectSiteComplianceSettings,
  setCoolDownAcknowledged,
  type SiteComplianceSettingsRow,
  takeWindowSlot,
} from '../db/queries/compliance-calls';
import { hmac } from './secret-box';
import { constantTimeEqual } from './secret-tokens';

/**
 * The compliance calls of issue 13 item 3 (decision 0049): business messages, the KYC footer tip
 * and notice, the Turkish declaration, user agreements and the IP/VPN check. The rules are the
 * domain's; this reads and writes their rows.
 */

// ---- texts in the reader's language ----

/** shell §9 "Defaults: ... language en": the texts that stand in when a locale has none. */
export const FALLBACK_TEXT_LOCALE = 'en';

const REGIONAL: Readonly<Record<string, Locale>> = REGIONAL_LOCALES;

/**
 * The locales to look for a text in, best first: the locale itself, the plain language of a
 * regional locale ('it-eu' → 'it', 'ar-dubai' → 'ar'), then English.
 */
export function textLocaleCandidates(locale: string): string[] {
  const regional = REGIONAL[locale];
  const language = regional ? languageLocale(regional.catalog).code : undefined;
  return [...new Set([locale, language, FALLBACK_TEXT_LOCALE].filter((l): l is string => l !== undefined))];
}

const localeOf = (value: string | undefined) => {
  const parsed = z.safeParse(complianceLocale, value);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The reader's locale: the one the call names, else the `lang` cookie (the web's language choice),
 * else the site's default language (Turkish on the Turkey site), else English. Malformed values
 * are passed over, never refused.
 */
export function readerLocale(input: { asked?: string | undefined; langCookie?: string | undefined; siteId: number }) {
  const site = siteById(input.siteId) ?? MAIN_SITE;
  return localeOf(input.asked) ?? localeOf(input.langCookie) ?? languageLocale(site.defaultLang).code;
}

/** The row of the best locale among `candidates`. */
function byLocale<T extends { locale: string }>(rows: readonly T[], candidates: readonly string[]): T | undefined {
  for (const locale of candidates) {
    const found = rows.find((row) => row.locale === locale);
    if (found) return found;
  }
  return undefined;
}

/** A stored text_link that is not a list of {key, link} is answered as none. */
const textLinks = z.array(z.object({ key: z.string(), link: z.string() })).catch([]);

/** What of an account these calls read (the session's row). */
export type ComplianceCallsAccount = Pick<
  Account,
  | 'uid'
  | 'siteId'
  | 'kycLevel'
  | 'kycStatus'
  | 'createdAt'
  | 'kycDeadlineAt'
  | 'coolDownUntil'
  | 'coolDownAcknowledgedAt'
  | 'riskUser'
>;

// ---- business compliance messages (widgets §3, §7) ----

/**
 * The messages due for the account (domain dueBusinessMessageTypes), in the reader's locale or
 * the fallbacks; a type with no text in any of them is left out. A visitor gets none.
 */
export async function businessMessagesFor(
  db: Database,
  account: ComplianceCallsAccount | null,
  locale: string,
  now: Date,
): Promise<BusinessComplianceMessage[]> {
  if (!account) return [];
  const declarationSigned = declarationRequired(account.siteId)
    ? await hasDeclarationSignature(db, account.uid, CUSTOMER_DECLARATION_VERSION)
    : true;
  const types = dueBusinessMessageTypes({ ...account, declarationSigned }, now);
  if (types.length === 0) return [];
  const candidates = textLocaleCandidates(locale);
  const rows = await selectBusinessMessages(db, types, candidates);
  return types.flatMap((type): BusinessComplianceMessage[] => {
    const row = byLocale(
      rows.filter((r) => r.type === type),
      candidates,
    );
    if (!row) return [];
    return [
      {
        type,
        title: row.title,
        content: row.content,
        ok_button: row.okButton,
        cancel_button: row.cancelButton,
        ok_button_router: row.okButtonRouter,
        text_link: textLinks.parse(row.textLink),
        no_close_button: row.noCloseButton,
      },
    ];
  });
}

/** The user read a message: the cool-down-end reminder is not answered again for this cool-down. */
export async function acknowledgeBusinessMessage(
  db: Database,
  account: ComplianceCallsAccount,
  type: BusinessMessageType,
  now: Date,
): Promise<void> {
  if (type === BUSINESS_MESSAGE_TYPES.coolDownEndReminder) await setCoolDownAcknowledged(db, account.uid, now);
}

// ---- KYC footer tip (shell §5) and KYC notice (widgets §3) ----

/** shell §5's three footer values; a visitor's show nothing. */
export function kycFooterTipsFor(account: ComplianceCallsAccount | null, now: Date): KycFooterTipValues {
  return account ? kycFooterTipValues(account, now) : defaultKycFooterTipValues();
}

/** The settings of `siteId`, else the main site's, else the defaults (decision 0049). */
function settingsFor(
  rows: readonly SiteComplianceSettingsRow[],
  siteId: number,
): Omit<SiteComplianceSettingsRow, 'siteId'> {
  return (
    rows.find((r) => r.siteId === siteId) ??
    rows.find((r) => r.siteId === SITE_IDS.main) ?? {
      ipCheckEnabled: false,
      riskGuideFrequencyHours: RISK_USER_GUIDE_DEFAULT_FREQUENCY_HOURS,
      riskGuideClosable: false,
      riskGuideUrl: RISK_USER_GUIDE_DEFAULT_URL,
    }
  );
}

/**
 * widgets §3 "Kyc notice input" for the account on the site it browses: the upgrade notice below
 * KYC level 2, the site's risk-user guide for risk users (its message in the reader's locale, the
 * site's own texts before the main site's).
 */
export async function kycNoticeFor(
  db: Database,
  account: ComplianceCallsAccount,
  siteId: number,
  locale: string,
): Promise<KycNoticeInput> {
  const sites = [...new Set([siteId, SITE_IDS.main])];
  const settings = settingsFor(await selectSiteComplianceSettings(db, sites), siteId);
  let message = '';
  if (account.riskUser) {
    const candidates = textLocaleCandidates(locale);
    const texts = await selectRiskGuideTexts(db, sites, candidates);
    for (const site of sites) {
      const found = byLocale(
        texts.filter((t) => t.siteId === site),
        candidates,
      );
      if (found) {
        message = found.message;
        break;
      }
    }
  }
  return {
    show_kyc_upgrade_notice: showKycUpgradeNotice(account.kycLevel),
    is_risk_user: account.riskUser,
    risk_user_guide_frequency: settings.riskGuideFrequencyHours,
    risk_user_guide_cookie_key: RISK_USER_GUIDE_COOKIE_KEY,
    risk_user_guide_msg: message,
    risk_user_guide_be_closed: settings.riskGuideClosable ? RISK_USER_GUIDE_CLOSABLE : 0,
    risk_user_guide_url: settings.riskGuideUrl,
  };
}

// ---- Turkish declaration (widgets §3, §4) ----

type DeclarationStatus = (typeof DECLARATION_STATUS)[keyof typeof DECLARATION_STATUS];

/** 2 when signed (or not needed: only Turkey-site accounts sign), else 1. */
export async function declarationStatusOf(db: Database, account: ComplianceCallsAccount): Promise<DeclarationStatus> {
  if (!declarationRequired(account.siteId)) return DECLARATION_STATUS.signed;
  return (await hasDeclarationSignature(db, account.uid, CUSTOMER_DECLARATION_VERSION))
    ? DECLARATION_STATUS.signed
    : DECLARATION_STATUS.needsSigning;
}

/** Sign the current version (once: a second signing keeps the first's time and address). */
export async function signDeclaration(
  db: Database,
  account: ComplianceCallsAccount,
  at: Date,
  ip: string | null,
): Promise<DeclarationStatus> {
  if (declarationRequired(account.siteId)) {
    await insertDeclarationSignature(db, { uid: account.uid, version: CUSTOMER_DECLARATION_VERSION, signedAt: at, ip });
  }
  return DECLARATION_STATUS.signed;
}

// ---- user agreements (widgets §3, §4, §7) ----

export interface AgreementStatusAnswer {
  status: 0 | 1;
  content: string;
  submit_button: string;
  scene: string;
  version: number;
  link_text: string;
  link: string;
}

export type AgreementOutcome =
  { kind: 'ok'; answer: AgreementStatusAnswer } | { kind: 'unknown-scene' } | { kind: 'nothing-published' };

async function agreementAnswer(
  db: Database,
  uid: number,
  scene: string,
  locale: string,
  now: Date,
): Promise<AgreementOutcome> {
  const current = await currentAgreementVersion(db, scene, now);
  if (!current) {
    return (await agreementSceneExists(db, scene))
      ? {
          kind: 'ok',
          answer: { status: 0, content: '', submit_button: '', scene, version: 0, link_text: '', link: '' },
        }
      : { kind: 'unknown-scene' };
  }
  const status = agreementStatus(current.version, await acceptedAgreementVersion(db, uid, scene));
  const answer: AgreementStatusAnswer = {
    status,
    content: '',
    submit_button: '',
    scene,
    version: current.version,
    link_text: '',
    link: current.link,
  };
  if (status === 1) {
    const candidates = textLocaleCandidates(locale);
    const text = byLocale(await selectAgreementTexts(db, scene, current.version, candidates), candidates);
    if (text)
      Object.assign(answer, { content: text.content, submit_button: text.submitButton, link_text: text.linkText });
  }
  return { kind: 'ok', answer };
}

/** widgets §7 user-agreement/status: 1 while the scene's current version is newer than the one accepted. */
export function agreementStatusOf(
  db: Database,
  account: ComplianceCallsAccount,
  scene: string,
  locale: string,
  now: Date,
): Promise<AgreementOutcome> {
  return agreementAnswer(db, account.uid, scene, locale, now);
}

/** widgets §7 user-agreement/submit-status: accept the current version (time and address kept), then the status. */
export async function acceptAgreement(
  db: Database,
  account: ComplianceCallsAccount,
  scene: string,
  locale: string,
  now: Date,
  ip: string | null,
): Promise<AgreementOutcome> {
  const current = await currentAgreementVersion(db, scene, now);
  if (!current)
    return (await agreementSceneExists(db, scene)) ? { kind: 'nothing-published' } : { kind: 'unknown-scene' };
  await insertAgreementAcceptance(db, { uid: account.uid, scene, version: current.version, acceptedAt: now, ip });
  return agreementAnswer(db, account.uid, scene, locale, now);
}

/** The user agreement's current version, which the sign-up form asks new accounts to accept. */
export async function currentUserAgreementVersion(db: Database, now: Date): Promise<number | null> {
  return (await currentAgreementVersion(db, DEFAULT_AGREEMENT_SCENE, now))?.version ?? null;
}

/** A new account accepted the user agreement on the sign-up form: recorded when the account opens. */
export async function recordSignupAcceptance(
  db: Database,
  values: { uid: number; version: number; acceptedAt: Date; ip: string | null },
): Promise<void> {
  await insertAgreementAcceptance(db, { ...values, scene: DEFAULT_AGREEMENT_SCENE });
}

// ---- IP/VPN check (widgets §4, §5, §7) ----

/** How long the account's recorded checks are kept (the limits need one hour of them). */
export const IP_CHECK_KEEP_DAYS = 30;

/** widgets §5 "The IP check runs only when enabled": the site's switch (a site without a row: off). */
export async function ipCheckEnabled(db: Database, siteId: number): Promise<boolean> {
  const [row] = await selectSiteComplianceSettings(db, [siteId]);
  return row?.ipCheckEnabled ?? false;
}

/** base64url(JSON payload) + '.' + base64url(HMAC-SHA256 of the first part): a compact JWS-like token. */
export function signIpCheckToken(key: Buffer, payload: IpCheckTokenPayload): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${hmac(key, body)}`;
}

/** The payload of a token this API signed for `uid` that has not expired; null otherwise. */
export function verifyIpCheckToken(key: Buffer, token: string, uid: number, now: Date): IpCheckTokenPayload | null {
  const [body = '', signature = '', extra] = token.split('.');
  if (extra !== undefined || !constantTimeEqual(signature, hmac(key, body))) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = z.safeParse(ipCheckTokenPayload, json);
  if (!parsed.success || parsed.data.uid !== uid || parsed.data.exp * 1000 <= now.getTime()) return null;
  return parsed.data;
}

export interface IpCheckRun {
  account: ComplianceCallsAccount;
  siteId: number;
  form: IpCheckRequest;
  /** The request's client address as the API sees it (client-ip.ts). */
  requestAddress: string | undefined;
  now: Date;
  tokenKey: Buffer;
}

/**
 * One check (decision 0049): off on the site → a pass, recorded nowhere; otherwise the domain's
 * decision on the account's checks of the last hour, recorded unless it is a result 4. One check
 * of an account at a time (an advisory lock), so parallel calls cannot slip past the limit.
 */
export async function runIpCheck(db: Database, run: IpCheckRun): Promise<{ result: IpCheckResult; token: string }> {
  const { account, now } = run;
  if (!(await ipCheckEnabled(db, run.siteId))) {
    const payload = ipCheckSwitchedOff(account.uid, now);
    return { result: payload.result.value, token: signIpCheckToken(run.tokenKey, payload) };
  }
  const type = Number(run.form.type) as IpCheckType;
  const ips = run.form.ips ?? [];
  const stuns = run.form.stuns ?? [];
  const decision = await withBucketsLocked(db, [`ip-check:${account.uid}`], async (tx) => {
    const since = new Date(now.getTime() - IP_CHECK_LIMIT_PERIOD_S * 1000);
    const recent = await selectIpChecksSince(tx, account.uid, since);
    const decided = decideIpCheck({
      uid: account.uid,
      kycLevel: account.kycLevel,
      type,
      requestAddress: run.requestAddress,
      ips,
      stuns,
      // Passes do not count toward the limit (decision 0050).
      recentChecks: recent.filter((r) => r.result !== IP_CHECK_RESULTS.pass).map((r) => r.checkedAt.getTime()),
      recentMismatches: recent.filter((r) => isMismatchResult(r.result)).length,
      now,
    });
    if (decided.record) {
      await insertIpCheck(tx, {
        uid: account.uid,
        checkedAt: now,
        type,
        result: decided.result,
        requestIp: run.requestAddress ?? null,
        ips,
        stuns,
      });
      await deleteIpChecksBefore(tx, account.uid, new Date(now.getTime() - IP_CHECK_KEEP_DAYS * 86_400_000));
    }
    return decided;
  });
  return { result: decision.result, token: signIpCheckToken(run.tokenKey, decision.payload) };
}

// ---- per-account limits on the calls that write ----

/** Ours (decision 0049): per account, per call, per window; past it a 429. */
export const COMPLIANCE_CALL_LIMITS = {
  declarationSubmit: { limit: 10, windowMs: 60_000 },
  agreementSubmit: { limit: 10, windowMs: 60_000 },
  acknowledge: { limit: 10, windowMs: 60_000 },
  ipCheck: { limit: 20, windowMs: 60_000 },
} as const;

export type ComplianceCall = keyof typeof COMPLIANCE_CALL_LIMITS;

/** Counts a call: ok, or when to try again (the end of the window). */
export async function takeComplianceCallSlot(
  db: Database,
  call: ComplianceCall,
  uid: number,
  now: Date,
): Promise<{ ok: true } | { ok: false; retryAfterS: number; limit: number; windowS: number }> {
  const { limit, windowMs } = COMPLIANCE_CALL_LIMITS[call];
  if (await takeWindowSlot(db, { key: `compliance:${call}:${uid}`, limit, windowMs }, now.getTime()))
    return { ok: true };
  const windowEnd = (Math.floor(now.getTime() / windowMs) + 1) * windowMs;
  return {
    ok: false,
    retryAfterS: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
    limit,
    windowS: windowMs / 1000,
  };
}
