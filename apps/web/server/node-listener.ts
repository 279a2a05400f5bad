import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { isApiPath } from '@meridian/contracts';
import type { NodeHandler } from './static-files';

/** Characters no path of ours holds once decoded: control characters (CR, LF, TAB, NUL …). */
const CONTROL = /\p{Cc}/u;

/** The path is decodable text without control characters; else the request is malformed. */
export function isWellFormedPath(rawUrl: string): boolean {
  const path = rawUrl.split('?')[0] ?? '';
  try {
    return !CONTROL.test(decodeURIComponent(path));
  } catch {
    return false;
  }
}

/**
 * The Node request listener: a malformed URL is a 400 before anything else reads it (GET /%09
 * used to reach the router and answer 500); then the static files (production), then the web
 * app (API, pages) with the socket address handed on as the client's.
 */
export function createNodeListener(options: {
  fetch: Parameters<typeof getRequestListener>[0];
  staticFiles?: NodeHandler;
  before?: NodeHandler;
}) {
  const app = getRequestListener(options.fetch);
  const toApp = (req: IncomingMessage, res: ServerResponse) => {
    const run = () => void app(req, res);
    if (options.before) options.before(req, res, run);
    else run();
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (!isWellFormedPath(url)) {
      const api = isApiPath(url.split('?')[0] ?? '/');
      res.writeHead(400, {
        'content-type': api ? 'application/json; charset=UTF-8' : 'text/plain; charset=UTF-8',
        'cache-control': 'no-store',
      });
      res.end(
        api
          ? JSON.stringify({ code: 400, message: 'The address is malformed', data: null })
          : 'Bad request: the address is malformed.',
      );
      return;
    }
    if (options.staticFiles) options.staticFiles(req, res, () => toApp(req, res));
    else toApp(req, res);
  };
}
