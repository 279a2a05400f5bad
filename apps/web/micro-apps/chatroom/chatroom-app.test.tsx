// @vitest-environment happy-dom
import type { ChatMessage } from '@meridian/contracts';
import { MAIN_SITE } from '@meridian/domain';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { I18nProvider } from '../../app/i18n';
import chatroomApp from '../../app/i18n/messages/en/chatroom-app.json';
import { chatroomToParent, readChatroomQuery } from '../../app/shell/chatroom/client';
import { chatroomProtocol } from '../../app/shell/chatroom/chatroom-protocol';
import { setCsrfCookie } from '../../app/test-support/fake-api';
import { compileMessages } from '../../app/test-support/compiled-messages';
import type { ChatStreamOptions } from './chat-stream';
import { ChatroomApp } from './chatroom-app';
import { RequestClients } from './request-clients';
import { openShellLink } from './shell-link';

const ORIGIN = window.location.origin;
const compiled = compileMessages(chatroomApp);
const app = chatroomApp;
const onTheWire = z.object({ protocol: z.literal(chatroomProtocol.name), message: chatroomToParent });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'csrftoken=; Max-Age=0; Path=/';
});

let ids = 0;
function chatMessage(over: Partial<ChatMessage> = {}): ChatMessage {
  ids += 1;
  return {
    id: String(ids),
    room: 'lobby',
    nickname: 'ada',
    is_sub_account: false,
    from_support: false,
    mine: false,
    text: 'hello',
    created_at_ms: 1_700_000_000_000 + ids,
    ...over,
  };
}

interface Answer {
  status?: number;
  message?: string;
  data?: unknown;
}

/** The API by path (method and path, e.g. `GET /api/web/v1/chat/rooms`); what was asked is recorded. */
function api(routes: Record<string, Answer | (() => Answer)>) {
  const calls: Array<{ method: string; path: string; search: string; body: Record<string, string> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const parsed = new URL(url, 'http://api.test');
      const method = init.method ?? 'GET';
      calls.push({
        method,
        path: parsed.pathname,
        search: parsed.search,
        body: Object.fromEntries(new URLSearchParams(typeof init.body === 'string' ? init.body : '')),
      });
      const route = routes[`${method} ${parsed.pathname}`];
      const answer = (typeof route === 'function' ? route() : route) ?? { status: 404, message: 'Not found' };
      const status = answer.status ?? 200;
      return Response.json(
        { code: status === 200 ? 0 : status, message: answer.message ?? '', data: status === 200 ? answer.data : null },
        { status },
      );
    }),
  );
  return calls;
}

const ROOMS = {
  'GET /api/web/v1/chat/rooms': {
    data: {
      rooms: [
        { slug: 'lobby', kind: 'public', title: 'Lobby' },
        { slug: 'trading', kind: 'public', title: 'Trading' },
      ],
    },
  },
};

function renderApp(search: string) {
  const posted: unknown[] = [];
  const page = { postMessage: (data: unknown, origin: string) => void posted.push({ data, origin }) };
  const self = Object.assign(new EventTarget(), { parent: page, postMessage: () => undefined });
  const link = openShellLink(self, ORIGIN);
  const streams: ChatStreamOptions[] = [];
  const closed: string[] = [];
  const openStream = (options: ChatStreamOptions) => {
    streams.push(options);
    return { close: () => void closed.push(options.rooms.join()) };
  };
  render(
    <I18nProvider locale="en" messages={{ chatroomApp: compiled }}>
      <RequestClients siteId={MAIN_SITE.id} link={link}>
        <ChatroomApp query={readChatroomQuery(search)} link={link} openStream={openStream} />
      </RequestClients>
    </I18nProvider>,
  );
  const toShell = () => posted.map((entry) => onTheWire.parse((entry as { data: unknown }).data).message);
  /** What the page would send the micro-app. */
  const fromShell = (message: unknown) =>
    act(() => {
      const event = new MessageEvent('message', { data: { protocol: chatroomProtocol.name, message }, origin: ORIGIN });
      // The page's window, as the channel compares it (a MessageEvent carries only real windows).
      Object.defineProperty(event, 'source', { value: page });
      self.dispatchEvent(event);
    });
  return { streams, closed, toShell, self, page, fromShell };
}

const messageItems = () => screen.queryAllByTestId('chat-message');

describe('chatroom micro-app: reading', () => {
  it('tells the shell it has drawn itself; a visitor reads the lobby and is offered to log in, no composer', async () => {
    const calls = api({
      ...ROOMS,
      'GET /api/web/v1/chat/rooms/lobby/messages': { data: { messages: [chatMessage({ text: 'gm' })] } },
    });
    const { toShell } = renderApp('?lang=en');
    await waitFor(() => expect(messageItems()).toHaveLength(1));
    expect(toShell()).toContainEqual({ type: 'ready' });
    expect(screen.getByRole('navigation', { name: app.rooms })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lobby' }).getAttribute('aria-current')).toBe('true');
    expect(screen.queryByRole('textbox')).toBeNull();
    const logIn = screen.getByRole('link', { name: app.logIn });
    expect(screen.getByText(app.logInPrompt, { exact: false })).toBeTruthy();
    // Framed: the shell opens its log-in dialog, the frame does not navigate.
    fireEvent.click(logIn);
    expect(toShell()).toContainEqual({ type: 'log-in' });
    expect(calls.find((c) => c.path.endsWith('/messages'))?.search).toBe('?limit=50');
  });

  it('issue 16 "HTML in a message is shown as text": the text is rendered as text, never as markup', async () => {
    const html = '<img src=x onerror="alert(1)"><b>bold</b> & <script>alert(2)</script>';
    api({
      ...ROOMS,
      'GET /api/web/v1/chat/rooms/lobby/messages': { data: { messages: [chatMessage({ text: html })] } },
    });
    renderApp('?lang=en');
    await waitFor(() => expect(messageItems()).toHaveLength(1));
    const item = messageItems()[0] as HTMLElement;
    expect(within(item).getByText(html).textContent).toBe(html);
    expect(item.querySelector('img, b, script')).toBeNull();
  });

  it('shell §6 "Sub-accounts are flagged to the chatroom": a sub-account badge; support messages a Support label', async () => {
    api({
      ...ROOMS,
      'GET /api/web/v1/chat/rooms/lobby/messages': {
        data: {
          messages: [
            chatMessage({ nickname: 'sub1', is_sub_account: true }),
            chatMessage({ nickname: 'Meridian Support', from_support: true }),
            chatMessage({ nickname: 'plain' }),
          ],
        },
      },
    });
    renderApp('?lang=en');
    await waitFor(() => expect(messageItems()).toHaveLength(3));
    const [sub, support, plain] = messageItems() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(sub).getByText(app.subAccount)).toBeTruthy();
    expect(within(sub).queryByText(app.support)).toBeNull();
    expect(within(support).getByText(app.support)).toBeTruthy();
    expect(within(plain).queryByText(app.subAccount)).toBeNull();
    expect(within(plain).queryByText(app.support)).toBeNull();
  });

  it('live messages of the room arrive from the stream; after a reconnect the room is fetched again', async () => {
    let fetches = 0;
    api({
      ...ROOMS,
      'GET /api/web/v1/chat/rooms/lobby/messages': () => {
        fetches += 1;
        return { data: { messages: fetches === 1 ? [] : [chatMessage({ text: 'missed while away' })] } };
      },
    });
    const { streams } = renderApp('?lang=en');
    await screen.findByText(app.empty);
    const stream = streams.at(-1) as ChatStreamOptions;
    expect(stream.rooms).toEqual(['lobby']);
    act(() => stream.onMessage(chatMessage({ text: 'live one' })));
    expect(screen.getByText('live one')).toBeTruthy();
    act(() => stream.onStatus?.(false));
    expect(screen.getByRole('status').textContent).toBe(app.reconnecting);
    act(() => {
      stream.onStatus?.(true);
      stream.onSubscribed?.();
    });
    await screen.findByText('missed while away');
    expect(screen.getByText('live one')).toBeTruthy();
  });

  it('opens the room the shell asks for (query first, then over the channel)', async () => {
    api({
      ...ROOMS,
      'GET /api/web/v1/chat/rooms/trading/messages': {
        data: { messages: [chatMessage({ room: 'trading', text: 't' })] },
      },
      'GET /api/web/v1/chat/rooms/lobby/messages': { data: { messages: [chatMessage({ text: 'l' })] } },
    });
    const { fromShell, streams, closed } = renderApp('?lang=en&room=trading');
    await screen.findByText('t');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Trading' }).getAttribute('aria-current')).toBe('true'),
    );
    // The channel's schemas load on use: ask until it is listening.
    await waitFor(async () => {
      await fromShell({ type: 'open-room', request: { kind: 'room', slug: 'lobby' } });
      expect(screen.getByText('l')).toBeTruthy();
    });
    expect(streams.at(-1)?.rooms).toEqual(['lobby']);
    expect(closed).toContain('trading');
  });
});

describe('chatroom micro-app: support room (shell §4 "a streamer-to-support short link")', () => {
  it('a visitor is asked to log in', async () => {
    const calls = api({ ...ROOMS });
    renderApp('?lang=en&support=1');
    expect(await screen.findByText(app.supportLogInPrompt, { exact: false })).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/web/v1/chat/support')).toBe(false);
  });

  it('a logged-in user gets the account support room from the API and sees it', async () => {
    setCsrfCookie();
    const room = { slug: 'support-k3x9q', kind: 'support', title: 'Meridian Support' };
    const calls = api({
      ...ROOMS,
      'POST /api/web/v1/chat/support': { data: { room } },
      'GET /api/web/v1/chat/rooms/support-k3x9q/messages': {
        data: { messages: [chatMessage({ room: room.slug, from_support: true, text: 'How can we help?' })] },
      },
    });
    renderApp('?lang=en&user=1&nickname=ada&support=1');
    await screen.findByText('How can we help?');
    expect(screen.getByRole('button', { name: app.supportRoom }).getAttribute('aria-current')).toBe('true');
    expect(calls.filter((c) => c.path === '/api/web/v1/chat/support').every((c) => c.method === 'POST')).toBe(true);
  });
});

describe('chatroom micro-app: composer (at most 500 characters)', () => {
  async function ready() {
    setCsrfCookie();
    const posted = chatMessage({ text: 'mine', mine: true });
    const calls = api({
      ...ROOMS,
      'GET /api/web/v1/chat/rooms/lobby/messages': { data: { messages: [] } },
      'POST /api/web/v1/chat/rooms/lobby/messages': { data: { message: posted } },
    });
    const view = renderApp('?lang=en&user=1&nickname=ada');
    await screen.findByText(app.empty);
    return { calls, view, posted };
  }
  const box = () => screen.getByRole('textbox', { name: app.messageLabel });
  const send = () => screen.getByRole('button', { name: app.send }) as HTMLButtonElement;
  const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

  it('shell §3 "Chatroom props: ... nickname, isSubAccount": the reader sees how their messages are signed', async () => {
    setCsrfCookie();
    api({ ...ROOMS, 'GET /api/web/v1/chat/rooms/lobby/messages': { data: { messages: [] } } });
    renderApp('?lang=en&user=1&nickname=ada&sub=1');
    const line = await screen.findByText('You write as ada', { exact: false });
    expect(line.textContent).toBe(`You write as ada${app.subAccount}`);
  });

  it('counts the characters to 500 and will not send an empty or longer message', async () => {
    await ready();
    expect(screen.getByText('0 of 500 characters')).toBeTruthy();
    expect(send().disabled).toBe(true);
    type('   ');
    expect(send().disabled).toBe(true);
    type('a'.repeat(500));
    expect(screen.getByText('500 of 500 characters')).toBeTruthy();
    expect(send().disabled).toBe(false);
    type('a'.repeat(501));
    expect(send().disabled).toBe(true);
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/at most 500 characters/)).toBeTruthy();
    // Counted as the API counts: an emoji is one character (two UTF-16 units).
    type('😀'.repeat(500));
    expect(screen.getByText('500 of 500 characters')).toBeTruthy();
    expect(send().disabled).toBe(false);
  });

  it('sends to the room, shows the message and empties the box', async () => {
    const { calls } = await ready();
    type('mine');
    fireEvent.click(send());
    await screen.findByText('mine');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/web/v1/chat/rooms/lobby/messages');
    expect(post?.body.text).toBe('mine');
    expect((box() as HTMLTextAreaElement).value).toBe('');
  });

  it('a refusal shows the server message (429 rate limit)', async () => {
    setCsrfCookie();
    const wait = 'Too many messages: wait 7 s before sending another (at most 5 messages in 10 s)';
    api({
      ...ROOMS,
      'GET /api/web/v1/chat/rooms/lobby/messages': { data: { messages: [] } },
      'POST /api/web/v1/chat/rooms/lobby/messages': { status: 429, message: wait },
    });
    renderApp('?lang=en&user=1&nickname=ada');
    await screen.findByText(app.empty);
    type('again');
    fireEvent.click(send());
    expect((await screen.findByText(wait)).getAttribute('role')).toBe('alert');
    // Kept, to send once the wait is over.
    expect((box() as HTMLTextAreaElement).value).toBe('again');
  });
});
