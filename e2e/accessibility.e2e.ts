import { localeDirection, localizePath, type Locale, MAIN_HOST, type SiteConfig } from '@meridian/domain';
import { expect, type Locator, type Page, test } from './test';
import { axeViolations, expectNoSeriousAxeViolations } from './axe';
import { E2E_PORTS } from './ports';
import { drawn, hydrated, localeOf, REGISTRATION_FRAME, siteByKey, sitePages, unknownRoutes } from './route-table';

// Every page of the route table, on the main site in English (light and dark themes) and on the
// UAE site in Arabic (right to left), checked with axe-core; then the dialogs: registration (log
// in, sign up) and the footer's (download, stay tuned).

const port = E2E_PORTS.web;
/** Every `*.example` host resolves to this machine in the test browser (scripts/chromium.mjs). */
const onMainHost = (path: string) => `http://${MAIN_HOST}:${port}${path}`;

/** Open a page and check what it answered: status, language, direction and theme. */
async function openPage(page: Page, url: string, status: number, locale: Locale, theme: 'light' | 'dark') {
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(status);
  await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
  await expect(page.locator('html')).toHaveAttribute('dir', localeDirection(locale));
  await expect(page.locator('body')).toHaveClass(new RegExp(`theme-${theme}`));
  // The page as its script leaves it, the registration micro-app drawn on /login and /signup.
  await drawn(page);
}

const CHECKED: readonly { site: SiteConfig; locale: Locale; theme: 'light' | 'dark' }[] = [
  { site: siteByKey('main'), locale: localeOf(siteByKey('main'), ''), theme: 'light' },
  { site: siteByKey('main'), locale: localeOf(siteByKey('main'), ''), theme: 'dark' },
  { site: siteByKey('uae'), locale: localeOf(siteByKey('uae'), 'ar-dubai'), theme: 'light' },
];

for (const { site, locale, theme } of CHECKED) {
  test.describe(`${site.key} /${locale.prefix} (${localeDirection(locale)}), ${theme} theme`, () => {
    test.beforeEach(async ({ context }) => {
      if (theme === 'dark') await context.addCookies([{ name: 'dark', value: '1', url: onMainHost('/') }]);
    });

    for (const { path, status } of sitePages(site)) {
      const url = onMainHost(localizePath(locale.prefix, path));
      test(`${localizePath(locale.prefix, path)}`, async ({ page }) => {
        await openPage(page, url, status, locale, theme);
        await expectNoSeriousAxeViolations(page, `${site.key} ${localizePath(locale.prefix, path)} (${theme})`);
      });
    }
  });
}

test('every route of the table is checked (a route with parameters needs its pages listed in sitePages)', () => {
  expect(unknownRoutes()).toEqual([]);
});

test('the route table gives each checked site its pages (the list is not empty or partial)', () => {
  const paths = (key: string) => sitePages(siteByKey(key)).map((p) => p.path);
  // Spot checks of site page routing, so a broken derivation cannot silently check fewer pages.
  expect(paths('main')).toEqual(
    expect.arrayContaining([
      '/',
      '/user-agreement',
      '/privacy-policy',
      '/about-us',
      '/fee',
      '/appdownload',
      '/login',
      '/signup',
      '/no-such-page',
    ]),
  );
  expect(paths('main')).not.toContain('/page/contacts');
  expect(paths('uae')).toEqual(expect.arrayContaining(['/legal/privacy-and-cookie-policy', '/appdownload']));
  expect(paths('uae')).not.toContain('/privacy-policy');
});

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

test.describe('dialogs', () => {
  for (const [type, heading] of [
    ['Log in', 'Log in'],
    ['Sign up', 'Create an account'],
  ] as const) {
    test(`registration dialog: ${type}`, async ({ page }) => {
      await page.goto(onMainHost('/'));
      const link = page.getByTestId('account-header').getByRole('link', { name: type, exact: true });
      // Before hydration the link goes to the /login or /signup page instead of opening the dialog.
      await hydrated(link);
      await link.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
      // The micro-app has drawn itself in its frame.
      await expect(page.frameLocator(REGISTRATION_FRAME).getByTestId('registration-app')).toBeVisible();
      await expectNoSeriousAxeViolations(page, `registration dialog (${type})`);
    });
  }

  test.describe('footer, narrow screen', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('download dialog', async ({ page }) => {
      await page.goto(onMainHost('/'));
      const dialog = page.getByRole('dialog', { name: 'Get the Meridian app' });
      await clickUntil(page.getByRole('button', { name: 'Download the app' }), dialog);
      await expectNoSeriousAxeViolations(page, 'footer download dialog');
    });

    test('stay-tuned dialog (EU), dark theme', async ({ page, context }) => {
      await context.addCookies([{ name: 'dark', value: '1', url: onMainHost('/') }]);
      await page.goto(onMainHost('/en-eu/'));
      const dialog = page.getByRole('dialog', { name: 'Stay tuned' });
      await clickUntil(page.getByRole('button', { name: 'Download the app' }), dialog);
      await expectNoSeriousAxeViolations(page, 'footer stay-tuned dialog');
    });
  });

  test.describe('footer, narrow screen, Arabic (UAE)', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('download dialog', async ({ page }) => {
      await page.goto(onMainHost('/ar-dubai/'));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const dialog = page.getByRole('dialog');
      await clickUntil(page.locator('.site-footer__download'), dialog);
      await expectNoSeriousAxeViolations(page, 'footer download dialog (ar-dubai)');
    });
  });

  test('stay-tuned dialog (EU fee link), wide screen', async ({ page }) => {
    await page.goto(onMainHost('/en-eu/'));
    const dialog = page.getByRole('dialog', { name: 'Stay tuned' });
    await clickUntil(page.getByRole('contentinfo').getByRole('button', { name: 'Fees' }), dialog);
    await expectNoSeriousAxeViolations(page, 'footer stay-tuned dialog (wide)');
  });
});

test.describe('page states', () => {
  test('language menu open', async ({ page }) => {
    await page.goto(onMainHost('/'));
    const menu = page.getByTestId('language-menu');
    await menu.locator('summary').click();
    await expect(menu.getByRole('link').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'language menu open');
  });

  test.describe('site-switch bar (a US visitor behind the trusted proxy)', () => {
    test.use({ extraHTTPHeaders: { 'x-client-country': 'US' } });

    for (const theme of ['light', 'dark'] as const) {
      test(`${theme} theme`, async ({ page, context }) => {
        const origin = `http://${MAIN_HOST}:${E2E_PORTS.webTrustedProxy}`;
        if (theme === 'dark') await context.addCookies([{ name: 'dark', value: '1', url: origin }]);
        await page.goto(`${origin}/`);
        // The main site does not serve the US (shell §8): its notice first, checked on its own.
        const restricted = page.getByTestId('region-notice-restricted-location');
        await expect(restricted).toBeVisible();
        await expectNoSeriousAxeViolations(page, `restricted-location notice (${theme})`);
        await restricted.getByRole('button', { name: 'I Got it' }).click();
        await expect(page.getByRole('region', { name: 'Regional site suggestion' })).toBeVisible();
        await expectNoSeriousAxeViolations(page, `site-switch bar (${theme})`);
      });
    }
  });

  test('request error toast (API down)', async ({ page }) => {
    await page.goto(`http://${MAIN_HOST}:${E2E_PORTS.webDeadApi}/login`);
    await expect(page.getByTestId('toast-region')).not.toBeEmpty();
    await expectNoSeriousAxeViolations(page, 'request error toast');
  });

  // README "Demo accounts": vip-5 has KYC, VIP and funds, so every badge of the header shows.
  for (const theme of ['light', 'dark'] as const) {
    test(`logged-in header and account menu, ${theme} theme`, async ({ page, context }) => {
      if (theme === 'dark') await context.addCookies([{ name: 'dark', value: '1', url: onMainHost('/') }]);
      await page.goto(onMainHost('/login'));
      const frame = page.frameLocator(REGISTRATION_FRAME);
      await frame.getByLabel('E-mail or phone number').fill('vip-5@meridian.example');
      await frame.getByLabel('Password', { exact: true }).fill('meridian-demo-2024');
      await frame.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect(page.getByTestId('vip-badge')).toBeVisible();
      await expectNoSeriousAxeViolations(page, `logged-in header (${theme})`);
      const menu = page.getByTestId('account-menu');
      await menu.locator('summary').click();
      await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, `account menu open (${theme})`);
    });
  }
});

test.describe('the check itself', () => {
  test('fails on a serious violation, naming the rule, impact, element and help page', async ({ page }) => {
    await page.goto(onMainHost('/'));
    // Hydration would drop elements added before it (they are not in the server's HTML).
    await hydrated(page.getByTestId('theme-toggle'));
    // A button with no name and grey-on-white text: a critical and a serious violation.
    await page.evaluate(() => {
      const main = document.querySelector('main');
      const unnamed = document.createElement('button');
      unnamed.id = 'axe-probe-unnamed';
      const pale = document.createElement('p');
      pale.id = 'axe-probe-pale';
      pale.textContent = 'Pale text';
      pale.style.color = '#bbbbbb';
      pale.style.background = '#ffffff';
      main?.append(unnamed, pale);
    });
    const violations = await axeViolations(page);
    expect(violations.map((v) => [v.id, v.impact])).toEqual(
      expect.arrayContaining([
        ['button-name', 'critical'],
        ['color-contrast', 'serious'],
      ]),
    );
    const error = await expectNoSeriousAxeViolations(page, 'probe').then(
      () => null,
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    expect(error).toContain('[critical] button-name: Buttons must have discernible text');
    expect(error).toContain('#axe-probe-unnamed');
    expect(error).toContain('[serious] color-contrast');
    expect(error).toContain('#axe-probe-pale');
    expect(error).toMatch(/https:\/\/dequeuniversity\.com\/rules\/axe\/[\d.]+\/button-name/);
  });

  test('looks inside the registration frame', async ({ page }) => {
    await page.goto(onMainHost('/login'));
    const frame = page.frameLocator(REGISTRATION_FRAME);
    await expect(frame.getByTestId('registration-app')).toBeVisible();
    await frame.locator('body').evaluate((body) => {
      const unnamed = document.createElement('button');
      unnamed.id = 'axe-probe-in-frame';
      body.append(unnamed);
    });
    const violations = await axeViolations(page);
    // A target inside a frame is the frame's selector, then the element's selector in the frame.
    const targets = violations.filter((v) => v.id === 'button-name').flatMap((v) => v.nodes.map((n) => n.target));
    expect(targets).toHaveLength(1);
    const [frameSelector, element] = targets[0] ?? [];
    expect(await page.locator(String(frameSelector)).getAttribute('data-testid')).toBe('registration-frame');
    expect(element).toBe('#axe-probe-in-frame');
  });
});

test.describe('phone header menu (issue 8)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/ar-dubai/']) {
    test(`drawer open at 390 px: ${path}`, async ({ page }) => {
      await page.goto(onMainHost(path));
      const button = page.getByTestId('menu-button');
      await hydrated(button);
      await button.click();
      await expect(page.getByTestId('site-menu')).toBeVisible();
      await expectNoSeriousAxeViolations(page, `phone menu drawer ${path}`);
    });
  }
});
