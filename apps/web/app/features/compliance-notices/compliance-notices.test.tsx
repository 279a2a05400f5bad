// @vitest-environment happy-dom
import {
  COMPLIANCE_TIP_COUNTER_KEY,
  COOKIE_CONSENT_COOKIE,
  isComingPage,
  REGION_NOTICE_TICKETS_PATH,
} from '@meridian/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsentProvider, useConsent } from '../../shell/consent';
import { renderWithShell } from '../../test-support/render-with-shell';
import { ComplianceTipModal } from './compliance-tip-modal';
import { CookieConsentBar } from './cookie-consent-bar';
import { RegionNoticeBars } from './notice-bars';
import { RegionNoticeModals } from './region-notice-modals';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = `${COOKIE_CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

const dialog = () => screen.findByRole('dialog');

describe('region notices (shell §8) through the modal registry', () => {
  it('shows one at a time in the order asked for, each with its exact button; once per session for the UK notice', async () => {
    renderWithShell(<RegionNoticeModals modals={['uk-not-accepting', 'hong-kong']} loggedIn />);
    expect((await dialog()).textContent).toContain('We are not accepting customers in the United Kingdom');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'I Got it' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('A notice for users in Hong Kong'));
    fireEvent.click(screen.getByRole('button', { name: 'I Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();
    // The next page of the session: the UK notice is not shown again (session storage), and the
    // Hong Kong dialog waits 24 h after its dismissal (shell §9).
    renderWithShell(<RegionNoticeModals modals={['uk-not-accepting', 'hong-kong']} loggedIn />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a new browser session shows the once-per-session notice again, the Uzbekistan one never again (shell §9 "shown once")', async () => {
    renderWithShell(<RegionNoticeModals modals={['uzbekistan-exit', 'restricted-location']} loggedIn={false} />);
    expect((await dialog()).textContent).toContain('leaving the Uzbekistan market');
    // Its deadline, shell §8 "1 April 2024 00:00 UTC", in the reader's language.
    expect(screen.getByRole('dialog').textContent).toContain('April 1, 2024');
    fireEvent.click(screen.getByRole('button', { name: 'I Got it' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Your location is restricted'));
    // Escape closes a dismissible notice.
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();
    sessionStorage.clear();
    renderWithShell(<RegionNoticeModals modals={['uzbekistan-exit', 'restricted-location']} loggedIn={false} />);
    expect((await dialog()).textContent).toContain('Your location is restricted');
  });

  it('"UK consumer service closure from 6 October 2023 (Chinese locales; button to handle assets)"', async () => {
    renderWithShell(<RegionNoticeModals modals={['uk-closure']} loggedIn />, { locale: 'zh' });
    const shown = await dialog();
    expect(shown.textContent).toContain('2023年10月6日');
    expect(shown.querySelectorAll('.ui-dialog__actions button')).toHaveLength(2);
  });

  it('"I Acknowledge": closes; the jump to /myaccount/withdraw/USDT waits for that page (issue 8: no link to a coming page)', async () => {
    renderWithShell(<RegionNoticeModals modals={['prohibited-country']} loggedIn />);
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'I Acknowledge' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/');
  });
});

describe('account notice bars (shell §6, §8)', () => {
  it('withdraw-only first, then the IP address limit; each closes for this page view', () => {
    renderWithShell(<RegionNoticeBars bars={['withdraw-only', 'ip-limit']} />);
    const bars = screen.getAllByRole('region', { name: 'Account notices' });
    expect(bars.map((bar) => bar.dataset['testid'])).toEqual(['region-bar-withdraw-only', 'region-bar-ip-limit']);
    // shell §6 "Create a ticket ... /myaccount/tickets", once that page is built.
    expect(screen.queryByRole('link', { name: 'Create a ticket' }) === null).toBe(
      isComingPage(REGION_NOTICE_TICKETS_PATH),
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.getAllByRole('region', { name: 'Account notices' })).toHaveLength(1);
  });
});

function AnalyticsState() {
  return <output data-testid="analytics">{String(useConsent().analytics)}</output>;
}

describe('cookie consent (shell §8 "accept necessary / accept all")', () => {
  it('where required: the bar until a choice; the choice is stored in the cookie and analytics follow it', () => {
    renderWithShell(
      <ConsentProvider initial={{ required: true, choice: undefined }}>
        <CookieConsentBar />
        <AnalyticsState />
      </ConsentProvider>,
      { site: 'eu' },
    );
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();
    expect(screen.getByTestId('analytics').textContent).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(document.cookie).toContain(`${COOKIE_CONSENT_COOKIE}=all`);
    expect(screen.getByTestId('analytics').textContent).toBe('true');
  });

  it('"Accept necessary" keeps analytics off; no bar where consent is not required or already given', () => {
    renderWithShell(
      <ConsentProvider initial={{ required: true, choice: undefined }}>
        <CookieConsentBar />
        <AnalyticsState />
      </ConsentProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept necessary' }));
    expect(document.cookie).toContain(`${COOKIE_CONSENT_COOKIE}=necessary`);
    expect(screen.getByTestId('analytics').textContent).toBe('false');
    cleanup();
    for (const initial of [
      { required: false, choice: undefined },
      { required: true, choice: 'all' as const },
    ]) {
      renderWithShell(
        <ConsentProvider initial={initial}>
          <CookieConsentBar />
        </ConsentProvider>,
      );
      expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
      cleanup();
    }
  });
});

describe('compliance modal (widgets §4)', () => {
  const tips = {
    title: 'Notice for users in Brazil',
    content: 'Please read the user agreement before you trade.',
    ok_button: 'Verify now',
    cancel_button: 'Later',
    ok_button_router: '/myaccount/kyc_home',
    text_link: [{ key: 'user agreement', link: '/user-agreement' }],
    options: { maxCount: 1 },
    enable: true,
    path: ['home'],
  };

  it('opens on a page of its path list, records the count, and its text links; maxCount 1: not again today', async () => {
    renderWithShell(<ComplianceTipModal tips={tips} site="main" path="/" />);
    const shown = await dialog();
    expect(shown.textContent).toContain('Notice for users in Brazil');
    expect(screen.getByRole('link', { name: 'user agreement' }).getAttribute('href')).toBe('/user-agreement');
    expect(localStorage.getItem(COMPLIANCE_TIP_COUNTER_KEY)).toMatch(/^1\/\d+$/);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();
    renderWithShell(<ComplianceTipModal tips={tips} site="main" path="/" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('not on another page, not on another site, not when disabled', async () => {
    for (const [props, site, path] of [
      [tips, 'main', '/fee'],
      [tips, 'turkey', '/'],
      [{ ...tips, enable: false }, 'main', '/'],
    ] as const) {
      renderWithShell(<ComplianceTipModal tips={props} site={site} path={path} />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('dialog')).toBeNull();
      cleanup();
    }
    expect(localStorage.getItem(COMPLIANCE_TIP_COUNTER_KEY)).toBeNull();
  });
});
