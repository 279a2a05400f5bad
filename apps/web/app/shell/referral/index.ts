export { applyReferralChanges, handleReferral, ReferralKeeper } from './referral-keeper';
