import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { pageSecurityHeaders } from './security-headers';

function appWith(options: { dev: boolean; trustProxy: boolean }) {
  const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();
  app.use(...pageSecurityHeaders(options));
  app.get('/', (c) => c.text(c.get('secureHeadersNonce') ?? 'no nonce'));
  return app;
}

describe('page security headers', () => {
  it('puts a fresh nonce in script-src and never unsafe-inline for scripts', async () => {
    const app = appWith({ dev: false, trustProxy: false });
    const first = await app.request('http://site.example/');
    const second = await app.request('http://site.example/');
    const nonce = await first.text();
    expect(first.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(nonce).not.toBe(await second.text());
    const scriptSrc = first.headers.get('content-security-policy')?.split(';').find((d) => d.includes('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(first.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(first.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS over TLS only', async () => {
    const app = appWith({ dev: false, trustProxy: false });
    expect((await app.request('http://site.example/')).headers.get('strict-transport-security')).toBeNull();
    expect((await app.request('https://site.example/')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('believes X-Forwarded-Proto only behind a trusted proxy', async () => {
    const forwarded = { headers: { 'x-forwarded-proto': 'https' } };
    const untrusted = appWith({ dev: false, trustProxy: false });
    const trusted = appWith({ dev: false, trustProxy: true });
    expect((await untrusted.request('http://site.example/', forwarded)).headers.get('strict-transport-security')).toBeNull();
    expect((await trusted.request('http://site.example/', forwarded)).headers.get('strict-transport-security')).not.toBeNull();
  });
});
