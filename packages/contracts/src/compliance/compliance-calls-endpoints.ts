import { SITE_IDS } from '@meridian/domain';
import { defineEndpoint } from '../endpoint';
import { APIW_V2_PREFIX, WEB_V1_PREFIX } from '../envelope';

// Issue 13 item 3, the compliance calls (decision 0049). Paths the spec shows are kept as shown;
// the others (business check, acknowledge, KYC notice, the IP check's config and verify) are ours.

const businessSchemas = () => import('./business-compliance');
const kycTipSchemas = () => import('./kyc-tips');
const complianceKycSchemas = () => import('./compliance-kyc');

/** shell §7 "/json_svr/footer_tips_check": the path family of the older calls. */
const JSON_SVR_PREFIX = '/json_svr';

/** widgets §7's compliance-kyc family: logged in only (the IP check's config excepted). */
export const COMPLIANCE_KYC_PREFIX = `${WEB_V1_PREFIX}/compliance-kyc`;

// ---- business compliance messages (widgets §3, §7) ----

/**
 * widgets §7 "GET business compliance check, per locale; one path for main, Turkey, UK and AU
 * sites, another otherwise | locale | resMsg.code 0 and datas list": this path for those four.
 * Answered bare ({resMsg, datas}); a visitor gets datas [].
 */
export const getBusinessComplianceCheck = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/compliance/business-check`,
  schemas: businessSchemas,
  body: 'businessComplianceQuery',
  answer: 'businessComplianceAnswer',
  envelope: false,
});

/** The same check for the other sites (widgets §7 "another otherwise"); the same answer. */
export const getBusinessComplianceCheckOther = defineEndpoint({
  method: 'GET',
  path: `${APIW_V2_PREFIX}/compliance/business-check`,
  schemas: businessSchemas,
  body: 'businessComplianceQuery',
  answer: 'businessComplianceAnswer',
  envelope: false,
});

/** widgets §7: the sites that call getBusinessComplianceCheck ("main, Turkey, UK and AU"). */
const BUSINESS_CHECK_V1_SITES: ReadonlySet<number> = /* @__PURE__ */ new Set([
  SITE_IDS.main,
  SITE_IDS.turkey,
  SITE_IDS.uk,
  SITE_IDS.australia,
]);

/** The business check a site calls (widgets §7 "one path for main, Turkey, UK and AU sites, another otherwise"). */
export function businessComplianceCheckFor(siteId: number) {
  return BUSINESS_CHECK_V1_SITES.has(siteId) ? getBusinessComplianceCheck : getBusinessComplianceCheckOther;
}

/**
 * The user has read a message (form `type`): the 24h cool-down-end reminder is not answered
 * again (widgets §4 "cancel closes, ok navigates": both acknowledge). Logged in only.
 */
export const postBusinessMessageAcknowledge = defineEndpoint({
  method: 'POST',
  path: `${WEB_V1_PREFIX}/compliance/business-check/acknowledge`,
  schemas: businessSchemas,
  body: 'businessMessageAcknowledgeRequest',
  answer: 'businessMessageAcknowledgeAnswer',
});

// ---- KYC footer tip (shell §5, §7) and KYC notice (widgets §3) ----

/** shell §7 "GET /api/web/v1/kyc/footerTipsCheck | footer tip values"; a visitor gets values that show nothing. */
export const getKycFooterTips = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/kyc/footerTipsCheck`,
  schemas: kycTipSchemas,
  answer: 'kycFooterTips',
});

/** shell §7 "GET /json_svr/footer_tips_check | footer tip values": the same answer. */
export const getKycFooterTipsJsonSvr = defineEndpoint({
  method: 'GET',
  path: `${JSON_SVR_PREFIX}/footer_tips_check`,
  schemas: kycTipSchemas,
  answer: 'kycFooterTips',
});

/** widgets §3 "Kyc notice input", for the logged-in user (401 otherwise). */
export const getKycNotice = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/kyc/notice`,
  schemas: kycTipSchemas,
  body: 'kycNoticeQuery',
  answer: 'kycNoticeInput',
});

// ---- Turkish declaration (shell §7, widgets §3, §4) ----

/** shell §7 "GET /api/web/v1/compliance-kyc/customer-understand-declaration/status | declaration status". */
export const getDeclarationStatus = defineEndpoint({
  method: 'GET',
  path: `${COMPLIANCE_KYC_PREFIX}/customer-understand-declaration/status`,
  schemas: complianceKycSchemas,
  answer: 'declarationStatus',
});

/** shell §7 "same path with submit-status": form `status=2`; answers the new status (2). Idempotent. */
export const postDeclarationSubmit = defineEndpoint({
  method: 'POST',
  path: `${COMPLIANCE_KYC_PREFIX}/customer-understand-declaration/submit-status`,
  schemas: complianceKycSchemas,
  body: 'declarationSubmitRequest',
  answer: 'declarationStatus',
});

// ---- user agreement (widgets §7) ----

/** widgets §7 "POST /api/web/v1/compliance-kyc/user-agreement/status | scene (default user_agreement)". */
export const postUserAgreementStatus = defineEndpoint({
  method: 'POST',
  path: `${COMPLIANCE_KYC_PREFIX}/user-agreement/status`,
  schemas: complianceKycSchemas,
  body: 'userAgreementRequest',
  answer: 'userAgreementStatus',
});

/** widgets §7 "POST /api/web/v1/compliance-kyc/user-agreement/submit-status | scene": answers the status (0). */
export const postUserAgreementSubmit = defineEndpoint({
  method: 'POST',
  path: `${COMPLIANCE_KYC_PREFIX}/user-agreement/submit-status`,
  schemas: complianceKycSchemas,
  body: 'userAgreementRequest',
  answer: 'userAgreementStatus',
});

// ---- IP/VPN check (widgets §4, §5, §7) ----

/** widgets §7 "POST /api/web/v1/compliance-kyc/ip-penetration/check | type (1 with ips and stuns; 2 or 3 without)". */
export const postIpCheck = defineEndpoint({
  method: 'POST',
  path: `${COMPLIANCE_KYC_PREFIX}/ip-penetration/check`,
  schemas: complianceKycSchemas,
  body: 'ipCheckRequest',
  answer: 'ipCheckAnswer',
});

/** widgets §5 "The IP check runs only when enabled": the site's switch; visitors may read it. */
export const getIpCheckConfig = defineEndpoint({
  method: 'GET',
  path: `${COMPLIANCE_KYC_PREFIX}/ip-penetration/config`,
  schemas: complianceKycSchemas,
  answer: 'ipCheckConfig',
});

/** Whether a token was signed by this API for the logged-in account and is still valid. */
export const getIpCheckVerify = defineEndpoint({
  method: 'GET',
  path: `${COMPLIANCE_KYC_PREFIX}/ip-penetration/verify`,
  schemas: complianceKycSchemas,
  body: 'ipCheckVerifyQuery',
  answer: 'ipCheckVerifyAnswer',
});
