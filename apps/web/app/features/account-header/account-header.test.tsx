// @vitest-environment happy-dom
import { defaultSiteSettings, defaultUserInfo, isComingPage, languageLocale, MAIN_SITE } from '@meridian/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n';
import { en } from '../../i18n/messages/en';
import { ModalHost } from '../../frame/modal-host';
import { BrowserClientsProvider } from '../../shell/http';
import { ModalProvider } from '../../shell/modals';
import { loggedOutSession, type Session, SessionProvider } from '../../shell/session';
import { SiteProvider } from '../../shell/site';
import { AccountHeader } from './account-header';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'csrftoken=; Max-Age=0; Path=/';
});

const site = {
  site: MAIN_SITE,
  locale: languageLocale('en'),
  path: '/',
  settings: defaultSiteSettings(),
  requestTime: 0,
};

function Providers({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <I18nProvider locale="en" messages={en}>
      <SiteProvider value={site}>
        <BrowserClientsProvider siteId={0} onRequestError={() => undefined}>
          {/* As the root layout and the page frame compose them: the frame's host shows the modals. */}
          <ModalProvider>
            <SessionProvider session={session}>
              {children}
              <ModalHost />
            </SessionProvider>
          </ModalProvider>
        </BrowserClientsProvider>
      </SiteProvider>
    </I18nProvider>
  );
}

/** The header under a router whose root loader answers `sessions` in turn (revalidation moves on). */
function renderWithSessions(...sessions: Session[]) {
  let calls = 0;
  const loader = () => sessions[Math.min(calls++, sessions.length - 1)] ?? loggedOutSession();
  function Page() {
    const session = useLoaderData<typeof loader>();
    return (
      <Providers session={session}>
        <AccountHeader />
      </Providers>
    );
  }
  const Stub = createRoutesStub([{ path: '/', Component: Page, loader, HydrateFallback: () => null }]);
  render(<Stub initialEntries={['/']} />);
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
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
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
    // Issue 8: no Deposit button while the deposit page is not built (domain COMING_PAGES).
    if (isComingPage('/myaccount/deposit/USDT')) {
      expect(screen.queryByTestId('deposit-button')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
    } else {
      expect(screen.getByTestId('deposit-button').getAttribute('href')).toBe('/myaccount/deposit/USDT');
    }
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
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
