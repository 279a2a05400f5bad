import { getEarnProducts, getHomeStaticTradeData } from '@meridian/contracts';
import { readEarnProductFilter } from '@meridian/domain';
import { Hono } from 'hono';
import type { ApiBindings } from '../app';
import { fail, respond } from '../http';
import { readEndpointQuery } from '../request-body';
import { earnProductListOf } from '../services/earn-products';
import type { MarketSource } from '../services/market/market-source';
import { staticTradeDataOf } from '../services/static-trade-data';

/**
 * Simple Earn (issue 15): the products, and widgets §7 "GET /api/web/v1/site/homeStaticTradeData",
 * whose figures are the earn rates with the market's volume and pair count (from `source`, the
 * market the /api/v4 calls answer from) and the registered accounts. Public: no session.
 */
export function earnRoutes(source: MarketSource) {
  const routes = new Hono<ApiBindings>();

  routes.get(getEarnProducts.path, async (c) => {
    const query = await readEndpointQuery(c, getEarnProducts);
    if (!query.ok) return fail(c, 400, `${query.field || 'query'}: ${query.problem ?? 'invalid'}`);
    // The shapes are checked; the domain reads the filter (coin is asset's other name, and they must agree).
    const values: Readonly<Record<string, string | undefined>> = query.query;
    const filter = readEarnProductFilter((name) => values[name]);
    if (!filter.ok) return fail(c, 400, `${filter.field}: ${filter.problem}`);
    return respond(c, getEarnProducts, earnProductListOf(filter.filter));
  });

  routes.get(getHomeStaticTradeData.path, async (c) => {
    const figures = await staticTradeDataOf(c.var.db, source, c.var.now.getTime());
    if (!figures.ok) return fail(c, 502, 'Market data is unavailable, please try again later');
    return respond(c, getHomeStaticTradeData, figures.data);
  });

  return routes;
}
