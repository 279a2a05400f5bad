import { defineEndpoint } from '../endpoint';
import { WEB_V1_PREFIX } from '../envelope';

const marketingSchemas = () => import('./marketing');

/**
 * widgets §7 "GET /api/web/v1/marketing/targeted-popup-plan/list | position (index or vip_index),
 * device_id, resource_type | first item of data.list": the plans for this reader, best first.
 */
export const getTargetedPopupPlanList = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/marketing/targeted-popup-plan/list`,
  schemas: marketingSchemas,
  body: 'targetedPopupPlanQuery',
  answer: 'targetedPopupPlanList',
});

/**
 * widgets §7 "GET /api/web/v1/marketing/get-user-plans?spread_scene=alpha_place_order_web |
 * device_id, resource_type 5, currency | data.card and data.currency".
 */
export const getAlphaUserPlans = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/marketing/get-user-plans`,
  schemas: marketingSchemas,
  body: 'alphaUserPlansQuery',
  answer: 'alphaUserPlans',
});

/** widgets §7 "GET /api/web/v1/marketing-activity/dlGetTaskInfo | const_id | has_dl_task, reward_num, reward_currency". */
export const getDownloadTaskInfo = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/marketing-activity/dlGetTaskInfo`,
  schemas: marketingSchemas,
  body: 'downloadTaskQuery',
  answer: 'downloadTaskInfo',
});

/** widgets §7 "GET /api/web/v1/welfare/newbiePrizeGuide | none | prize_num". */
export const getNewbiePrizeGuide = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/welfare/newbiePrizeGuide`,
  schemas: marketingSchemas,
  answer: 'newbiePrizeGuide',
});

/** shell §7 "GET /api/web/v1/welfare/newbiePrizePop | none | new-user prize" (widgets §3 group_A, group_B). */
export const getNewbiePrizePop = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/welfare/newbiePrizePop`,
  schemas: marketingSchemas,
  answer: 'newbiePrizePop',
});

/**
 * widgets §7 "GET /api/web/v1/marketing-activity/og_show | url | site_name, site_image": for a
 * page on one of our hosts only; any other address is a 400.
 */
export const getOpenGraphShow = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/marketing-activity/og_show`,
  schemas: marketingSchemas,
  body: 'openGraphQuery',
  answer: 'openGraphData',
});
