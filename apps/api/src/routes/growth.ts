import { getActivities, getRewardTasks, postRewardClaim } from '@meridian/contracts';
import { LANG_COOKIE } from '@meridian/domain';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { readSessionToken } from '../auth-cookies';
import { fail, respond } from '../http';
import { readEndpointBody, readEndpointQuery } from '../request-body';
import { readerLocale } from '../services/compliance-calls';
import { activitiesFor, claimReward, rewardTasksFor } from '../services/growth';
import { findSessionAccount } from '../services/sessions';
import { type AccountBindings, requireAccount } from '../session-context';

/** The reader's locale: the call's, else the lang cookie, else the site's language. */
function localeOf(c: Context<AccountBindings>, asked: string | undefined): string {
  return readerLocale({ asked, langCookie: getCookie(c, LANG_COOKIE), siteId: c.var.siteId });
}

/**
 * The pages behind the growth tabs (issue 15 item 5; widgets §2): the rewards hub's tasks (public,
 * with the user's progress when logged in), the claim of a completed task, and the activities.
 */
export function growthRoutes() {
  const routes = new Hono<AccountBindings>();

  routes.get(getRewardTasks.path, async (c) => {
    const query = await readEndpointQuery(c, getRewardTasks);
    if (!query.ok) return fail(c, 400, `${query.field || 'query'}: ${query.problem ?? 'invalid'}`);
    const account = await findSessionAccount(c.var.db, readSessionToken(c), c.var.now, c.var.sessionCache);
    const list = await rewardTasksFor(c.var.db, { account, locale: localeOf(c, query.query.locale) });
    return respond(c, getRewardTasks, list);
  });

  // The claim changes balances, not the account or its sessions: the session cache stays.
  routes.post(postRewardClaim.path, requireAccount({ changesAccount: false }), async (c) => {
    const body = await readEndpointBody(c, postRewardClaim);
    if (!body.ok) return fail(c, body.status, body.message);
    const outcome = await claimReward(c.var.db, c.var.account, body.data.task_id, c.var.now);
    switch (outcome.kind) {
      case 'claimed':
        return respond(c, postRewardClaim, outcome.answer);
      case 'unknown-task':
        return fail(c, 404, `There is no task ${body.data.task_id} to claim`);
      case 'incomplete':
        return fail(
          c,
          409,
          `This task is not complete yet (${outcome.progress} of ${outcome.target}): complete it to claim its reward`,
        );
      case 'already-claimed':
        return fail(c, 409, 'The reward of this task has already been claimed');
    }
  });

  routes.get(getActivities.path, async (c) => {
    const query = await readEndpointQuery(c, getActivities);
    if (!query.ok) return fail(c, 400, `${query.field || 'query'}: ${query.problem ?? 'invalid'}`);
    const list = await activitiesFor(c.var.db, { locale: localeOf(c, query.query.locale), now: c.var.now });
    return respond(c, getActivities, list);
  });
  return routes;
}
