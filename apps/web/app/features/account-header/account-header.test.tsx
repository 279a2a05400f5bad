// @vitest-environment happy-dom
import { defaultUserInfo, FUND_WALLET_LINKS, isComingPage } from '@meridian/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedOutSession, type Session } from '../../shell/session';
import { renderWithShell } from '../../test-support/render-with-shell';
import { AccountHeader } from './account-header';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'csrftoken=; Max-Age=0; Path=/';
});

/** The header under a router whose root loader answers `sessions` in turn (revalidation moves on). */
function renderWithSessions(...sessions: Session[]) {
  let calls = 0;
  renderWithShell(<AccountHeader />, {
    session: () => sessions[Math.min(calls++, sessions.length - 1)] ?? loggedOutSession(),
  });
  return { loaderCalls: () => calls };
}

const VIP: Session = {
  status: 'logged-in',
  userInfo: {
    ...defaultUserInfo(),
    verified: 4,
    tier: 5,
    is_sub: 1,
    user_info: { ...defaultUserInfo().user_info, nick: 'ada', uid: 7 },
  },
  totalFunds: { total_usd: '100875.18', total_btc: '1.5' },
  vipTrial: null,
  subAccount: { type: 4, sub_type: 7 },
  completedKyc2: true,
};

describe('AccountHeader', () => {
  it('visitors get log-in and sign-up links that open the registration micro-app in a dialog', async () => {
    // happy-dom loads no frame pages (it logs "Iframe page loading is disabled"): the src is what counts here.
    window.history.replaceState(null, '', '/?ch=spring&ref_uid=R1');
    renderWithSessions(loggedOutSession());
    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    // Nothing of the micro-app before it is asked for.
    expect(document.querySelector('iframe')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    // The dialog and shell/registration load lazily, transformed on first use here: allow for it.
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' }, { timeout: 5000 });
    const frame = dialog.querySelector('iframe');
    expect(frame?.getAttribute('title')).toBe('Log in or sign up');
    const query = new URL(frame?.getAttribute('src') ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      type: 'signup',
      lang: 'en',
      theme: 'light',
      site: '0',
      ch: 'spring',
      ref_uid: 'R1',
    });
  });

  it('a logged-in user: nickname, KYC and VIP badges, sub-account marker, funds in USD with BTC, deposit', async () => {
    renderWithSessions(VIP);
    expect(await screen.findByTestId('account-nickname')).toHaveProperty('textContent', 'ada');
    expect(screen.getByTestId('kyc-badge').textContent).toBe('Identity level 3');
    expect(screen.getByTestId('vip-badge').textContent).toBe('VIP 5');
    expect(screen.getByTestId('sub-account-marker').textContent).toBe('Managed sub-account');
    expect(screen.getByTestId('total-funds-usd').textContent).toBe('$100,875.18');
    expect(screen.getByTestId('total-funds-btc').textContent).toBe('≈ 1.5 BTC');
    // shell §2: Deposit is a button that opens the fund-wallet drawer (no link of its own).
    expect(screen.getByTestId('deposit-button').tagName).toBe('BUTTON');
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('widgets §7 "myaccount_security_click": the account menu\'s Security entry', async () => {
    const track = vi.fn();
    renderWithShell(<AccountHeader />, { session: VIP, track });
    fireEvent.click(await screen.findByRole('button', { name: 'Security' }));
    expect(track).toHaveBeenCalledWith('myaccount_security_click', { source: 'account_menu' });
  });

  it('shell §2 the Deposit button opens the fund-wallet drawer (shell §7 "header deposit clicks")', async () => {
    const track = vi.fn();
    renderWithShell(<AccountHeader />, { session: VIP, track });
    fireEvent.click(await screen.findByTestId('deposit-button'));
    expect(track).toHaveBeenCalledWith('header_deposit_click', { source: 'header' });
    // The drawer's code loads on first use.
    const drawer = await screen.findByRole('dialog', { name: 'Fund your wallet' }, { timeout: 5000 });
    // shell §2's five ways, less those whose page is not built yet (domain COMING_PAGES).
    expect([...drawer.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(
      FUND_WALLET_LINKS.map((link) => link.path).filter((path) => !isComingPage(path)),
    );
  });

  it('funds are written from the exact text, cut and never rounded through a float', async () => {
    renderWithSessions({ ...VIP, totalFunds: { total_usd: '90071992547409.999', total_btc: '0.123456789' } });
    // As a float, 90071992547409.999 is 90071992547410: the cents would round up to a dollar that is not there.
    expect((await screen.findByTestId('total-funds-usd')).textContent).toBe('$90,071,992,547,409.99');
    expect(screen.getByTestId('total-funds-btc').textContent).toBe('≈ 0.12345678 BTC');
  });

  it('a VIP trial shows when the user has no tier of their own', async () => {
    renderWithSessions({
      ...VIP,
      userInfo: { ...VIP.userInfo, tier: 0, is_sub: 0 },
      vipTrial: { tier: 2, expire_time: 1 },
    });
    expect((await screen.findByTestId('vip-badge')).textContent).toBe('VIP 2 trial');
    expect(screen.queryByTestId('sub-account-marker')).toBeNull();
  });

  it('log out posts with the csrf header, then reloads the session data', async () => {
    document.cookie = 'csrftoken=abcdefghijklmnopqrstuvwxyz0123456789; Path=/';
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ code: 0, message: 'success', data: null }),
    );
    vi.stubGlobal('fetch', fetch);
    const { loaderCalls } = renderWithSessions(VIP, loggedOutSession());
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await screen.findByRole('link', { name: 'Log in' });
    expect(loaderCalls()).toBe(2);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/web/v1/auth/logout');
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('csrftoken')).toBe('abcdefghijklmnopqrstuvwxyz0123456789');
    expect(headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    await waitFor(() => expect(screen.queryByTestId('account-nickname')).toBeNull());
  });
});
