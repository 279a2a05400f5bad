import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiFetchFor, forwardApiRequest } from './api-gateway';

/** A port with nothing listening on it. */
async function deadPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

describe('API gateway', () => {
  it('answers 502 with a JSON message when the remote API does not answer', async () => {
    const origin = `http://127.0.0.1:${await deadPort()}`;
    const res = await forwardApiRequest(
      { kind: 'remote', origin },
      new Request('http://site.example/api/web/v1/site/settings'),
    );
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      code: 502,
      message: 'The service is unavailable, please try again later',
      data: null,
    });
  });

  it('passes browser requests to the in-process API untouched', async () => {
    const seen: Request[] = [];
    const target = { kind: 'in-process' as const, fetch: (r: Request) => (seen.push(r), new Response('ok')) };
    const request = new Request('http://site.example/json_svr/x?a=1', { method: 'POST', body: 'a=1' });
    await forwardApiRequest(target, request);
    expect(seen[0]).toBe(request);
  });

  it('server-side calls carry the internal flag, the page host and the visitor cookies (shell §6)', async () => {
    const seen: Request[] = [];
    const target = { kind: 'in-process' as const, fetch: (r: Request) => (seen.push(r), new Response('ok')) };
    const page = new Request('http://tr.site.example/tr/', { headers: { cookie: 'uid=7; nickname=ada' } });
    await apiFetchFor(target, page, 177, { trustProxy: false })('/api/web/v1/site/settings');
    const call = seen[0];
    expect(call?.url).toBe('http://tr.site.example/api/web/v1/site/settings');
    expect(call?.headers.get('x-meridian-internal')).toBe('1');
    expect(call?.headers.get('x-forwarded-host')).toBe('tr.site.example');
    expect(call?.headers.get('cookie')).toBe('uid=7; nickname=ada');
    expect(call?.headers.get('x-site-id')).toBe('177');
  });

  it('passes the visitor country (x-client-country) on only when the web server trusts its proxy', async () => {
    const seen: Request[] = [];
    const target = { kind: 'in-process' as const, fetch: (r: Request) => (seen.push(r), new Response('ok')) };
    const page = new Request('http://www.meridian.example/', { headers: { 'x-client-country': 'US' } });
    await apiFetchFor(target, page, 0, { trustProxy: true })('/api/web/v1/compliance/check');
    await apiFetchFor(target, page, 0, { trustProxy: false })('/api/web/v1/compliance/check');
    expect(seen[0]?.headers.get('x-client-country')).toBe('US');
    expect(seen[1]?.headers.get('x-client-country')).toBeNull();
  });

  it('never lets a caller supply the country itself', async () => {
    const seen: Request[] = [];
    const target = { kind: 'in-process' as const, fetch: (r: Request) => (seen.push(r), new Response('ok')) };
    const page = new Request('http://www.meridian.example/');
    await apiFetchFor(target, page, 0, { trustProxy: true })('/x', { headers: { 'x-client-country': 'GB' } });
    expect(seen[0]?.headers.get('x-client-country')).toBeNull();
  });

  it('sends the country to a remote API as well', async () => {
    const received: (string | undefined)[] = [];
    const server = createHttpServer((req, res) => {
      const value = req.headers['x-client-country'];
      received.push(Array.isArray(value) ? value[0] : value);
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const page = new Request('http://www.meridian.example/', { headers: { 'x-client-country': 'JP' } });
      const res = await apiFetchFor({ kind: 'remote', origin }, page, 0, { trustProxy: true })(
        '/api/web/v1/compliance/check',
      );
      await res.text();
      expect(received).toEqual(['JP']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
