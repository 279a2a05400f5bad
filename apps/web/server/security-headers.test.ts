import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { pageSecurityHeaders } from './security-headers';

function appWith(options: { dev: boolean; trustProxy: boolean }) {
  const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();
  app.use(...pageSecurityHeaders(options));
  app.get('/', (c) => c.text(c.get('secureHeadersNonce') ?? 'no nonce'));
  return app;
}

/** A CSP header as directive → sources. */
function directivesOf(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe('page security headers', () => {
  it('puts a fresh nonce in script-src and never unsafe-inline for scripts', async () => {
    const app = appWith({ dev: false, trustProxy: false });
    const first = await app.request('http://site.example/');
    const second = await app.request('http://site.example/');
    const nonce = await first.text();
    expect(first.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(nonce).not.toBe(await second.text());
    const scriptSrc = first.headers
      .get('content-security-policy')
      ?.split(';')
      .find((d) => d.includes('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(first.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(first.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('allows styles from our origin and inline ones only with the same nonce, never unsafe-inline', async () => {
    const response = await appWith({ dev: false, trustProxy: false }).request('http://site.example/');
    const nonce = await response.text();
    const directives = directivesOf(response.headers.get('content-security-policy'));
    expect(directives.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(directives.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
  });

  it('relaxes scripts and styles in development only, where Vite injects them without a nonce', async () => {
    const response = await appWith({ dev: true, trustProxy: false }).request('http://site.example/');
    const directives = directivesOf(response.headers.get('content-security-policy'));
    expect(directives.get('style-src')).toContain("'unsafe-inline'");
    expect(directives.get('script-src')).toContain("'unsafe-inline'");
    expect(directives.get('connect-src')).toContain('ws:');
  });

  it('denies powerful features the site does not use, and keeps a few for our own origin only', async () => {
    const response = await appWith({ dev: false, trustProxy: false }).request('http://site.example/');
    const policy = new Map(
      (response.headers.get('permissions-policy') ?? '').split(',').map((entry) => {
        const [feature = '', allow = ''] = entry.trim().split('=');
        return [feature, allow] as const;
      }),
    );
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
      'clipboard-read',
      'browsing-topics',
    ]) {
      expect(policy.get(feature), feature).toBe('()');
    }
    for (const feature of ['clipboard-write', 'fullscreen', 'publickey-credentials-get']) {
      expect(policy.get(feature), feature).toBe('(self)');
    }
    expect([...policy.values()].every((allow) => allow === '()' || allow === '(self)')).toBe(true);
  });

  it('isolates the window and the resources from other origins', async () => {
    const response = await appWith({ dev: false, trustProxy: false }).request('http://site.example/');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
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
    expect(
      (await untrusted.request('http://site.example/', forwarded)).headers.get('strict-transport-security'),
    ).toBeNull();
    expect(
      (await trusted.request('http://site.example/', forwarded)).headers.get('strict-transport-security'),
    ).not.toBeNull();
  });
});
