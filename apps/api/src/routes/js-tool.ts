import { getCoinIconWhitelist, getPageDownloadLinks, STATIC_FILE_PREFIX } from '@meridian/contracts';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { ApiBindings } from '../app';
import { fail, respond } from '../http';
import { getPublicJsonFile, type PublicJsonFileName } from '../services/public-json-files';

/** Browsers and CDNs may keep these for five minutes; an edit in the database shows within that. */
const CACHE_CONTROL = 'public, max-age=300';

type FileEndpoint = typeof getCoinIconWhitelist | typeof getPageDownloadLinks;

/** Each static file's endpoint and the database row it is read from. */
const FILES: readonly { endpoint: FileEndpoint; name: PublicJsonFileName }[] = [
  { endpoint: getCoinIconWhitelist, name: 'coin_icon_whitelist.json' },
  { endpoint: getPageDownloadLinks, name: 'page_download_links.json' },
];

/**
 * The static JSON files (shell §7): served as the files they stand for — the bare JSON object,
 * no {code, message, data} envelope — from rows an operator can edit without a deploy.
 */
export function jsToolRoutes() {
  const routes = new Hono<ApiBindings>();
  routes.use(`${STATIC_FILE_PREFIX}/*`, etag());
  for (const { endpoint, name } of FILES) {
    routes.get(endpoint.path, async (c) => {
      const body = await getPublicJsonFile(c.var.db, name);
      if (body === null) return fail(c, 404, `No such file: ${c.req.path}`);
      c.header('Cache-Control', CACHE_CONTROL);
      // The row was checked against this contract on the way out; parsed again for its type.
      return respond(c, endpoint, endpoint.answer.parse(body));
    });
  }
  return routes;
}
