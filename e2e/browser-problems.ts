import type { Page } from './test';

/**
 * Collect what a person's browser would complain about on a page: console errors (hydration
 * mismatches among them), page errors and CSP violations. `ignore` lists console messages that
 * are expected in a test (for example the 404 status of a 404 page).
 */
export async function watchForProblems(page: Page, ignore: readonly RegExp[] = []): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !ignore.some((re) => re.test(msg.text()))) problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return problems;
}
