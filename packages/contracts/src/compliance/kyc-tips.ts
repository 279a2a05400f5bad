import {
  defaultKycFooterTipValues,
  defaultKycNoticeInput,
  type KycFooterTipValues,
  type KycNoticeInput,
} from '@meridian/domain';
import * as z from 'zod/mini';
import { complianceLocale } from './compliance-check';

/**
 * The KYC notice's query: `locale` names the language of the risk-user guide (ours; without it the
 * `lang` cookie's, else the site's default language). A malformed one is passed over.
 */
export const kycNoticeQuery = z.object({
  locale: z.catch(z.optional(complianceLocale), undefined),
});

const footer = defaultKycFooterTipValues();

/**
 * shell §7 "GET /api/web/v1/kyc/footerTipsCheck | footer tip values" (and /json_svr/footer_tips_check):
 * the three values of shell §5's footer tip rule, each falling back to what shows nothing
 * (decision 0049: need_kyc, days_left, kyc_status).
 */
export const kycFooterTips = z.object({
  need_kyc: z.catch(z.boolean(), footer.need_kyc),
  days_left: z.catch(z.int().check(z.nonnegative()), footer.days_left),
  kyc_status: z.catch(z.string(), footer.kyc_status),
}) satisfies z.ZodMiniType<KycFooterTipValues>;

const notice = defaultKycNoticeInput();

/**
 * widgets §3 "Kyc notice input: show_kyc_upgrade_notice, is_risk_user, risk_user_guide_frequency
 * (hours; 0 means show every time), risk_user_guide_cookie_key (default RISK_IP_USER),
 * risk_user_guide_msg, risk_user_guide_be_closed (1 means closable), risk_user_guide_url."
 * Each field falls back on its own; the defaults show no notice.
 */
export const kycNoticeInput = z.object({
  show_kyc_upgrade_notice: z.catch(z.boolean(), notice.show_kyc_upgrade_notice),
  is_risk_user: z.catch(z.boolean(), notice.is_risk_user),
  risk_user_guide_frequency: z.catch(z.int().check(z.nonnegative()), notice.risk_user_guide_frequency),
  risk_user_guide_cookie_key: z.catch(z.string().check(z.minLength(1)), notice.risk_user_guide_cookie_key),
  risk_user_guide_msg: z.catch(z.string(), notice.risk_user_guide_msg),
  risk_user_guide_be_closed: z.catch(z.int(), notice.risk_user_guide_be_closed),
  risk_user_guide_url: z.catch(z.string(), notice.risk_user_guide_url),
}) satisfies z.ZodMiniType<KycNoticeInput>;
