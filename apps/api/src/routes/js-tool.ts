import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { ApiBindings } from '../app';
import { fail } from '../http';
import { getPublicJsonFile, PUBLIC_JSON_FILE_NAMES } from '../services/public-json-files';

/** Browsers and CDNs may keep these for five minutes; an edit in the database shows within that. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * /js/tool/*.json (shell §7): served as the static files they stand for — the bare JSON object,
 * no {code, message, data} envelope — from rows an operator can edit without a deploy.
 */
export function jsToolRoutes() {
  const routes = new Hono<ApiBindings>();
  routes.use(etag());
  for (const name of PUBLIC_JSON_FILE_NAMES) {
    routes.get(`/${name}`, async (c) => {
      const body = await getPublicJsonFile(c.var.db, name);
      if (body === null) return fail(c, 404, `No such file: ${c.req.path}`);
      c.header('Cache-Control', CACHE_CONTROL);
      return c.json(body);
    });
  }
  return routes;
}
