import { randomUUID } from 'node:crypto';
import { REQUEST_ERROR_MESSAGE } from '@meridian/domain';
import { type BrowserContext, expect, test } from './test';
import {
  answerTwoFactor,
  confirmEmail,
  dialog,
  enrolTwoFactor,
  expectLoggedInAs,
  FRAME,
  header,
  logInWithPassword,
  logOut,
  newPassword,
  nextTotpCode,
  openFromHeader,
  registrationFrame,
  submitSignUp,
  uniqueEmail,
} from './account-support';
import { watchForProblems } from './browser-problems';
import { hydrated, networkSettled } from './route-table';
import { E2E_PORTS, originOf } from './ports';

// Session, the registration micro-app and the header's account area (shell §4 Session and
// Registration modal, §6, §7, §8; issue 4). Runs against the built server with a fresh embedded
// database (port 4310) and the one whose API is down (4311). A sign-up opens no session: the
// account opens from the link of its confirmation message, read here from the development outbox
// (the flows around it: account-flows.e2e.ts).

/** README "Demo accounts": one password for all; vip-5 holds large balances, sub-managed is a managed sub-account. */
const DEMO_PASSWORD = 'meridian-demo-2024';
const DEMO_RICH = { email: 'vip-5@meridian.example', nickname: 'vip-5' };
const DEMO_SUB = { email: 'sub-managed@meridian.example', nickname: 'sub-managed' };

const MICRO_APP_PATH = '/micro-apps/registration/';

/** Console noise that is no problem here: an API that answers 400/401/429/502 on purpose. */
const EXPECTED_HTTP_ERRORS = [/^Failed to load resource: the server responded with a status of (400|401|429|502)/];

test.describe('registration micro-app', () => {
  test('is absent from the first page load and loads only when the visitor opens it', async ({ page }) => {
    const problems = await watchForProblems(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await hydrated(header(page).getByRole('link', { name: 'Log in', exact: true }));
    await networkSettled(page);
    await expect(header(page)).toHaveAttribute('data-status', 'logged-out');
    expect(requested.filter((path) => path.startsWith(MICRO_APP_PATH))).toEqual([]);

    await openFromHeader(page, 'Log in');
    const microApp = requested.filter((path) => path.startsWith(MICRO_APP_PATH));
    expect(microApp).toContain(MICRO_APP_PATH);
    expect(microApp.some((path) => /\/assets\/.+\.js$/.test(path))).toBe(true);
    // Its English catalog is a chunk of its own.
    expect(microApp.some((path) => /\/assets\/account-.+\.js$/.test(path))).toBe(true);
    expect(problems).toEqual([]);
  });

  test('passes the channel, theme and language, offers the site’s third-party logins, and closes with Escape', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'dark', value: '1', url: originOf(E2E_PORTS.web) }]);
    await page.goto('/cn/?ch=e2e_channel&ref_uid=E2EREF');
    await page.getByTestId('account-header').getByRole('link', { name: '注册' }).click();
    const src = (await page.locator(FRAME).getAttribute('src')) ?? '';
    const query = new URL(src, 'http://x').searchParams;
    expect(query.get('type')).toBe('signup');
    expect(query.get('ch')).toBe('e2e_channel');
    expect(query.get('ref_uid')).toBe('E2EREF');
    expect(query.get('lang')).toBe('zh');
    expect(query.get('theme')).toBe('dark');
    const frame = registrationFrame(page);
    // Its own Chinese catalog, its dark theme, the referrer filled in.
    await expect(frame.getByRole('button', { name: '创建账户' })).toBeVisible();
    await expect(frame.locator('body')).toHaveClass(/theme-dark/);
    await expect(frame.getByLabel('推荐人 ID（可选）')).toHaveValue('E2EREF');
    // shell §3 authorizedLogin: the main site allows google, metamask and apple; no provider is reachable here.
    const providers = frame.getByTestId('third-party-logins').getByRole('button');
    await expect(providers).toHaveCount(3);
    await frame.getByRole('button', { name: '使用 Google 继续' }).click();
    await expect(frame.getByTestId('provider-notice')).toContainText('Google');

    // Escape inside the frame closes the dialog (key presses do not cross frames: relayed).
    await frame.getByRole('button', { name: '创建账户' }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });

  test('/login and /signup render the micro-app as the page, with ch and ref_uid', async ({ page }) => {
    await page.goto('/signup?ch=landing&ref_uid=ABC123');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    const frame = registrationFrame(page);
    await expect(frame.getByRole('button', { name: 'Create account' })).toBeVisible();
    // The frame is in the server's HTML, so it may speak before the page hydrates: the page asks
    // again, learns its height and shows it.
    await expect(page.locator('.registration-frame')).toHaveAttribute('data-ready', 'true');
    await expect(frame.getByLabel('Referrer ID (optional)')).toHaveValue('ABC123');
    expect(await page.locator(FRAME).getAttribute('src')).toContain('ch=landing');
    // A page, not a dialog: nothing to dismiss.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(frame.getByRole('button', { name: 'Create account' })).toBeVisible();

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(registrationFrame(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('session and header', () => {
  test('sign up, confirm the address, enrol 2FA, log out, log in with 2FA, log out', async ({ page, request }) => {
    test.setTimeout(90_000);
    const problems = await watchForProblems(page, EXPECTED_HTTP_ERRORS);
    const email = uniqueEmail('2fa');
    const password = newPassword();
    const nickname = `e2e${randomUUID().slice(0, 6)}`;
    await page.goto('/?ch=e2e');

    await submitSignUp(page, email, password, nickname);
    // No session yet: the account opens from the message's link.
    await expect(dialog(page).getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(registrationFrame(page).getByTestId('check-email-sent')).toContainText(email);
    await expect(header(page)).toHaveAttribute('data-status', 'logged-out');
    await confirmEmail(page, request, email);
    await expectLoggedInAs(page, nickname);
    // A new account: no KYC, no VIP, not a sub-account, nothing held.
    await expect(page.getByTestId('kyc-badge')).toHaveText('Unverified');
    await expect(page.getByTestId('sub-account-marker')).toHaveCount(0);
    // shell §2: the header's Deposit button opens the fund-wallet drawer, whose first way is the
    // on-chain deposit page; Escape closes it.
    await page.getByTestId('deposit-button').click();
    const drawer = page.getByTestId('fund-wallet-drawer');
    await expect(drawer.getByRole('link').first()).toHaveAttribute('href', '/myaccount/deposit/USDT');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    // Enrol two-factor authentication from the account menu's Security panel.
    const { secret } = await enrolTwoFactor(page);

    await logOut(page);

    // The password alone is not enough any more: the 2FA step follows.
    await logInWithPassword(page, email, password);
    await answerTwoFactor(page, '000000');
    const frame = registrationFrame(page);
    await expect(frame.getByTestId('form-error')).toContainText('That code is not right');
    await frame.getByLabel('Verification code').fill(nextTotpCode(secret));
    await frame.getByRole('button', { name: 'Verify' }).click();
    await expectLoggedInAs(page, nickname);

    await logOut(page);
    expect(problems).toEqual([]);
  });

  test('a demo user with balances: nickname, badges and non-zero funds on the first paint', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    const frame = registrationFrame(page);
    await frame.getByLabel('E-mail or phone number').fill(DEMO_RICH.email);
    await frame.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await frame.getByRole('button', { name: 'Log in' }).click();
    // Signed in on /login: the home page, loaded afresh.
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTestId('account-nickname')).toHaveText(DEMO_RICH.nickname);
    const usd = page.getByTestId('total-funds-usd');
    expect(Number(await usd.getAttribute('data-value'))).toBeGreaterThan(0);
    await expect(usd).toHaveText(/^\$[\d,]+\.\d\d$/);
    expect(Number(await page.getByTestId('total-funds-btc').getAttribute('data-value'))).toBeGreaterThan(0);
    await expect(page.getByTestId('total-funds-btc')).toHaveText(/^≈ [\d,.]+ BTC$/);
    await expect(page.getByTestId('vip-badge')).toHaveText('VIP 5');
    await expect(page.getByTestId('kyc-badge')).toHaveText('Identity level 3');

    // No flash: the server's HTML already has the logged-in header.
    const html = await (await context.request.get('/')).text();
    expect(html).toContain('data-status="logged-in"');
    expect(html).toContain(`data-testid="account-nickname">${DEMO_RICH.nickname}<`);
    expect(html).not.toContain('href="/login"');

    await logOut(page);
    // shell §4: without the uid and nickname cookies, no user info is asked for at all.
    const cookies = await context.cookies();
    expect(cookies.some((c) => c.name === 'uid' || c.name === 'nickname')).toBe(false);
  });

  test('a sub-account carries its marker', async ({ page }) => {
    await page.goto('/login');
    const frame = registrationFrame(page);
    await frame.getByLabel('E-mail or phone number').fill(DEMO_SUB.email);
    await frame.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await frame.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTestId('sub-account-marker')).toHaveText('Managed sub-account');
    await logOut(page);
  });

  test('a burst of wrong passwords locks the account with a clear message', async ({ page, request }) => {
    // Many page loads and round trips: more than the default 30 s on a slow or busy two-core machine.
    test.setTimeout(60_000);
    const email = uniqueEmail('lock');
    const password = newPassword();
    await page.goto('/');
    await submitSignUp(page, email, password, 'locktest');
    await expect(registrationFrame(page).getByTestId('check-email')).toBeVisible();
    await confirmEmail(page, request, email);
    await expectLoggedInAs(page, 'locktest');
    await logOut(page);

    await openFromHeader(page, 'Log in');
    const frame = registrationFrame(page);
    const error = frame.getByTestId('form-error');
    await frame.getByLabel('E-mail or phone number').fill(email);
    await frame.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await frame.getByRole('button', { name: 'Log in' }).click();
    await expect(error).toHaveText('The account or password is incorrect.');
    // The API locks an account after a handful of wrong passwords (apps/api AUTH_POLICY).
    for (let attempt = 2; attempt <= 8; attempt++) {
      await frame.getByLabel('Password', { exact: true }).fill(`wrong-password-${attempt}`);
      await frame.getByRole('button', { name: 'Log in' }).click();
      await expect(frame.getByRole('button', { name: 'Log in' })).toBeEnabled();
      if ((await error.textContent())?.startsWith('Too many failed attempts')) break;
    }
    await expect(error).toHaveText('Too many failed attempts: this account is locked for now. Please try again later.');
    // Locked means locked: the right password is refused too.
    await frame.getByLabel('Password', { exact: true }).fill(password);
    await frame.getByRole('button', { name: 'Log in' }).click();
    await expect(error).toHaveText(/^Too many failed attempts/);
    await expect(header(page)).toHaveAttribute('data-status', 'logged-out');
  });
});

test.describe('with the API down', () => {
  const web = originOf(E2E_PORTS.webDeadApi);

  async function withLoginCookies(context: BrowserContext) {
    await context.addCookies([
      { name: 'uid', value: '10000015', url: web },
      { name: 'nickname', value: 'vip-5', url: web },
    ]);
  }

  test('pages render logged out with the defaults, even with the login cookies', async ({ page, context }) => {
    await withLoginCookies(context);
    for (const path of ['/', '/login', '/signup', '/fee']) {
      const res = await page.goto(`${web}${path}`);
      expect(res?.status(), path).toBe(200);
      await expect(header(page), path).toHaveAttribute('data-status', 'logged-out');
      await expect(page.getByTestId('account-nickname')).toHaveCount(0);
    }
  });

  test('opening the micro-app shows the Chinese request error, and a submit says the service is unreachable', async ({
    page,
    context,
  }) => {
    await withLoginCookies(context);
    await page.goto(`${web}/`);
    await openFromHeader(page, 'Log in');
    // Its csrf GET on the 20 s client failed: shell §8 message in the page's toast region.
    await expect(page.getByTestId('toast-region')).toContainText(REQUEST_ERROR_MESSAGE);
    expect(REQUEST_ERROR_MESSAGE).toBe('请求数据错误，请稍后再试');
    const frame = registrationFrame(page);
    await frame.getByLabel('E-mail or phone number').fill(DEMO_RICH.email);
    await frame.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await frame.getByRole('button', { name: 'Log in' }).click();
    await expect(frame.getByTestId('form-error')).toHaveText(
      'The service is not reachable right now. Please try again later.',
    );
  });

  test('the /login page shows the same message, even when its frame failed before the page hydrated', async ({
    page,
  }) => {
    await page.goto(`${web}/login`);
    await expect(page.getByTestId('toast-region')).toContainText(REQUEST_ERROR_MESSAGE);
    await expect(registrationFrame(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
