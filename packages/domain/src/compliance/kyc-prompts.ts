import { completedKyc2, KYC_LEVELS } from '../account/kyc';
import type { SiteKey } from '../sites/site-ids';
import { type KycFooterTipValues, showKycFooterTip } from './kyc-footer-tip';
import { type KycNoticeInput, RISK_USER_GUIDE_CLOSABLE, RISK_USER_GUIDE_COOKIE_KEY } from './kyc-notice';

/**
 * The KYC prompts of widgets §4: which KYC notice a page shows, the cookies that space them out,
 * and when the KYC tip bar shows. Pure rules; the web reads and writes the cookies.
 */

const HOUR_S = 3600;

/** widgets §2 cookies read: "kyc_upgrade_within_shelf_life"; widgets §9 "KYC upgrade reminder cookie: 12 hours". */
export const KYC_UPGRADE_COOKIE = 'kyc_upgrade_within_shelf_life';
export const KYC_UPGRADE_COOKIE_MAX_AGE_S = 12 * HOUR_S;

/**
 * widgets §4 "The close icon marks KYC2 as complete locally": a cookie for this browser session
 * (no expiry), so the server leaves the bar out of the next pages too (no flash, no layout shift).
 */
export const KYC_TIP_CLOSED_COOKIE = 'kyc_tip_closed';

/** widgets §2 "KYC modal size switch 992 px" (widgets §9): the wide layout from this width up. */
export const KYC_MODAL_WIDE_MIN_PX = 992;

/** Where the KYC notices and the tip bar lead (widgets §2 routes). */
export const KYC_HOME_PATH = '/myaccount/kyc_home';

/**
 * widgets §2 "Help articles on KYC: web (main site and US site have different articles)": the
 * article the tip bar's help icon opens, by site (the US site has its own; every other site the main one).
 */
export const KYC_HELP_ARTICLES = {
  main: '/help/guide/kyc/identity-verification',
  us: '/help/us/kyc/identity-verification',
} as const;

export function kycHelpArticle(site: SiteKey): string {
  return site === 'us' ? KYC_HELP_ARTICLES.us : KYC_HELP_ARTICLES.main;
}

/** A cookie to set: its name, value and lifetime in seconds. */
export interface PromptCookie {
  name: string;
  value: string;
  maxAgeS: number;
}

export type KycNoticeChoice =
  | { kind: 'risk'; closable: boolean; message: string; url: string; cookie: PromptCookie | null }
  | { kind: 'upgrade'; cookie: PromptCookie };

/**
 * widgets §4 KYC notice modal: "A risk user sees it if the frequency is non-zero and the cookie is
 * absent; it then sets the cookie with expiry equal to the frequency in hours. With frequency 0 it
 * shows every time. A KYC-upgrade notice shows once per 12 hours, gated by a cookie. The
 * risk-user notice takes priority." One notice a page load: a risk user who is due sees only the
 * risk notice; one who is not due this time may still see the upgrade notice.
 */
export function chooseKycNotice(input: KycNoticeInput, hasCookie: (name: string) => boolean): KycNoticeChoice | null {
  if (input.is_risk_user) {
    const key = input.risk_user_guide_cookie_key || RISK_USER_GUIDE_COOKIE_KEY;
    const hours = Math.max(0, input.risk_user_guide_frequency);
    if (hours === 0 || !hasCookie(key)) {
      return {
        kind: 'risk',
        // widgets §3 "risk_user_guide_be_closed (1 means closable)".
        closable: input.risk_user_guide_be_closed === RISK_USER_GUIDE_CLOSABLE,
        message: input.risk_user_guide_msg,
        url: input.risk_user_guide_url,
        cookie: hours === 0 ? null : { name: key, value: '1', maxAgeS: hours * HOUR_S },
      };
    }
  }
  if (input.show_kyc_upgrade_notice && !hasCookie(KYC_UPGRADE_COOKIE)) {
    return {
      kind: 'upgrade',
      cookie: { name: KYC_UPGRADE_COOKIE, value: '1', maxAgeS: KYC_UPGRADE_COOKIE_MAX_AGE_S },
    };
  }
  return null;
}

/**
 * widgets §4 KYC tip bar: "Hidden when KYC level 2 is done, on testnet, or for the US site at
 * level 1", and otherwise shown by the shell §5 footer-tip rule ("shows when the first value is
 * truthy, the second is 10 or less, and the third is not '3'"). `verified` is user info's level.
 */
export function showKycTipBar(input: { site: SiteKey; verified: number; footerTip: KycFooterTipValues }): boolean {
  if (completedKyc2(input.verified)) return false;
  if (input.site === 'testnet') return false;
  if (input.site === 'us' && input.verified === KYC_LEVELS.level1) return false;
  return showKycFooterTip(input.footerTip);
}
