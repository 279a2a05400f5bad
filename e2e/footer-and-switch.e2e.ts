import { expect, test, type Locator, type Page } from './test';
import { watchForProblems } from './browser-problems';
import { E2E_PORTS } from './ports';
import { networkSettled } from './route-table';

// widgets §2 footers per region, widgets §4 site-switch bar. Regional hosts (*.example) resolve to
// this machine through Chromium's --host-resolver-rules flag (scripts/chromium.mjs).
const WEB = E2E_PORTS.web;
/** The web server that trusts its proxy (TRUST_PROXY=true). */
const TRUSTED_WEB = E2E_PORTS.webTrustedProxy;
const mainHost = (port: number) => `http://www.meridian.example:${port}`;
/**
 * The main site on 127.0.0.1 (an unknown host is the main site): a potentially trustworthy origin,
 * so Chromium applies the security headers without warnings about plain HTTP.
 */
const LOCAL = `http://127.0.0.1:${E2E_PORTS.web}`;

const YEAR = String(new Date().getUTCFullYear());

/**
 * The main site does not serve the United States (shell §8): a US visitor first sees the
 * restricted-location notice, which covers the page until acknowledged.
 */
async function acknowledgeRestrictedLocation(page: Page) {
  await page.getByTestId('region-notice-restricted-location').getByRole('button', { name: 'I Got it' }).click();
}

function footerNav(page: Page): Locator {
  return page.getByRole('contentinfo').getByRole('navigation', { name: 'Company and legal' });
}

/** The footer's links as [name, href], in order. */
async function footerLinks(page: Page): Promise<[string, string | null][]> {
  const links = footerNav(page).getByRole('link');
  const out: [string, string | null][] = [];
  for (const link of await links.all()) out.push([(await link.innerText()).trim(), await link.getAttribute('href')]);
  return out;
}

/**
 * Click until the control reacts: server-rendered buttons do nothing until React has hydrated.
 * `opened` must become visible within a short wait after each click.
 */
async function clickUntil(control: Locator, opened: Locator) {
  await expect(async () => {
    await control.click();
    await expect(opened).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('footers per region (widgets §2), wide screen', () => {
  test('global footer on the main host: About, download, user agreement, fee; copyright with the site name and year', async ({
    page,
  }) => {
    const problems = await watchForProblems(page);
    await page.goto(`${LOCAL}/`);
    expect(await footerLinks(page)).toEqual([
      ['About us', '/about-us'],
      ['Download the app', '/appdownload'],
      ['User agreement', '/user-agreement'],
      ['Fees', '/fee'],
    ]);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${YEAR} Meridian. All rights reserved.`);
    // Wide screens show no download button.
    await expect(page.getByRole('button', { name: 'Download the app' })).toBeHidden();
    await networkSettled(page);
    expect(problems).toEqual([]);
  });

  test('EU (/en-eu/): About, user agreement, fee, locale-prefixed; fee opens the stay-tuned notice instead of navigating', async ({
    page,
  }) => {
    await page.goto(`${mainHost(WEB)}/en-eu/`);
    expect(await footerLinks(page)).toEqual([
      ['About us', '/en-eu/about-us'],
      ['User agreement', '/en-eu/user-agreement'],
    ]);
    const fee = footerNav(page).getByRole('button', { name: 'Fees' });
    const notice = page.getByRole('dialog', { name: 'Stay tuned' });
    await clickUntil(fee, notice);
    await expect(notice).toContainText('This feature is not yet available on Meridian Europe');
    expect(new URL(page.url()).pathname).toBe('/en-eu/');
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(notice).toBeHidden();
    await expect(fee).toBeFocused();
  });

  test('UK (/en-uk/): the contacts page stands in for About (shell §2 "/page/contacts is the UK about page")', async ({
    page,
  }) => {
    await page.goto(`${mainHost(WEB)}/en-uk/`);
    expect(await footerLinks(page)).toEqual([
      ['Contact us', '/en-uk/page/contacts'],
      ['User agreement', '/en-uk/user-agreement'],
      ['Fees', '/en-uk/fee'],
    ]);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${YEAR} Meridian UK.`);
  });

  test('Japan (/en-jp/): its special copyright line', async ({ page }) => {
    const problems = await watchForProblems(page);
    await page.goto(`${LOCAL}/en-jp/`);
    expect(await footerLinks(page)).toEqual([
      ['About us', '/en-jp/about-us'],
      ['User agreement', '/en-jp/user-agreement'],
      ['Fees', '/en-jp/fee'],
    ]);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${YEAR} Meridian Japan Co., Ltd.`);
    await expect(footer).toContainText('registered with the Director-General of the Kanto Local Finance Bureau');
    await networkSettled(page);
    expect(problems).toEqual([]);
  });

  test('Turkey host: About and the app download page /mobileapp; no Declaration link for visitors', async ({
    page,
  }) => {
    await page.goto(`http://www.meridiantr.example:${WEB}/en/`);
    expect(await footerLinks(page)).toEqual([
      ['About us', '/en/about-us'],
      ['Download the app', '/en/mobileapp'],
    ]);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${YEAR} Meridian TR.`);
    // Turkish is the default locale there and has no prefix (checked by address: the Turkish
    // catalog is translated later).
    await page.goto(`http://www.meridiantr.example:${WEB}/`);
    const links = page.locator('footer nav a');
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toHaveAttribute('href', '/about-us');
    await expect(links.nth(1)).toHaveAttribute('href', '/mobileapp');
  });

  test('Hong Kong host: the download link only', async ({ page }) => {
    await page.goto(`http://www.meridian-hk.example:${WEB}/`);
    expect(await footerLinks(page)).toEqual([['Download the app', '/appdownload']]);
  });
});

test.describe('footer on a narrow screen (max-width 768px)', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('shows a download button instead of the links; the lazily loaded modal opens with focus inside and closes with Escape', async ({
    page,
  }) => {
    const modalChunks: string[] = [];
    page.on('request', (req) => {
      if (/footer-modals[^/]*\.js/.test(req.url())) modalChunks.push(req.url());
    });
    await page.goto(`${mainHost(WEB)}/`);
    await expect(footerNav(page)).toBeHidden();
    await expect(page.getByText(`© ${YEAR} Meridian.`)).toBeHidden();
    const button = page.getByRole('button', { name: 'Download the app' });
    await expect(button).toBeVisible();
    await networkSettled(page);
    // Not part of the first page load.
    expect(modalChunks).toEqual([]);

    const dialog = page.getByRole('dialog', { name: 'Get the Meridian app' });
    await clickUntil(button, dialog);
    expect(modalChunks.length).toBeGreaterThan(0);
    await expect(dialog.getByRole('link', { name: 'Go to the download page' })).toHaveAttribute('href', '/appdownload');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Focus stays inside: tabbing past the last control wraps to the first.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the close button and an outside click close it too', async ({ page }) => {
    await page.goto(`${mainHost(WEB)}/`);
    const button = page.getByRole('button', { name: 'Download the app' });
    const dialog = page.getByRole('dialog', { name: 'Get the Meridian app' });
    await clickUntil(button, dialog);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await button.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('on the EU site the download button opens the stay-tuned notice', async ({ page }) => {
    await page.goto(`${mainHost(WEB)}/en-eu/`);
    await clickUntil(
      page.getByRole('button', { name: 'Download the app' }),
      page.getByRole('dialog', { name: 'Stay tuned' }),
    );
  });

  test('right to left (Arabic): the dialog mirrors, close button on the inline end (left)', async ({ page }) => {
    await page.goto(`${mainHost(WEB)}/ar/`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const button = page.locator('.site-footer__download');
    const dialog = page.getByRole('dialog');
    await clickUntil(button, dialog);
    const close = await dialog.locator('.ui-dialog__close').boundingBox();
    const box = await dialog.boundingBox();
    expect(close && box && close.x - box.x).toBeLessThan((box?.width ?? 0) / 2);
  });
});

test.describe('site-switch bar (widgets §4)', () => {
  test.describe('behind a trusted proxy, visitor from the US', () => {
    test.use({ extraHTTPHeaders: { 'x-client-country': 'US' } });

    test('is server-rendered above the header with the US message', async ({ request }) => {
      const html = await (await request.get(`http://127.0.0.1:${TRUSTED_WEB}/`)).text();
      expect(html).toMatch(/data-testid="site-switch-bar"[^>]*data-target="us"/);
      expect(html.indexOf('data-testid="site-switch-bar"')).toBeLessThan(html.indexOf('<header'));
    });

    test('on the main host it suggests the US site; Switch Site sets lang=en-us and goes to /en-us/', async ({
      page,
      context,
    }) => {
      await page.goto(`${mainHost(TRUSTED_WEB)}/`);
      await acknowledgeRestrictedLocation(page);
      const bar = page.getByRole('region', { name: 'Regional site suggestion' });
      await expect(bar).toContainText(
        'It looks like you are in the United States. Meridian US is the site for customers in the United States.',
      );

      await expect(async () => {
        await bar.getByRole('button', { name: 'Switch Site' }).click();
        await page.waitForURL(`${mainHost(TRUSTED_WEB)}/en-us/`, { timeout: 2000 });
      }).toPass({ timeout: 15_000 });
      const lang = (await context.cookies()).find((c) => c.name === 'lang');
      expect(lang?.value).toBe('en-us');
      // On the US site a US visitor is where they should be.
      await expect(page.getByRole('region', { name: 'Regional site suggestion' })).toHaveCount(0);
    });

    test('the close button hides it', async ({ page }) => {
      await page.goto(`${mainHost(TRUSTED_WEB)}/`);
      await acknowledgeRestrictedLocation(page);
      const bar = page.getByRole('region', { name: 'Regional site suggestion' });
      await expect(async () => {
        await bar.getByRole('button', { name: 'Close' }).click();
        await expect(bar).toHaveCount(0, { timeout: 2000 });
      }).toPass({ timeout: 15_000 });
    });
  });

  test.describe('behind a trusted proxy, visitor from Brazil', () => {
    test.use({ extraHTTPHeaders: { 'x-client-country': 'BR' } });

    test('on the EU site it suggests the global site (widgets §8)', async ({ page }) => {
      await page.goto(`${mainHost(TRUSTED_WEB)}/en-eu/`);
      await expect(page.getByRole('region', { name: 'Regional site suggestion' })).toContainText(
        'It looks like you are outside Japan, the EU, the US, the UK, Australia and the UAE. Meridian, our global site',
      );
    });
  });

  test.describe('behind a trusted proxy, visitor from France (an EU member state)', () => {
    test.use({ extraHTTPHeaders: { 'x-client-country': 'FR' } });

    test('on the main site it suggests the EU site (shell §8 "between main, EU, …"); Switch Site goes to /en-eu/', async ({
      page,
      context,
    }) => {
      await page.goto(`${mainHost(TRUSTED_WEB)}/`);
      const bar = page.getByRole('region', { name: 'Regional site suggestion' });
      await expect(bar).toContainText(
        'It looks like you are in the European Union. Meridian Europe is the site for customers in the European Union.',
      );
      await expect(async () => {
        await bar.getByRole('button', { name: 'Switch Site' }).click();
        await page.waitForURL(`${mainHost(TRUSTED_WEB)}/en-eu/`, { timeout: 2000 });
      }).toPass({ timeout: 15_000 });
      expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en-eu');
      await expect(page.getByRole('region', { name: 'Regional site suggestion' })).toHaveCount(0);
    });
  });

  test.describe('a server that does not trust its proxy', () => {
    test.use({ extraHTTPHeaders: { 'x-client-country': 'US' } });

    test('ignores the country header: no bar', async ({ page }) => {
      await page.goto(`${mainHost(WEB)}/`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Regional site suggestion' })).toHaveCount(0);
    });
  });
});
