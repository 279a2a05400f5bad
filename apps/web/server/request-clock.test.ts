import type { AppLoadContext, ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createWebApp } from './app';

// Decision 0026: the server entry reads its injectable clock once per page request and hands the
// instant to every loader in the load context (`now`).

/** A one-route build whose document handler answers with what the load context carried. */
function echoBuild(seen: AppLoadContext[]): ServerBuild {
  return {
    entry: {
      module: {
        default: (_request, _status, _headers, _entryContext, loadContext) => {
          seen.push(loadContext);
          return new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } });
        },
      },
    },
    routes: { root: { id: 'root', path: '', module: { default: () => null } } },
    assets: {
      entry: { imports: [], module: '' },
      routes: {
        root: {
          id: 'root',
          path: '',
          module: '',
          hasAction: false,
          hasLoader: false,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
          clientActionModule: undefined,
          clientLoaderModule: undefined,
          clientMiddlewareModule: undefined,
          hydrateFallbackModule: undefined,
        },
      },
      url: '',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: '',
    future: { v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false, v8_middleware: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  };
}

describe('the request clock', () => {
  it('puts the injected clock reading of each page request into the load context', async () => {
    const seen: AppLoadContext[] = [];
    const readings = [Date.UTC(2031, 0, 2), Date.UTC(2032, 6, 3)];
    const app = createWebApp({
      dev: false,
      bodyLimitBytes: 10_000,
      trustProxy: false,
      api: { kind: 'in-process', fetch: () => Response.json({ code: 0, message: 'success', data: null }) },
      build: echoBuild(seen),
      clock: () => readings[seen.length] ?? Number.NaN,
    });
    for (const _ of readings) {
      const response = await app.request('http://localhost/');
      expect(response.status).toBe(200);
    }
    expect(seen.map((context) => context.now)).toEqual(readings);
  });
});

describe('the market stream address (shell §3 "ws hosts")', () => {
  const appFor = (streamHosts: 'same-origin' | 'site' | undefined, seen: AppLoadContext[]) =>
    createWebApp({
      dev: false,
      bodyLimitBytes: 10_000,
      trustProxy: false,
      api: { kind: 'in-process', fetch: () => Response.json({ code: 0, message: 'success', data: null }) },
      build: echoBuild(seen),
      streamHosts,
    });
  const connectSrc = (response: Response) =>
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'connect-src')
      ?.slice(1);

  it('is this origin by default: no address in the load context, connect-src only self', async () => {
    const seen: AppLoadContext[] = [];
    const response = await appFor(undefined, seen).request('http://www.meridian.example/');
    expect(seen[0]?.marketStreamUrl).toBeNull();
    expect(connectSrc(response)).toEqual(["'self'"]);
  });

  it("is the page's site's configured ws host in site mode, and the CSP lets pages reach it", async () => {
    const seen: AppLoadContext[] = [];
    const app = appFor('site', seen);
    const main = await app.request('http://www.meridian.example/');
    const turkey = await app.request('http://www.meridiantr.example/');
    expect(seen.map((context) => context.marketStreamUrl)).toEqual([seen[0]?.site.ws.spot, seen[1]?.site.ws.spot]);
    expect(seen[0]?.site.key).toBe('main');
    expect(seen[1]?.site.key).toBe('turkey');
    expect(seen[0]?.marketStreamUrl).not.toBe(seen[1]?.marketStreamUrl);
    for (const response of [main, turkey]) {
      for (const context of seen) expect(connectSrc(response)).toContain(new URL(context.marketStreamUrl ?? '').origin);
    }
  });
});
