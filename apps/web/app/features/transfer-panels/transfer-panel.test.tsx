// @vitest-environment happy-dom
import { defaultUserInfo } from '@meridian/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../shell/session';
import { useTheme } from '../../shell/theme';
import { TRANSFER_PANEL_ENTRIES, transferPanelsProtocol } from '../../shell/transfer-panels';
import { renderWithShell } from '../../test-support/render-with-shell';
import { type EntryCheck, TransferPanel, type TransferPanelSlotProps } from './transfer-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LOGGED_IN: Session = {
  status: 'logged-in',
  userInfo: { ...defaultUserInfo(), user_info: { ...defaultUserInfo().user_info, nick: 'ada', uid: 7 } },
  totalFunds: { total_usd: '0', total_btc: '0' },
  vipTrial: null,
  subAccount: null,
  completedKyc2: true,
};

const present: EntryCheck = async () => null;

/**
 * The panel's window: happy-dom loads no frame pages (its frames have no window), so each frame
 * gets a blank window of its own origin to stand for the micro-app's.
 */
function givePanelWindow(): Window {
  const opened = window.open('about:blank');
  if (!opened) throw new Error('happy-dom opened no window');
  vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue(opened);
  return opened;
}
const LIMITS = { isUkLimit: true, isItalyLimit: false };

function ThemeSwitch() {
  const { setTheme } = useTheme();
  return (
    <button type="button" onClick={() => setTheme('dark')}>
      dark
    </button>
  );
}

/** The page around a panel: a theme switch and a link away. The session is the root loader (counted). */
function renderPanel(props: Partial<TransferPanelSlotProps> = {}) {
  givePanelWindow();
  const log = vi.fn();
  const loader = vi.fn(() => LOGGED_IN);
  renderWithShell(
    <>
      <ThemeSwitch />
      <Link to="/elsewhere">leave</Link>
      <TransferPanel name="funds-transfer" limits={LIMITS} checkEntry={present} log={log} {...props} />
    </>,
    {
      session: loader,
      path: '/myaccount',
      routes: [{ path: '/elsewhere', Component: () => <p>elsewhere</p> }],
    },
  );
  return { log, loader };
}

const frameOf = async (title = 'Transfer between your spot and futures wallets'): Promise<HTMLIFrameElement> => {
  const frame = await screen.findByTitle(title);
  if (!(frame instanceof HTMLIFrameElement)) throw new Error('not a frame');
  return frame;
};

/** The panel in the frame says something to the page (as the micro-app's channel posts it). */
function fromPanel(frame: HTMLIFrameElement, message: unknown) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { protocol: transferPanelsProtocol.name, message },
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
  });
}

/** What the page posted to the frame, as {type, ...} messages of the protocol. */
function spyOnFrame(frame: HTMLIFrameElement) {
  const target = frame.contentWindow;
  if (!target) throw new Error('the frame has no window');
  const post = vi.spyOn(target, 'postMessage').mockImplementation(() => undefined);
  return () =>
    post.mock.calls.map(([data, origin]) => {
      expect(origin).toBe(window.location.origin);
      expect(data).toMatchObject({ protocol: transferPanelsProtocol.name });
      return (data as { message: unknown }).message;
    });
}

describe('widgets §4 "Transfer panels: Load when not hidden, update on language, theme or limit changes, and unmount with the page"', () => {
  it('widgets §7 HEAD check: a missing entry page mounts nothing, and widgets §8 "mount ... fails | logged only"', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    const { log } = renderPanel({ checkEntry: undefined });
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith(
      '/cdn/fe/static/funds-transfer/index.html',
      expect.objectContaining({ method: 'HEAD' }),
    );
    expect(log).toHaveBeenCalledWith('funds-transfer', 'mount', expect.stringContaining('404'));
    // Nothing broken on the page: no frame, no empty section, no alert.
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('heading', { name: /Transfer between/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a HEAD request that fails outright is logged the same way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('network down');
      }),
    );
    const { log } = renderPanel({ checkEntry: undefined });
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('funds-transfer', 'mount', expect.stringContaining('network')),
    );
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('hidden: nothing is checked or mounted', async () => {
    const check = vi.fn(present);
    renderPanel({ hidden: true, checkEntry: check });
    await act(async () => undefined);
    expect(check).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('widgets §7: mounts the entry page with g_lang, lang_prefix, theme, isUkLimit, isItalyLimit, isNotsNeedNotificationProvider', async () => {
    const check = vi.fn(present);
    renderPanel({ checkEntry: check });
    const frame = await frameOf();
    expect(check).toHaveBeenCalledWith(TRANSFER_PANEL_ENTRIES['funds-transfer']);
    const src = new URL(frame.getAttribute('src') ?? '', 'http://page.test');
    expect(src.pathname).toBe('/cdn/fe/static/funds-transfer/index.html');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      g_lang: 'en',
      lang_prefix: '',
      theme: 'light',
      isUkLimit: '1',
      isItalyLimit: '0',
      isNotsNeedNotificationProvider: '1',
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Transfer between your spot and futures wallets' }),
    ).toBeTruthy();
  });

  it('widgets §7 "(master transfer only) sub_website_id": the site id goes to the master panel only', async () => {
    renderWithShell(<TransferPanel name="master-transfer" limits={LIMITS} checkEntry={present} log={vi.fn()} />, {
      site: 'us',
      session: LOGGED_IN,
    });
    const frame = await screen.findByTitle('Transfer between your main account and sub-accounts');
    const src = new URL(frame.getAttribute('src') ?? '', 'http://page.test');
    expect(src.pathname).toBe('/cdn/fe/static/master-transfer/index.html');
    expect(src.searchParams.get('sub_website_id')).not.toBeNull();
    expect(Number(src.searchParams.get('sub_website_id'))).toBeGreaterThan(0);
  });

  it('a theme change posts the new props to the panel, without reloading the frame; "ready" gets the current props', async () => {
    renderPanel();
    const frame = await frameOf();
    const src = frame.getAttribute('src');
    const posted = spyOnFrame(frame);
    // The panel says it listens: the page answers with the props as they are.
    fromPanel(frame, { type: 'ready' });
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ type: 'props', props: { theme: 'light', isUkLimit: true } });
    fireEvent.click(screen.getByRole('button', { name: 'dark' }));
    await waitFor(() => expect(posted()).toHaveLength(2));
    expect(posted()[1]).toEqual({
      type: 'props',
      props: {
        g_lang: 'en',
        lang_prefix: '',
        theme: 'dark',
        isUkLimit: true,
        isItalyLimit: false,
        isNotsNeedNotificationProvider: true,
      },
    });
    expect(frame.getAttribute('src')).toBe(src);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('the frame takes the height the panel reports; a transfer made makes the page read its data again', async () => {
    const { loader } = renderPanel();
    const frame = await frameOf();
    expect(screen.getByRole('status').textContent).toBe('Loading the transfer panel…');
    fromPanel(frame, { type: 'resize', height: 512 });
    await waitFor(() => expect(frame.style.getPropertyValue('--transfer-panel-height')).toBe('512px'));
    expect(screen.queryByText('Loading the transfer panel…')).toBeNull();
    const loads = loader.mock.calls.length;
    fromPanel(frame, { type: 'transferred' });
    await waitFor(() => expect(loader.mock.calls.length).toBe(loads + 1));
  });

  it('unmounts with the page: the frame goes, and what it says afterwards is not heard', async () => {
    const { loader, log } = renderPanel();
    const frame = await frameOf();
    fromPanel(frame, { type: 'resize', height: 300 });
    await waitFor(() => expect(frame.style.getPropertyValue('--transfer-panel-height')).toBe('300px'));
    fireEvent.click(screen.getByRole('link', { name: 'leave' }));
    await screen.findByText('elsewhere');
    expect(document.querySelector('iframe')).toBeNull();
    const loads = loader.mock.calls.length;
    fromPanel(frame, { type: 'transferred' });
    await act(async () => undefined);
    expect(loader.mock.calls.length).toBe(loads);
    expect(log).not.toHaveBeenCalled();
  });
});

describe('the fund password for the master-transfer panel (issue 16 "fund password per the frequency")', () => {
  it("opens the registry's fund-password modal for the panel, sends the password back, and keeps the modal open while the panel says it was refused", async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    // The modal reads the current validity (widgets §7 get_user_frequency).
    vi.stubGlobal('fetch', async () => Response.json({ code: 0, message: '', data: { frequency: '2' } }));
    givePanelWindow();
    renderWithShell(<TransferPanel name="master-transfer" limits={LIMITS} checkEntry={present} log={vi.fn()} />, {
      session: LOGGED_IN,
    });
    const frame = await frameOf('Transfer between your main account and sub-accounts');
    const posted = spyOnFrame(frame);
    fromPanel(frame, { type: 'fund-password', ask: 'q-1' });
    const dialog = await screen.findByTestId('fund-password-modal');
    expect(screen.getByRole('dialog', { name: 'Confirm the transfer with your fund password' })).toBe(dialog);
    fireEvent.change(screen.getByTestId('fund-password-input'), { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getByTestId('fund-password-confirm'));
    await waitFor(() => expect(posted()).toContainEqual({ type: 'fund-password', ask: 'q-1', fundpass: 'wrong-one' }));
    // The panel's retry was refused for the password: the modal stays for another try.
    fromPanel(frame, { type: 'fund-password-checked', ask: 'q-1', accepted: false });
    await act(async () => undefined);
    expect(screen.getByTestId('fund-password-modal')).toBeTruthy();
    // widgets §9 "Fund-password click debounce: 1500 ms": the next click comes later.
    now += 2_000;
    fireEvent.change(screen.getByTestId('fund-password-input'), { target: { value: 'right-one' } });
    fireEvent.click(screen.getByTestId('fund-password-confirm'));
    await waitFor(() => expect(posted()).toContainEqual({ type: 'fund-password', ask: 'q-1', fundpass: 'right-one' }));
    fromPanel(frame, { type: 'fund-password-checked', ask: 'q-1', accepted: true });
    await waitFor(() => expect(screen.queryByTestId('fund-password-modal')).toBeNull());
  });
});
