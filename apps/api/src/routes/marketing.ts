import {
  getAlphaUserPlans,
  getDownloadTaskInfo,
  getNewbiePrizeGuide,
  getNewbiePrizePop,
  getOpenGraphShow,
  getTargetedPopupPlanList,
} from '@meridian/contracts';
import { IS_PHONE_COOKIE, isPhoneLikeDevice, LANG_COOKIE, type MarketingViewer } from '@meridian/domain';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ApiBindings } from '../app';
import { readSessionToken } from '../auth-cookies';
import { fail, respond } from '../http';
import { type QueryOutcome, readEndpointQuery } from '../request-body';
import { readerLocale } from '../services/compliance-calls';
import {
  alphaCardsFor,
  downloadTaskInfoOf,
  marketingTierOf,
  newbiePrizeGuideOf,
  newbiePrizePopOf,
  openGraphOf,
  targetedPopupPlansFor,
} from '../services/marketing';
import { findSessionAccount } from '../services/sessions';

/** A 400 naming the field and what it must be. */
function refuseQuery(c: Context, outcome: Extract<QueryOutcome<unknown>, { ok: false }>) {
  return fail(c, 400, `${outcome.field || 'query'}: ${outcome.problem ?? 'invalid'}`);
}

/**
 * Who reads a marketing call (widgets §6): a visitor, or the session's account with its VIP tier;
 * the site of the request, the reader's locale (the call's, the lang cookie, the site's language),
 * and the phone pages (h5) or the desktop ones (domain isPhoneLikeDevice).
 */
async function marketingViewer(c: Context<ApiBindings>, askedLocale: string | undefined): Promise<MarketingViewer> {
  const now = c.var.now;
  const account = await findSessionAccount(c.var.db, readSessionToken(c), now, c.var.sessionCache);
  const phone = isPhoneLikeDevice({
    isPhoneCookie: getCookie(c, IS_PHONE_COOKIE),
    userAgent: c.req.header('user-agent'),
  });
  return {
    siteId: c.var.siteId,
    locale: readerLocale({ asked: askedLocale, langCookie: getCookie(c, LANG_COOKIE), siteId: c.var.siteId }),
    vipTier: account ? marketingTierOf(account, now) : null,
    device: phone ? 'h5' : 'web',
    now,
  };
}

/**
 * widgets §7 marketing calls (issue 15): public GETs; a logged-in reader gets the plans of its VIP
 * tier, a visitor the visitors' plans (never a 401).
 */
export function marketingRoutes() {
  const routes = new Hono<ApiBindings>();

  routes.get(getTargetedPopupPlanList.path, async (c) => {
    const query = await readEndpointQuery(c, getTargetedPopupPlanList);
    if (!query.ok) return refuseQuery(c, query);
    const { position, resource_type: resourceType, locale } = query.query;
    const viewer = await marketingViewer(c, locale);
    const list = await targetedPopupPlansFor(c.var.db, { resourceType, position }, viewer);
    return respond(c, getTargetedPopupPlanList, { list });
  });

  routes.get(getAlphaUserPlans.path, async (c) => {
    const query = await readEndpointQuery(c, getAlphaUserPlans);
    if (!query.ok) return refuseQuery(c, query);
    const viewer = await marketingViewer(c, query.query.locale);
    return respond(c, getAlphaUserPlans, await alphaCardsFor(c.var.db, query.query.currency, viewer));
  });

  routes.get(getDownloadTaskInfo.path, async (c) => {
    const query = await readEndpointQuery(c, getDownloadTaskInfo);
    if (!query.ok) return refuseQuery(c, query);
    return respond(c, getDownloadTaskInfo, await downloadTaskInfoOf(c.var.db, query.query.const_id));
  });

  routes.get(getNewbiePrizeGuide.path, async (c) =>
    respond(c, getNewbiePrizeGuide, await newbiePrizeGuideOf(c.var.db)),
  );
  routes.get(getNewbiePrizePop.path, async (c) => respond(c, getNewbiePrizePop, await newbiePrizePopOf(c.var.db)));

  routes.get(getOpenGraphShow.path, async (c) => {
    const query = await readEndpointQuery(c, getOpenGraphShow);
    if (!query.ok) return refuseQuery(c, query);
    const data = openGraphOf(query.query.url);
    if (!data) return fail(c, 400, 'url: open-graph data is given for pages of our own sites only');
    return respond(c, getOpenGraphShow, data);
  });
  return routes;
}
