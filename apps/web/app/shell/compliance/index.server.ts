export { loadComplianceCheck } from './compliance-check.server';
export { loadAccountCompliance, noAccountCompliance, type AccountCompliance } from './account-compliance.server';
