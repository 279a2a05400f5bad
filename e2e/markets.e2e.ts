import { CHART_PALETTES, RISE_COLOR_COOKIE } from '@meridian/domain';
import { expect, test, type Page } from './test';
import { watchForProblems } from './browser-problems';
import { E2E_PORTS, originOf } from './ports';
import { hydrated } from './route-table';

// Issue 11: live markets on the home page, the markets page (/price) and the trade page of a
// market: chart, order book and trades that move, resolution, theme and rise colour that survive
// a reload, the screenshot, unknown pairs, and a right-to-left page with a left-to-right chart.

const HARMLESS = [/^The Cross-Origin-Opener-Policy header has been ignored/, /status of 404/];

test.describe('markets', () => {
  test('the home table is server-rendered and then updates live without a reload', async ({ page }) => {
    const problems = await watchForProblems(page, HARMLESS);
    const answer = await page.goto('/');
    // The server's HTML itself: gainers first, each change at least the next one's.
    const html = (await answer?.text()) ?? '';
    const served = [
      ...html
        .slice(html.indexOf('data-testid="home-markets-table"'))
        .matchAll(/data-testid="market-change-[A-Z0-9_]+" data-value="([^"]+)"/g),
    ].map((match) => Number(match[1]));
    expect(served).toHaveLength(8);
    expect([...served].sort((a, b) => b - a)).toEqual(served);
    const table = page.getByTestId('home-markets-table');
    await expect(table.locator('tbody tr')).toHaveCount(8);
    await hydrated(page.locator('body'));
    // A price moves over the stream (the market ticks every second).
    const cells = table.locator('[data-testid^="market-last-"]');
    const before = await cells.evaluateAll((c) => c.map((x) => x.getAttribute('data-value')).join());
    await expect
      .poll(() => cells.evaluateAll((c) => c.map((x) => x.getAttribute('data-value')).join()), { timeout: 15_000 })
      .not.toBe(before);
    await page.getByTestId('home-markets-tab-losers').click();
    // Losers: each change at most the next one's (the rows re-sort as the stream moves them).
    const losersSorted = () =>
      table
        .locator('[data-testid^="market-change-"]')
        .evaluateAll((c) => c.map((x) => Number(x.getAttribute('data-value'))))
        .then((losers) => losers.every((value, i) => i === 0 || (losers[i - 1] ?? value) <= value));
    await expect.poll(losersSorted).toBe(true);
    expect(problems).toEqual([]);
  });

  test('the markets page searches, filters by quote and sorts', async ({ page }) => {
    const problems = await watchForProblems(page, HARMLESS);
    await page.goto('/price');
    const rows = page.getByTestId('markets-table').locator('tbody tr');
    const total = await rows.count();
    expect(total).toBeGreaterThanOrEqual(20);
    await page.getByTestId('markets-search').fill('eth');
    await expect(rows.first()).toContainText('ETH');
    expect(await rows.count()).toBeLessThan(total);
    for (const text of await rows.locator('th').allInnerTexts()) expect(text).toContain('ETH');
    await page.getByTestId('markets-search').fill('');
    await page.getByTestId('markets-quote-BTC').check({ force: true });
    for (const text of await rows.locator('th').allInnerTexts()) expect(text).toMatch(/\/BTC$/);
    await page.getByTestId('markets-quote-all').check({ force: true });
    await page.locator('[data-sort-key="pair"]').click();
    const pairs = await rows.locator('th').allInnerTexts();
    expect([...pairs].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(pairs);
    await expect(page.locator('th[aria-sort="ascending"]')).toHaveCount(1);
    await page.getByTestId('markets-search').fill('zzzz');
    await expect(page.getByTestId('markets-empty')).toBeVisible();
    expect(problems).toEqual([]);
  });

  for (const pair of ['BTC_USDT', 'ETH_BTC', 'SOL_USDT']) {
    test(`the trade page of ${pair}: chart, book and trades that move`, async ({ page }) => {
      const problems = await watchForProblems(page, HARMLESS);
      await page.goto(`/trade/${pair}`);
      await expect(page.getByTestId('pair-header')).toContainText(pair.replace('_', '/'));
      await expect(page.locator('[data-ready="true"]')).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('canvas').first()).toBeVisible();
      await expect(page.getByTestId('book-ask').first()).toBeVisible();
      await expect(page.getByTestId('book-bid').first()).toBeVisible();
      await expect(page.getByTestId('trade-row').first()).toBeVisible();
      // The market moves over the stream: the last price, the newest trade or the book changes
      // (a quiet pair such as ETH_BTC may trade rarely, but its book and price still move).
      const state = () =>
        page.evaluate(() =>
          [
            document.querySelector('[data-testid="pair-last"]')?.getAttribute('data-value'),
            document.querySelector('[data-testid="trade-row"] time')?.getAttribute('datetime'),
            document.querySelector('[data-testid="order-book"]')?.textContent,
          ].join('|'),
        );
      const before = await state();
      await expect.poll(state, { timeout: 20_000 }).not.toBe(before);
      expect(problems).toEqual([]);
    });
  }

  test('an unknown pair is the 404 page, a lower-case one redirects', async ({ page }) => {
    const answer = await page.goto('/trade/NOPE_USDT');
    expect(answer?.status()).toBe(404);
    await expect(page.getByTestId('not-found-home')).toBeVisible();
    await page.goto('/trade/eth_usdt');
    expect(new URL(page.url()).pathname).toBe('/trade/ETH_USDT');
  });

  test('tab=isolated_margin selects the margin mode', async ({ page }) => {
    await page.goto('/trade/BTC_USDT?tab=isolated_margin');
    await expect(page.getByTestId('mode-margin')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('mode-spot')).not.toHaveAttribute('aria-current', 'page');
  });

  test('Arabic mirrors the page and keeps the chart left to right', async ({ page }) => {
    await page.goto('/ar/trade/BTC_USDT');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('[data-ready="true"]')).toBeVisible({ timeout: 20_000 });
    expect(
      await page.locator('[data-ready="true"] [dir="ltr"], [data-ready="true"][dir="ltr"]').count(),
    ).toBeGreaterThan(0);
  });

  test('phones get the views as tabs', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/trade/BTC_USDT');
    await expect(page.getByTestId('order-book')).toBeHidden();
    await page.getByTestId('section-tab-book').click();
    await expect(page.getByTestId('order-book')).toBeVisible();
    await page.getByTestId('section-tab-trades').click();
    await expect(page.getByTestId('recent-trades')).toBeVisible();
    await expect(page.getByTestId('order-book')).toBeHidden();
  });
});

test.describe('price chart', () => {
  test('resolution and indicators are kept across a reload; the screenshot opens a new window', async ({ page }) => {
    // Many page loads and round trips: more than the default 30 s on a slow or busy two-core machine.
    test.setTimeout(60_000);
    const problems = await watchForProblems(page, HARMLESS);
    await page.goto('/trade/BTC_USDT');
    const chart = page.locator('[data-ready="true"]');
    await expect(chart).toBeVisible({ timeout: 20_000 });
    const resolution = chart.getByRole('combobox').first();
    // widgets §9: the default resolution is 60 minutes.
    await expect(resolution).toHaveValue('60');
    await resolution.selectOption('5');
    await expect(page.locator('[data-ready="true"]')).toBeVisible({ timeout: 20_000 });
    await chart.getByRole('button', { name: 'MACD', exact: true }).click();
    await expect(chart.getByRole('button', { name: 'MACD', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    const again = page.locator('[data-ready="true"]');
    await expect(again).toBeVisible({ timeout: 20_000 });
    await expect(again.getByRole('combobox').first()).toHaveValue('5');
    await expect(again.getByRole('button', { name: 'MACD', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const popup = page.waitForEvent('popup', { timeout: 15_000 });
    await again.getByRole('button', { name: /screenshot/i }).click();
    // The window opens at the click and is shown the image when it is ready (widgets §2).
    const shot = await popup;
    await expect.poll(() => shot.url(), { timeout: 15_000 }).toMatch(/^blob:/);
    expect(problems).toEqual([]);
  });
});

/** The colour of the chart's main canvas near its top-left corner, as #rrggbb (the background there). */
function canvasCorner(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const canvases = [...document.querySelectorAll<HTMLCanvasElement>('[data-ready="true"] canvas')];
    const widest = canvases.sort((a, b) => b.width * b.height - a.width * a.height)[0];
    const pixel = widest?.getContext('2d')?.getImageData(4, 4, 1, 1).data;
    if (!pixel || pixel[3] !== 255) return null;
    return `#${[pixel[0], pixel[1], pixel[2]].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`;
  });
}

test.describe('chart colours', () => {
  test('the theme and the rise colour recolour the chart, and both survive a reload', async ({ page, context }) => {
    const problems = await watchForProblems(page, HARMLESS);
    await page.goto('/trade/BTC_USDT');
    const chart = page.locator('[data-ready="true"]');
    await expect(chart).toBeVisible({ timeout: 20_000 });
    const { light, dark } = CHART_PALETTES;
    // English: green-up (shell §4), the light theme by default.
    await expect(chart).toHaveAttribute('data-background', light.background);
    await expect(chart).toHaveAttribute('data-up-color', light.up);
    await expect(chart).toHaveAttribute('data-down-color', light.down);
    await expect.poll(() => canvasCorner(page)).toBe(light.background);

    // widgets §4 "A theme change reapplies colours and saves the layout."
    await hydrated(page.getByTestId('theme-toggle'));
    await page.getByTestId('theme-toggle').click();
    await expect(chart).toHaveAttribute('data-background', dark.background);
    await expect(chart).toHaveAttribute('data-up-color', dark.up);
    await expect.poll(() => canvasCorner(page)).toBe(dark.background);

    // widgets §3 "rise colour ... from the market_rise_color cookie": red-up swaps up and down.
    await context.addCookies([{ name: RISE_COLOR_COOKIE, value: 'red-up', url: page.url() }]);
    await page.reload();
    const again = page.locator('[data-ready="true"]');
    await expect(again).toBeVisible({ timeout: 20_000 });
    await expect(again).toHaveAttribute('data-background', dark.background);
    await expect(again).toHaveAttribute('data-up-color', dark.down);
    await expect(again).toHaveAttribute('data-down-color', dark.up);
    await expect.poll(() => canvasCorner(page)).toBe(dark.background);
    expect(problems).toEqual([]);
  });
});

test.describe('markets with the API down', () => {
  const web = originOf(E2E_PORTS.webDeadApi);

  test('home, markets and trade pages render their empty states with no console error', async ({ page }) => {
    // The shell's own calls from the browser (site settings, coin icons) answer the dead API's 502,
    // as on every page (foundation.e2e.ts); the markets add no failed call and no failed socket.
    const problems = await watchForProblems(page, [...HARMLESS, /status of 502 \(Bad Gateway\)/]);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 500) failed.push(new URL(response.url()).pathname);
    });
    await page.goto(`${web}/`);
    await expect(page.getByTestId('markets-unavailable')).toBeVisible();
    await page.goto(`${web}/price`);
    await expect(page.getByTestId('markets-unavailable')).toBeVisible();
    const answer = await page.goto(`${web}/trade/BTC_USDT`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BTC/USDT');
    await expect(page.getByTestId('market-unavailable')).toBeVisible();
    await hydrated(page.locator('body'));
    expect(problems).toEqual([]);
    expect(failed.filter((path) => path.startsWith('/api/v4/') || path.startsWith('/ws/'))).toEqual([]);
  });
});
