import type { IncomingMessage } from 'node:http';
import { isApiPath } from '@meridian/contracts';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE_S, resolveSite, SITES } from '@meridian/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { getCookie, setCookie } from 'hono/cookie';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { SESSION_COOKIE } from '@meridian/api';
import { apiFetchFor, forwardApiRequest, type ApiTarget } from './api-gateway';
import { withInlineStylesheets } from './inline-styles';
import { pageSecurityHeaders } from './security-headers';

export interface WebAppOptions {
  dev: boolean;
  /** Largest page request body (form posts to route actions); the API applies its own. */
  bodyLimitBytes: number;
  trustProxy: boolean;
  api: ApiTarget;
  /** The React Router server build, or a loader of it (development reloads it per request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The server's clock (ms since the epoch); tests fix it. Read once per page request. */
  clock?: () => number;
  /** The build's stylesheets by URL, inlined into each page's head (inline-styles.ts); absent in development. */
  stylesheets?: ReadonlyMap<string, string>;
  /** Where browsers open the market stream: this origin (default) or the site's ws host (shell §3). */
  streamHosts?: 'same-origin' | 'site';
}

/** The origins of every site's market stream host, for the pages' connect-src. */
export function siteStreamOrigins(): string[] {
  return [...new Set(SITES.map((site) => new URL(site.ws.spot).origin))];
}

/** Pages take no other method (no route has an action); static files are served before the app. */
const PAGE_METHODS = new Set(['GET', 'HEAD']);

/** The web server: API path families, then static files, then server-rendered pages. */
export function createWebApp(options: WebAppOptions) {
  // incoming: the Node request when served by @hono/node-server (absent in app.request tests).
  const app = new Hono<{ Bindings: { incoming?: IncomingMessage }; Variables: { secureHeadersNonce?: string } }>();
  const socketAddress = (env: { incoming?: IncomingMessage } | undefined) => env?.incoming?.socket.remoteAddress;

  // The API sets its own headers; it never falls through to the pages.
  app.use(async (c, next) => {
    if (isApiPath(c.req.path)) {
      return forwardApiRequest(options.api, c.req.raw, {
        trustProxy: options.trustProxy,
        socketAddress: socketAddress(c.env),
      });
    }
    if (!PAGE_METHODS.has(c.req.method)) {
      // Answered here, quietly: React Router would log a stack for every such request.
      return c.text('Method not allowed: pages answer GET and HEAD only.', 405, {
        Allow: 'GET, HEAD',
        'Cache-Control': 'no-store',
      });
    }
    await next();
  });

  const siteStreams = options.streamHosts === 'site';
  app.use(
    ...pageSecurityHeaders({
      dev: options.dev,
      trustProxy: options.trustProxy,
      connectOrigins: siteStreams ? siteStreamOrigins() : [],
    }),
  );
  app.use(
    bodyLimit({
      maxSize: options.bodyLimitBytes,
      onError: (c) => c.text(`Request body is larger than ${options.bodyLimitBytes} bytes`, 413),
    }),
  );
  app.use(compress());

  const clock = options.clock ?? Date.now;
  const handleDocument = createRequestHandler(options.build, options.dev ? 'development' : 'production');
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    // shell §2: the site and locale come from the host and the first path segment. Behind our
    // own proxy the visitor's host and scheme arrive in X-Forwarded-* headers.
    const forwardedHost = options.trustProxy ? c.req.header('x-forwarded-host') : undefined;
    const forwardedProto = options.trustProxy ? c.req.header('x-forwarded-proto') : undefined;
    const resolution = resolveSite({
      protocol: forwardedProto ? `${forwardedProto}:` : url.protocol,
      host: forwardedHost ?? url.host,
      pathname: url.pathname,
      search: url.search,
    });
    if (resolution.kind === 'redirect') {
      if (resolution.resetLangCookie) {
        setCookie(c, LANG_COOKIE, resolution.resetLangCookie, {
          path: '/',
          maxAge: LANG_COOKIE_MAX_AGE_S,
          sameSite: 'Lax',
        });
      }
      return c.redirect(resolution.location, resolution.status);
    }
    const response = await handleDocument(c.req.raw, {
      nonce: c.get('secureHeadersNonce') ?? '',
      api: apiFetchFor(options.api, c.req.raw, resolution.site.id, {
        trustProxy: options.trustProxy,
        socketAddress: socketAddress(c.env),
      }),
      site: resolution.site,
      locale: resolution.locale,
      path: resolution.path,
      urlPrefix: resolution.urlPrefix,
      now: clock(),
      marketStreamUrl: siteStreams ? resolution.site.ws.spot : null,
    });
    // Pages differ by cookie (session, theme, language) and carry a per-request CSP nonce: no
    // shared cache may keep them, and the browser revalidates. Resource routes set their own.
    // A logged-in visitor's page holds personal data: no cache, not even the browser's, keeps it.
    if (!response.headers.has('Cache-Control') && response.headers.get('Content-Type')?.startsWith('text/html')) {
      const personal = getCookie(c, SESSION_COOKIE) !== undefined;
      response.headers.set('Cache-Control', personal ? 'private, no-store' : 'private, no-cache');
    }
    return options.stylesheets ? withInlineStylesheets(response, options.stylesheets) : response;
  });

  app.onError((err, c) => {
    console.error(`[web] ${c.req.method} ${c.req.path} failed:`, err);
    return c.text('Something went wrong. Please refresh the page.', 500);
  });
  return app;
}
