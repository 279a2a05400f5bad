import { localeDirection, localizePath, MAIN_HOST, SITES, type SiteConfig } from '@meridian/domain';
import { type APIRequestContext, expect, test } from './test';
import { E2E_PORTS } from './ports';
import { networkSettled } from './route-table';

const port = E2E_PORTS.web;
/** Every `*.example` host resolves to this machine in the test browser (scripts/chromium.mjs). */
const url = (host: string, path = '/') => `http://${host}:${port}${path}`;

/** Where a person types the site's address: its own domain, or its regional alias host. */
function entryHost(site: SiteConfig): string {
  return site.hosting.kind === 'main-host-prefix' ? (site.hosting.aliasHosts[0] ?? MAIN_HOST) : site.webSiteDomain;
}

/**
 * A request from the test runner (Node, which does not know the demo hosts): to this machine,
 * with the demo host in the Host header.
 */
const get = (
  request: APIRequestContext,
  host: string,
  path: string,
  headers: Record<string, string> = {},
  maxRedirects?: number,
) => request.get(`http://127.0.0.1:${port}${path}`, { headers: { host: `${host}:${port}`, ...headers }, maxRedirects });

/** The host that finally serves the site's pages. */
function servingHost(site: SiteConfig): string {
  return site.hosting.kind === 'main-host-prefix' ? MAIN_HOST : site.webSiteDomain;
}

test.describe('every site on its own host, in its default locale', () => {
  for (const site of SITES) {
    test(`${site.key}: ${entryHost(site)}`, async ({ page }) => {
      const defaultLocale = site.locales[0];
      if (!defaultLocale) throw new Error(site.key);
      const res = await page.goto(url(entryHost(site)));
      expect(res?.status()).toBe(200);
      expect(page.url()).toBe(url(servingHost(site), localizePath(defaultLocale.prefix, '/')));
      await expect(page.locator('html')).toHaveAttribute('lang', defaultLocale.htmlLang);
      await expect(page.locator('html')).toHaveAttribute('dir', localeDirection(defaultLocale));
      await expect(page.getByTestId('brand')).toHaveText(site.name);
      await expect(page.locator('body')).toHaveClass(/theme-light/);
    });
  }
});

test.describe('every locale prefix of every site', () => {
  for (const site of SITES) {
    for (const locale of site.locales) {
      const path = localizePath(locale.prefix, '/');
      test(`${site.key} ${path}`, async ({ request }) => {
        const res = await get(request, servingHost(site), path);
        expect(res.status()).toBe(200);
        const html = await res.text();
        expect(html).toContain(`<html lang="${locale.htmlLang}" dir="${localeDirection(locale)}"`);
        expect(html).toContain(`data-testid="brand">${site.name}<`);
        // shell §4: red rise colour for Chinese, green otherwise.
        const rise = locale.catalog === 'zh' || locale.catalog === 'zh-TW' ? 'red-up' : 'green-up';
        expect(html).toMatch(new RegExp(`<body class="theme-light ${rise}"`));
      });
    }
  }
});

test.describe('locale guard (shell §4)', () => {
  test('Turkey: an unsupported locale resets the lang cookie to tr and redirects', async ({ page, context }) => {
    await page.goto(url('www.meridiantr.example', '/ja/'));
    expect(page.url()).toBe(url('www.meridiantr.example', '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    const lang = (await context.cookies()).find((c) => c.name === 'lang');
    expect(lang?.value).toBe('tr');
  });

  test('Hong Kong: the cookie resets to en', async ({ page, context }) => {
    await page.goto(url('www.meridian-hk.example', '/kr/'));
    expect(page.url()).toBe(url('www.meridian-hk.example', '/'));
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  });

  test('US /login and /signup go to the US host with no prefix (shell §2)', async ({ request }) => {
    const res = await get(request, MAIN_HOST, '/en-us/login?ch=x', {}, 0);
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe(url('us.meridian.example', '/login?ch=x'));
  });

  for (const [path, heading] of [
    ['/login', 'Log in'],
    ['/signup', 'Create an account'],
  ] as const) {
    test(`/en-us${path} opens the US ${path.slice(1)} page on the US host in the browser`, async ({ page }) => {
      const response = await page.goto(url(MAIN_HOST, `/en-us${path}?ch=x`));
      expect(response?.status()).toBe(200);
      expect(page.url()).toBe(url('us.meridian.example', `${path}?ch=x`));
      await expect(page).toHaveTitle(/Meridian US$/);
      await expect(page).not.toHaveTitle(/not found/i);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const frame = page.frameLocator('iframe[data-testid="registration-frame"]');
      await expect(
        frame.getByRole('button', { name: heading === 'Log in' ? 'Log in' : 'Create account' }),
      ).toBeVisible();
      // The page's in-site links lead back to the US site on the main host (one hop, no doubled prefix).
      await page.getByTestId('brand').click();
      await page.waitForURL(url(MAIN_HOST, '/en-us/'));
      await expect(page).not.toHaveTitle(/not found/i);
    });
  }
});

test.describe('theme, chosen on the server', () => {
  test('the dark cookie gives a dark first paint, and the toggle switches without a reload', async ({
    page,
    context,
    request,
  }) => {
    const html = await (await get(request, MAIN_HOST, '/', { cookie: 'dark=1' })).text();
    expect(html).toContain('<body class="theme-dark green-up"');

    await context.addCookies([{ name: 'dark', value: '1', url: url(MAIN_HOST) }]);
    await page.goto(url(MAIN_HOST, '/'));
    await expect(page.locator('body')).toHaveClass(/theme-dark/);
    const before = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('body')).toHaveClass(/theme-light/);
    // Same document: no reload happened.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(before);
    expect((await context.cookies()).find((c) => c.name === 'dark')?.value).toBe('0');
    await page.reload();
    await expect(page.locator('body')).toHaveClass(/theme-light/);
  });

  test('the market_rise_color cookie overrides the language default', async ({ request }) => {
    const html = await (await get(request, MAIN_HOST, '/cn/', { cookie: 'market_rise_color=green-up' })).text();
    expect(html).toContain('<body class="theme-light green-up"');
  });
});

test.describe('language switching', () => {
  test('choosing a language goes to the same page in it and remembers it', async ({ page, context }) => {
    await page.goto(url(MAIN_HOST, '/'));
    await page.getByTestId('language-menu').locator('summary').click();
    await page.getByRole('link', { name: 'Türkçe' }).click();
    await expect(page).toHaveURL(url(MAIN_HOST, '/tr/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('tr');
  });
});

test.describe('Arabic', () => {
  test('lays the page out right to left', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(url(MAIN_HOST, '/ar/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const brand = await page.getByTestId('brand').boundingBox();
    const tools = await page.getByTestId('theme-toggle').boundingBox();
    // Mirrored: the brand sits at the right edge, the tools at the left.
    expect(brand && brand.x).toBeGreaterThan(640);
    expect(tools && tools.x).toBeLessThan(640);
    await testInfo.attach('arabic-home', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

    await page.goto(url(MAIN_HOST, '/ar-dubai/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await testInfo.attach('arabic-uae-home', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
});

test.describe('hidden debug features (widgets §2)', () => {
  test('translate_debug=1 shows keys instead of text, 2 shows both', async ({ page }) => {
    await page.goto(url(MAIN_HOST, '/?translate_debug=1'));
    await expect(page.getByRole('heading', { level: 2, name: '[home.quoteCurrencies]' })).toBeVisible();
    await page.goto(url(MAIN_HOST, '/?translate_debug=2'));
    await expect(
      page.getByRole('heading', { level: 2, name: '[home.quoteCurrencies] Quote currencies' }),
    ).toBeVisible();
  });

  test('debug=1 turns on console logging, and the stored flag keeps it on', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (msg) => logged.push(msg.text()));
    await page.goto(url(MAIN_HOST, '/'));
    await networkSettled(page);
    expect(logged.filter((l) => l.startsWith('[meridian]'))).toEqual([]);
    await page.goto(url(MAIN_HOST, '/?debug=1'));
    await expect.poll(() => logged.some((l) => l.startsWith('[meridian] page view'))).toBe(true);
    logged.length = 0;
    await page.goto(url(MAIN_HOST, '/tr/'));
    await expect.poll(() => logged.some((l) => l.startsWith('[meridian] page view'))).toBe(true);
  });
});

test.describe('translation catalogs', () => {
  const english = 'Spot, futures, earn and more on one account.';

  test('a page ships only its own locale’s catalog (in the HTML and in no script)', async ({ request }) => {
    const html = await (await get(request, MAIN_HOST, '/tr/')).text();
    expect(html).not.toContain(english);
    const japanese =
      (await (await get(request, MAIN_HOST, '/ja/')).text()).match(/data-testid="hero-subtitle">([^<]+)</)?.[1] ?? '';
    expect(japanese.length).toBeGreaterThan(0);
    expect(html).not.toContain(japanese);
    // No bundle carries any catalog: translations arrive only as this page's loader data.
    // (Every module the page names: the inline module script imports them, the manifest lists them.)
    const scripts = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? ''))];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const body = await (await get(request, MAIN_HOST, script)).text();
      expect(body, script).not.toContain(english);
    }
  });

  test('translation is request-scoped: concurrent requests in different languages do not mix', async ({ request }) => {
    const paths = ['/tr/', '/ja/', '/', '/de/', '/ar/', '/cn/'];
    const first = await Promise.all(
      paths.map(async (p) => [p, await (await get(request, MAIN_HOST, p)).text()] as const),
    );
    const subtitles = new Map(first.map(([p, html]) => [p, html.match(/data-testid="hero-subtitle">([^<]+)</)?.[1]]));
    expect(new Set(subtitles.values()).size).toBe(paths.length);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => paths[i % paths.length] ?? '/').map(
        async (p) => [p, await (await get(request, MAIN_HOST, p)).text()] as const,
      ),
    );
    for (const [p, html] of burst)
      expect(html.match(/data-testid="hero-subtitle">([^<]+)</)?.[1], p).toBe(subtitles.get(p));
  });
});
