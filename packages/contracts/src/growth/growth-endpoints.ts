import { defineEndpoint } from '../endpoint';
import { WEB_V1_PREFIX } from '../envelope';

const growthSchemas = () => import('./growth');

/**
 * The rewards hub's tasks (issue 15 item 5; widgets §2 growth tab "rewards"): a visitor gets the
 * public list, a logged-in user the list with their progress and claimed state.
 */
export const getRewardTasks = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/rewards/tasks`,
  schemas: growthSchemas,
  body: 'growthTextQuery',
  answer: 'rewardTaskList',
});

/**
 * Claim a completed task's reward (logged in): credited once to the spot balance. An incomplete,
 * unknown or already claimed task is refused with a 4xx and a message saying which.
 */
export const postRewardClaim = defineEndpoint({
  method: 'POST',
  path: `${WEB_V1_PREFIX}/rewards/claim`,
  schemas: growthSchemas,
  body: 'rewardClaimRequest',
  answer: 'rewardClaimAnswer',
});

/** The activity centre's activities (widgets §2 growth tab "activity centre"), status from the API's clock. */
export const getActivities = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/activities`,
  schemas: growthSchemas,
  body: 'growthTextQuery',
  answer: 'activityList',
});
