import { existsSync } from 'node:fs';
import { expect, test } from './test';
import { watchForProblems } from './browser-problems';
import { E2E_PORTS, originOf } from './ports';

test.describe('home page on the embedded database', () => {
  test('is rendered on the server from the site settings', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('data-testid="currency-count" data-count="2700">Trade 2,700+ cryptocurrencies<');
    // Fiat symbols from the database in the currency picker, as the server sent them (before any script ran).
    for (const fiat of [
      '>€<!-- --> <!-- -->EUR</option>',
      '>₺<!-- --> <!-- -->TRY</option>',
      '>HK$<!-- --> <!-- -->HKD</option>',
    ]) {
      expect(html).toContain(fiat);
    }
  });

  test('sends a strict, nonce-based Content-Security-Policy and the other security headers', async ({ request }) => {
    const res = await request.get('/');
    const headers = res.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce, csp).toBeTruthy();
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Pages vary by cookie and nonce: never kept by a shared cache.
    expect(headers['cache-control']).toBe('private, no-cache');
    // Served over plain HTTP here, so no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();
    // Every inline script carries this response's nonce.
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    // A second request gets a different nonce.
    const again = (await request.get('/')).headers()['content-security-policy'];
    expect(again).not.toBe(csp);
  });

  test('hydrates in Chromium with no console errors or CSP violations, and the picker works', async ({ page }) => {
    const problems = await watchForProblems(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade 2,700+ cryptocurrencies');
    const picker = page.getByLabel('Show prices in');
    await expect(picker).toHaveValue('USD');
    // Changing the select only updates the text once React has hydrated.
    await picker.selectOption('TRY');
    await expect(page.getByTestId('fiat-rate')).toHaveText('1 USD = ₺34.25 TRY');
    expect(problems).toEqual([]);
  });

  test('serves a language prefix, right to left for Arabic', async ({ page }) => {
    await page.goto('/ar/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.goto('/tr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('answers 404 for unknown paths and unknown language prefixes', async ({ request }) => {
    for (const path of ['/no-such-page', '/xx/', '/tr/no-such-page']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    // English has no prefix: /en/... is the unprefixed page.
    const en = await request.get('/en/', { maxRedirects: 0 });
    expect(en.status()).toBe(301);
    expect(en.headers().location).toBe('/');
  });

  test('the API answers on its path families through the web server', async ({ request }) => {
    const settings = await request.get('/api/web/v1/site/settings');
    expect(settings.status()).toBe(200);
    expect(await settings.json()).toMatchObject({ code: 0, data: { curr_fiat: 'USD', currency_count: 2700 } });
    for (const path of ['/apiw/v2/nope', '/apiweb/v1/nope', '/json_svr/nope', '/dfdid/nope', '/api/v4/nope']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.json()).toMatchObject({ code: 404, data: null });
    }
  });
});

test.describe('with the API in its own process (API_ORIGIN)', () => {
  const web = originOf(E2E_PORTS.webRemoteApi);

  test('the page is rendered from the separate API', async ({ page }) => {
    await page.goto(`${web}/`);
    await expect(page.getByTestId('fiat-select')).toContainText('EUR');
    await expect(page.getByTestId('currency-count')).toHaveAttribute('data-count', '2700');
    // That web process opened no database of its own.
    expect(existsSync('data/e2e/remote-web')).toBe(false);
  });

  test('browser calls to the API path families are forwarded', async ({ request }) => {
    const res = await request.get(`${web}/api/web/v1/site/settings`);
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ code: 0, data: { sub_site_id: 0 } });
    const missing = await request.get(`${web}/json_svr/nope`);
    expect(missing.status()).toBe(404);
  });
});

test.describe('with the API down', () => {
  const web = originOf(E2E_PORTS.webDeadApi);

  test('the home page still renders, with the spec defaults', async ({ page }) => {
    // The browser asks the (dead) API itself for the settings and the coin-icon whitelist: 502s.
    const problems = await watchForProblems(page, [/status of 502 \(Bad Gateway\)/]);
    const res = await page.goto(`${web}/`);
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('currency-count')).toHaveText('Trade 2,700+ cryptocurrencies');
    await expect(page.getByTestId('current-fiat')).toHaveText('USD');
    await expect(page.getByTestId('fiat-empty')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('API calls answer 502 with a clear JSON message', async ({ request }) => {
    const res = await request.get(`${web}/api/web/v1/site/settings`);
    expect(res.status()).toBe(502);
    expect(await res.json()).toEqual({
      code: 502,
      message: 'The service is unavailable, please try again later',
      data: null,
    });
  });
});
