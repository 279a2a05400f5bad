import { passesKycCheck } from '../account/kyc';

/**
 * widgets §3 "Kyc notice input: show_kyc_upgrade_notice, is_risk_user, risk_user_guide_frequency
 * (hours; 0 means show every time), risk_user_guide_cookie_key (default RISK_IP_USER),
 * risk_user_guide_msg, risk_user_guide_be_closed (1 means closable), risk_user_guide_url."
 */
export interface KycNoticeInput {
  show_kyc_upgrade_notice: boolean;
  is_risk_user: boolean;
  risk_user_guide_frequency: number;
  risk_user_guide_cookie_key: string;
  risk_user_guide_msg: string;
  risk_user_guide_be_closed: number;
  risk_user_guide_url: string;
}

/** widgets §3 "risk_user_guide_cookie_key (default RISK_IP_USER)". */
export const RISK_USER_GUIDE_COOKIE_KEY = 'RISK_IP_USER';

/** widgets §3 "risk_user_guide_be_closed (1 means closable)". */
export const RISK_USER_GUIDE_CLOSABLE = 1;

/** Where the risk-user guide leads unless a site sets another (widgets §2 /myaccount/kyc_home). */
export const RISK_USER_GUIDE_DEFAULT_URL = '/myaccount/kyc_home';

/** widgets §3 "risk_user_guide_frequency (hours; 0 means show every time)": the seed's 24 h. */
export const RISK_USER_GUIDE_DEFAULT_FREQUENCY_HOURS = 24;

/**
 * The upgrade notice is for accounts below KYC level 2: shell §5 "The KYC-related check treats
 * levels 1, 4 and 3 as passed" (level 2, level 3, company).
 */
export function showKycUpgradeNotice(kycLevel: number): boolean {
  return !passesKycCheck(kycLevel);
}

/** What the notice input is when the call fails: no notice of either kind. */
export function defaultKycNoticeInput(): KycNoticeInput {
  return {
    show_kyc_upgrade_notice: false,
    is_risk_user: false,
    risk_user_guide_frequency: 0,
    risk_user_guide_cookie_key: RISK_USER_GUIDE_COOKIE_KEY,
    risk_user_guide_msg: '',
    risk_user_guide_be_closed: 0,
    risk_user_guide_url: RISK_USER_GUIDE_DEFAULT_URL,
  };
}
