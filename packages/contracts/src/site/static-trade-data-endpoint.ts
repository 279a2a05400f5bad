import { defineEndpoint } from '../endpoint';
import { WEB_V1_PREFIX } from '../envelope';

/**
 * widgets §7 "GET /api/web/v1/site/homeStaticTradeData | none | static trade data fields"; a failed
 * call is zero static data (widgets §8, domain zeroStaticTradeData).
 */
export const getHomeStaticTradeData = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/site/homeStaticTradeData`,
  schemas: () => import('./static-trade-data'),
  answer: 'staticTradeData',
});
