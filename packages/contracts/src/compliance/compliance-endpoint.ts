import { defineEndpoint } from '../endpoint';
import { WEB_V1_PREFIX } from '../envelope';

/**
 * shell §7 "GET /api/web/v1/compliance/check" (getComplianceCheck, "keyed by locale"): `?locale=`
 * picks the language of the tip's texts (decision 0048).
 */
export const getComplianceCheck = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/compliance/check`,
  schemas: () => import('./compliance-check'),
  body: 'complianceCheckQuery',
  answer: 'complianceCheck',
});
