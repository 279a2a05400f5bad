import {
  getBusinessComplianceCheck,
  getBusinessComplianceCheckOther,
  getDeclarationStatus,
  getIpCheckConfig,
  getIpCheckVerify,
  getKycFooterTips,
  getKycFooterTipsJsonSvr,
  getKycNotice,
  postBusinessMessageAcknowledge,
  postDeclarationSubmit,
  postIpCheck,
  postUserAgreementStatus,
  postUserAgreementSubmit,
} from '@meridian/contracts';
import { LANG_COOKIE } from '@meridian/domain';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ApiEnvBindings } from '../app';
import { readSessionToken } from '../auth-cookies';
import { clientAddress } from '../client-ip';
import { fail, respond } from '../http';
import { readEndpointBody, readEndpointQuery } from '../request-body';
import {
  acceptAgreement,
  acknowledgeBusinessMessage,
  type AgreementOutcome,
  agreementStatusOf,
  businessMessagesFor,
  type ComplianceCall,
  declarationStatusOf,
  ipCheckEnabled,
  kycFooterTipsFor,
  kycNoticeFor,
  readerLocale,
  runIpCheck,
  signDeclaration,
  takeComplianceCallSlot,
  verifyIpCheckToken,
} from '../services/compliance-calls';
import { findSessionAccount } from '../services/sessions';
import { type AccountBindings, requireAccount } from '../session-context';

/** The key the IP check's tokens are signed with: derived from SECRETS_KEY, so it rotates with it. */
const IP_CHECK_TOKEN_PURPOSE = 'ip-check-token';

/** The client's address as the API sees it (client-ip.ts): what the compliance records keep. */
function requestAddress(c: Context<AccountBindings>): string | undefined {
  const env: ApiEnvBindings | undefined = c.env;
  return clientAddress(c.req.raw, c.var.trustProxy, env?.clientAddress);
}

/** The logged-in account, if any: these calls answer visitors too (never a 401). */
function sessionAccount(c: Context<AccountBindings>) {
  return findSessionAccount(c.get('db'), readSessionToken(c), c.get('now'), c.get('sessionCache'));
}

const langCookie = (c: Context) => getCookie(c, LANG_COOKIE);

/** A 429 once the account made too many of this call in the window (decision 0049). */
async function overLimit(c: Context<AccountBindings>, call: ComplianceCall): Promise<Response | undefined> {
  const slot = await takeComplianceCallSlot(c.var.db, call, c.var.account.uid, c.var.now);
  if (slot.ok) return undefined;
  c.header('Retry-After', String(slot.retryAfterS));
  return fail(
    c,
    429,
    `Too many requests: at most ${slot.limit} of these calls in ${slot.windowS} seconds. Try again in ${slot.retryAfterS} seconds.`,
  );
}

function agreementRefusal(c: Context, outcome: Exclude<AgreementOutcome, { kind: 'ok' }>, scene: string) {
  return outcome.kind === 'unknown-scene'
    ? fail(c, 400, `scene: there is no agreement "${scene}"`)
    : fail(c, 400, `scene: no version of "${scene}" is published yet, so there is nothing to accept`);
}

/**
 * The compliance calls of issue 13 item 3 (decision 0049): business messages, the KYC footer tip
 * and notice, the Turkish declaration, user agreements and the IP/VPN check. Every POST passes the
 * app's csrf check first; those that write are limited per account.
 */
export function complianceCallsRoutes() {
  const routes = new Hono<AccountBindings>();
  const loggedIn = requireAccount({ changesAccount: false });

  // widgets §7 "GET business compliance check, per locale; one path for main, Turkey, UK and AU
  // sites, another otherwise": both paths answer the same computation.
  for (const endpoint of [getBusinessComplianceCheck, getBusinessComplianceCheckOther]) {
    routes.get(endpoint.path, async (c) => {
      // A malformed locale is passed over (the contract's fallback), never refused.
      const query = await readEndpointQuery(c, endpoint);
      const locale = readerLocale({
        asked: query.ok ? query.query.locale : undefined,
        langCookie: langCookie(c),
        siteId: c.var.siteId,
      });
      const account = await sessionAccount(c);
      const datas = await businessMessagesFor(c.var.db, account, locale, c.var.now);
      return respond(c, endpoint, { resMsg: { code: 0, message: 'success' }, datas });
    });
  }

  // changesAccount (the default): the acknowledgement is kept on the account's row.
  routes.post(postBusinessMessageAcknowledge.path, requireAccount(), async (c) => {
    const body = await readEndpointBody(c, postBusinessMessageAcknowledge);
    if (!body.ok) return fail(c, body.status, body.message);
    const limited = await overLimit(c, 'acknowledge');
    if (limited) return limited;
    await acknowledgeBusinessMessage(c.var.db, c.var.account, body.data.type, c.var.now);
    return respond(c, postBusinessMessageAcknowledge, { type: body.data.type, acknowledged: true });
  });

  // shell §7: the footer tip's values, on both paths; a visitor's show nothing.
  for (const endpoint of [getKycFooterTips, getKycFooterTipsJsonSvr]) {
    routes.get(endpoint.path, async (c) => respond(c, endpoint, kycFooterTipsFor(await sessionAccount(c), c.var.now)));
  }

  routes.get(getKycNotice.path, loggedIn, async (c) => {
    const query = await readEndpointQuery(c, getKycNotice);
    const locale = readerLocale({
      asked: query.ok ? query.query.locale : undefined,
      langCookie: langCookie(c),
      siteId: c.var.siteId,
    });
    return respond(c, getKycNotice, await kycNoticeFor(c.var.db, c.var.account, c.var.siteId, locale));
  });

  // widgets §8 "Declaration status call fails → status 1": a visitor's 401 is such a failure.
  routes.get(getDeclarationStatus.path, loggedIn, async (c) =>
    respond(c, getDeclarationStatus, { status: await declarationStatusOf(c.var.db, c.var.account) }),
  );

  routes.post(postDeclarationSubmit.path, loggedIn, async (c) => {
    const body = await readEndpointBody(c, postDeclarationSubmit);
    if (!body.ok) return fail(c, body.status, body.message);
    const limited = await overLimit(c, 'declarationSubmit');
    if (limited) return limited;
    const status = await signDeclaration(c.var.db, c.var.account, c.var.now, requestAddress(c) ?? null);
    return respond(c, postDeclarationSubmit, { status });
  });

  routes.post(postUserAgreementStatus.path, loggedIn, async (c) => {
    const body = await readEndpointBody(c, postUserAgreementStatus);
    if (!body.ok) return fail(c, body.status, body.message);
    const { scene } = body.data;
    const locale = readerLocale({ asked: body.data.locale, langCookie: langCookie(c), siteId: c.var.siteId });
    const outcome = await agreementStatusOf(c.var.db, c.var.account, scene, locale, c.var.now);
    if (outcome.kind !== 'ok') return agreementRefusal(c, outcome, scene);
    return respond(c, postUserAgreementStatus, outcome.answer);
  });

  routes.post(postUserAgreementSubmit.path, loggedIn, async (c) => {
    const body = await readEndpointBody(c, postUserAgreementSubmit);
    if (!body.ok) return fail(c, body.status, body.message);
    const limited = await overLimit(c, 'agreementSubmit');
    if (limited) return limited;
    const { scene } = body.data;
    const locale = readerLocale({ asked: body.data.locale, langCookie: langCookie(c), siteId: c.var.siteId });
    const outcome = await acceptAgreement(c.var.db, c.var.account, scene, locale, c.var.now, requestAddress(c) ?? null);
    if (outcome.kind !== 'ok') return agreementRefusal(c, outcome, scene);
    return respond(c, postUserAgreementSubmit, outcome.answer);
  });

  routes.post(postIpCheck.path, loggedIn, async (c) => {
    const body = await readEndpointBody(c, postIpCheck);
    if (!body.ok) return fail(c, body.status, body.message);
    const limited = await overLimit(c, 'ipCheck');
    if (limited) return limited;
    const answer = await runIpCheck(c.var.db, {
      account: c.var.account,
      siteId: c.var.siteId,
      form: body.data,
      requestAddress: requestAddress(c),
      now: c.var.now,
      tokenKey: c.var.secrets.derive(IP_CHECK_TOKEN_PURPOSE),
    });
    return respond(c, postIpCheck, answer);
  });

  // widgets §5 "The IP check runs only when enabled": the site's switch, for visitors too.
  routes.get(getIpCheckConfig.path, async (c) =>
    respond(c, getIpCheckConfig, { enabled: await ipCheckEnabled(c.var.db, c.var.siteId) }),
  );

  routes.get(getIpCheckVerify.path, loggedIn, async (c) => {
    const query = await readEndpointQuery(c, getIpCheckVerify);
    if (!query.ok) return fail(c, 400, `${query.field || 'query'}: ${query.problem ?? 'invalid'}`);
    const key = c.var.secrets.derive(IP_CHECK_TOKEN_PURPOSE);
    const payload = verifyIpCheckToken(key, query.query.token, c.var.account.uid, c.var.now);
    return respond(c, getIpCheckVerify, { valid: payload !== null, payload });
  });

  return routes;
}
