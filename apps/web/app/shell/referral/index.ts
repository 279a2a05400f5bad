export { ReferralKeeper } from './referral-keeper';
