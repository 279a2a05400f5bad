// @vitest-environment happy-dom
import { SITES } from '@meridian/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import english from '../../i18n/messages/en/chatroom.json';
import { renderWithShell } from '../../test-support/render-with-shell';
import { ChatroomPage } from './chatroom-page';

afterEach(cleanup);

describe('the /groupchat pages (shell §2 "/groupchat/chatroom, /groupchat/call_service")', () => {
  it('name the room the window opens on, and where the chatroom is offered', () => {
    renderWithShell(<ChatroomPage room="lobby" />, { path: '/groupchat/chatroom' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(english.page.lobbyTitle);
    expect(screen.getByText(english.page.desktopOnly)).toBeTruthy();
    cleanup();
    renderWithShell(<ChatroomPage room="support" />, { path: '/groupchat/call_service' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(english.page.supportTitle);
  });

  it('on a site whose config has the chatroom off, say it is not offered', () => {
    const regional = SITES.find((s) => !s.chatroom && s.key !== 'testnet');
    if (!regional) throw new Error('a site without the chatroom is needed');
    renderWithShell(<ChatroomPage room="lobby" />, { site: regional, path: '/groupchat/chatroom', catalog: 'en' });
    expect(screen.getByText(english.page.notOffered)).toBeTruthy();
  });
});
