import { getCoinIconWhitelist, getPageDownloadLinks, STATIC_FILE_PREFIX } from '@meridian/contracts';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { ApiBindings } from '../app';
import { fail, respond } from '../http';
import { getPublicJsonFile, PUBLIC_JSON_FILE_NAMES } from '../services/public-json-files';

/** Browsers and CDNs may keep these for five minutes; an edit in the database shows within that. */
const CACHE_CONTROL = 'public, max-age=300';

/** The static files; each is read from the database row named as its path's file name. */
const FILES = [getCoinIconWhitelist, getPageDownloadLinks] as const;

/** The row a static file's endpoint is read from (its path's file name). */
function rowOf(path: string) {
  const name = PUBLIC_JSON_FILE_NAMES.find((n) => path === `${STATIC_FILE_PREFIX}/${n}`);
  if (name === undefined) throw new Error(`No public JSON file row for ${path}`);
  return name;
}

/**
 * The static JSON files (shell §7): served as the files they stand for — the bare JSON object,
 * no {code, message, data} envelope — from rows an operator can edit without a deploy.
 */
export function jsToolRoutes() {
  const routes = new Hono<ApiBindings>();
  routes.use(`${STATIC_FILE_PREFIX}/*`, etag());
  for (const endpoint of FILES) {
    const name = rowOf(endpoint.path);
    routes.get(endpoint.path, async (c) => {
      const body = await getPublicJsonFile(c.var.db, name);
      if (body === null) return fail(c, 404, `No such file: ${c.req.path}`);
      c.header('Cache-Control', CACHE_CONTROL);
      // The row was checked against this contract on the way out; parsed again for its type.
      const { answer } = await endpoint.schemas();
      return respond(c, endpoint, answer.parse(body));
    });
  }
  return routes;
}
