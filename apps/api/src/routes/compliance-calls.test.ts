import {
  businessComplianceAnswer,
  getBusinessComplianceCheck,
  getBusinessComplianceCheckOther,
  getDeclarationStatus,
  getIpCheckConfig,
  getIpCheckVerify,
  getKycFooterTips,
  getKycFooterTipsJsonSvr,
  getKycNotice,
  ipCheckAnswer,
  kycFooterTips,
  kycNoticeInput,
  postBusinessMessageAcknowledge,
  postDeclarationSubmit,
  postIpCheck,
  postUserAgreementStatus,
  postUserAgreementSubmit,
  readIpCheckToken,
  userAgreementStatus,
} from '@meridian/contracts';
import {
  CUSTOMER_DECLARATION_VERSION,
  IP_CHECK_LIMIT_TIMES,
  LANGUAGE_LOCALES,
  showKycFooterTip,
  SITE_IDS,
} from '@meridian/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiApp, createApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import {
  COOL_DOWN_MESSAGE_TEXTS,
  DECLARATION_MESSAGE_TEXTS,
  RISK_USER_GUIDE_TEXTS,
  USER_AGREEMENT_TEXTS,
} from '../db/compliance-calls-seed';
import { DEMO_ACCOUNTS } from '../db/demo-accounts';
import {
  agreementAcceptances,
  agreementTexts,
  agreementVersions,
  customerDeclarationSignatures,
  ipChecks,
  users,
} from '../db/schema';
import { seedDemoData } from '../db/seed';
import { COMPLIANCE_CALL_LIMITS } from '../services/compliance-calls';
import { createSecretBox, newSecretKeyText, parseSecretKey } from '../services/secret-box';
import { createTestDatabase } from '../test-support/test-database';
import { FAST_HASHING, signUpAndConfirm, logInAs, TestBrowser, testClock } from '../test-support/test-browser';

let database: DatabaseHandle;
let app: ApiApp;
/** Behind our own proxy: believes X-Forwarded-For. */
let proxied: ApiApp;
const SEEDED_AT = Date.UTC(2025, 5, 2, 8, 0, 0);
const clock = testClock(SEEDED_AT);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { now: clock.now, passwordHashing: FAST_HASHING });
  const deps = {
    db: database.db,
    bodyLimitBytes: 8192,
    now: clock.now,
    passwordHashing: FAST_HASHING,
    secrets: createSecretBox(parseSecretKey(newSecretKeyText())),
  };
  app = createApiApp({ ...deps, trustProxy: false });
  proxied = createApiApp({ ...deps, trustProxy: true });
});
afterAll(async () => {
  await database.close();
});

const uidOf = (email: string) => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found.uid;
};

/** A public address, as a browser's request would come from (the test browsers default to 198.18.x.x). */
const HOME = '81.2.69.160';
const ELSEWHERE = '93.184.216.34';

interface BrowserOptions {
  siteId?: number;
  clientAddress?: string;
  target?: ApiApp;
  headers?: Record<string, string>;
}

function browserFor(options: BrowserOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.siteId !== undefined) headers['x-site-id'] = String(options.siteId);
  return new TestBrowser(options.target ?? app, {
    headers,
    ...(options.clientAddress === undefined ? {} : { clientAddress: options.clientAddress }),
  });
}

const loggedInAs = (email: string, options: BrowserOptions = {}) => logInAs(browserFor(options), email);

async function businessCheck(browser: TestBrowser, path: string = getBusinessComplianceCheck.path) {
  const res = await browser.request(path);
  expect(res.status).toBe(200);
  const body: unknown = await res.json();
  // The wire shape the spec names, bare (widgets §7 "resMsg.code 0 and datas list").
  expect(body).toMatchObject({ resMsg: { code: 0, message: 'success' } });
  return businessComplianceAnswer.parse(body).datas;
}

describe('business compliance messages (widgets §3, §7 "GET business compliance check, per locale")', () => {
  it('a visitor gets resMsg code 0 and an empty datas list on both paths, never a 401', async () => {
    for (const path of [getBusinessComplianceCheck.path, getBusinessComplianceCheckOther.path]) {
      const res = await browserFor().request(`${path}?locale=de`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ resMsg: { code: 0, message: 'success' }, datas: [] });
    }
  });

  it('an account with nothing due gets none', async () => {
    expect(await businessCheck(await loggedInAs('kyc-2@meridian.example'))).toEqual([]);
  });

  it('customer-understand-declaration: a Turkey-site (177) account that has not signed; its button only closes', async () => {
    const browser = await loggedInAs('tr-user@meridian.example', { siteId: SITE_IDS.turkey });
    // Without a locale: the Turkey site's default language, Turkish; both paths answer the same.
    const datas = await businessCheck(browser);
    expect(datas).toEqual([
      {
        type: 'customer-understand-declaration',
        title: DECLARATION_MESSAGE_TEXTS.tr.title,
        content: DECLARATION_MESSAGE_TEXTS.tr.content,
        ok_button: DECLARATION_MESSAGE_TEXTS.tr.okButton,
        cancel_button: '',
        ok_button_router: '',
        text_link: [],
        no_close_button: true,
      },
    ]);
    expect(await businessCheck(browser, getBusinessComplianceCheckOther.path)).toEqual(datas);
    const english = await businessCheck(browser, `${getBusinessComplianceCheck.path}?locale=en`);
    expect(english[0]?.content).toBe(DECLARATION_MESSAGE_TEXTS.en.content);
  });

  it('texts in every main-site locale, none of them the English one; regional locales read their language', async () => {
    const browser = await loggedInAs('tr-user@meridian.example');
    const seen = new Set<string>();
    for (const { code } of LANGUAGE_LOCALES) {
      const [message] = await businessCheck(browser, `${getBusinessComplianceCheck.path}?locale=${code}`);
      expect(message?.content, code).toBeTruthy();
      seen.add(message?.content ?? '');
    }
    expect(seen.size).toBe(LANGUAGE_LOCALES.length);
    const italian = await businessCheck(browser, `${getBusinessComplianceCheck.path}?locale=it-eu`);
    expect(italian[0]?.content).toBe(DECLARATION_MESSAGE_TEXTS.it.content);
    // A locale with no texts, or a malformed one: English (never a refusal).
    for (const locale of ['en-uk', 'xx', '../etc', 'x'.repeat(40)]) {
      const datas = await businessCheck(browser, `${getBusinessComplianceCheck.path}?locale=${locale}`);
      expect(datas[0]?.content, locale).toBe(DECLARATION_MESSAGE_TEXTS.en.content);
    }
  });

  it('24h_cool_down_end_reminder: once the cool-down ended; ok navigates; acknowledged, it is gone', async () => {
    const browser = await loggedInAs('cool-down@meridian.example');
    const [reminder] = await businessCheck(browser, `${getBusinessComplianceCheck.path}?locale=de`);
    expect(reminder).toEqual({
      type: '24h_cool_down_end_reminder',
      title: COOL_DOWN_MESSAGE_TEXTS.de.title,
      content: COOL_DOWN_MESSAGE_TEXTS.de.content,
      ok_button: COOL_DOWN_MESSAGE_TEXTS.de.okButton,
      cancel_button: COOL_DOWN_MESSAGE_TEXTS.de.cancelButton,
      ok_button_router: '/trade/BTC_USDT',
      text_link: [],
      no_close_button: false,
    });
    const ack = await browser.call(postBusinessMessageAcknowledge.path, {
      form: { type: '24h_cool_down_end_reminder' },
    });
    expect(ack.status, ack.message).toBe(200);
    expect(ack.data).toEqual({ type: '24h_cool_down_end_reminder', acknowledged: true });
    expect(await businessCheck(browser)).toEqual([]);
    // Idempotent.
    expect(
      (await browser.call(postBusinessMessageAcknowledge.path, { form: { type: '24h_cool_down_end_reminder' } }))
        .status,
    ).toBe(200);
    // A later cool-down reminds again.
    clock.advance(10 * 60_000);
    const uid = uidOf('cool-down@meridian.example');
    await database.db
      .update(users)
      .set({ coolDownUntil: new Date(clock.now() - 60_000) })
      .where(eq(users.uid, uid));
    expect((await businessCheck(browser)).map((m) => m.type)).toEqual(['24h_cool_down_end_reminder']);
  });

  it('the reminder is gone 7 days after the cool-down ended, and never shows while it runs', async () => {
    const browser = await loggedInAs('cool-down@meridian.example');
    const uid = uidOf('cool-down@meridian.example');
    const set = (coolDownUntil: Date) =>
      database.db.update(users).set({ coolDownUntil, coolDownAcknowledgedAt: null }).where(eq(users.uid, uid));
    await set(new Date(clock.now() - 7 * DAY));
    expect(await businessCheck(browser)).toEqual([]);
    await set(new Date(clock.now() + HOUR));
    expect(await businessCheck(browser)).toEqual([]);
    await set(new Date(clock.now() - 7 * DAY + HOUR));
    expect(await businessCheck(browser)).toHaveLength(1);
  });

  it('acknowledge: the declaration message is not acknowledged (400), visitors get 401, no csrf token 403', async () => {
    const browser = await loggedInAs('tr-user@meridian.example');
    const declaration = await browser.call(postBusinessMessageAcknowledge.path, {
      form: { type: 'customer-understand-declaration' },
    });
    expect(declaration.status).toBe(400);
    expect(declaration.message).toMatch(/^type: only 24h_cool_down_end_reminder is acknowledged/);
    expect((await browser.call(postBusinessMessageAcknowledge.path, { form: {} })).message).toBe('type is required');
    const noToken = await browser.call(postBusinessMessageAcknowledge.path, {
      form: { type: '24h_cool_down_end_reminder' },
      csrf: false,
    });
    expect(noToken.status).toBe(403);
    const visitor = await browserFor().call(postBusinessMessageAcknowledge.path, {
      form: { type: '24h_cool_down_end_reminder' },
    });
    expect(visitor.status).toBe(401);
  });
});

describe('KYC footer tip (shell §5 "shows when the first value is truthy, the second is 10 or less, and the third is not \'3\'")', () => {
  async function tips(browser: TestBrowser, path: string = getKycFooterTips.path) {
    const res = await browser.call(path);
    expect(res.status).toBe(200);
    return kycFooterTips.parse(res.data);
  }

  it('shell §7: both paths answer a visitor the values that show nothing', async () => {
    for (const path of [getKycFooterTips.path, getKycFooterTipsJsonSvr.path]) {
      const values = await tips(browserFor(), path);
      expect(values).toEqual({ need_kyc: false, days_left: 0, kyc_status: '0' });
      expect(showKycFooterTip(values)).toBe(false);
    }
  });

  it('the kyc-none demo account shows the tip (deadline 7 days after the seed); kyc-2 does not', async () => {
    const none = await loggedInAs('kyc-none@meridian.example');
    const values = await tips(none);
    expect(values).toEqual({ need_kyc: true, days_left: 7, kyc_status: '0' });
    expect(showKycFooterTip(values)).toBe(true);
    expect(await tips(none, getKycFooterTipsJsonSvr.path)).toEqual(values);
    const verified = await tips(await loggedInAs('kyc-2@meridian.example'));
    // No deadline set: 30 days after the account opened (the seed).
    expect(verified).toEqual({ need_kyc: false, days_left: 30, kyc_status: '1' });
    expect(showKycFooterTip(verified)).toBe(false);
  });

  it("a verification under review is '3': no tip", async () => {
    const uid = uidOf('kyc-0-5@meridian.example');
    await database.db
      .update(users)
      .set({ kycStatus: 1, kycDeadlineAt: new Date(clock.now() + 2 * DAY) })
      .where(eq(users.uid, uid));
    const values = await tips(await loggedInAs('kyc-0-5@meridian.example'));
    expect(values).toEqual({ need_kyc: true, days_left: 2, kyc_status: '3' });
    expect(showKycFooterTip(values)).toBe(false);
    await database.db.update(users).set({ kycStatus: 2, kycDeadlineAt: null }).where(eq(users.uid, uid));
  });
});

describe('KYC notice input (widgets §3)', () => {
  async function notice(browser: TestBrowser, query = '') {
    const res = await browser.call(`${getKycNotice.path}${query}`);
    expect(res.status, res.message).toBe(200);
    return kycNoticeInput.parse(res.data);
  }

  it('logged in only', async () => {
    expect((await browserFor().call(getKycNotice.path)).status).toBe(401);
  });

  it('show_kyc_upgrade_notice below KYC level 2 (shell §5: levels 1, 4 and 3 pass); no risk guide for others', async () => {
    expect(await notice(await loggedInAs('kyc-2@meridian.example'))).toEqual({
      show_kyc_upgrade_notice: false,
      is_risk_user: false,
      risk_user_guide_frequency: 24,
      risk_user_guide_cookie_key: 'RISK_IP_USER',
      risk_user_guide_msg: '',
      risk_user_guide_be_closed: 0,
      risk_user_guide_url: '/myaccount/kyc_home',
    });
    for (const email of ['kyc-none@meridian.example', 'kyc-1@meridian.example'])
      expect((await notice(await loggedInAs(email))).show_kyc_upgrade_notice, email).toBe(true);
    for (const email of ['kyc-3@meridian.example', 'company@meridian.example'])
      expect((await notice(await loggedInAs(email))).show_kyc_upgrade_notice, email).toBe(false);
  });

  it("the risk-user demo account: risk guide every 24 h, not closable, in the reader's language", async () => {
    const browser = await loggedInAs('risk-user@meridian.example');
    expect(await notice(browser)).toEqual({
      show_kyc_upgrade_notice: true,
      is_risk_user: true,
      risk_user_guide_frequency: 24,
      risk_user_guide_cookie_key: 'RISK_IP_USER',
      risk_user_guide_msg: RISK_USER_GUIDE_TEXTS.en,
      risk_user_guide_be_closed: 0,
      risk_user_guide_url: '/myaccount/kyc_home',
    });
    expect((await notice(browser, '?locale=de')).risk_user_guide_msg).toBe(RISK_USER_GUIDE_TEXTS.de);
    expect((await notice(browser, '?locale=ar-dubai')).risk_user_guide_msg).toBe(RISK_USER_GUIDE_TEXTS.ar);
    browser.cookies.set('lang', 'ja');
    expect((await notice(browser)).risk_user_guide_msg).toBe(RISK_USER_GUIDE_TEXTS.ja);
    // On the Turkey site (no texts of its own): the main site's, in Turkish, its default language.
    const turkey = await loggedInAs('risk-user@meridian.example', { siteId: SITE_IDS.turkey });
    expect((await notice(turkey)).risk_user_guide_msg).toBe(RISK_USER_GUIDE_TEXTS.tr);
  });
});

describe('Turkish declaration (widgets §3 "status (1 needs signing, 2 signed)")', () => {
  it('logged in only: a visitor gets 401 (widgets §8: the web reads a failure as 1)', async () => {
    expect((await browserFor().call(getDeclarationStatus.path)).status).toBe(401);
    expect((await browserFor().call(postDeclarationSubmit.path, { form: { status: '2' } })).status).toBe(401);
  });

  it('only Turkey-site accounts sign: for the others the status is 2, and submitting stores nothing', async () => {
    const browser = await loggedInAs('kyc-2@meridian.example');
    expect((await browser.call(getDeclarationStatus.path)).data).toEqual({ status: 2 });
    const submitted = await browser.call(postDeclarationSubmit.path, { form: { status: '2' } });
    expect(submitted.data).toEqual({ status: 2 });
    const rows = await database.db
      .select()
      .from(customerDeclarationSignatures)
      .where(eq(customerDeclarationSignatures.uid, uidOf('kyc-2@meridian.example')));
    expect(rows).toEqual([]);
  });

  it('a bad status is a 400 with a message, never a 500; without the csrf token, 403', async () => {
    const browser = await loggedInAs('tr-user@meridian.example');
    const cases: Array<[Record<string, string> | undefined, unknown, string]> = [
      [{ status: '1' }, undefined, 'status: must be 2 (send status=2 to sign the declaration)'],
      [{}, undefined, 'status is required'],
      [{ status: 'signed' }, undefined, 'status: must be 2 (send status=2 to sign the declaration)'],
      [undefined, { status: 2 }, 'status must be text'],
    ];
    for (const [form, json, message] of cases) {
      const res = await browser.call(postDeclarationSubmit.path, form ? { form } : { json });
      expect(res.status, message).toBe(400);
      expect(res.message).toBe(message);
    }
    const noToken = await browser.call(postDeclarationSubmit.path, { form: { status: '2' }, csrf: false });
    expect(noToken.status).toBe(403);
    expect((await browser.call(getDeclarationStatus.path)).data).toEqual({ status: 1 });
  });

  it('widgets §4 "Signing succeeds when status becomes 2": kept with time, address and version; idempotent', async () => {
    const browser = await loggedInAs('tr-user@meridian.example', { clientAddress: HOME });
    expect((await browser.call(getDeclarationStatus.path)).data).toEqual({ status: 1 });
    const signedAt = clock.now();
    const signed = await browser.call(postDeclarationSubmit.path, { form: { status: '2' } });
    expect(signed.status, signed.message).toBe(200);
    expect(signed.data).toEqual({ status: 2 });
    expect((await browser.call(getDeclarationStatus.path)).data).toEqual({ status: 2 });
    clock.advance(1000);
    expect((await browser.call(postDeclarationSubmit.path, { form: { status: '2' } })).data).toEqual({ status: 2 });
    const rows = await database.db
      .select()
      .from(customerDeclarationSignatures)
      .where(eq(customerDeclarationSignatures.uid, uidOf('tr-user@meridian.example')));
    expect(rows).toEqual([
      {
        uid: uidOf('tr-user@meridian.example'),
        version: CUSTOMER_DECLARATION_VERSION,
        signedAt: new Date(signedAt),
        ip: HOME,
      },
    ]);
    // Signed: no more declaration message.
    expect(await businessCheck(browser)).toEqual([]);
  });

  it(`submitting is limited per account: ${COMPLIANCE_CALL_LIMITS.declarationSubmit.limit} a minute, then 429`, async () => {
    clock.set(Math.ceil(clock.now() / 60_000) * 60_000);
    const browser = await loggedInAs('kyc-3@meridian.example');
    for (let i = 0; i < COMPLIANCE_CALL_LIMITS.declarationSubmit.limit; i++)
      expect((await browser.call(postDeclarationSubmit.path, { form: { status: '2' } })).status).toBe(200);
    const refused = await browser.call(postDeclarationSubmit.path, { form: { status: '2' } });
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('60');
    expect(refused.message).toMatch(/^Too many requests: at most 10 of these calls in 60 seconds/);
    // Another account is not limited by it.
    const other = await loggedInAs('company@meridian.example');
    expect((await other.call(postDeclarationSubmit.path, { form: { status: '2' } })).status).toBe(200);
    clock.advance(60_000);
    expect((await browser.call(postDeclarationSubmit.path, { form: { status: '2' } })).status).toBe(200);
  });
});

describe('user agreement (widgets §3 "status (1 means show), content, submit_button"; §7)', () => {
  async function status(browser: TestBrowser, form: Record<string, string> = {}) {
    const res = await browser.call(postUserAgreementStatus.path, { form });
    expect(res.status, res.message).toBe(200);
    return userAgreementStatus.parse(res.data);
  }

  it('every demo account but new-terms has accepted the current version: status 0', async () => {
    for (const email of ['kyc-2@meridian.example', 'tr-user@meridian.example', 'risk-user@meridian.example']) {
      expect(await status(await loggedInAs(email)), email).toEqual({
        status: 0,
        content: '',
        submit_button: '',
        scene: 'user_agreement',
        version: 2,
        link_text: '',
        link: '/user-agreement',
      });
    }
  });

  it("new-terms must accept: status 1 with the changes, the button and the link, in the reader's language", async () => {
    const browser = await loggedInAs('new-terms@meridian.example');
    expect(await status(browser)).toEqual({
      status: 1,
      content: USER_AGREEMENT_TEXTS.en.content,
      submit_button: USER_AGREEMENT_TEXTS.en.submitButton,
      scene: 'user_agreement',
      version: 2,
      link_text: USER_AGREEMENT_TEXTS.en.linkText,
      link: '/user-agreement',
    });
    // widgets §7 "scene (default user_agreement)": named or not, the same.
    expect((await status(browser, { scene: 'user_agreement', locale: 'tr' })).content).toBe(
      USER_AGREEMENT_TEXTS.tr.content,
    );
    browser.cookies.set('lang', 'pt-br');
    expect((await status(browser)).submit_button).toBe(USER_AGREEMENT_TEXTS['pt-br'].submitButton);
  });

  it('visitors 401; no csrf token 403; an unknown or malformed scene 400 with a message', async () => {
    expect((await browserFor().call(postUserAgreementStatus.path, { form: {} })).status).toBe(401);
    expect((await browserFor().call(postUserAgreementSubmit.path, { form: {} })).status).toBe(401);
    const browser = await loggedInAs('new-terms@meridian.example');
    for (const path of [postUserAgreementStatus.path, postUserAgreementSubmit.path]) {
      expect((await browser.call(path, { form: {}, csrf: false })).status).toBe(403);
      const unknown = await browser.call(path, { form: { scene: 'privacy_v9' } });
      expect(unknown.status).toBe(400);
      expect(unknown.message).toBe('scene: there is no agreement "privacy_v9"');
      const malformed = await browser.call(path, { form: { scene: 'User Agreement' } });
      expect(malformed.status).toBe(400);
      expect(malformed.message).toMatch(/^scene: a scene name such as user_agreement/);
    }
  });

  it('accepting records the current version with time and address, then status 0; idempotent', async () => {
    const browser = await loggedInAs('new-terms@meridian.example', { clientAddress: HOME });
    const accepted = await browser.call(postUserAgreementSubmit.path, { form: {} });
    expect(accepted.status, accepted.message).toBe(200);
    expect(userAgreementStatus.parse(accepted.data)).toMatchObject({ status: 0, version: 2 });
    expect((await status(browser)).status).toBe(0);
    clock.advance(1000);
    expect((await browser.call(postUserAgreementSubmit.path, { form: {} })).status).toBe(200);
    const uid = uidOf('new-terms@meridian.example');
    const rows = await database.db
      .select()
      .from(agreementAcceptances)
      .where(and(eq(agreementAcceptances.uid, uid), eq(agreementAcceptances.version, 2)));
    expect(rows).toEqual([
      { uid, scene: 'user_agreement', version: 2, acceptedAt: new Date(clock.now() - 1000), ip: HOME },
    ]);
  });

  it('a version published later is shown once its time comes; a scene with none published yet has nothing to accept', async () => {
    const scene = 'risk_disclosure';
    await database.db
      .insert(agreementVersions)
      .values({ scene, version: 1, publishedAt: new Date(clock.now() + 60_000), link: '/legal/disclosures' });
    await database.db
      .insert(agreementTexts)
      .values({ scene, version: 1, locale: 'en', content: 'Trading carries risk.', submitButton: 'I understand' });
    const browser = await loggedInAs('kyc-2@meridian.example');
    expect(await status(browser, { scene })).toMatchObject({ status: 0, version: 0 });
    const early = await browser.call(postUserAgreementSubmit.path, { form: { scene } });
    expect(early.status).toBe(400);
    expect(early.message).toBe(
      'scene: no version of "risk_disclosure" is published yet, so there is nothing to accept',
    );
    clock.advance(60_000);
    // Only English texts: a German reader gets them (the fallback).
    expect(await status(browser, { scene, locale: 'de' })).toEqual({
      status: 1,
      content: 'Trading carries risk.',
      submit_button: 'I understand',
      scene,
      version: 1,
      link_text: '',
      link: '/legal/disclosures',
    });
    expect(
      userAgreementStatus.parse((await browser.call(postUserAgreementSubmit.path, { form: { scene } })).data),
    ).toMatchObject({ status: 0, version: 1 });
  });

  it('signing up accepts the current version (the sign-up form asks for it), with the sign-up address', async () => {
    const browser = browserFor({ clientAddress: HOME });
    const { uid } = await signUpAndConfirm(database.db, browser, 'agreement.new@example.com', {
      password: 'correct horse battery staple 42',
    });
    expect(await status(browser)).toMatchObject({ status: 0, version: 2 });
    const rows = await database.db.select().from(agreementAcceptances).where(eq(agreementAcceptances.uid, uid));
    expect(rows).toEqual([{ uid, scene: 'user_agreement', version: 2, acceptedAt: expect.any(Date), ip: HOME }]);
  });
});

describe('IP/VPN check (widgets §4, §5, §7)', () => {
  async function check(browser: TestBrowser, form: Record<string, string>) {
    const res = await browser.call(postIpCheck.path, { form });
    expect(res.status, res.message).toBe(200);
    const answer = ipCheckAnswer.parse(res.data);
    const payload = readIpCheckToken(answer.token);
    if (!payload) throw new Error(`unreadable token ${answer.token}`);
    return { ...answer, payload };
  }
  const recorded = async (email: string) =>
    (
      await database.db
        .select()
        .from(ipChecks)
        .where(eq(ipChecks.uid, uidOf(email)))
    ).length;

  it('widgets §5 "runs only when enabled": the switch is on for the main site only, visitors may read it', async () => {
    expect((await browserFor().call(getIpCheckConfig.path)).data).toEqual({ enabled: true });
    for (const siteId of [SITE_IDS.turkey, SITE_IDS.eu, SITE_IDS.us])
      expect((await browserFor({ siteId }).call(getIpCheckConfig.path)).data, String(siteId)).toEqual({
        enabled: false,
      });
  });

  it('logged in only; without the csrf token 403', async () => {
    expect((await browserFor().call(postIpCheck.path, { form: { type: '2' } })).status).toBe(401);
    const browser = await loggedInAs('kyc-1@meridian.example');
    expect((await browser.call(postIpCheck.path, { form: { type: '2' }, csrf: false })).status).toBe(403);
  });

  it('the form is checked strictly: 400 with a message naming the field', async () => {
    const browser = await loggedInAs('kyc-1@meridian.example');
    const many = Array.from({ length: 21 }, (_, i) => `81.2.69.${i + 1}`).join(',');
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'type is required'],
      [{ type: '4' }, 'type: must be 1 (candidates gathered), 2 (no WebRTC) or 3 (gathering failed)'],
      [{ type: '2', stuns: HOME }, 'type: ips and stuns are sent with type 1 only'],
      [
        { type: '1', stuns: '10.0.0.1' },
        'stuns: 10.0.0.1 is a private address: a STUN-reflected address must be public',
      ],
      [
        { type: '1', stuns: '::ffff:10.0.0.1' },
        'stuns: ::ffff:10.0.0.1 is an IPv4 address written as IPv6 (send it as a.b.c.d): a STUN-reflected address must be public',
      ],
      [{ type: '1', ips: '127.1' }, 'ips: 127.1 is not an IPv4 or IPv6 address'],
      [{ type: '1', ips: many }, 'ips: at most 20 addresses, comma-separated'],
      [{ type: '1', ips: `${HOME},,${ELSEWHERE}` }, 'ips: an empty item: send addresses separated by single commas'],
      [{ type: '1', ips: '0.0.0.0' }, 'ips: 0.0.0.0 is the unspecified address: not a host address'],
      [{ type: '1', ips: 'x'.repeat(1300) }, 'ips: at most 1200 characters'],
    ];
    for (const [form, message] of cases) {
      const res = await browser.call(postIpCheck.path, { form });
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(res.message).toBe(message);
    }
    const twice = await browser.call(postIpCheck.path, {
      body: `type=1&ips=${HOME}&ips=${ELSEWHERE}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(twice.status).toBe(400);
    expect(twice.message).toBe('ips was sent more than once');
    expect(await recorded('kyc-1@meridian.example')).toBe(0);
  });

  it("1: the browser's public address is the request's; a signed token the API verifies for this account only", async () => {
    const browser = await loggedInAs('kyc-1@meridian.example', { clientAddress: HOME });
    const passed = await check(browser, { type: '1', ips: '192.168.1.20,fe80::1', stuns: HOME });
    expect(passed.result).toBe(1);
    const now = Math.floor(clock.now() / 1000);
    expect(passed.payload).toEqual({
      uid: uidOf('kyc-1@meridian.example'),
      iat: now,
      exp: now + 3600,
      result: { value: 1, valid_period: 3600 },
      limit: { value: 0, limit_times: IP_CHECK_LIMIT_TIMES, valid_period: 3600 },
    });
    const verify = (who: TestBrowser, token: string) =>
      who.call(`${getIpCheckVerify.path}?token=${encodeURIComponent(token)}`);
    expect((await verify(browser, passed.token)).data).toEqual({ valid: true, payload: passed.payload });
    const [body = '', signature = ''] = passed.token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...passed.payload, result: { value: 1, valid_period: 99999 } })).toString('base64url')}.${signature}`;
    expect((await verify(browser, forged)).data).toEqual({ valid: false, payload: null });
    expect((await verify(browser, `${body}.x`)).data).toEqual({ valid: false, payload: null });
    expect((await verify(await loggedInAs('kyc-2@meridian.example'), passed.token)).data).toEqual({
      valid: false,
      payload: null,
    });
    expect((await browser.call(getIpCheckVerify.path)).status).toBe(400);
    // No public candidate at all (STUN unreachable): nothing to compare, a pass.
    expect((await check(browser, { type: '1', ips: '192.168.1.20' })).result).toBe(1);
    expect((await check(browser, { type: '1' })).result).toBe(1);
    const [row] = await database.db
      .select()
      .from(ipChecks)
      .where(eq(ipChecks.uid, uidOf('kyc-1@meridian.example')))
      .orderBy(ipChecks.id);
    expect(row).toMatchObject({ type: 1, result: 1, requestIp: HOME, ips: ['192.168.1.20', 'fe80::1'], stuns: [HOME] });
  });

  it('3 on a mismatch (VPN suspected); after 3 mismatches within the hour, 2 (upgrade to KYC level 3)', async () => {
    const browser = await loggedInAs('kyc-2@meridian.example', { clientAddress: HOME });
    for (let i = 0; i < 3; i++) {
      const mismatch = await check(browser, { type: '1', stuns: ELSEWHERE });
      expect(mismatch.result).toBe(3);
      // Never reused: accepting the VPN notice reloads the page and checks again.
      expect(mismatch.payload.exp).toBe(mismatch.payload.iat);
    }
    const upgrade = await check(browser, { type: '1', stuns: ELSEWHERE });
    expect(upgrade.result).toBe(2);
    expect(upgrade.payload.result).toEqual({ value: 2, valid_period: 3600 });
    // Same network (IPv6 /64) or only another family to compare with: no mismatch.
    expect((await check(browser, { type: '1', stuns: `2a00:1450:4001:82b::1,${HOME}` })).result).toBe(1);
    expect((await check(browser, { type: '1', stuns: '2a00:1450:4001:82b::1' })).result).toBe(1);
  });

  it('0 when no candidates could be gathered (type 2 or 3)', async () => {
    const browser = await loggedInAs('vip-trial@meridian.example', { clientAddress: HOME });
    expect((await check(browser, { type: '2' })).result).toBe(0);
    expect((await check(browser, { type: '3' })).result).toBe(0);
  });

  it('KYC level 3 (verified 4) and company (3) accounts pass', async () => {
    for (const email of ['kyc-3@meridian.example', 'company@meridian.example']) {
      const browser = await loggedInAs(email, { clientAddress: HOME });
      expect((await check(browser, { type: '1', stuns: ELSEWHERE })).result, email).toBe(1);
      expect((await check(browser, { type: '2' })).result, email).toBe(1);
    }
  });

  it(`4 past ${IP_CHECK_LIMIT_TIMES} checks that did not pass within the hour (not recorded); past ${COMPLIANCE_CALL_LIMITS.ipCheck.limit} calls a minute, 429`, async () => {
    clock.set(Math.ceil(clock.now() / 60_000) * 60_000);
    const email = 'withdraw-only@meridian.example';
    const browser = await loggedInAs(email, { clientAddress: HOME });
    // Passes never count toward the limit (decision 0050): an honest user in many browsers.
    for (let i = 0; i < IP_CHECK_LIMIT_TIMES + 2; i++)
      expect((await check(browser, { type: '1', stuns: HOME })).result).toBe(1);
    clock.set(clock.now() + 60_000); // a new minute for the per-minute call limit
    for (let i = 0; i < IP_CHECK_LIMIT_TIMES; i++)
      expect([0, 2, 3]).toContain(
        (await check(browser, i % 2 === 0 ? { type: '1', stuns: ELSEWHERE } : { type: '2' })).result,
      );
    const limited = await check(browser, { type: '1', stuns: HOME });
    expect(limited.result).toBe(4);
    expect(limited.payload.limit).toEqual({ value: 10, limit_times: 10, valid_period: 3600 });
    expect(limited.payload.result).toEqual({ value: 4, valid_period: 3600 });
    expect(await recorded(email)).toBe(2 * IP_CHECK_LIMIT_TIMES + 2);
    for (let i = IP_CHECK_LIMIT_TIMES + 1; i < COMPLIANCE_CALL_LIMITS.ipCheck.limit; i++)
      expect((await check(browser, { type: '2' })).result).toBe(4);
    const refused = await browser.call(postIpCheck.path, { form: { type: '2' } });
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('60');
  });

  it('switched off on the site: a pass, recorded nowhere', async () => {
    const browser = await loggedInAs('master@meridian.example', { clientAddress: HOME, siteId: SITE_IDS.eu });
    const answer = await check(browser, { type: '1', stuns: ELSEWHERE });
    expect(answer.result).toBe(1);
    expect(answer.payload.limit.value).toBe(0);
    expect(await recorded('master@meridian.example')).toBe(0);
  });

  it("behind our own proxy the forwarded address is the request's (client-ip.ts)", async () => {
    const member = await loggedInAs('country-233@meridian.example', {
      target: proxied,
      clientAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': `${HOME}, 10.0.0.1` },
    });
    expect((await check(member, { type: '1', stuns: HOME })).result).toBe(1);
    expect((await check(member, { type: '1', stuns: ELSEWHERE })).result).toBe(3);
    const rows = await database.db
      .select()
      .from(ipChecks)
      .where(eq(ipChecks.uid, uidOf('country-233@meridian.example')));
    expect(rows.map((r) => r.requestIp)).toEqual([HOME, HOME]);
  });
});

describe('every POST of these calls passes the csrf check first', () => {
  it('no csrftoken header: 403, whoever asks', async () => {
    const browser = await loggedInAs('kyc-2@meridian.example');
    for (const path of [
      postBusinessMessageAcknowledge.path,
      postDeclarationSubmit.path,
      postUserAgreementStatus.path,
      postUserAgreementSubmit.path,
      postIpCheck.path,
    ]) {
      const res = await browser.call(path, { form: {}, csrf: false });
      expect(res.status, path).toBe(403);
      expect(res.message, path).toMatch(/^CSRF check failed/);
    }
  });
});
