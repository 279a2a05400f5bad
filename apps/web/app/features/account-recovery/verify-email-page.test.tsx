// @vitest-environment happy-dom
import { ACCOUNT_PATHS } from '@meridian/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, Providers, TOKEN } from './test-support';
import { VerifyEmailPage } from './verify-email-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'csrftoken=; Max-Age=0; Path=/';
});

function renderPage(token: string | null) {
  const Stub = createRoutesStub([
    {
      path: '/verify-email',
      Component: () => (
        <Providers>
          <VerifyEmailPage token={token} />
        </Providers>
      ),
      HydrateFallback: () => null,
    },
    { path: '/', Component: () => <p data-testid="home">home</p> },
  ]);
  render(<Stub initialEntries={['/verify-email']} />);
}

describe('VerifyEmailPage', () => {
  it('opening the page posts nothing; the button posts the token, then the home page follows', async () => {
    const { calls } = fakeApi({ data: { uid: 20000001, nickname: 'ada' } });
    renderPage(TOKEN);
    const button = await screen.findByRole('button', { name: 'Confirm my e-mail' });
    expect(calls).toEqual([]);
    fireEvent.click(button);
    await screen.findByTestId('home');
    expect(calls).toEqual([{ url: ACCOUNT_PATHS.verifyEmail, body: { token: TOKEN } }]);
  });

  it('a spent link says so, with sign-up and log-in links', async () => {
    fakeApi({ status: 400, data: null });
    renderPage(TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my e-mail' }));
    expect((await screen.findByTestId('recovery-error')).textContent).toBe('This link is invalid, has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByTestId('home')).toBeNull();
  });

  it('a damaged link shows no button', async () => {
    fakeApi({ data: null });
    renderPage(null);
    expect((await screen.findByRole('alert')).textContent).toContain('This link is incomplete or damaged.');
    expect(screen.queryByRole('button', { name: 'Confirm my e-mail' })).toBeNull();
  });
});
