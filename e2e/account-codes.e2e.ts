import { CSRF_COOKIE, CSRF_HEADER } from '@meridian/domain';
import { getHealth, postDevDeposit } from '@meridian/contracts';
import { createAccount, fillLogIn, registrationFrame } from './account-support';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO_PASSWORD } from '../apps/api/src/db/demo-accounts';
import { demoAccount, expect, logInContext, test } from './fixtures';
import type { APIRequestContext, Page } from './test';

// Issue 16 in Chromium: deposit codes between two accounts (decision 0061), the two-factor page,
// and the log-in page's way back to the account page that sent the visitor.

const FUND_PASSWORD = 'codes-e2e-2026';

/** The development deposit (mounted beside the dev outbox): no chain is connected here. */
async function devDeposit(request: APIRequestContext, baseURL: string, email: string, amount: string) {
  const origin = new URL(baseURL).origin;
  await request.get(`${origin}${getHealth.path}`);
  const csrf = (await request.storageState()).cookies.find((c) => c.name === CSRF_COOKIE)?.value ?? '';
  const res = await request.post(`${origin}${postDevDeposit.path}`, {
    form: { email, coin: 'USDT', network: 'TRC20', amount },
    headers: { [CSRF_HEADER]: csrf },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The spot USDT of the page's account, as the code form shows it ("Available: 1,234.5 USDT"). */
async function availableUsdt(page: Page): Promise<number> {
  const text = (await page.getByTestId('deposit-code-available').textContent()) ?? '';
  const match = /([\d,.]+)\s*USDT/.exec(text);
  if (!match?.[1]) throw new Error(`no USDT amount in "${text}"`);
  return Number(match[1].replaceAll(',', ''));
}

test.describe('log-in returns to the page that asked for it (issue 16 item 5)', () => {
  test('an account page → log in → back on that page; a foreign return_to goes home', async ({ page }) => {
    const kyc2 = demoAccount('kyc-2');
    await page.goto('/myaccount/deposit/USDT');
    await expect(page).toHaveURL(/\/login\?return_to=%2Fmyaccount%2Fdeposit%2FUSDT$/);
    await fillLogIn(page, kyc2.email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/myaccount/deposit/USDT');
    await expect(page.getByTestId('deposit-page')).toBeVisible();

    await page.context().clearCookies();
    await page.goto('/login?return_to=%2F%2Fevil.example%2Fsteal');
    await expect(registrationFrame(page).getByRole('button', { name: 'Log in' })).toBeVisible();
    await fillLogIn(page, kyc2.email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).host).not.toContain('evil.example');
  });
});

test.describe('deposit codes (/myaccount/deposit_gatecode)', () => {
  test('one account makes a code from its spot balance, another redeems it once; the history shows it redeemed', async ({
    page,
    request,
    baseURL,
    browser,
  }) => {
    test.setTimeout(180_000);
    const giver = await createAccount(page, request, 'code-giver');
    await devDeposit(request, baseURL ?? '', giver.email, '300');
    await page.goto('/myaccount/fundpass_setup');
    await page.getByTestId('fundpass-new').fill(FUND_PASSWORD);
    await page.getByTestId('fundpass-confirm').fill(FUND_PASSWORD);
    await page.getByTestId('fundpass-password').fill(giver.password);
    await page.getByTestId('fundpass-submit').click();
    await expect(page.getByTestId('fundpass-done')).toBeVisible();

    await page.goto('/myaccount/deposit_gatecode');
    await expect(page.getByTestId('deposit-code-page')).toBeVisible();
    await expect(page.getByTestId('account-side-menu').getByTestId('account-menu-depositCode')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(() => availableUsdt(page)).toBe(300);
    const form = page.getByTestId('deposit-code-create-form');
    await form.getByLabel('Amount', { exact: true }).fill('75.5');
    await form.getByRole('button', { name: 'Create code' }).click();
    // The fund password was entered at set-up a moment ago: the default frequency ('1', once an
    // hour, widgets §3) does not ask again.
    await expect(page.getByTestId('deposit-code-shown')).toBeVisible();
    const code = (await page.getByTestId('deposit-code-value').inputValue()).trim();
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
    await expect.poll(() => availableUsdt(page)).toBe(224.5);
    await expect(page.getByTestId('deposit-code-created')).toContainText('Active');
    await expectNoSeriousAxeViolations(page, 'deposit codes, code shown');

    // The other account, in its own browser: a demo account no other test counts the USDT of
    // (sign-ups from one network are limited, and the suite already makes several).
    const otherContext = await browser.newContext({ baseURL });
    const other = await otherContext.newPage();
    try {
      await logInContext(otherContext, demoAccount('company'), baseURL ?? '');
      await other.goto('/ar/myaccount/deposit_gatecode');
      await expect(other.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectNoSeriousAxeViolations(other, 'deposit codes in Arabic');
      await other.goto('/myaccount/deposit_gatecode');
      await expect(other.getByTestId('deposit-code-available')).toContainText('USDT');
      const before = await availableUsdt(other);
      const redeem = other.getByTestId('deposit-code-redeem-form');
      // Lower case and without dashes: the hint says both are fine.
      await redeem.getByLabel('Deposit code', { exact: true }).fill(code.replaceAll('-', '').toLowerCase());
      await redeem.getByRole('button', { name: 'Redeem' }).click();
      await expect(other.getByTestId('deposit-code-redeem-outcome')).toContainText('75.5 USDT');
      await expect.poll(() => availableUsdt(other)).toBeCloseTo(before + 75.5, 6);

      // Sent again by the same account (a retry): the same answer, nothing credited twice.
      await redeem.getByLabel('Deposit code', { exact: true }).fill(code);
      await redeem.getByRole('button', { name: 'Redeem' }).click();
      await expect(other.getByTestId('deposit-code-redeem-outcome')).toContainText('75.5 USDT');
      await other.reload();
      await expect.poll(() => availableUsdt(other)).toBeCloseTo(before + 75.5, 6);
    } finally {
      await otherContext.close();
    }

    await page.reload();
    await expect(page.getByTestId('deposit-code-created')).toContainText('Redeemed');
    await expect.poll(() => availableUsdt(page)).toBe(224.5);
    // A used code is refused to anyone else (here its maker), and moves nothing.
    const mine = page.getByTestId('deposit-code-redeem-form');
    await mine.getByLabel('Deposit code', { exact: true }).fill(code);
    await mine.getByRole('button', { name: 'Redeem' }).click();
    const refused = page.getByTestId('deposit-code-redeem-outcome');
    await expect(refused).toHaveAttribute('role', 'alert');
    await expect(refused).not.toBeEmpty();
    await page.reload();
    await expect.poll(() => availableUsdt(page)).toBe(224.5);
  });
});
