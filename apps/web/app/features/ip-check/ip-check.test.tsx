// @vitest-environment happy-dom
import { defaultUserInfo, IP_CHECK_RESULTS, isComingPage, MODAL_PRIORITY } from '@meridian/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ModalName, useModals } from '../../shell/modals';
import { loggedOutSession, type Session } from '../../shell/session';
import { renderWithShell } from '../../test-support/render-with-shell';
import { IpCheck, ipCheckUid, resetIpCheckForTests } from './ip-check';
import { IP_CHECK_KYC3_PATH } from './ip-check-dialogs';
import { IP_CHECK_TOKEN_KEY } from './ip-check-runner';

// The frame's modal table gets the check's bodies where the frame is wired (frame/modal-table.ts);
// here they are added where it has none yet, so these tests do not depend on that wiring.
vi.mock('../../frame/modal-table', async (importOriginal) => {
  const actual = await importOriginal<{ modalTable: Record<string, unknown> }>();
  const { ipCheckBodies } = await import('./ip-check-dialogs');
  const extra: Record<string, unknown> = ipCheckBodies;
  return { ...actual, modalBody: (name: string) => actual.modalTable[name] ?? extra[name] };
});

const UID = 10000001;
const CSRF = 'abcdefghijklmnopqrstuvwxyz0123456789';

function loggedIn(overrides: Partial<Session> = {}, isSub = 0): Session {
  return {
    status: 'logged-in',
    userInfo: { ...defaultUserInfo(), is_sub: isSub, user_info: { ...defaultUserInfo().user_info, uid: UID } },
    totalFunds: { total_usd: '0', total_btc: '0' },
    vipTrial: null,
    subAccount: null,
    completedKyc2: true,
    ...overrides,
  };
}

/** Opens one of the check's dialogs at blocking priority, as the runner does. */
function Open({ name }: { name: Extract<ModalName, `ip-check-${string}`> }) {
  const { open } = useModals();
  useEffect(() => open(name, {}, { priority: MODAL_PRIORITY.blocking }), [open, name]);
  return null;
}

const envelope = (data: unknown) => Response.json({ code: 0, message: 'success', data });

beforeEach(() => {
  document.cookie = `csrftoken=${CSRF}; Path=/`;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  resetIpCheckForTests();
});

describe('ipCheckUid (widgets §5 "runs only when enabled, the user id is known and the sub-account type is 0")', () => {
  it('a logged-in normal account with a uid', () => {
    expect(ipCheckUid(loggedIn())).toBe(UID);
  });
  it('not for visitors, an unknown uid, or sub-accounts (nor one whose type could not be read)', () => {
    expect(ipCheckUid(loggedOutSession())).toBe(0);
    const noUid = loggedIn();
    noUid.userInfo = { ...noUid.userInfo, user_info: { ...noUid.userInfo.user_info, uid: 0 } };
    expect(ipCheckUid(noUid)).toBe(0);
    expect(ipCheckUid(loggedIn({ subAccount: { type: 1, sub_type: 0 } }, 1))).toBe(0);
    expect(ipCheckUid(loggedIn({ subAccount: null }, 1))).toBe(0);
  });
});

describe('the check’s dialogs (widgets §4 "IP/VPN check", §8 keyed texts)', () => {
  it('"Result 2: non-closable upgrade-verification dialog leading to kyc3": no close, Escape refused; Verify only once the page is built', async () => {
    renderWithShell(<Open name="ip-check-upgrade" />, { session: loggedIn() });
    const dialog = await screen.findByTestId('ip-check-upgrade');
    expect(dialog.textContent).toContain('Dear user');
    expect(dialog.textContent).toContain('through a VPN or proxy');
    expect(dialog.textContent).toContain('Advanced Verification (KYC3)');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByTestId('ip-check-upgrade')).toBeTruthy();
    // Issue 8: no link to a coming page; until /myaccount/kyc3_v1 is built, Log out is the way out.
    expect(screen.queryByRole('button', { name: 'Verify now' }) === null).toBe(isComingPage(IP_CHECK_KYC3_PATH));
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('"Results 3 or 0: VPN notice; accept reloads the page"', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderWithShell(<Open name="ip-check-vpn" />, { session: loggedIn() });
    const dialog = await screen.findByTestId('ip-check-vpn');
    expect(dialog.textContent).toContain('VPN or proxy');
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('"cancel falls to the result-2 dialog"', async () => {
    renderWithShell(<Open name="ip-check-vpn" />, { session: loggedIn() });
    await screen.findByTestId('ip-check-vpn');
    fireEvent.click(screen.getByTestId('ip-check-cancel'));
    await screen.findByTestId('ip-check-upgrade');
    expect(screen.queryByTestId('ip-check-vpn')).toBeNull();
  });

  it('Escape on the VPN notice is Cancel: the result-2 dialog follows', async () => {
    renderWithShell(<Open name="ip-check-vpn" />, { session: loggedIn() });
    fireEvent.keyDown(await screen.findByTestId('ip-check-vpn'), { key: 'Escape' });
    await screen.findByTestId('ip-check-upgrade');
  });

  it('"Result 4: non-closable detection-limit dialog": log out closes it with the session', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => envelope(null));
    vi.stubGlobal('fetch', fetch);
    let loads = 0;
    renderWithShell(<Open name="ip-check-limit" />, {
      session: () => (loads++ === 0 ? loggedIn() : loggedOutSession()),
    });
    const dialog = await screen.findByTestId('ip-check-limit');
    expect(dialog.textContent).toContain('limit of network checks');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByTestId('ip-check-limit')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.queryByTestId('ip-check-limit')).toBeNull());
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/web/v1/auth/logout');
  });

  it('a failed log-out says so and keeps the dialog', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    renderWithShell(<Open name="ip-check-limit" />, { session: loggedIn() });
    await screen.findByTestId('ip-check-limit');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not log out. Please try again.');
    expect(screen.getByTestId('ip-check-limit')).toBeTruthy();
  });

  it('speaks the reader’s language', async () => {
    renderWithShell(<Open name="ip-check-limit" />, { session: loggedIn(), locale: 'de' });
    const dialog = await screen.findByTestId('ip-check-limit');
    expect(dialog.textContent).toContain('Liebe Nutzerin, lieber Nutzer');
  });
});

describe('IpCheck (mounted by the frame on every page)', () => {
  it('logged in, normal account: checks once (no WebRTC here: type 2) and opens the result’s dialog', async () => {
    vi.stubGlobal('RTCPeerConnection', undefined);
    const payload = {
      uid: UID,
      iat: 1,
      exp: 2,
      result: { value: 2, valid_period: 3600 },
      limit: { value: 1, limit_times: 10, valid_period: 3600 },
    };
    const token = `${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.c2ln`;
    const fetch = vi.fn(async (url: string, _init: RequestInit) =>
      url.endsWith('/ip-penetration/config')
        ? envelope({ enabled: true })
        : envelope({ result: IP_CHECK_RESULTS.upgradeToKyc3, token }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithShell(<IpCheck />, { session: loggedIn() });
    await screen.findByTestId('ip-check-upgrade');
    const post = fetch.mock.calls.find(([url]) => url.endsWith('/ip-penetration/check'));
    expect(post?.[1].method).toBe('POST');
    expect(String(post?.[1].body)).toBe('type=2');
    expect(localStorage.getItem(IP_CHECK_TOKEN_KEY)).toBe(token);
    // Once per page load: a second mount (a client navigation) does not check again.
    cleanup();
    renderWithShell(<IpCheck />, { session: loggedIn() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch.mock.calls.filter(([url]) => url.endsWith('/ip-penetration/check'))).toHaveLength(1);
  });

  it('a sub-account or a visitor is not checked', async () => {
    const fetch = vi.fn(async () => envelope({ enabled: true }));
    vi.stubGlobal('fetch', fetch);
    renderWithShell(<IpCheck />, { session: loggedIn({ subAccount: { type: 1, sub_type: 0 } }, 1) });
    cleanup();
    renderWithShell(<IpCheck />, { session: loggedOutSession() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });
});
