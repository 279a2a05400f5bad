export { ReferralPage, type ReferralView } from './referral-page';
