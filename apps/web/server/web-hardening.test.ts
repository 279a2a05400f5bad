import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, request, type RequestListener, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forwardApiRequest, type ApiTarget } from './api-gateway';
import { createWebApp } from './app';
import { createNodeListener, isWellFormedPath } from './node-listener';
import { createStaticFiles } from './static-files';

// Issue 7 "Hardening", the web tier: static files (Range, 416, methods), malformed URLs, methods
// pages do not take, forwarded API calls (headers, time and size bounds) and the client's address.

/** A real HTTP server on loopback for `handler`, closed after the tests. */
async function listen(handler: RequestListener): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, origin: `http://127.0.0.1:${port}` };
}

const noPages = (): Promise<ServerBuild> => Promise.reject(new Error('no page is rendered in these tests'));

describe('the Node listener: static files, malformed addresses, methods', () => {
  let web: { server: Server; origin: string };
  const apiCalls: { url: string; clientAddress: string | undefined }[] = [];
  const inProcess: ApiTarget = {
    kind: 'in-process',
    fetch: (request, env) => {
      apiCalls.push({ url: request.url, clientAddress: env?.clientAddress });
      return Response.json({ code: 0, message: 'success', data: null });
    },
  };
  let errors: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    const app = createWebApp({ dev: false, bodyLimitBytes: 10_000, trustProxy: false, api: inProcess, build: noPages });
    const staticFiles = await createStaticFiles({
      clientDir: fileURLToPath(new URL('../public', import.meta.url)),
      trustProxy: false,
    });
    web = await listen(createNodeListener({ fetch: app.fetch, staticFiles }));
    errors = vi.spyOn(console, 'error');
  });
  afterAll(() => {
    web.server.close();
    errors.mockRestore();
  });

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${web.origin}${path}`, { method, headers });

  it("serves a file whole, with the pages' security headers and a cache lifetime", async () => {
    const res = await get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('content-security-policy')).not.toContain('nonce-');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
  });

  it('answers ranges as RFC 9110 says: 206 for a satisfiable one, the last bytes for a suffix, 416 past the end, the whole file for a header that is no byte range', async () => {
    const whole = Buffer.from(await (await get('/favicon.svg')).arrayBuffer());
    const first = await get('/favicon.svg', { range: 'bytes=0-4' });
    expect(first.status).toBe(206);
    expect(Buffer.from(await first.arrayBuffer())).toEqual(whole.subarray(0, 5));
    const suffix = await get('/favicon.svg', { range: 'bytes=-1' });
    expect(suffix.status).toBe(206);
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(whole.subarray(whole.length - 1));
    expect(suffix.headers.get('content-range')).toBe(`bytes ${whole.length - 1}-${whole.length - 1}/${whole.length}`);
    for (const range of ['bytes=99999999-', `bytes=${whole.length}-`]) {
      const past = await get('/favicon.svg', { range });
      expect(past.status, range).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${whole.length}`);
      await past.arrayBuffer();
    }
    // A range whose end is before its start is no satisfiable range (send, like RFC 9110 §14.1.1).
    const backwards = await get('/favicon.svg', { range: 'bytes=5-2' });
    expect(backwards.status).toBe(416);
    await backwards.arrayBuffer();
    // A header that is not a byte range at all is ignored: the whole file.
    const garbage = await get('/favicon.svg', { range: 'lines=1-2' });
    expect(garbage.status).toBe(200);
    expect(Buffer.from(await garbage.arrayBuffer())).toEqual(whole);
  });

  it('answers 304 to a conditional GET', async () => {
    const etag = (await get('/favicon.svg')).headers.get('etag') ?? '';
    // node:http, not fetch: fetch adds Cache-Control: no-cache to a conditional request.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      request(`${web.origin}/favicon.svg`, { headers: { 'if-none-match': etag } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(304);
  });

  it('static paths and pages take GET and HEAD only: 405 with Allow, and nothing logged', async () => {
    errors.mockClear();
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      for (const path of ['/favicon.svg', '/', '/en-eu/fee', '/assets/nothing.js']) {
        const res = await get(path, {}, method);
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get('allow')).toBe('GET, HEAD');
        await res.text();
      }
    }
    expect((await get('/favicon.svg', {}, 'HEAD')).status).toBe(200);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a malformed address is a 400 before anything reads it (JSON on API paths)', async () => {
    for (const path of ['/%09', '/%0a', '/%0d', '/fee%00', '/%E0%A4%A', '/%']) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(await res.text()).toMatch(/malformed/);
    }
    const api = await get('/api/web/v1/%0a');
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ code: 400, message: 'The address is malformed', data: null });
    expect(isWellFormedPath('/en-eu/fee?x=%0a')).toBe(true);
    expect(isWellFormedPath('/caf%C3%A9')).toBe(true);
  });

  it('hands the socket address to the in-process API as its env, not a header anyone can send', async () => {
    apiCalls.length = 0;
    await (await get('/api/web/v1/site/settings', { 'x-forwarded-for': '203.0.113.9' })).text();
    expect(apiCalls[0]?.clientAddress).toBe('127.0.0.1');
  });
});

describe('forwarding to a separately run API (API_ORIGIN)', () => {
  let upstream: { server: Server; origin: string };
  const seen: IncomingHttpHeaders[] = [];
  beforeAll(async () => {
    upstream = await listen((req, res) => {
      seen.push(req.headers);
      if (req.url === '/api/web/v1/hang') return; // never answers
      if (req.url === '/api/web/v1/huge') {
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          while (sent < 4 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        return pump();
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"code":0,"message":"success","data":null}');
    });
  });
  afterAll(() => {
    upstream.server.closeAllConnections();
    upstream.server.close();
  });

  const target = (): ApiTarget => ({
    kind: 'remote',
    origin: upstream.origin,
    timeoutMs: 300,
    maxAnswerBytes: 1024 * 1024,
  });
  const spoofed = {
    'x-forwarded-for': '203.0.113.66',
    'x-real-ip': '203.0.113.66',
    forwarded: 'for=203.0.113.66',
    'x-client-country': 'US',
    'x-forwarded-proto': 'https',
    'x-meridian-internal': '1',
  };

  it('without a trusted proxy: strips what the client sent and says what it knows (socket address, its own scheme)', async () => {
    seen.length = 0;
    const res = await forwardApiRequest(
      target(),
      new Request('http://www.meridian.example/api/web/v1/ok', { headers: spoofed }),
      { trustProxy: false, socketAddress: '198.51.100.7' },
    );
    expect(res.status).toBe(200);
    await res.text();
    const headers = seen[0] ?? {};
    expect(headers['x-forwarded-for']).toBe('198.51.100.7');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-client-country']).toBeUndefined();
    expect(headers['x-real-ip']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-meridian-internal']).toBeUndefined();
    expect(headers['x-forwarded-host']).toBe('www.meridian.example');
  });

  it("behind a trusted proxy: keeps the proxy's X-Forwarded-For, -Proto (so cookies are Secure behind TLS) and country", async () => {
    seen.length = 0;
    const res = await forwardApiRequest(
      target(),
      new Request('http://www.meridian.example/api/web/v1/ok', { headers: spoofed }),
      { trustProxy: true, socketAddress: '10.0.0.2' },
    );
    await res.text();
    expect(seen[0]).toMatchObject({
      'x-forwarded-for': '203.0.113.66',
      'x-forwarded-proto': 'https',
      'x-client-country': 'US',
    });
    expect(seen[0]?.['x-meridian-internal']).toBeUndefined();
  });

  it("a hung API: 504 JSON within the bound, never the browser's own timeout", async () => {
    const started = Date.now();
    const res = await forwardApiRequest(target(), new Request('http://www.meridian.example/api/web/v1/hang'));
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ code: 504, data: null });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("an answer past the size cap fails instead of filling the web tier's memory", async () => {
    const res = await forwardApiRequest(target(), new Request('http://www.meridian.example/api/web/v1/huge'));
    await expect(res.arrayBuffer()).rejects.toThrow();
  });
});
