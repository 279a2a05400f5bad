import { defineEndpoint } from '../endpoint';
import { WEB_V1_PREFIX } from '../envelope';

/** shell §7 "GET /api/web/v1/site/settings | none | data"; any GET also hands out the csrftoken cookie. */
export const getSiteSettings = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/site/settings`,
  schemas: () => import('./site-settings'),
  answer: 'siteSettings',
});
