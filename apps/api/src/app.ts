import { SITE_IDS } from '@meridian/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { Database } from './db/database';
import { fail } from './http';
import { siteRoutes } from './routes/site';

export interface ApiDeps {
  db: Database;
  bodyLimitBytes: number;
}

export type ApiBindings = {
  Variables: { db: Database; siteId: number };
};

/** The reference exchange API. Stateless: everything it keeps lives in the database. */
export function createApiApp(deps: ApiDeps) {
  const app = new Hono<ApiBindings>();

  // JSON answers never need to run script or be framed.
  app.use(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      strictTransportSecurity: false,
      crossOriginResourcePolicy: 'same-origin',
    }),
  );
  app.use(
    bodyLimit({
      maxSize: deps.bodyLimitBytes,
      onError: (c) => fail(c, 413, `Request body is larger than ${deps.bodyLimitBytes} bytes`),
    }),
  );
  app.use(async (c, next) => {
    c.set('db', deps.db);
    // Host → site resolution arrives with the site registry; until then every host is main.
    c.set('siteId', SITE_IDS.main);
    await next();
  });

  const webV1 = new Hono<ApiBindings>();
  webV1.get('/health', (c) => c.json({ code: 0, message: 'success', data: { status: 'ok' } }));
  webV1.route('/site', siteRoutes());
  app.route('/api/web/v1', webV1);

  app.notFound((c) => fail(c, 404, `No such call: ${c.req.method} ${c.req.path}`));
  app.onError((err, c) => {
    if (err instanceof HTTPException) return fail(c, err.status as 400, err.message || 'Bad request');
    console.error(`[api] ${c.req.method} ${c.req.path} failed:`, err);
    return fail(c, 500, 'Internal error, please try again later');
  });
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
