import { defineEndpoint } from '../endpoint';
import { WEB_V1_PREFIX } from '../envelope';

/** shell §7 "GET /api/web/v1/compliance/check" (the web adds ?locale=, for the texts of its messages). */
export const getComplianceCheck = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/compliance/check`,
  schemas: () => import('./compliance-check'),
  answer: 'complianceCheck',
});
