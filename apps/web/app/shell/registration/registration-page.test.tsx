// @vitest-environment happy-dom
import { defaultUserInfo } from '@meridian/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShell } from '../../test-support/render-with-shell';
import type { Session } from '../session';
import { RegistrationPage } from './registration-page';

afterEach(cleanup);

const loggedIn: Session = {
  status: 'logged-in',
  userInfo: { ...defaultUserInfo(), user_info: { ...defaultUserInfo().user_info, nick: 'ada', uid: 7 } },
  totalFunds: { total_usd: '0', total_btc: '0' },
  vipTrial: null,
  subAccount: null,
  completedKyc2: false,
};

// Issue 16 item 5: "returns to that page after logging in; only same-site relative paths are accepted".
describe('the log-in page and return_to', () => {
  it('leads on to the page it was sent from', async () => {
    renderWithShell(
      <RegistrationPage type="login" ch={undefined} refUid={undefined} returnTo="/myaccount/security" />,
      { session: loggedIn, path: '/login' },
    );
    const link = await screen.findByRole('link', { name: 'Continue to the page you asked for' });
    expect(link.getAttribute('href')).toBe('/myaccount/security');
  });

  it('another origin is never followed: the home page instead', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      renderWithShell(<RegistrationPage type="login" ch={undefined} refUid={undefined} returnTo={returnTo} />, {
        session: loggedIn,
        path: '/login',
      });
      const link = await screen.findByRole('link', { name: 'Go to the home page' });
      expect(link.getAttribute('href')).toBe('/');
      cleanup();
    }
  });
});
