import { readFileSync } from 'node:fs';
import { DEMO_ACCOUNTS } from '../apps/api/src/db/demo-accounts';
import { expect, test } from './fixtures';

// Every demo account of the README logs in through the fixture, and the page it opens is that
// account's (nickname in the header on the first paint). The README table and the seed list
// must name the same accounts, or the fixture would log in as someone the README does not show.

test('the README table lists exactly the seeded demo accounts', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## Demo accounts'));
  const rows = [...section.matchAll(/^\| (\d{8}) \| `([^`]+)`/gm)].map(([, uid, email]) => ({
    uid: Number(uid),
    email,
  }));
  expect(rows).toEqual(DEMO_ACCOUNTS.map((a) => ({ uid: a.uid, email: a.email })));
});

for (const { nickname } of DEMO_ACCOUNTS) {
  test.describe(`demo account ${nickname}`, () => {
    test.use({ demoAccount: nickname });

    test('the fixture opens the site logged in as it', async ({ page }) => {
      await page.goto('/');
      const header = page.getByTestId('account-header');
      await expect(header).toHaveAttribute('data-status', 'logged-in');
      await expect(page.getByTestId('account-nickname')).toHaveText(nickname);
    });
  });
}

test.describe('no demo account', () => {
  test('the default fixture leaves the visitor logged out', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('account-header')).toHaveAttribute('data-status', 'logged-out');
  });
});
