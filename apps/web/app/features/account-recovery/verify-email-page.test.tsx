// @vitest-environment happy-dom
import { postVerifyEmail } from '@meridian/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../test-support/render-with-shell';
import { fakeApi, TOKEN } from './test-support';
import { VerifyEmailPage } from './verify-email-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'csrftoken=; Max-Age=0; Path=/';
});

/** The confirm button once the page has hydrated (it is disabled until then, and a click would do nothing). */
async function enabledConfirmButton(): Promise<HTMLButtonElement> {
  const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Confirm my e-mail' });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

function renderPage(token: string | null) {
  renderWithShell(<VerifyEmailPage token={token} />, {
    path: '/verify-email',
    routes: [{ path: '/', Component: () => <p data-testid="home">home</p> }],
  });
}

describe('VerifyEmailPage', () => {
  it('opening the page posts nothing; the button posts the token, then the home page follows', async () => {
    const { calls } = fakeApi({ data: { uid: 20000001, nickname: 'ada' } });
    renderPage(TOKEN);
    const button = await enabledConfirmButton();
    expect(calls).toEqual([]);
    fireEvent.click(button);
    await screen.findByTestId('home');
    expect(calls).toEqual([{ path: postVerifyEmail.path, body: { token: TOKEN } }]);
  });

  it('a spent link says so, with sign-up and log-in links', async () => {
    fakeApi({ status: 400, data: null });
    renderPage(TOKEN);
    fireEvent.click(await enabledConfirmButton());
    // The alert region is always there (empty until a failure): wait for its text, not for it.
    await waitFor(() =>
      expect(screen.getByTestId('recovery-error').textContent).toBe(
        'This link is invalid, has expired or was already used.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByTestId('home')).toBeNull();
  });

  it('a damaged link shows no button', async () => {
    fakeApi({ data: null });
    renderPage(null);
    // The alert region is there before its text: wait for the text.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This link is incomplete or damaged.'));
    expect(screen.queryByRole('button', { name: 'Confirm my e-mail' })).toBeNull();
  });
});
