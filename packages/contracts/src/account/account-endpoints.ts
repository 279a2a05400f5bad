import { defineEndpoint } from '../endpoint';
import { APIW_V2_PREFIX, WEB_V1_PREFIX } from '../envelope';

/** The module of every schema below: imported on first use (decision 0031). */
const schemas = () => import('./account');

// shell §7 names the usercenter, funds and VIP paths; the sign-up, log-in and two-factor paths are
// ours (the spec does not show them). Each prefix is exported for the API's per-family gates.

/** The logged-in user's own data (shell §7): 401 "Not logged in" for a visitor. */
export const USER_CENTER_PREFIX = `${WEB_V1_PREFIX}/usercenter`;
/** shell §6/§7: asked for on the main site only. */
export const VIP_CENTER_PREFIX = `${WEB_V1_PREFIX}/vip-center`;
/** The account's funds (shell §7): logged in only. */
export const ACCOUNT_FUNDS_PREFIX = `${APIW_V2_PREFIX}/account`;
export const AUTH_PREFIX = `${WEB_V1_PREFIX}/auth`;
/** Two-factor set-up and changes: logged in only. */
export const TWO_FACTOR_PREFIX = `${AUTH_PREFIX}/2fa`;
/** The account's other sessions: logged in only. */
export const SESSIONS_PREFIX = `${AUTH_PREFIX}/sessions`;

// ---- usercenter, VIP, funds ----

export const getUserInfo = defineEndpoint({
  method: 'GET',
  path: `${USER_CENTER_PREFIX}/get_info`,
  schemas,
  answer: 'userInfo',
});
export const getUserTier = defineEndpoint({
  method: 'GET',
  path: `${USER_CENTER_PREFIX}/get_user_tier`,
  schemas,
  answer: 'userTier',
});
export const getSubUserType = defineEndpoint({
  method: 'GET',
  path: `${USER_CENTER_PREFIX}/get_sub_user_type`,
  schemas,
  answer: 'subUserType',
});
export const getKycStatus = defineEndpoint({
  method: 'GET',
  path: `${USER_CENTER_PREFIX}/get_kyc_status`,
  schemas,
  answer: 'kycStatus',
});
export const getUserProfile = defineEndpoint({
  method: 'GET',
  path: `${USER_CENTER_PREFIX}/get_user_profile`,
  schemas,
  answer: 'userProfile',
});
export const getVipTier = defineEndpoint({
  method: 'GET',
  path: `${VIP_CENTER_PREFIX}/get-user-tier`,
  schemas,
  answer: 'vipTier',
});
export const getTotalFunds = defineEndpoint({
  method: 'GET',
  path: `${ACCOUNT_FUNDS_PREFIX}/total_funds`,
  schemas,
  answer: 'totalFunds',
});

// ---- sign-up, log-in, messages (form-encoded posts, shell §7) ----

export const postSignup = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/signup`,
  schemas,
  body: 'signupRequest',
  answer: 'messageSentAnswer',
});
export const postVerifyEmail = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/verify`,
  schemas,
  body: 'verifyEmailRequest',
  answer: 'verifyEmailAnswer',
});
export const postResendVerification = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/verify/resend`,
  schemas,
  body: 'resendVerificationRequest',
  answer: 'messageSentAnswer',
});
export const postPasswordForgot = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/password/forgot`,
  schemas,
  body: 'passwordForgotRequest',
  answer: 'messageSentAnswer',
});
export const postPasswordReset = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/password/reset`,
  schemas,
  body: 'passwordResetRequest',
  answer: 'passwordResetAnswer',
});
export const postLogin = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/login`,
  schemas,
  body: 'loginRequest',
  answer: 'loginAnswer',
});
/** The log-in's second step; a session like any log-in. */
export const postLogin2fa = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/login/2fa`,
  schemas,
  body: 'login2faRequest',
  answer: 'sessionAnswer',
});
/** Idempotent: clears the session cookies with or without a session. */
export const postLogout = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/logout`,
  schemas,
  answer: 'nullAnswer',
});
export const postLogoutOthers = defineEndpoint({
  method: 'POST',
  path: `${SESSIONS_PREFIX}/logout-others`,
  schemas,
  answer: 'logoutOthersAnswer',
});

// ---- two-factor (logged in) ----

export const postTotpSetup = defineEndpoint({
  method: 'POST',
  path: `${TWO_FACTOR_PREFIX}/setup`,
  schemas,
  answer: 'totpSetupAnswer',
});
export const postTotpEnable = defineEndpoint({
  method: 'POST',
  path: `${TWO_FACTOR_PREFIX}/enable`,
  schemas,
  body: 'totpEnableRequest',
  answer: 'totpEnableAnswer',
});
export const postTotpDisable = defineEndpoint({
  method: 'POST',
  path: `${TWO_FACTOR_PREFIX}/disable`,
  schemas,
  body: 'totpConfirmRequest',
  answer: 'nullAnswer',
});
export const postRecoveryCodes = defineEndpoint({
  method: 'POST',
  path: `${TWO_FACTOR_PREFIX}/recovery-codes`,
  schemas,
  body: 'totpConfirmRequest',
  answer: 'totpEnableAnswer',
});

/** Development only (no SMTP_URL): the messages the API would have sent. */
export const getDevOutbox = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/dev/outbox`,
  schemas,
  answer: 'outboxAnswer',
});
