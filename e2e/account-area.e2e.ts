import { CSRF_COOKIE, CSRF_HEADER } from '@meridian/domain';
import { getHealth, postDevDeposit } from '@meridian/contracts';
import * as OTPAuth from 'otpauth';
import { createAccount, enrolTwoFactor } from './account-support';
import { expectNoSeriousAxeViolations } from './axe';
import { demoAccount, expect, test } from './fixtures';
import type { APIRequestContext, Page } from './test';

// Issue 16 (account area), in Chromium: the /myaccount pages of a logged-in demo user, axe-clean,
// with the side menu at the spec's widths; a visitor is sent to log in; the deposit page shows the
// address of each network and the deposits credited.

const sideMenu = (page: Page) => page.getByTestId('account-side-menu');
const FUND_PASSWORD = 'funds-e2e-2026';
/** A well-formed TRON address (base58check, T…). */
const TRON_ADDRESS = 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW';

/** The development deposit (mounted beside the dev outbox): no chain is connected here. */
async function devDeposit(
  request: APIRequestContext,
  baseURL: string,
  deposit: { email: string; coin: string; network: string; amount: string },
) {
  const origin = new URL(baseURL).origin;
  await request.get(`${origin}${getHealth.path}`);
  const csrf = (await request.storageState()).cookies.find((c) => c.name === CSRF_COOKIE)?.value ?? '';
  const res = await request.post(`${origin}${postDevDeposit.path}`, {
    form: deposit,
    headers: { [CSRF_HEADER]: csrf },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('a visitor', () => {
  test('is sent to log in from an account page, with the way back', async ({ page }) => {
    await page.goto('/myaccount/deposit/USDT');
    await expect(page).toHaveURL(/\/login\?return_to=%2Fmyaccount%2Fdeposit%2FUSDT$/);
  });
});

test.describe('the account pages of a logged-in user', () => {
  test.use({ demoAccount: 'kyc-2' });

  const PAGES = [
    { path: '/myaccount', testId: 'account-overview', item: 'overview' },
    { path: '/myaccount/deposit/USDT', testId: 'deposit-page', item: 'deposit' },
    { path: '/myaccount/kyc_home', testId: 'kyc-home', item: 'kycHome' },
    { path: '/myaccount/security', testId: 'security-page', item: 'security' },
    { path: '/myaccount/totp', testId: 'totp-page', item: 'security' },
    { path: '/myaccount/deposit_gatecode', testId: 'deposit-code-page', item: 'depositCode' },
    { path: '/myaccount/withdraw/USDT', testId: 'withdraw-page', item: 'withdraw' },
    { path: '/myaccount/fundpass_setup', testId: 'fundpass-setup-page', item: 'fundPassword' },
    { path: '/myaccount/tickets', testId: 'support-tickets-page', item: 'tickets' },
    { path: '/myaccount/profile/sub-account-manage', testId: 'sub-accounts-page', item: 'subAccounts' },
  ] as const;

  for (const { path, testId, item } of PAGES) {
    test(`${path}: the page in the side menu's frame, its item marked, axe-clean (English and Arabic)`, async ({
      page,
    }) => {
      for (const prefix of ['', '/ar']) {
        await page.goto(`${prefix}${path}`);
        await expect(page.getByTestId(testId)).toBeVisible();
        await expect(sideMenu(page).getByTestId(`account-menu-${item}`)).toHaveAttribute('aria-current', 'page');
        await expectNoSeriousAxeViolations(page, `${prefix}${path}`);
      }
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    });
  }

  test('the side menu: 300 px wide, 104 px collapsed below 1439 px, a dropdown below 992 px (widgets §2)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/myaccount');
    const menu = sideMenu(page);
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(300);
    await page.setViewportSize({ width: 1300, height: 900 });
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(104);
    await page.setViewportSize({ width: 900, height: 900 });
    const toggle = page.getByTestId('account-menu-dropdown');
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByTestId('account-menu-overview')).toBeVisible();
  });

  test('deposit: each network has its own address; a credited deposit is in the history', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/myaccount/deposit/USDT');
    const address = page.getByTestId('deposit-address-card').getByRole('textbox').first();
    await page.getByTestId('deposit-network-TRC20').click();
    await expect(page).toHaveURL(/network=TRC20/);
    const tron = await address.inputValue();
    expect(tron).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await page.getByTestId('deposit-network-ERC20').click();
    await expect(page).toHaveURL(/network=ERC20/);
    await expect(address).not.toHaveValue(tron);
    expect(await address.inputValue()).toMatch(/^0x[0-9a-fA-F]{40}$/);

    const amount = `${(Math.floor(Math.random() * 9000) + 1000).toString()}.5`;
    await devDeposit(request, baseURL ?? '', {
      email: demoAccount('kyc-2').email,
      coin: 'USDT',
      network: 'ERC20',
      amount,
    });
    await page.reload();
    await expect(page.getByTestId('deposit-history')).toContainText(Number(amount).toLocaleString('en-US'));
  });
});

/**
 * TOTP codes for a test that needs several after turning two-factor on: the API takes each 30-second
 * step once, none before the last one used, and one step of drift, so the next code is the step
 * after the last, waited for when it is more than one step ahead of the clock.
 */
function authenticator(secret: string) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  const stepNow = () => Math.floor(Date.now() / 30_000);
  // Enrolment used the current step.
  let last = stepNow();
  return async (page: Page): Promise<string> => {
    const step = last + 1;
    while (step > stepNow() + 1) await page.waitForTimeout(1_000);
    last = step;
    return totp.generate({ timestamp: step * 30_000 + 1_000 });
  };
}

test.describe('money leaves and moves (issue 16 "Done when")', () => {
  test('a new user sets a fund password, makes it asked every time with the authenticator code, withdraws with it and cancels; transfers spot → futures and to a sub-account through the panels', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const account = await createAccount(page, request, 'funds');
    const { secret } = await enrolTwoFactor(page);
    const code = authenticator(secret);
    await devDeposit(request, baseURL ?? '', { email: account.email, coin: 'USDT', network: 'TRC20', amount: '500' });

    // The fund password, the first time: with the log-in password and the authenticator code.
    await page.goto('/myaccount/fundpass_setup');
    await page.getByTestId('fundpass-new').fill(FUND_PASSWORD);
    await page.getByTestId('fundpass-confirm').fill(FUND_PASSWORD);
    await page.getByTestId('fundpass-password').fill(account.password);
    await page.getByTestId('fundpass-totp').fill(await code(page));
    await page.getByTestId('fundpass-submit').click();
    await expect(page.getByTestId('fundpass-done')).toBeVisible();

    // widgets §2 validity modal: '2' (every time), confirmed with the fund password and the code.
    await page.getByTestId('fundpass-validity-change').click();
    const validity = page.getByTestId('fund-password-validity-modal');
    await expect(validity).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'validity modal', { include: '[role="dialog"]' });
    await validity.getByTestId('validity-choice-2').check();
    await validity.getByTestId('validity-fundpass').fill(FUND_PASSWORD);
    await validity.getByTestId('validity-totp').fill(await code(page));
    await validity.getByTestId('validity-submit').click();
    await expect(validity).toHaveCount(0);
    await expect(page.getByTestId('fundpass-validity')).toContainText('Every time');

    // A withdrawal: the fund password is asked (every time), then it is pending and its amount
    // and fee are held.
    await page.goto('/myaccount/withdraw/USDT');
    await expect(page.getByTestId('withdraw-available')).toContainText('500');
    await page.locator('input[type="radio"][value="TRC20"]').check();
    await page.getByLabel('Withdrawal address').fill(TRON_ADDRESS);
    await page.getByTestId('withdraw-form').getByLabel('Amount', { exact: true }).fill('100');
    await page.getByLabel('Authenticator code').fill(await code(page));
    await page.getByTestId('withdraw-form').getByRole('button', { name: 'Withdraw' }).click();
    const asked = page.getByTestId('fund-password-modal');
    await expect(asked).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'fund-password modal', { include: '[role="dialog"]' });
    await expect(asked.getByTestId('fund-password-confirm')).toBeDisabled();
    await asked.getByTestId('fund-password-input').fill(FUND_PASSWORD);
    await asked.getByTestId('fund-password-confirm').click();
    await expect(asked).toHaveCount(0);
    await expect(page.getByTestId('withdraw-outcome')).toContainText('It is pending');
    const table = page.getByTestId('withdrawals-table');
    await expect(table).toContainText('Pending');
    await expect(page.getByTestId('withdraw-available')).not.toContainText('500');
    await expectNoSeriousAxeViolations(page, 'withdraw page after a withdrawal');
    await table.getByRole('button', { name: /^Cancel the withdrawal/ }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByTestId('withdrawal-cancel-outcome')).toContainText('available again');
    await expect(table).toContainText('Cancelled');
    await expect(page.getByTestId('withdraw-available')).toContainText('500');

    // Transfers through the micro-app panels (widgets §4 "Transfer panels", §7 under /cdn/fe/static):
    // spot → futures on the overview, then a new sub-account funded from the master panel.
    await page.goto('/myaccount');
    await expect(page.getByTestId('balance-USDT')).toContainText('500');
    const funds = page.frameLocator('iframe[title="Transfer between your spot and futures wallets"]');
    await expect(funds.getByLabel('From', { exact: true })).toHaveValue('spot');
    await expect(funds.getByLabel('To', { exact: true })).toHaveValue('futures');
    await funds.getByLabel('Amount', { exact: true }).fill('120');
    await funds.getByTestId('transfer-submit').click();
    await expect(funds.getByTestId('transfer-done')).toContainText('120');
    // The page reads its balances again when the panel says a transfer was made.
    await expect(page.getByTestId('balance-USDT')).toContainText('380');
    await expectNoSeriousAxeViolations(page, 'overview with the funds-transfer panel');

    await page.goto('/myaccount/profile/sub-account-manage');
    await expect(page.getByTestId('balances-futures-USDT')).toContainText('120');
    await page.getByTestId('sub-account-nickname').fill(`sub${Date.now().toString(36).slice(-5)}`);
    await page.getByTestId('sub-account-create').click();
    await expect(page.getByTestId('sub-account-created')).toBeVisible();
    const master = page.frameLocator('iframe[title="Transfer between your main account and sub-accounts"]');
    // The panel re-reads its list when a sub-account is opened.
    await expect(master.getByLabel('Sub-account', { exact: true }).locator('option')).toHaveCount(2);
    await master.getByLabel('Sub-account', { exact: true }).selectOption({ index: 1 });
    await master.getByLabel('Direction', { exact: true }).selectOption('to_sub');
    await master.getByLabel('Amount', { exact: true }).fill('80');
    await master.getByTestId('transfer-submit').click();
    // The fund password is asked every time (set above): the page's own modal asks for it.
    const askedAgain = page.getByTestId('fund-password-modal');
    await expect(askedAgain).toBeVisible();
    await askedAgain.getByTestId('fund-password-input').fill(FUND_PASSWORD);
    await askedAgain.getByTestId('fund-password-confirm').click();
    await expect(askedAgain).toHaveCount(0);
    await expect(master.getByTestId('transfer-done')).toContainText('80');
    await expect(page.getByTestId('balances-spot-USDT')).toContainText('300');
    await expectNoSeriousAxeViolations(page, 'sub-account page');
  });
});
