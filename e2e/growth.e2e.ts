import { expect, test } from './test';
import { hydrated } from './route-table';

// Issue 15 (growth): Simple Earn's products from the API, with the filters a link can carry
// (product_id, product_type_tag, asset, coin), linked from the header.

test.describe('Simple Earn (/simple-earn)', () => {
  test("the header's Earn link leads to the products; the filters are links that keep their query", async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page.locator('body'));
    await page.getByRole('banner').getByRole('link', { name: 'Earn' }).first().click();
    await expect(page).toHaveURL(/\/simple-earn$/);
    const table = page.getByTestId('simple-earn-table');
    await expect(table.locator('tbody tr')).toHaveCount(17);

    await page.getByTestId('simple-earn-type-fixed').click();
    await expect(page).toHaveURL(/\/simple-earn\?product_type_tag=fixed$/);
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await page.getByTestId('simple-earn-asset-BTC').click();
    await expect(page).toHaveURL(/product_type_tag=fixed/);
    await expect(page).toHaveURL(/asset=BTC/);
    await expect(table.locator('tbody tr')).toHaveCount(2);
  });

  test('a link with coin (the alias of asset) or a product id shows just those; a bad filter shows all, with a notice', async ({
    page,
  }) => {
    await page.goto('/simple-earn?coin=ETH');
    await expect(page.getByTestId('simple-earn-table').locator('tbody tr')).toHaveCount(3);
    await page.goto('/simple-earn?product_id=104');
    await expect(page.getByTestId('simple-earn-table').locator('tbody tr')).toHaveCount(1);
    await expect(page.getByTestId('simple-earn-product-104')).toContainText('USDT');
    await page.goto('/simple-earn?product_type_tag=forever');
    await expect(page.getByTestId('simple-earn-invalid-filter')).toBeVisible();
    await expect(page.getByTestId('simple-earn-table').locator('tbody tr')).toHaveCount(17);
  });

  test('right to left in Arabic, in Arabic', async ({ page }) => {
    await page.goto('/ar/simple-earn');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('simple-earn-table').locator('tbody tr')).toHaveCount(17);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0600-\u06FF]/);
  });
});

test.describe('home page (issue 15 item 6)', () => {
  test("a visitor is asked to sign up; the exchange's figures are in the server's HTML", async ({ page }) => {
    const answer = await page.goto('/');
    const html = (await answer?.text()) ?? '';
    expect(html).toContain('data-testid="home-stats"');
    await expect(page.getByTestId('hero-signup')).toHaveAttribute('href', '/signup');
    await expect(page.getByTestId('home-stat-pairs')).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByTestId('home-stat-volume')).toContainText('$');
  });
});
