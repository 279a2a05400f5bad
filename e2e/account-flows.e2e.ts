import { expect, type Page, test, withMarketingSeen } from './test';
import {
  answerTwoFactor,
  createAccount,
  dialog,
  enrolTwoFactor,
  expectLoggedInAs,
  fillLogIn,
  header,
  latestLink,
  logInWithPassword,
  logOut,
  newPassword,
  nextTotpCode,
  openFromHeader,
  openSecurity,
  outboxLinks,
  registrationFrame,
  submitSignUp,
  uniqueEmail,
  uniqueNickname,
} from './account-support';
import { watchForProblems } from './browser-problems';
import { E2E_PORTS, originOf } from './ports';

// The account flows that go through a message (decision 0018): confirming a sign-up, resetting a
// password (with and without two-factor), and the security dialog's turn-off, new recovery codes
// and log-out-everywhere-else. The 4310 server sends no mail: its development outbox holds the
// messages, and the tests open their links as the owner of the address would.

/** Console noise that is no problem here: answers that refuse on purpose. */
const EXPECTED_HTTP_ERRORS = [/^Failed to load resource: the server responded with a status of (400|401|422)/];

/** Open the account's newest password-reset link and set `password`. */
async function resetPasswordThroughOutbox(
  page: Page,
  request: Parameters<typeof latestLink>[0],
  email: string,
  password: string,
) {
  await page.goto(await latestLink(request, email, '/reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
}

/** "Forgot password?" from the log-in dialog, for `email`: the micro-app says a link may be on its way. */
async function askForResetLink(page: Page, email: string) {
  await openFromHeader(page, 'Log in');
  const frame = registrationFrame(page);
  await frame.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await frame.getByLabel('E-mail or phone number').fill(email);
  await frame.getByRole('button', { name: 'Send the link' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(frame.getByTestId('forgot-sent')).toContainText(email);
}

test.describe('sign-up confirmation', () => {
  test('no session until the message link is opened and confirmed; opening it alone changes nothing; a link works once', async ({
    page,
    request,
  }) => {
    // Many page loads and round trips: more than the default 30 s on a slow or busy two-core machine.
    test.setTimeout(60_000);
    const problems = await watchForProblems(page, EXPECTED_HTTP_ERRORS);
    const email = uniqueEmail('verify');
    const password = newPassword();
    const nickname = uniqueNickname();
    await page.goto('/');

    // A very common password is refused with its own message (nothing is sent).
    await submitSignUp(page, email, 'password1234', nickname);
    const frame = registrationFrame(page);
    // The API loads its common-password list on first use: the first answer may take a while.
    await expect(frame.getByTestId('form-error')).toHaveText(
      'This password is too common and easy to guess. Please choose another one.',
      {
        timeout: 20_000,
      },
    );
    expect(await outboxLinks(request, email, '/verify-email')).toEqual([]);
    await expect(frame.getByText('At least 12 characters. Very common passwords are not accepted.')).toBeVisible();

    await frame.getByLabel('Password', { exact: true }).fill(password);
    await frame.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(frame.getByTestId('check-email-sent')).toContainText(email);
    await expect(header(page)).toHaveAttribute('data-status', 'logged-out');
    expect((await page.context().cookies()).some((c) => c.name === 'uid')).toBe(false);

    // Send it again: a second link, the newer one first.
    await frame.getByRole('button', { name: 'Send the link again' }).click();
    await expect(frame.getByTestId('check-email-resent')).toHaveText('We have sent a new link.');
    await expect.poll(async () => (await outboxLinks(request, email, '/verify-email')).length).toBe(2);
    const [newest, older] = await outboxLinks(request, email, '/verify-email');
    expect(newest).not.toBe(older);

    // A mail scanner fetching the link (a GET) opens nothing: the page only offers a button.
    const link = await latestLink(request, email, '/verify-email');
    const scanned = await request.get(link);
    expect(scanned.status()).toBe(200);
    const html = await scanned.text();
    expect(html).toContain('Confirm my e-mail');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain('rel="canonical"');

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
    await expect(page).toHaveTitle(/^Confirm your e-mail \| /);
    await expect(header(page)).toHaveAttribute('data-status', 'logged-out');
    await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectLoggedInAs(page, nickname);

    // Used: the same link, and the older one of the same sign-up, open nothing any more.
    for (const spent of [link, new URL(older ?? '').pathname + new URL(older ?? '').search]) {
      await page.goto(spent);
      await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
      await expect(page.getByTestId('recovery-error')).toHaveText(
        'This link is invalid, has expired or was already used.',
      );
    }
    await page.goto('/');
    await logOut(page);
    await logInWithPassword(page, email, password);
    await expectLoggedInAs(page, nickname);
    expect(problems).toEqual([]);
  });

  test('a cut-short link says so without a button', async ({ page }) => {
    await page.goto('/verify-email?token=too-short');
    await expect(page.getByTestId('recovery-error')).toContainText('This link is incomplete or damaged.');
    await expect(page.getByRole('button', { name: 'Confirm my e-mail' })).toHaveCount(0);
  });
});

test.describe('password reset', () => {
  test('forgot password → link → new password: the old one is refused, the new one works; with two-factor on, a code is asked for', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const problems = await watchForProblems(page, EXPECTED_HTTP_ERRORS);
    const account = await createAccount(page, request, 'reset');
    await logOut(page);

    await askForResetLink(page, account.email);
    const second = newPassword();
    await resetPasswordThroughOutbox(page, request, account.email, second);
    await expect(page.getByTestId('password-changed')).toContainText('Your password has been changed.');

    // "Log in" opens the registration dialog; signed in from here, the home page follows.
    await page.getByTestId('reset-password-page').getByRole('link', { name: 'Log in' }).click();
    await expect(registrationFrame(page).getByTestId('registration-app')).toBeVisible();
    await fillLogIn(page, account.email, account.password);
    await expect(registrationFrame(page).getByTestId('form-error')).toHaveText('The account or password is incorrect.');
    await fillLogIn(page, account.email, second);
    await page.waitForURL((url) => url.pathname === '/');
    await expectLoggedInAs(page, account.nickname);

    // The same link a second time: spent.
    const spent = await latestLink(request, account.email, '/reset-password');
    await page.goto(spent);
    await page.getByLabel('New password', { exact: true }).fill(newPassword());
    await page
      .getByLabel('Repeat the new password')
      .fill(await page.getByLabel('New password', { exact: true }).inputValue());
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('recovery-error')).toHaveText(
      'This link is invalid, has expired or was already used.',
    );

    // With two-factor on, the link alone is not enough: the code (here a recovery code) too.
    await page.goto('/');
    const { secret, recoveryCodes } = await enrolTwoFactor(page);
    await logOut(page);
    await askForResetLink(page, account.email);
    const third = newPassword();
    await resetPasswordThroughOutbox(page, request, account.email, third);
    const code = page.getByLabel('Verification code');
    await expect(code).toBeFocused();
    await expect(page.getByTestId('reset-code')).toContainText('Two-factor authentication is on for this account');
    await code.fill('000000');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('recovery-error')).toContainText('That code is not right.');
    await code.fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('password-changed')).toBeVisible();

    await page.goto('/');
    await logInWithPassword(page, account.email, third);
    await answerTwoFactor(page, nextTotpCode(secret));
    await expectLoggedInAs(page, account.nickname);
    expect(problems).toEqual([]);
  });
});

test.describe('security dialog', () => {
  // Each test signs up, confirms the e-mail and turns two-factor on through the UI before its own
  // part: five dialogs' worth of steps, which on a busy two-core runner outlast the 30 s default.
  test.describe.configure({ timeout: 90_000 });

  test('turn two-factor off with the password and a code; then the password alone logs in', async ({
    page,
    request,
  }) => {
    const problems = await watchForProblems(page, EXPECTED_HTTP_ERRORS);
    const account = await createAccount(page, request, 'totp-off');
    const { secret } = await enrolTwoFactor(page);

    const security = await openSecurity(page);
    await expect(security.getByTestId('two-factor-on')).toBeVisible();
    await security.getByRole('button', { name: 'Turn off two-factor' }).click();
    const form = security.getByRole('form', { name: 'Turn off two-factor authentication' });
    await form.getByLabel('Password').fill(account.password);
    await form.getByLabel('6-digit code or recovery code').fill(nextTotpCode(secret));
    await form.getByRole('button', { name: 'Turn off two-factor' }).click();
    await expect(security.getByTestId('two-factor-turned-off')).toHaveText('Two-factor authentication is now off.');
    // Off, so set-up is offered again.
    await expect(security.getByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();
    await security.getByRole('button', { name: 'Close' }).click();

    await logOut(page);
    await logInWithPassword(page, account.email, account.password);
    await expectLoggedInAs(page, account.nickname);
    expect(problems).toEqual([]);
  });

  test('new recovery codes: shown once, the old ones stop working, a new one logs in', async ({
    page,
    request,
    context,
  }) => {
    const problems = await watchForProblems(page, EXPECTED_HTTP_ERRORS);
    // The page may write the clipboard (Permissions-Policy keeps clipboard-write for this button).
    await context.grantPermissions(['clipboard-write']);
    const account = await createAccount(page, request, 'codes');
    const { secret, recoveryCodes: oldCodes } = await enrolTwoFactor(page);

    const security = await openSecurity(page);
    await security.getByRole('button', { name: 'Get new recovery codes' }).click();
    const form = security.getByRole('form', { name: 'New recovery codes' });
    await form.getByLabel('Password').fill(account.password);
    await form.getByLabel('6-digit code or recovery code').fill(nextTotpCode(secret));
    await form.getByRole('button', { name: 'Get new recovery codes' }).click();
    const list = security.getByTestId('recovery-codes');
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const newCodes = await list.getByRole('listitem').allTextContents();
    expect(newCodes.filter((c) => oldCodes.includes(c))).toEqual([]);
    await security.getByRole('button', { name: 'Copy the codes' }).click();
    await expect(security.getByText('The codes are copied.')).toBeVisible();
    await security.getByRole('button', { name: 'Close' }).click();

    await logOut(page);
    await logInWithPassword(page, account.email, account.password);
    await answerTwoFactor(page, oldCodes[0] ?? '');
    await expect(registrationFrame(page).getByTestId('form-error')).toContainText('That code is not right');
    await registrationFrame(page)
      .getByLabel('Verification code')
      .fill(newCodes[0] ?? '');
    await registrationFrame(page).getByRole('button', { name: 'Verify' }).click();
    await expectLoggedInAs(page, account.nickname);
    expect(problems).toEqual([]);
  });

  test('log out other devices: the other browser is logged out, this one stays', async ({ page, request, browser }) => {
    const account = await createAccount(page, request, 'others');
    const other = await browser.newContext({ baseURL: originOf(E2E_PORTS.web) });
    await withMarketingSeen(other);
    try {
      const otherPage = await other.newPage();
      await otherPage.goto('/');
      await logInWithPassword(otherPage, account.email, account.password);
      await expectLoggedInAs(otherPage, account.nickname);

      const security = await openSecurity(page);
      await security.getByRole('button', { name: 'Log out other devices' }).click();
      await expect(security.getByTestId('logout-others-result')).toHaveText('1 other session was logged out.');
      await security.getByRole('button', { name: 'Close' }).click();

      await otherPage.reload();
      await expect(header(otherPage)).toHaveAttribute('data-status', 'logged-out');
      await page.reload();
      await expectLoggedInAs(page, account.nickname);
    } finally {
      await other.close();
    }
  });
});
