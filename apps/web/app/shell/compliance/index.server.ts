export { loadComplianceCheck } from './compliance-check.server';
