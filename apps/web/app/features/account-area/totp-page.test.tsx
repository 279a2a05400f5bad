// @vitest-environment happy-dom
import { defaultUserInfo } from '@meridian/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../shell/session';
import { renderWithShell } from '../../test-support/render-with-shell';
import { SecurityPage } from './security-page';
import { TotpPage } from './totp-page';

afterEach(cleanup);

const user = (login2: number): Session => ({
  status: 'logged-in',
  userInfo: { ...defaultUserInfo(), login2, user_info: { ...defaultUserInfo().user_info, nick: 'ada', uid: 7 } },
  totalFunds: { total_usd: '0', total_btc: '0' },
  vipTrial: null,
  subAccount: null,
  completedKyc2: false,
});

// shell §2 /myaccount/totp; issue 16 item 5: "a page of its own ... shows status, enrol or turn off".
describe('/myaccount/totp', () => {
  it('says whether two-factor is on, shows the flow it is given, and leads back to security', async () => {
    renderWithShell(<TotpPage panel={<p data-testid="panel">flow</p>} />, {
      session: user(1),
      path: '/myaccount/totp',
      locale: 'de',
      // The German text of the page comes with its translation; the prefix is what is checked here.
      catalog: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByTestId('totp-status').getAttribute('data-on')).toBe('true');
    expect(screen.getByTestId('panel')).toBeTruthy();
    expect(screen.getByTestId('totp-back').getAttribute('href')).toBe('/de/myaccount/security');
    cleanup();
    renderWithShell(<TotpPage panel={null} />, { session: user(0) });
    expect((await screen.findByTestId('totp-status')).textContent).toBe('Two-factor authentication is off.');
  });

  it('"security page links to it"', async () => {
    renderWithShell(<SecurityPage />, { session: user(0) });
    const link = await screen.findByTestId('security-totp-link');
    expect(link.getAttribute('href')).toBe('/myaccount/totp');
    expect(link.textContent).toBe('Open the two-factor page');
  });
});
