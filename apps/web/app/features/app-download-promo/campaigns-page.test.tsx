// @vitest-environment happy-dom
import type { DownloadTaskInfo } from '@meridian/contracts';
import { defaultUserInfo } from '@meridian/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { qrCodeShape } from '../../kit/qr-code/index.server';
import { loggedOutSession, type Session } from '../../shell/session';
import { renderWithShell } from '../../test-support/render-with-shell';
import { CampaignsPage, type CampaignsView } from './campaigns-page';
import { fakePromoApi } from './test-doubles';

afterEach(cleanup);

const QR_URL = 'https://www.meridian.example/appdownload?c=campaigns_web';
const TASK: DownloadTaskInfo = { has_dl_task: 1, reward_num: '1000', reward_currency: 'USDT' };
const VIEW: CampaignsView = {
  task: TASK,
  links: { pages: { '/campaigns': { web: { c: 'campaigns_web' }, h5: { c: 'campaigns_h5' } } } },
  qr: qrCodeShape(QR_URL),
};
const MEMBER: Session = { ...loggedOutSession(), status: 'logged-in', userInfo: defaultUserInfo() };

function renderPage(view: CampaignsView = VIEW, session: Session = loggedOutSession()) {
  const api = fakePromoApi({});
  renderWithShell(<CampaignsPage view={view} />, { path: '/campaigns', session, fetch: api.fetch });
  return api;
}

describe('shell §2 "/campaigns (app-download rewards page)"', () => {
  it('the download task: its amount and currency, the 40,000 dollar promotion and how to get it', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'App download rewards' })).toBeTruthy();
    expect(screen.getByTestId('campaigns-reward').textContent).toBe('1,000 USDT');
    expect(screen.getByText('Up to $40,000 in rewards for app users.')).toBeTruthy();
    const steps = within(screen.getByRole('region', { name: 'How to get it' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual([
      'Download the Meridian app with the QR code or from your app store.',
      'Sign up in the app, or log in if you already have an account.',
      "Complete the steps shown in the app's rewards centre, and the reward is credited to your account.",
    ]);
  });

  it("the horizontal app-download card with the loader's QR code, asking nothing more of the API", () => {
    const api = renderPage();
    const card = screen.getByTestId('app-download-card');
    expect(card.dataset.variant).toBe('horizontal');
    const svg = within(card).getByRole('img', { name: 'QR code to download the Meridian app' });
    expect(svg.querySelector('path')?.getAttribute('d')).toBe(qrCodeShape(QR_URL).path);
    expect(within(card).getByRole('link', { name: 'Download reward: 1,000 USDT' })).toBeTruthy();
    expect(api.asked).toEqual([]);
  });

  it('a visitor is asked to sign up; a member is not', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    cleanup();
    renderPage(VIEW, MEMBER);
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('widgets §3 has_dl_task 0: no reward is promised', () => {
    renderPage({ ...VIEW, task: { has_dl_task: 0, reward_num: '0', reward_currency: '' } });
    expect(screen.queryByTestId('campaigns-reward')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('There is no app download reward right now.');
    expect(screen.queryByTestId('app-download-card-reward')).toBeNull();
  });
});
