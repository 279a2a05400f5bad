// @vitest-environment happy-dom
import { postPasswordReset } from '@meridian/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from './reset-password-page';
import { renderWithShell } from '../../test-support/render-with-shell';
import { fakeApi, TOKEN } from './test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'csrftoken=; Max-Age=0; Path=/';
});

function renderPage(token: string | null) {
  renderWithShell(<ResetPasswordPage token={token} />, { path: '/reset-password' });
}

const NEW_PASSWORD = 'a new and long pass phrase';

async function typePasswords(password: string, repeat: string) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ResetPasswordPage', () => {
  it('checks length and repetition before anything is sent', async () => {
    const { calls } = fakeApi({ data: { need_2fa: false } });
    renderPage(TOKEN);
    await typePasswords('short', 'short');
    // The alert region is there before its text: wait for the text.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Use at least 12 characters.'));
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    await typePasswords(NEW_PASSWORD, `${NEW_PASSWORD}!`);
    // The alert region is there before its text: wait for the text.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The two passwords are not the same.'));
    expect(calls).toEqual([]);
  });

  it('asks for the two-factor code when the API wants one, then sends it with the password', async () => {
    const { calls } = fakeApi({ data: { need_2fa: true } }, { data: { need_2fa: false } });
    renderPage(TOKEN);
    await typePasswords(NEW_PASSWORD, NEW_PASSWORD);
    const code = await screen.findByLabelText('Verification code');
    expect(calls).toEqual([{ path: postPasswordReset.path, body: { token: TOKEN, password: NEW_PASSWORD } }]);
    fireEvent.change(code, { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByTestId('password-changed')).textContent).toContain('Your password has been changed.');
    expect(calls[1]).toEqual({
      path: postPasswordReset.path,
      body: { token: TOKEN, password: NEW_PASSWORD, code: '123456' },
    });
    // Log in again: a link to /login that opens the registration dialog.
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('a spent link, a wrong code and a common password each say so', async () => {
    fakeApi({ status: 400, data: null });
    renderPage(TOKEN);
    await typePasswords(NEW_PASSWORD, NEW_PASSWORD);
    // The alert region is there before its text: wait for the text.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This link is invalid, has expired or was already used.'),
    );
    expect(screen.getByText(/Ask for a new link/)).toBeTruthy();
    cleanup();

    fakeApi({ status: 422, data: null });
    renderPage(TOKEN);
    await typePasswords(NEW_PASSWORD, NEW_PASSWORD);
    // The alert region is there before its text: wait for the text.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This password is too common'));
  });

  it('a damaged link shows no form', async () => {
    fakeApi({ data: null });
    renderPage(null);
    // The alert region is there before its text: wait for the text.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This link is incomplete or damaged.'));
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
