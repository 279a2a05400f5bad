// @vitest-environment happy-dom
import { postLogoutOthers, postRecoveryCodes, postTotpDisable } from '@meridian/contracts';
import { defaultUserInfo } from '@meridian/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../shell/session';
import { fakeApiWithCsrf as fakeApi } from '../../test-support/fake-api';
import { renderWithShell } from '../../test-support/render-with-shell';
import SecurityDialog from './security-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'csrftoken=; Max-Age=0; Path=/';
});

const user = (login2: number): Session => ({
  status: 'logged-in',
  userInfo: { ...defaultUserInfo(), login2, user_info: { ...defaultUserInfo().user_info, nick: 'ada', uid: 7 } },
  totalFunds: { total_usd: '0', total_btc: '0' },
  vipTrial: null,
  subAccount: null,
  completedKyc2: false,
});

/** The dialog under a router whose root loader answers `sessions` in turn (a refresh moves on). */
function renderDialog(...sessions: Session[]) {
  let loads = 0;
  renderWithShell(<SecurityDialog onClose={() => undefined} />, {
    session: () => sessions[Math.min(loads++, sessions.length - 1)] ?? user(0),
  });
  return { loads: () => loads };
}

async function confirmWith(form: HTMLElement, password: string, code: string, submit: string) {
  fireEvent.change(within(form).getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(within(form).getByLabelText('6-digit code or recovery code'), { target: { value: code } });
  fireEvent.click(within(form).getByRole('button', { name: submit }));
}

describe('SecurityDialog', () => {
  it('two-factor off (login2 0): set-up only, no turn-off or new codes', async () => {
    fakeApi({ data: null });
    renderDialog(user(0));
    expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off two-factor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get new recovery codes' })).toBeNull();
  });

  it('turning two-factor off takes the password and a code, then the session data reloads', async () => {
    const { calls } = fakeApi({ status: 401, data: null }, { data: null });
    const { loads } = renderDialog(user(1), user(0));
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off two-factor' }));
    const form = screen.getByRole('form', { name: 'Turn off two-factor authentication' });
    await confirmWith(form, 'wrong password', '123456', 'Turn off two-factor');
    // The alert region is there from the start (so it is announced); it fills in on the answer.
    expect(await within(form).findByText('The password or the code is not right.')).toHaveProperty('role', 'alert');
    await confirmWith(form, 'the right password', ' 654321 ', 'Turn off two-factor');
    expect((await screen.findByTestId('two-factor-turned-off')).textContent).toBe(
      'Two-factor authentication is now off.',
    );
    expect(calls.map((c) => c.path)).toEqual([postTotpDisable.path, postTotpDisable.path]);
    expect(calls[1]?.body).toEqual({ password: 'the right password', code: '654321' });
    // login2 is 0 after the reload: set-up is offered again.
    expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' })).toBeTruthy();
    expect(loads()).toBe(2);
  });

  it('new recovery codes are shown once, with a copy button', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `code-${i}-${i * 7}`);
    const { calls } = fakeApi({ data: { recovery_codes: codes } });
    renderDialog(user(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Get new recovery codes' }));
    await confirmWith(
      screen.getByRole('form', { name: 'New recovery codes' }),
      'the right password',
      '123456',
      'Get new recovery codes',
    );
    const list = await screen.findByTestId('recovery-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    expect(calls).toEqual([{ path: postRecoveryCodes.path, body: { password: 'the right password', code: '123456' } }]);
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copy the codes' }));
    expect(await screen.findByText('The codes are copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(codes.join('\n'));
  });

  it('log out other devices says how many sessions were closed', async () => {
    const { calls } = fakeApi({ data: { closed: 2 } }, { data: { closed: 0 } });
    renderDialog(user(0));
    fireEvent.click(await screen.findByRole('button', { name: 'Log out other devices' }));
    expect((await screen.findByText(/other sessions were logged out/)).textContent).toBe(
      '2 other sessions were logged out.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log out other devices' }));
    expect(await screen.findByText('No other device was logged in.')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual([postLogoutOthers.path, postLogoutOthers.path]);
  });
});
