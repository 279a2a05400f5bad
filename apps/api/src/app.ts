import type { IncomingMessage } from 'node:http';
import {
  FORWARDED_HOST_HEADER,
  GATE_V4_PREFIX,
  getResizedImage,
  postMonitoringEnvelope,
  SITE_ID_HEADER,
  STATIC_FILE_PREFIX,
} from '@meridian/contracts';
import { isSiteId, siteForHost } from '@meridian/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { Database } from './db/database';
import { clientNetworkBucket } from './client-ip';
import { csrfProtection } from './csrf';
import { fail } from './http';
import { accountFundsRoutes } from './routes/account-funds';
import { analyticsRoutes } from './routes/analytics';
import { deviceRoutes } from './routes/device';
import { referralRoutes } from './routes/referral';
import { growthRoutes } from './routes/growth';
import { depositCodeRoutes } from './routes/deposit-codes';
import { fundsRoutes } from './routes/funds';
import { supportTicketRoutes } from './routes/support-tickets';
import { marketingRoutes } from './routes/marketing';
import { monitoringRoutes } from './routes/monitoring';
import { imageRoutes } from './routes/image';
import { createImageResizer } from './services/image-resizer';
import { DEFAULT_IMAGE_ROOT } from './env';
import { authRoutes } from './routes/auth';
import { complianceRoutes } from './routes/compliance';
import { complianceCallsRoutes } from './routes/compliance-calls';
import { jsToolRoutes } from './routes/js-tool';
import { marketRoutes } from './routes/market';
import { createMarketEngine, type MarketEngine } from './services/market/market-engine';
import { engineMarketSource, type MarketSource } from './services/market/market-source';
import { siteRoutes } from './routes/site';
import { earnRoutes } from './routes/earn';
import { futuresTradingRoutes } from './routes/futures-trading';
import { spotTradingRoutes } from './routes/spot-trading';
import { userCenterRoutes } from './routes/user-center';
import { vipCenterRoutes } from './routes/vip-center';
import { devRoutes } from './routes/dev';
import { healthRoutes } from './routes/health';
import { transferRoutes } from './routes/transfers';
import { chatRoutes } from './routes/chat';
import { databaseErrorSummary, isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from './db/database-faults';
import { createMailer, type Mailer } from './services/mailer';
import type { SessionCache } from './services/session-cache';
import { DEFAULT_SCRYPT_PARAMS, type ScryptParams } from './services/password-hashing';
import { createSecretBox, newSecretKeyText, parseSecretKey, type SecretBox } from './services/secret-box';

export interface ApiDeps {
  db: Database;
  bodyLimitBytes: number;
  /** Believe X-Forwarded-Host, -Proto and -For (only behind our own proxy or web tier). */
  trustProxy: boolean;
  /** The clock, in ms since the epoch (default Date.now): tests move it instead of waiting. */
  now?: () => number;
  /** scrypt cost for new password hashes (default DEFAULT_SCRYPT_PARAMS); tests use a cheap one. */
  passwordHashing?: ScryptParams;
  /** Seals TOTP secrets and keys the csrf tokens (start.ts loads it from SECRETS_KEY); tests: a key of their own. */
  secrets?: SecretBox;
  /** Outgoing messages (default: kept in the outbox table only, as without SMTP_URL). */
  mailer?: Mailer;
  /**
   * Serve the development outbox (contracts getDevOutbox): only where messages are not sent
   * and the deployment is not a production one (start.ts decides; decision 0018).
   */
  devOutbox?: boolean;
  /**
   * Sessions read in the last seconds, fed by the database's notifications (decision 0028;
   * start.ts makes it). Without it every logged-in call reads its session from the database.
   */
  sessionCache?: SessionCache;
  /** A hosted monitoring service's DSN: stored events are forwarded there too (decision 0053). */
  monitoringForwardDsn?: string;
  /** How the forward is sent (default the global fetch; tests: a loopback server's). */
  monitoringForwardFetch?: typeof fetch;
  /** The market the /api/v4 calls read (default: a new engine; start.ts shares one with the stream). */
  marketEngine?: MarketEngine;
  /** Where the /api/v4 calls get their answers instead (MARKET_DATA_UPSTREAM's relay, decision 0037). */
  marketSource?: MarketSource;
  /** The folder holding images/ for the image endpoint (default DEFAULT_IMAGE_ROOT; decision 0054). */
  imageRoot?: string;
}

/**
 * Which regional site a call is for: the site header the web tier and the browser send (a page on
 * the main host under /en-eu is the EU site, which the host alone cannot tell), else the host.
 */
export function requestSiteId(request: Request, trustProxy: boolean): number {
  const header = Number(request.headers.get(SITE_ID_HEADER) ?? Number.NaN);
  if (Number.isInteger(header) && isSiteId(header)) return header;
  const forwarded = trustProxy ? request.headers.get(FORWARDED_HOST_HEADER) : null;
  return siteForHost(forwarded ?? new URL(request.url).host).id;
}

/** What the server hands the app with each request (Hono env): never from a header anyone can send. */
export type ApiEnvBindings = {
  /** The client socket's address (the web server's or the API server's own listener). */
  clientAddress?: string;
  /** The Node request, when the API's own server serves it (request-body.ts reads its body). */
  incoming?: IncomingMessage;
};

export type ApiBindings = {
  Bindings: ApiEnvBindings;
  /**
   * `now`: the request's instant, read once from the injected clock. `networkBucket`: the client's
   * network for per-client limits (client-ip.ts). `trustProxy`: whether the X-Forwarded-* headers
   * are believed (ApiDeps.trustProxy), for the routes that read them.
   */
  Variables: {
    db: Database;
    siteId: number;
    now: Date;
    networkBucket: string;
    secrets: SecretBox;
    mailer: Mailer;
    trustProxy: boolean;
    sessionCache: SessionCache | undefined;
  };
};

/** The reference exchange API. Stateless: everything it keeps lives in the database. */
export function createApiApp(deps: ApiDeps) {
  const app = new Hono<ApiBindings>();

  // Every answer may be personal (a session, a csrf cookie): no cache keeps it, unless the route
  // said otherwise (the static files are public). First, so even the body limit's 413 has it.
  app.use(async (c, next) => {
    await next();
    // On the answer's own headers: c.header() after the answer would rebuild it as a stream.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  // JSON answers never need to run script or be framed.
  app.use(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      strictTransportSecurity: false,
      crossOriginResourcePolicy: 'same-origin',
    }),
  );
  const limitBody = bodyLimit({
    maxSize: deps.bodyLimitBytes,
    onError: (c) => fail(c, 413, `Request body is larger than ${deps.bodyLimitBytes} bytes`),
  });
  // A GET or HEAD has no body (fetch's Request refuses one), and asking the node server's request
  // for it builds a whole WHATWG Request per call (decision 0028: the hot path's largest cost).
  // A declared length is checked from the header alone (as bodyLimit does, but bodyLimit first asks
  // for the Request's body, which builds the Request: decision 0044); a chunked body is counted.
  app.use((c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return limitBody(c, next);
    return Number(length) > deps.bodyLimitBytes ? limitBody(c, next) : next();
  });
  const clock = deps.now ?? Date.now;
  const secrets = deps.secrets ?? createSecretBox(parseSecretKey(newSecretKeyText()));
  const mailer = deps.mailer ?? createMailer({ from: 'Meridian <no-reply@meridian.example>' });
  app.use(async (c, next) => {
    c.set('db', deps.db);
    c.set('trustProxy', deps.trustProxy);
    c.set('siteId', requestSiteId(c.req.raw, deps.trustProxy));
    c.set('now', new Date(clock()));
    // c.env is undefined when the app is called without one (tests, app.request).
    const env: ApiEnvBindings | undefined = c.env;
    c.set('networkBucket', clientNetworkBucket(c.req.raw, deps.trustProxy, env?.clientAddress));
    c.set('secrets', secrets);
    c.set('mailer', mailer);
    c.set('sessionCache', deps.sessionCache);
    await next();
  });
  app.use(
    csrfProtection({
      trustProxy: deps.trustProxy,
      csrfKey: secrets.derive('csrf'),
      // Public market data is cacheable: no csrftoken cookie on it (decision 0033).
      publicPaths: [`${STATIC_FILE_PREFIX}/`, `${GATE_V4_PREFIX}/`, getResizedImage.path],
      // The monitoring SDK cannot send a csrf header; the collector reads no session (decision 0053).
      sessionlessPostPaths: [postMonitoringEnvelope.path],
    }),
  );

  // Each route table registers its endpoints by their full contract paths (packages/contracts).
  app.route('/', healthRoutes());
  app.route('/', siteRoutes());
  app.route('/', complianceRoutes());
  app.route('/', complianceCallsRoutes());
  app.route('/', authRoutes({ passwordHashing: deps.passwordHashing ?? DEFAULT_SCRYPT_PARAMS }));
  app.route('/', userCenterRoutes());
  app.route('/', vipCenterRoutes());
  // Development only: the messages kept instead of sent (404 once SMTP_URL is set).
  if (deps.devOutbox === true && !mailer.delivers) app.route('/', devRoutes());
  app.route('/', accountFundsRoutes());
  app.route('/', jsToolRoutes());
  app.route('/', analyticsRoutes());
  app.route('/', deviceRoutes());
  app.route('/', referralRoutes());
  app.route('/', growthRoutes());
  app.route('/', fundsRoutes({ passwordHashing: deps.passwordHashing ?? DEFAULT_SCRYPT_PARAMS }));
  // Issue 16 item 5: deposit codes, under the funds prefix.
  app.route('/', depositCodeRoutes());
  app.route('/', supportTicketRoutes());
  app.route('/', marketingRoutes());
  app.route('/', monitoringRoutes(deps.monitoringForwardDsn, deps.monitoringForwardFetch));
  app.route('/', imageRoutes(createImageResizer({ root: deps.imageRoot ?? DEFAULT_IMAGE_ROOT })));
  // Trading runs on the reference market's engine, also when market data is relayed (decision 0039).
  const engine = deps.marketEngine ?? createMarketEngine();
  app.route('/', marketRoutes(deps.marketSource ?? engineMarketSource(engine)));
  app.route('/', earnRoutes(deps.marketSource ?? engineMarketSource(engine)));
  app.route('/', spotTradingRoutes(engine));
  app.route('/', futuresTradingRoutes(engine));
  app.route('/', transferRoutes());
  app.route('/', chatRoutes());

  app.notFound((c) => fail(c, 404, `No such call: ${c.req.method} ${c.req.path}`));
  app.onError((err, c) => {
    if (err instanceof HTTPException) return fail(c, err.status as 400, err.message || 'Bad request');
    // A lost or restarting database: a clean 503 the caller may retry, in one log line (decision 0017).
    if (isDatabaseUnavailable(err)) {
      console.warn(`[api] ${c.req.method} ${c.req.path}: database unavailable (${databaseErrorSummary(err)})`);
      c.header('Retry-After', '1');
      return fail(c, 503, SERVICE_UNAVAILABLE_MESSAGE);
    }
    console.error(`[api] ${c.req.method} ${c.req.path} failed:`, err);
    return fail(c, 500, 'Internal error, please try again later');
  });
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
