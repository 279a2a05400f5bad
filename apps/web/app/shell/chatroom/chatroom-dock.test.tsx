// @vitest-environment happy-dom
import { type SiteConfig, MAIN_SITE, SITES } from '@meridian/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import english from '../../i18n/messages/en/chatroom.json';
import { renderWithShell, type ShellOptions } from '../../test-support/render-with-shell';
import { ChatroomDock } from './chatroom-dock';
import { CHATROOM_OPEN_KEY, CHATROOM_POSITION_KEY } from './chatroom-memory';
import { CHATROOM_ENTRY_PATH } from './chatroom-protocol';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** The idle callback, run at once (shell §9 "when idle or after 2 s" is whenIdle's, tested there). */
const now = (start: () => void) => {
  start();
  return () => undefined;
};

function setWindow(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

function renderDock(options: ShellOptions & { userAgent?: string } = {}) {
  const prefetch = vi.fn();
  const { userAgent = DESKTOP, ...shell } = options;
  renderWithShell(<ChatroomDock userAgent={userAgent} prefetch={prefetch} whenIdle={now} />, shell);
  return { prefetch };
}

const launcher = () => screen.queryByRole('button', { name: english.launcher });
const chatWindow = () => screen.getByTestId('chatroom-window');
const frameQuery = () => {
  const src = document.querySelector('iframe')?.getAttribute('src') ?? '';
  expect(src.startsWith(CHATROOM_ENTRY_PATH)).toBe(true);
  return Object.fromEntries(new URL(src, 'http://x').searchParams);
};
const cssVar = (name: string) => chatWindow().style.getPropertyValue(name);

beforeEach(() => {
  setWindow(1280, 800);
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  document.cookie = 'is_phone=; Max-Age=0; Path=/';
});

describe('chatroom loader: opening and closing (shell §4 "States: loading, mounted/visible, hidden")', () => {
  it('nothing of the micro-app before it opens; the named launcher opens a titled window that is loading', async () => {
    renderDock();
    const button = await screen.findByRole('button', { name: english.launcher });
    expect(document.querySelector('iframe')).toBeNull();

    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: english.title });
    expect(dialog.getAttribute('data-state')).toBe('loading');
    expect(screen.getByRole('status').textContent).toBe(english.loading);
    expect(screen.getByTitle(english.frameTitle).tagName).toBe('IFRAME');
    // shell §3 "Chatroom props: locale, nickname, isSubAccount, extra params": a visitor here.
    expect(frameQuery()).toEqual({ lang: 'en', theme: 'light', site: String(MAIN_SITE.id) });
    // shell §4 "Open state is persisted".
    expect(window.localStorage.getItem(CHATROOM_OPEN_KEY)).toBe('1');
    expect(launcher()).toBeNull();
  });

  it('becomes visible when the micro-app says it has drawn itself (over the frame channel)', async () => {
    renderDock();
    fireEvent.click(await screen.findByRole('button', { name: english.launcher }));
    const frame = document.querySelector('iframe');
    if (!frame) throw new Error('no frame');
    // happy-dom loads no frame pages: the frame's window is a stand-in, as the channel compares it.
    const micro = { postMessage: vi.fn() };
    Object.defineProperty(frame, 'contentWindow', { configurable: true, value: micro });
    const fromFrame = (origin: string) => {
      const event = new MessageEvent('message', {
        data: { protocol: 'meridian-chatroom', message: { type: 'ready' } },
        origin,
      });
      Object.defineProperty(event, 'source', { value: micro });
      window.dispatchEvent(event);
    };
    // Another origin is never read.
    act(() => fromFrame('https://elsewhere.example'));
    expect(chatWindow().getAttribute('data-state')).toBe('loading');
    // The channel's schemas load on use: the message is read once they are there.
    await waitFor(() => {
      act(() => fromFrame(window.location.origin));
      expect(chatWindow().getAttribute('data-state')).toBe('visible');
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes with its named close button and with Escape; hidden, not removed; the flag is cleared', async () => {
    renderDock();
    fireEvent.click(await screen.findByRole('button', { name: english.launcher }));
    fireEvent.click(screen.getByRole('button', { name: english.close }));
    expect(chatWindow().hidden).toBe(true);
    expect(chatWindow().getAttribute('data-state')).toBe('hidden');
    expect(window.localStorage.getItem(CHATROOM_OPEN_KEY)).toBeNull();
    // The focus goes back to where the window was opened from.
    await waitFor(() => expect(document.activeElement).toBe(launcher()));

    fireEvent.click(launcher() as HTMLElement);
    expect(chatWindow().hidden).toBe(false);
    fireEvent.keyDown(screen.getByRole('dialog', { name: english.title }), { key: 'Escape' });
    expect(chatWindow().hidden).toBe(true);
  });

  it('passes the logged-in nickname and the sub-account flag (shell §6 "Sub-accounts are flagged to the chatroom")', async () => {
    const { loggedOutSession } = await import('../session');
    const visitor = loggedOutSession();
    renderDock({
      session: {
        ...visitor,
        status: 'logged-in',
        userInfo: { ...visitor.userInfo, is_sub: 1, user_info: { ...visitor.userInfo.user_info, nick: 'ada', uid: 7 } },
      },
      locale: 'de',
      // English names on the German page (the chatroom catalog's other languages come later).
      catalog: 'en',
      theme: 'dark',
    });
    fireEvent.click(await screen.findByRole('button', { name: english.launcher }));
    expect(frameQuery()).toMatchObject({ lang: 'de', theme: 'dark', user: '1', nickname: 'ada', sub: '1' });
  });
});

describe('chatroom loader: shell §4 "Reopened automatically if a remembered open flag or a chatroom query parameter exists, and opened for a streamer-to-support short link"', () => {
  it('the remembered open flag reopens it; without it, it waits for the launcher', async () => {
    window.localStorage.setItem(CHATROOM_OPEN_KEY, '1');
    renderDock();
    await waitFor(() => expect(chatWindow().hidden).toBe(false));
    // Opened by itself: the room is the one the micro-app shows first (the lobby).
    expect(frameQuery().room).toBeUndefined();
    cleanup();

    window.localStorage.clear();
    renderDock();
    await screen.findByRole('button', { name: english.launcher });
    expect(screen.queryByTestId('chatroom-window')).toBeNull();
  });

  it('?chatroom=<slug> opens that room', async () => {
    renderDock({ path: '/trade/BTC_USDT?chatroom=trading' });
    await waitFor(() => expect(chatWindow().hidden).toBe(false));
    expect(frameQuery().room).toBe('trading');
  });

  it('?shortlink=group&to=support opens the support room, on any page', async () => {
    renderDock({ path: '/price?shortlink=group&to=support' });
    await waitFor(() => expect(chatWindow().hidden).toBe(false));
    expect(frameQuery().support).toBe('1');
  });

  it('/groupchat/chatroom opens the lobby, /groupchat/call_service the support room', async () => {
    renderDock({ path: '/groupchat/chatroom' });
    await waitFor(() => expect(frameQuery().room).toBe('lobby'));
    cleanup();
    renderDock({ path: '/groupchat/call_service' });
    await waitFor(() => expect(frameQuery().support).toBe('1'));
  });

  it('shell §9 "prefetched when idle or after 2 s": the entry page, once, where it may open', async () => {
    const { prefetch } = renderDock();
    await screen.findByRole('button', { name: english.launcher });
    expect(prefetch.mock.calls).toEqual([[CHATROOM_ENTRY_PATH]]);
  });
});

describe('chatroom loader: shell §4 "Never opened on phone-like devices, windows narrower than 768px, live video, login, or test-network pages"', () => {
  /** Asked for every way at once: the flag, the query and the short link. */
  const asked = '?chatroom=lobby&shortlink=group&to=support';

  async function expectNeverOpens(options: ShellOptions & { userAgent?: string }) {
    window.localStorage.setItem(CHATROOM_OPEN_KEY, '1');
    const { prefetch } = renderDock(options);
    // Let the lazy effects run: nothing appears, not even the launcher, and nothing is fetched.
    await act(async () => undefined);
    expect(screen.queryByTestId('chatroom-window')).toBeNull();
    expect(launcher()).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(prefetch).not.toHaveBeenCalled();
    cleanup();
  }

  it('phone-like devices (a phone user agent, or the is_phone cookie)', async () => {
    await expectNeverOpens({ userAgent: IPHONE, path: `/${asked}` });
    document.cookie = 'is_phone=1; Path=/';
    await expectNeverOpens({ path: `/${asked}` });
  });

  it('windows narrower than 768px', async () => {
    setWindow(767, 1000);
    await expectNeverOpens({ path: `/${asked}` });
  });

  it('live video, login and signup pages', async () => {
    await expectNeverOpens({ path: `/live${asked}` });
    await expectNeverOpens({ path: `/login${asked}` });
    await expectNeverOpens({ path: `/signup${asked}` });
  });

  it('the test network site', async () => {
    const testnet = SITES.find((s) => s.key === 'testnet');
    if (!testnet) throw new Error('the registry has a testnet site');
    // Even were its config to allow the chatroom.
    const allowed: SiteConfig = { ...testnet, chatroom: true };
    await expectNeverOpens({ site: allowed, path: `/${asked}` });
  });

  it('hides an open window when the browser window becomes narrower than 768px', async () => {
    window.localStorage.setItem(CHATROOM_OPEN_KEY, '1');
    renderDock();
    await waitFor(() => expect(chatWindow().hidden).toBe(false));
    act(() => {
      setWindow(700, 800);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.queryByTestId('chatroom-window')).toBeNull();
  });
});

describe('chatroom loader: shell §3 "A chat box position array is stored"; shell §9 "400px wide, default height 700px"', () => {
  async function open(options: ShellOptions = {}) {
    renderDock(options);
    fireEvent.click(await screen.findByRole('button', { name: english.launcher }));
  }

  it('docks 400 x 700 at the inline-end bottom corner by default', async () => {
    await open();
    expect(cssVar('--chatroom-width')).toBe('400px');
    expect(cssVar('--chatroom-height')).toBe('700px');
    // 16 px from the inline-end edge; 800 - 700 - 16 = 84 px from the top.
    expect(cssVar('--chatroom-inline-end')).toBe('16px');
    expect(cssVar('--chatroom-top')).toBe('84px');
  });

  it('is dragged by its title bar, kept inside the viewport, and its position array stored', async () => {
    await open();
    const bar = screen.getByTestId('chatroom-title-bar');
    fireEvent.pointerDown(bar, { pointerId: 1, button: 0, clientX: 1000, clientY: 100 });
    // 300 px to the left (away from the inline-end edge, right in LTR) and 50 px down... clamped:
    // the top can be at most 800 - 700 = 100.
    fireEvent.pointerMove(bar, { pointerId: 1, clientX: 700, clientY: 150 });
    expect(cssVar('--chatroom-inline-end')).toBe('316px');
    expect(cssVar('--chatroom-top')).toBe('100px');
    fireEvent.pointerUp(bar, { pointerId: 1, clientX: 700, clientY: 150 });
    expect(JSON.parse(window.localStorage.getItem(CHATROOM_POSITION_KEY) ?? 'null')).toEqual([316, 100]);

    // Far past the inline-start edge: stops where the whole box is still on screen (1280 - 400).
    fireEvent.pointerDown(bar, { pointerId: 2, button: 0, clientX: 700, clientY: 150 });
    fireEvent.pointerMove(bar, { pointerId: 2, clientX: -5000, clientY: -5000 });
    fireEvent.pointerUp(bar, { pointerId: 2 });
    expect(JSON.parse(window.localStorage.getItem(CHATROOM_POSITION_KEY) ?? 'null')).toEqual([880, 0]);
  });

  it('right to left (Arabic), dragging to the right moves away from the inline-end edge (the left one)', async () => {
    await open({ locale: 'ar', catalog: 'en' });
    const bar = screen.getByTestId('chatroom-title-bar');
    fireEvent.pointerDown(bar, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(bar, { pointerId: 1, clientX: 300, clientY: 60 });
    expect(cssVar('--chatroom-inline-end')).toBe('216px');
    expect(cssVar('--chatroom-top')).toBe('44px');
  });

  it('a stored position is restored, clamped into a smaller window', async () => {
    window.localStorage.setItem(CHATROOM_POSITION_KEY, '[2000, 50]');
    setWindow(1024, 768);
    await open();
    // At most 1024 - 400 = 624 from the inline-end edge; 50 from the top fits (768 - 700 = 68).
    expect(cssVar('--chatroom-inline-end')).toBe('624px');
    expect(cssVar('--chatroom-top')).toBe('50px');
  });
});
