import { once } from 'node:events';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createApiApp, openDatabase, seedDemoData, type DatabaseHandle } from '@meridian/api';
import { CSRF_COOKIE, CSRF_HEADER } from '@meridian/domain';
import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebApp } from './app';
import { createNodeListener } from './node-listener';
import { createStaticFiles } from './static-files';
import {
  houseRules,
  observatoryReport,
  OBSERVATORY_ORIGIN,
  type ObservatoryReport,
  type RuleName,
  type ScannedAnswer,
  type Expectation,
} from './observatory-rules';

// The Mozilla HTTP Observatory's offline rules (observatory-rules.ts) on the real answers of the
// web server, composed as main.ts composes it in production (the web app, the static files, the
// Node listener) and asked over a socket: the real routes rendered by React Router through Vite's
// SSR loader, the real API on a seeded in-memory database. Requests come as they do behind our
// TLS proxy (TRUST_PROXY, X-Forwarded-Proto: https), so the visitor's address is https://.

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const HOST = 'www.meridian.example';
/** A demo account of the seed (README "Demo accounts"). */
const DEMO = { account: 'kyc-none@meridian.example', password: 'meridian-demo-2024' };

let vite: ViteDevServer | undefined;
let database: DatabaseHandle | undefined;
/** The Node listener of main.ts (static files first, then the app), on a loopback port. */
let server: Server | undefined;
let origin = '';

beforeAll(async () => {
  vite = await createServer({
    root: webRoot,
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  // Parsed by React Router itself (createRequestHandler); nothing of it is read here.
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  database = await openDatabase({ pgliteDir: 'memory://' });
  // A cheap scrypt cost for the demo passwords: the parameters travel with each hash.
  await database.prepare((db) => seedDemoData(db, { passwordHashing: { ln: 10, r: 8, p: 1 } }));
  const api = createApiApp({ db: database.db, bodyLimitBytes: 100_000, trustProxy: true });
  const app = createWebApp({
    dev: false,
    bodyLimitBytes: 100_000,
    trustProxy: true,
    api: { kind: 'in-process', fetch: api.fetch },
    build,
  });
  // The files Vite copies into build/client: the same static-file layer serves them.
  const staticFiles = await createStaticFiles({
    clientDir: fileURLToPath(new URL('../public', import.meta.url)),
    trustProxy: true,
  });
  const listening = createHttpServer(createNodeListener({ fetch: app.fetch, staticFiles })).listen(0, '127.0.0.1');
  server = listening;
  await once(listening, 'listening');
  // address() is an object for a TCP listener (a string only for a pipe).
  origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  const listening = server;
  if (listening) await new Promise((resolve) => listening.close(resolve));
  await vite?.close();
  await database?.close();
});

/** Ask as a visitor over our TLS proxy would, and again with the Observatory's Origin (its CORS probe). */
async function scan(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<ScannedAnswer> {
  const ask = (extra: Record<string, string>) =>
    fetch(`${origin}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': HOST, ...init.headers, ...extra },
      ...(init.body === undefined ? {} : { body: init.body }),
    });
  const response = await ask({});
  const cors = await ask({ origin: OBSERVATORY_ORIGIN });
  await cors.body?.cancel();
  return {
    url: new URL(`https://${HOST}${path}`),
    status: response.status,
    headers: response.headers,
    body: await response.text(),
    cors: { origin: OBSERVATORY_ORIGIN, headers: cors.headers },
  };
}

/** rule → result, for a readable failure message. */
function resultsOf(report: ObservatoryReport): Partial<Record<RuleName, Expectation>> {
  return Object.fromEntries(report.results.map((r) => [r.rule, r.result]));
}

/**
 * What every answer of ours must get, rule by rule: the best result each rule has for it. A
 * dropped header, or 'unsafe-inline' back in style-src, changes one of these even where the
 * Observatory's grade would stay A+ (its bonuses leave room).
 */
const DOCUMENT_RESULTS: Partial<Record<RuleName, Expectation>> = {
  'content-security-policy': 'csp-implemented-with-no-unsafe',
  'cross-origin-embedder-policy': 'coep-not-implemented',
  'cross-origin-opener-policy': 'coop-implemented-with-same-origin',
  'cross-origin-resource-sharing': 'cross-origin-resource-sharing-not-implemented',
  'referrer-policy': 'referrer-policy-private',
  'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
  'x-content-type-options': 'x-content-type-options-nosniff',
  'x-frame-options': 'x-frame-options-implemented-via-csp',
  'cross-origin-resource-policy': 'corp-implemented-with-same-origin',
};

describe('Mozilla HTTP Observatory rules on the real answers', () => {
  it('a page: A+, every rule passes, no penalty, and none of our house rules is broken', async () => {
    const page = await scan('/');
    expect(page.status).toBe(200);
    const report = observatoryReport(page);
    expect(report.failed).toEqual([]);
    expect(resultsOf(report)).toMatchObject({
      ...DOCUMENT_RESULTS,
      cookies: 'cookies-not-found',
      'subresource-integrity': 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    });
    expect(report.uncurvedScore).toBe(100);
    expect(report.grade).toBe('A+');
    expect(houseRules(page, 'document')).toEqual([]);
  }, 60_000);

  it('the log-in page, which frames the registration micro-app: no style attribute in its HTML', async () => {
    const page = await scan('/login');
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-testid="registration-frame"');
    expect(houseRules(page, 'document')).toEqual([]);
    expect(observatoryReport(page).failed).toEqual([]);
  }, 60_000);

  it('a static file: the same headers as a page', async () => {
    const file = await scan('/favicon.svg');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('image/svg+xml');
    const report = observatoryReport(file);
    expect(report.failed).toEqual([]);
    expect(resultsOf(report)).toMatchObject({
      ...DOCUMENT_RESULTS,
      'subresource-integrity': 'sri-not-implemented-response-not-html',
    });
    expect(report.grade).toBe('A+');
    expect(houseRules(file, 'document')).toEqual([]);
  });

  it("an API answer and the cookies of a log-in: default-src 'none', Secure, HttpOnly session, SameSite", async () => {
    const visit = await scan('/api/web/v1/site/settings');
    const csrf = visit.headers
      .getSetCookie()
      .map((line) => line.split(';', 1)[0] ?? '')
      .find((pair) => pair.startsWith(`${CSRF_COOKIE}=`))
      ?.slice(CSRF_COOKIE.length + 1);
    expect(csrf).toBeDefined();
    const login = await scan('/api/web/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf ?? '' },
      body: JSON.stringify(DEMO),
    });
    expect(login.status).toBe(200);
    const setCookies = [...visit.headers.getSetCookie(), ...login.headers.getSetCookie()];
    expect(setCookies.some((line) => line.startsWith('meridian_session='))).toBe(true);

    for (const answer of [visit, login]) {
      const report = observatoryReport(answer, { setCookies });
      // HSTS is the host's, learned from any of its https answers: pages and files send it
      // (above); API answers pass the web server's page headers by (decision 0008).
      const failed = report.failed.filter((r) => r.rule !== 'strict-transport-security');
      expect(failed).toEqual([]);
      expect(resultsOf(report)).toMatchObject({
        'content-security-policy': 'csp-implemented-with-no-unsafe-default-src-none',
        cookies: 'cookies-secure-with-httponly-sessions-and-samesite',
        'cross-origin-resource-sharing': 'cross-origin-resource-sharing-not-implemented',
        'referrer-policy': 'referrer-policy-private',
        'subresource-integrity': 'sri-not-implemented-response-not-html',
        'x-content-type-options': 'x-content-type-options-nosniff',
        'x-frame-options': 'x-frame-options-implemented-via-csp',
        'cross-origin-resource-policy': 'corp-implemented-with-same-origin',
      });
      expect(houseRules(answer, 'api')).toEqual([]);
    }
  }, 60_000);

  it('notices when a real page answer loses a header or gets unsafe-inline back in style-src', async () => {
    const page = await scan('/');
    const withHeaders = (change: (headers: Headers) => void): ScannedAnswer => {
      const headers = new Headers(page.headers);
      change(headers);
      return { ...page, headers };
    };
    const csp = page.headers.get('content-security-policy') ?? '';
    const unsafeStyles = withHeaders((h) =>
      h.set('content-security-policy', csp.replace(/style-src [^;]+/, "style-src 'self' 'unsafe-inline'")),
    );
    expect(resultsOf(observatoryReport(unsafeStyles))['content-security-policy']).toBe(
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    );
    expect(houseRules(unsafeStyles, 'document').map((f) => f.rule)).toContain('style-src');

    for (const dropped of [
      'x-content-type-options',
      'strict-transport-security',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
    ]) {
      const report = observatoryReport(withHeaders((h) => h.delete(dropped)));
      expect(resultsOf(report), dropped).not.toMatchObject(DOCUMENT_RESULTS);
    }
    const noPermissions = withHeaders((h) => h.delete('permissions-policy'));
    expect(houseRules(noPermissions, 'document').map((f) => f.rule)).toContain('permissions-policy');
  });
});
