import { randomUUID } from 'node:crypto';
import { getDevOutbox, outboxAnswer } from '@meridian/contracts';
import { type APIRequestContext, expect, type FrameLocator, type Locator, type Page } from './test';
import * as OTPAuth from 'otpauth';
import { z } from 'zod';
import { E2E_PORTS, originOf } from './ports';
import { hydrated } from './route-table';

// What the account tests share (account.e2e.ts, account-flows.e2e.ts): the registration
// micro-app in its dialog, the header's account area, the security dialog, and the development
// outbox where the messages the API would have sent wait with their links.

export const FRAME = 'iframe[data-testid="registration-frame"]';

/** A new address per run and per test, so runs never collide on the same database. */
export const uniqueEmail = (label: string) => `e2e-${label}-${randomUUID().slice(0, 8)}@example.com`;
/** At least 12 characters and on no common-password list. */
export const newPassword = () => `pw-${randomUUID()}`;
export const uniqueNickname = () => `e2e${randomUUID().slice(0, 6)}`;

export const registrationFrame = (page: Page): FrameLocator => page.frameLocator(FRAME);
export const dialog = (page: Page) => page.getByRole('dialog');
export const header = (page: Page) => page.getByTestId('account-header');

export async function openFromHeader(page: Page, type: 'Log in' | 'Sign up') {
  const link = header(page).getByRole('link', { name: type, exact: true });
  // Before hydration the link goes to the /login or /signup page instead of opening the dialog.
  await hydrated(link);
  await link.click();
  await expect(dialog(page)).toBeVisible();
  // The micro-app has drawn itself (it reports its height) and shows the first form.
  await expect(registrationFrame(page).getByTestId('registration-app')).toBeVisible();
}

/** Fill and send the sign-up form; the micro-app then says where the confirmation link went. */
export async function submitSignUp(page: Page, email: string, password: string, nickname: string) {
  await openFromHeader(page, 'Sign up');
  await expect(dialog(page).getByRole('heading', { name: 'Create an account' })).toBeVisible();
  const frame = registrationFrame(page);
  await frame.getByLabel('E-mail or phone number').fill(email);
  await frame.getByLabel('Password', { exact: true }).fill(password);
  await frame.getByLabel('Nickname (optional)').fill(nickname);
  await frame.getByRole('button', { name: 'Create account' }).click();
}

export async function logInWithPassword(page: Page, email: string, password: string) {
  await openFromHeader(page, 'Log in');
  await fillLogIn(page, email, password);
}

/** The log-in form of a registration dialog that is open already. */
export async function fillLogIn(page: Page, email: string, password: string) {
  const frame = registrationFrame(page);
  await frame.getByLabel('E-mail or phone number').fill(email);
  await frame.getByLabel('Password', { exact: true }).fill(password);
  await frame.getByRole('button', { name: 'Log in' }).click();
}

/** The log-in's second step, with a TOTP or recovery code. */
export async function answerTwoFactor(page: Page, code: string) {
  await expect(dialog(page).getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
  const frame = registrationFrame(page);
  await frame.getByLabel('Verification code').fill(code);
  await frame.getByRole('button', { name: 'Verify' }).click();
}

export async function expectLoggedInAs(page: Page, nickname: string) {
  await expect(dialog(page)).toBeHidden();
  await expect(header(page)).toHaveAttribute('data-status', 'logged-in');
  await expect(page.getByTestId('account-nickname')).toHaveText(nickname);
}

export async function logOut(page: Page) {
  await page.getByTestId('account-menu').locator('summary').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(header(page)).toHaveAttribute('data-status', 'logged-out');
  await expect(header(page).getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
}

/**
 * A TOTP code the server has not seen yet: the next 30-second step. The API accepts one step of
 * drift either way and each step only once (and none before the last one used), so a test uses
 * this at most once after turning two-factor on, and recovery codes for anything more.
 */
export function nextTotpCode(secret: string): string {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
  return totp.generate({ timestamp: Date.now() + 30_000 });
}

// ---- The development outbox (no SMTP_URL on the e2e servers) ----

const outboxEnvelope = z.object({ code: z.literal(0), data: outboxAnswer });
export type OutboxMessage = z.infer<typeof outboxAnswer>['messages'][number];

/** The outbox of the 4310 server, newest first, as the test's own client reads it. */
export async function readOutbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const res = await request.get(originOf(E2E_PORTS.web) + getDevOutbox.path);
  expect(res.status()).toBe(200);
  return outboxEnvelope.parse(await res.json()).data.messages;
}

/** The links of the messages to `to` that lead to `page`, newest first. */
export async function outboxLinks(
  request: APIRequestContext,
  to: string,
  page: '/verify-email' | '/reset-password',
): Promise<string[]> {
  const messages = await readOutbox(request);
  return messages.flatMap((m) =>
    m.to === to && m.link !== null && new URL(m.link).pathname.endsWith(page) ? [m.link] : [],
  );
}

/** The newest such link, as a path on the test server (the message's host is whatever the API saw). */
export async function latestLink(
  request: APIRequestContext,
  to: string,
  page: '/verify-email' | '/reset-password',
): Promise<string> {
  let newest: string | undefined;
  // The message is kept before the API answers; polled anyway, so a slow write never flakes.
  await expect.poll(async () => (newest = (await outboxLinks(request, to, page))[0])).toBeDefined();
  const url = new URL(newest ?? '');
  return `${url.pathname}${url.search}`;
}

/** Open the newest confirmation link to `email` and press the button: logged in, on the home page. */
export async function confirmEmail(page: Page, request: APIRequestContext, email: string) {
  await page.goto(await latestLink(request, email, '/verify-email'));
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

export interface TestAccount {
  email: string;
  password: string;
  nickname: string;
}

/** Sign up through the dialog and confirm through the outbox: a new account, logged in. */
export async function createAccount(page: Page, request: APIRequestContext, label: string): Promise<TestAccount> {
  const account = { email: uniqueEmail(label), password: newPassword(), nickname: uniqueNickname() };
  await page.goto('/');
  await submitSignUp(page, account.email, account.password, account.nickname);
  await expect(registrationFrame(page).getByTestId('check-email')).toBeVisible();
  await confirmEmail(page, request, account.email);
  await expectLoggedInAs(page, account.nickname);
  return account;
}

// ---- The security dialog (account menu → Security) ----

export async function openSecurity(page: Page): Promise<Locator> {
  await page.getByTestId('account-menu').locator('summary').click();
  await page.getByRole('button', { name: 'Security' }).click();
  const security = page.getByRole('dialog', { name: 'Security' });
  await expect(security).toBeVisible();
  return security;
}

/** Turn two-factor on from the security dialog; the secret and the recovery codes it showed. */
export async function enrolTwoFactor(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  const security = await openSecurity(page);
  await security.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = (await security.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await expect(security.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const enrolCode = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
  await security.getByLabel('6-digit code from the app').fill(enrolCode);
  await security.getByRole('button', { name: 'Turn on' }).click();
  await expect(security.getByTestId('two-factor-enabled')).toHaveText('Two-factor authentication is now on.');
  const recoveryCodes = await security.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
  expect(recoveryCodes.length).toBeGreaterThan(0);
  await security.getByRole('button', { name: 'Done' }).click();
  await expect(security).toBeHidden();
  // The header's session data knows (user info login2) before the dialog is opened again.
  await expect(header(page)).toHaveAttribute('aria-busy', 'false');
  return { secret, recoveryCodes };
}
