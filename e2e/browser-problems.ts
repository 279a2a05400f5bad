import type { Page } from './test';

/**
 * Errors the spec tells the page to log (shell §8 "Fingerprint failure stores an error marker and
 * logs an error"): with the API down, the device id cannot be had, and saying so is the page
 * working. On a live API the device id e2e (shell-infra.e2e.ts) shows it succeeds.
 */
const SPEC_LOGGED_ERRORS: readonly RegExp[] = [/^\[meridian\] device fingerprint (?:refresh )?failed/];

/**
 * Collect what a person's browser would complain about on a page: console errors (hydration
 * mismatches among them), page errors and CSP violations. `ignore` lists console messages that
 * are expected in a test (for example the 404 status of a 404 page).
 */
export async function watchForProblems(page: Page, ignore: readonly RegExp[] = []): Promise<string[]> {
  const problems: string[] = [];
  const expected = [...ignore, ...SPEC_LOGGED_ERRORS];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !expected.some((re) => re.test(msg.text()))) problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return problems;
}
