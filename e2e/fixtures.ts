import { getHealth, postLogin, postLogin2fa } from '@meridian/contracts';
import { CSRF_COOKIE, CSRF_HEADER } from '@meridian/domain';
import { type BrowserContext, expect, type Page, test as base } from './test';
import { z } from 'zod';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET, type DemoAccount } from '../apps/api/src/db/demo-accounts';
import { nextTotpCode } from './account-support';

// Playwright fixtures for the README's demo accounts (issue 9): a test says which account it is
// (`test.use({ demoAccount: 'vip-5' })`) and starts with a browser already logged in as it, over
// the same HTTP calls the registration micro-app makes (csrf cookie and header, form-encoded
// posts, the two-factor step), so a test about what a role sees does not repeat the log-in form.

export type DemoAccountName = (typeof DEMO_ACCOUNTS)[number]['nickname'];

/** The seeded account with this nickname (README table "Demo accounts"). */
export function demoAccount(nickname: DemoAccountName): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.nickname === nickname);
  if (!account) throw new Error(`no demo account "${nickname}" (apps/api/src/db/demo-accounts.ts)`);
  return account;
}

const answer = <T extends z.core.$ZodType>(data: T) => z.object({ code: z.number(), message: z.string(), data });

/** Log the browser context in as a demo account; its cookies then carry the session. */
export async function logInContext(context: BrowserContext, account: DemoAccount, baseURL: string) {
  const origin = new URL(baseURL).origin;
  // Any API answer sets the csrf cookie; posts echo it in the header (shell §7).
  await context.request.get(`${origin}${getHealth.path}`);
  const csrf = (await context.cookies(origin)).find((c) => c.name === CSRF_COOKIE)?.value ?? '';
  const post = async (path: string, form: Record<string, string>) => {
    const res = await context.request.post(`${origin}${path}`, { form, headers: { [CSRF_HEADER]: csrf } });
    expect(res.status(), `${path} for ${account.email}`).toBe(200);
    return res.json();
  };
  const first = answer((await postLogin.schemas()).answer).parse(
    await post(postLogin.path, { account: account.email, password: DEMO_PASSWORD }),
  );
  if (first.data.need_2fa) {
    // The two-factor demo account: the next 30-second step, which the API has not seen yet.
    await post(postLogin2fa.path, { challenge: first.data.challenge, code: nextTotpCode(DEMO_TOTP_SECRET) });
  }
}

/**
 * Log in as a demo account from inside the browser, on a host only Chromium resolves (the
 * regional sites' `.example` names): the page opens `origin`, then makes the log-in calls the
 * micro-app makes, so the session cookie is that host's. No two-factor step.
 */
export async function logInPage(page: Page, account: DemoAccount, origin: string) {
  await page.goto(`${origin}/`);
  const status = await page.evaluate(
    async ({ health, login, email, password, csrfCookie, csrfHeader }) => {
      await fetch(health, { credentials: 'include' });
      const csrf = document.cookie
        .split('; ')
        .find((pair) => pair.startsWith(`${csrfCookie}=`))
        ?.slice(csrfCookie.length + 1);
      const res = await fetch(login, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/x-www-form-urlencoded', [csrfHeader]: csrf ?? '' },
        body: new URLSearchParams({ account: email, password }).toString(),
      });
      return res.status;
    },
    {
      health: getHealth.path,
      login: postLogin.path,
      email: account.email,
      password: DEMO_PASSWORD,
      csrfCookie: CSRF_COOKIE,
      csrfHeader: CSRF_HEADER,
    },
  );
  expect(status, `log-in of ${account.email} at ${origin}`).toBe(200);
}

export const test = base.extend<{ demoAccount: DemoAccountName | null }>({
  demoAccount: [null, { option: true }],
  context: async ({ context, demoAccount: nickname, baseURL }, use) => {
    if (nickname) await logInContext(context, demoAccount(nickname), baseURL ?? '');
    await use(context);
  },
});

export { expect };
