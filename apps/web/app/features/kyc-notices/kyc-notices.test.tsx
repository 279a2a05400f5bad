// @vitest-environment happy-dom
import {
  defaultKycFooterTipValues,
  defaultKycNoticeInput,
  defaultUserInfo,
  isComingPage,
  KYC_HOME_PATH,
  KYC_TIP_CLOSED_COOKIE,
  KYC_UPGRADE_COOKIE,
  type KycNoticeInput,
} from '@meridian/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NativeAppProvider } from '../../shell/native';
import { loggedOutSession, type Session } from '../../shell/session';
import { fakeApi } from '../../test-support/fake-api';
import { renderWithShell } from '../../test-support/render-with-shell';
import { KycNoticeModals } from './kyc-notice-modals';
import { KycTipBar } from './kyc-tip-bar';

const clearCookie = (name: string) => (document.cookie = `${name}=; Max-Age=0; Path=/`);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const name of ['RISK_IP_USER', 'RISK_TR', KYC_UPGRADE_COOKIE, KYC_TIP_CLOSED_COOKIE]) clearCookie(name);
});

const sessionAt = (verified: number): Session => ({
  status: 'logged-in',
  userInfo: { ...defaultUserInfo(), verified, user_info: { ...defaultUserInfo().user_info, uid: 10000001 } },
  totalFunds: { total_btc: '0', total_usd: '0' },
  vipTrial: null,
  subAccount: null,
  completedKyc2: verified === 1 || verified === 3 || verified === 4,
});
const DUE = { need_kyc: true, days_left: 7, kyc_status: '0' };

describe('KYC tip bar (widgets §4)', () => {
  it('a logged-in account below KYC level 2 whose footer tip is due (shell §5): the days left, and a close icon', () => {
    renderWithShell(<KycTipBar footerTip={DUE} />, { session: sessionAt(0) });
    const bar = screen.getByRole('region', { name: 'Identity verification' });
    expect(bar.textContent).toContain('Verify your identity within 7 days');
    // The Verify Now link leads to /myaccount/kyc_home once that page is built (issue 8).
    expect(screen.queryByRole('link', { name: 'Verify Now' }) === null).toBe(isComingPage(KYC_HOME_PATH));
    // "The close icon marks KYC2 as complete locally."
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Identity verification' })).toBeNull();
    // For the browser session: the server leaves it out of the next pages.
    expect(document.cookie).toContain(`${KYC_TIP_CLOSED_COOKIE}=1`);
  });

  it('past the deadline it says so (days_left 0)', () => {
    renderWithShell(<KycTipBar footerTip={{ ...DUE, days_left: 0 }} />, { session: sessionAt(2) });
    expect(screen.getByRole('region').textContent).toContain('deadline has passed');
  });

  it('"Hidden when KYC level 2 is done, on testnet, or for the US site at level 1"; and for visitors', () => {
    const cases: Array<[Session, Parameters<typeof renderWithShell>[1]]> = [
      [sessionAt(1), {}],
      [sessionAt(4), {}],
      [sessionAt(0), { site: 'testnet' }],
      [sessionAt(2), { site: 'us' }],
      [loggedOutSession(), {}],
    ];
    for (const [session, options] of cases) {
      renderWithShell(<KycTipBar footerTip={DUE} />, { ...options, session });
      expect(screen.queryByRole('region')).toBeNull();
      cleanup();
    }
    renderWithShell(<KycTipBar footerTip={DUE} />, { site: 'us', session: sessionAt(0) });
    expect(screen.getByRole('region')).toBeTruthy();
  });

  it('widgets §4 "A page-view event is sent when the path changes" (none while hidden)', async () => {
    const track = vi.fn();
    renderWithShell(
      <>
        <KycTipBar footerTip={DUE} />
        <Link to="/markets">Markets</Link>
      </>,
      { session: sessionAt(0), track, routePath: '*' },
    );
    expect(track.mock.calls).toEqual([['page_view', { component: 'kyc_tip_bar' }]]);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Markets' }));
    });
    expect(track).toHaveBeenCalledTimes(2);
    // Closed: later paths send nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    cleanup();
    const hidden = vi.fn();
    renderWithShell(<KycTipBar footerTip={DUE} />, { session: sessionAt(1), track: hidden });
    expect(hidden).not.toHaveBeenCalled();
  });

  it('widgets §7 "kyc_upgrade_kyc2_verify_now": sent by Verify Now, once its page exists', () => {
    const track = vi.fn();
    renderWithShell(<KycTipBar footerTip={DUE} />, { session: sessionAt(0), track });
    const verify = screen.queryByRole('link', { name: 'Verify Now' });
    // The link is left out while /myaccount/kyc_home is not built (issue 8); then nothing can send it.
    expect(verify === null).toBe(isComingPage(KYC_HOME_PATH));
    if (verify) {
      verify.addEventListener('click', (e) => e.preventDefault());
      fireEvent.click(verify);
      expect(track).toHaveBeenLastCalledWith('kyc_upgrade_kyc2_verify_now', { source: 'kyc_tip_bar' });
    }
  });

  it('widgets §4 "An iOS build below 202306151200 uses an older native route for opening KYC"', async () => {
    for (const [build, route] of [
      [202306151100, 'kyc'],
      [202306151200, 'kyc_v2'],
    ] as const) {
      const posted: unknown[] = [];
      vi.stubGlobal('webkit', { messageHandlers: { meridian: { postMessage: (m: unknown) => void posted.push(m) } } });
      const track = vi.fn();
      renderWithShell(
        <NativeAppProvider app={{ inApp: true, platform: 'ios', build }}>
          <KycTipBar footerTip={DUE} />
        </NativeAppProvider>,
        { session: sessionAt(0), track },
      );
      // In the app, Verify Now leads to the app's own screen, built or not on the web.
      fireEvent.click(screen.getByRole('link', { name: 'Verify Now' }));
      await waitFor(() => expect(posted).toEqual([{ method: 'openKyc', params: { route } }]));
      expect(track).toHaveBeenLastCalledWith('kyc_upgrade_kyc2_verify_now', { source: 'kyc_tip_bar' });
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it("shell §5 footer-tip rule: not when more than 10 days are left, nor while a review runs ('3')", () => {
    for (const footerTip of [{ ...DUE, days_left: 11 }, { ...DUE, kyc_status: '3' }, defaultKycFooterTipValues()]) {
      renderWithShell(<KycTipBar footerTip={footerTip} />, { session: sessionAt(0) });
      expect(screen.queryByRole('region')).toBeNull();
      cleanup();
    }
  });
});

const RISK: KycNoticeInput = {
  ...defaultKycNoticeInput(),
  is_risk_user: true,
  show_kyc_upgrade_notice: true,
  risk_user_guide_frequency: 24,
  risk_user_guide_msg: 'We saw logins from unusual places.',
};

describe('KYC notice modal (widgets §4)', () => {
  it('"The risk-user notice takes priority"; "it then sets the cookie"; not closable by default, nor by an outside click', async () => {
    const api = fakeApi({ data: RISK });
    renderWithShell(<KycNoticeModals />, { session: sessionAt(2) });
    // The first test to open the lazily loaded dialog also waits for its modules to be transformed.
    const dialog = await screen.findByTestId('kyc-notice-risk', {}, { timeout: 10_000 });
    expect(api.calls[0]?.path).toBe('/api/web/v1/kyc/notice');
    expect(dialog.textContent).toContain('We saw logins from unusual places.');
    expect(document.cookie).toContain('RISK_IP_USER=1');
    if (isComingPage(RISK.risk_user_guide_url)) {
      // Its way forward is not built yet: a plain acknowledgement instead, and closable (decision 0050).
      fireEvent.click(screen.getByRole('button', { name: 'I understand' }));
      await waitFor(() => expect(screen.queryByTestId('kyc-notice-risk')).toBeNull());
    } else {
      expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
      fireEvent.keyDown(dialog, { key: 'Escape' });
      expect(screen.getByTestId('kyc-notice-risk')).toBeTruthy();
    }
    // Only one notice a page load: the risk-user notice, no upgrade notice after (or beside) it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryAllByRole('dialog').map((d) => d.getAttribute('data-testid'))).toEqual(
      isComingPage(RISK.risk_user_guide_url) ? [] : ['kyc-notice-risk'],
    );
  });

  it('"It has a close button only if risk_user_guide_be_closed is 1"', async () => {
    fakeApi({
      data: { ...RISK, risk_user_guide_be_closed: 1, risk_user_guide_url: 'https://help.meridian.example/kyc' },
    });
    const track = vi.fn();
    renderWithShell(<KycNoticeModals />, { session: sessionAt(2), track });
    await screen.findByTestId('kyc-notice-risk');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(track).toHaveBeenLastCalledWith('common_kyc_event', { notice: 'risk', action: 'click', button: 'close' });
    cleanup();
    fakeApi({ data: { ...RISK, risk_user_guide_url: 'https://help.meridian.example/kyc' } });
    document.cookie = 'RISK_IP_USER=; Max-Age=0; Path=/';
    renderWithShell(<KycNoticeModals />, { session: sessionAt(2) });
    const dialog = await screen.findByTestId('kyc-notice-risk');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByTestId('kyc-notice-risk')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify Now' })).toBeTruthy();
  });

  it('with the risk cookie set, the KYC-upgrade notice shows, once per 12 hours by its cookie', async () => {
    document.cookie = 'RISK_IP_USER=1; Path=/';
    fakeApi({ data: RISK });
    const track = vi.fn();
    renderWithShell(<KycNoticeModals />, { session: sessionAt(2), track });
    await screen.findByTestId('kyc-notice-upgrade');
    expect(document.cookie).toContain(`${KYC_UPGRADE_COOKIE}=1`);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // widgets §7 "common_kyc_event": the notice shown, then the button used.
    expect(track.mock.calls).toEqual([
      ['common_kyc_event', { notice: 'upgrade', action: 'show' }],
      ['common_kyc_event', { notice: 'upgrade', action: 'click', button: 'later' }],
    ]);
    cleanup();
    const api = fakeApi({ data: RISK });
    renderWithShell(<KycNoticeModals />, { session: sessionAt(2) });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed call shows nothing', async () => {
    const api = fakeApi({ status: 500, data: null });
    renderWithShell(<KycNoticeModals />, { session: sessionAt(0) });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
