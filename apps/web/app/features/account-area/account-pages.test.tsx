// @vitest-environment happy-dom
import { defaultUserInfo } from '@meridian/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedOutSession, type Session } from '../../shell/session';
import { renderWithShell } from '../../test-support/render-with-shell';
import { AccountAreaLayout } from './account-area-layout';
import { AccountOverviewPage } from './account-overview-page';
import { KycHomePage } from './kyc-home-page';
import { SecurityPage } from './security-page';

afterEach(cleanup);

const USER: Session = {
  status: 'logged-in',
  userInfo: {
    ...defaultUserInfo(),
    verified: 1,
    kyc_status: 1,
    email: 'ada@meridian.example',
    user_info: { ...defaultUserInfo().user_info, nick: 'ada', uid: 7 },
  },
  totalFunds: { total_usd: '0', total_btc: '0' },
  vipTrial: null,
  subAccount: null,
  completedKyc2: true,
};

describe('account overview (/myaccount)', () => {
  it('total assets from the total-funds call (cut, not rounded) and the coins held', async () => {
    renderWithShell(
      <AccountOverviewPage
        view={{
          funds: { total_usd: '1234.567', total_btc: '0.123456789' },
          balances: [
            { currency: 'USDT', available: '1000.5', locked: '0' },
            { currency: 'BTC', available: '0', locked: '0.00010000' },
            { currency: 'ETH', available: '0', locked: '0.000' },
          ],
        }}
      />,
      { session: USER, path: '/myaccount' },
    );
    expect((await screen.findByTestId('overview-total-usd')).textContent).toBe('$1,234.56');
    expect(screen.getByTestId('overview-total-btc').textContent).toBe('≈ 0.12345678 BTC');
    expect(screen.getByTestId('balance-USDT').textContent).toContain('1,000.5');
    expect(screen.getByTestId('balance-BTC')).toBeTruthy();
    // Nothing held: not listed.
    expect(screen.queryByTestId('balance-ETH')).toBeNull();
  });

  it('a failed call says so in its place', async () => {
    renderWithShell(<AccountOverviewPage view={{ funds: null, balances: null }} />, { session: USER });
    expect((await screen.findAllByRole('status')).map((s) => s.textContent)).toEqual([
      'Your total assets cannot be shown right now. Please try again later.',
      'Your balances cannot be shown right now. Please try again later.',
    ]);
  });
});

describe('identity verification (/myaccount/kyc_home)', () => {
  it('shell §3 user info `verified` as the level and the steps; `kyc_status` as the review state', async () => {
    renderWithShell(<KycHomePage />, { session: USER, path: '/myaccount/kyc_home' });
    // verified 1 is level 2 (shell §3).
    expect((await screen.findByTestId('kyc-level')).textContent).toBe('Identity level 2');
    expect(screen.getByTestId('kyc-step-level1').dataset.state).toBe('done');
    expect(screen.getByTestId('kyc-step-level2').getAttribute('aria-current')).toBe('step');
    expect(screen.getByTestId('kyc-step-level3').dataset.state).toBe('todo');
    expect(screen.getByTestId('kyc-review').textContent).toBe('Latest application: Under review');
  });
});

describe('security (/myaccount/security)', () => {
  it('opens the existing security panel for two-factor authentication', async () => {
    renderWithShell(<SecurityPage />, { session: USER, path: '/myaccount/security' });
    expect((await screen.findByTestId('security-two-factor')).dataset.on).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    expect(await screen.findByRole('dialog', { name: 'Security' }, { timeout: 5000 })).toBeTruthy();
  });
});

describe('the /myaccount layout', () => {
  it('a session that has ended gets a log-in link back to the page, not the page', async () => {
    renderWithShell(
      <AccountAreaLayout loginHref="/login?return_to=%2Fmyaccount">
        <p>secret</p>
      </AccountAreaLayout>,
      { session: loggedOutSession() },
    );
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe(
      '/login?return_to=%2Fmyaccount',
    );
    expect(screen.queryByText('secret')).toBeNull();
  });
});
