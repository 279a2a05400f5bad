// @vitest-environment happy-dom
import { getUserFrequency, postFundPasswordSet, postQuerySafe, type FundPasswordStatus } from '@meridian/contracts';
import { defaultUserInfo } from '@meridian/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrowserFetch } from '../../shell/http';
import { useModals } from '../../shell/modals';
import type { Session } from '../../shell/session';
import { setCsrfCookie } from '../../test-support/fake-api';
import { renderWithShell, type ShellOptions } from '../../test-support/render-with-shell';
import { ToastProvider } from '../../ui/toast';
import { FundPasswordSetupPage } from './fund-password-setup-page';
import { FundPasswordDialog } from './fund-password-modal';
import ValidityModal from './validity-modal';

afterEach(cleanup);
beforeEach(setCsrfCookie);

function session(twoFactor: boolean): Session {
  return {
    status: 'logged-in',
    userInfo: {
      ...defaultUserInfo(),
      login2: twoFactor ? 1 : 0,
      email: 'ada@meridian.example',
      user_info: { ...defaultUserInfo().user_info, nick: 'ada', uid: 7 },
    },
    totalFunds: { total_usd: '0', total_btc: '0' },
    vipTrial: null,
    subAccount: null,
    completedKyc2: true,
  };
}

interface Call {
  path: string;
  method: string;
  body: Record<string, string>;
}
type Answer = { status?: number; body: unknown };

/** A fake API by path: each call recorded with its form body; `answers[path]` gives its answer. */
function fakeApi(answers: Record<string, Answer | (() => Answer)>): { fetch: BrowserFetch; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: BrowserFetch = async (url, init) => {
    const path = new URL(url, 'http://api.test').pathname;
    const body = typeof init.body === 'string' ? Object.fromEntries(new URLSearchParams(init.body)) : {};
    calls.push({ path, method: init.method ?? 'GET', body });
    const entry = answers[path];
    const answer = typeof entry === 'function' ? entry() : (entry ?? { status: 404, body: {} });
    return Response.json(answer.body, { status: answer.status ?? 200 });
  };
  return { fetch, calls };
}
const envelope = (data: unknown): Answer => ({ body: { code: 0, message: '', data } });
const frequencyIs = (frequency: string) => ({ [getUserFrequency.path]: envelope({ frequency }) });

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('fund-password modal (widgets §2, §4)', () => {
  function renderDialog(
    props: { onSubmit: (fundpass: string) => void | Promise<void>; title?: string },
    options: ShellOptions & { now?: () => number; onClose?: () => void } = {},
  ) {
    const onClose = options.onClose ?? vi.fn();
    renderWithShell(<FundPasswordDialog props={props} onClose={onClose} now={options.now ?? (() => 0)} />, {
      session: session(true),
      fetch: options.fetch ?? fakeApi(frequencyIs('1')).fetch,
      ...options,
    });
    return { onClose };
  }

  it('widgets §4 "Confirm is disabled until a password is typed" (§5 "Fund password must be non-empty to confirm")', async () => {
    const onSubmit = vi.fn();
    renderDialog({ onSubmit });
    const confirm = (await screen.findByTestId('fund-password-confirm')) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    // A submission with nothing typed (Enter in the field) does not reach the caller either.
    fireEvent.submit(confirm.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
    type(screen.getByTestId('fund-password-input'), 's');
    expect(confirm.disabled).toBe(false);
    type(screen.getByTestId('fund-password-input'), '');
    expect(confirm.disabled).toBe(true);
  });

  it('widgets §4 "On confirm it submits the password to the caller and closes" (once the caller is done)', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { onClose } = renderDialog({ onSubmit, title: 'Withdraw USDT' });
    expect(await screen.findByRole('dialog', { name: 'Withdraw USDT' })).toBeTruthy();
    type(screen.getByTestId('fund-password-input'), 'fund-secret 1');
    fireEvent.click(screen.getByTestId('fund-password-confirm'));
    expect(onSubmit).toHaveBeenCalledWith('fund-secret 1');
    // Still open while the caller works with the password.
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('a caller that rejects the password keeps the modal open', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('wrong fund password')));
    const { onClose } = renderDialog({ onSubmit });
    type(await screen.findByTestId('fund-password-input'), 'wrong-one');
    fireEvent.click(screen.getByTestId('fund-password-confirm'));
    await waitFor(() => expect(screen.getByTestId('fund-password-confirm').getAttribute('aria-busy')).toBe('false'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('widgets §9 "Fund-password click debounce: 1500 ms": a click within 1.5 s of the one before does nothing', async () => {
    let clock = 10_000;
    // The caller refuses each time, so the modal stays and the button stays usable: only the debounce holds clicks back.
    const onSubmit = vi.fn(() => Promise.reject(new Error('refused')));
    renderDialog({ onSubmit }, { now: () => clock });
    type(await screen.findByTestId('fund-password-input'), 'fund-secret');
    const confirm = screen.getByTestId('fund-password-confirm');
    const settled = () => waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('false'));

    fireEvent.click(confirm);
    await settled();
    expect(onSubmit).toHaveBeenCalledTimes(1);

    clock += 1499; // within 1.5 s: nothing
    fireEvent.click(confirm);
    await settled();
    expect(onSubmit).toHaveBeenCalledTimes(1);

    clock += 1500; // 1.5 s after the last click: acts again
    fireEvent.click(confirm);
    await settled();
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('widgets §2 the hint that the password is still needed if the IP changes', async () => {
    renderDialog({ onSubmit: vi.fn() });
    // The dialog is named "Fund password" too: the field is found by its label's element.
    const field = await screen.findByTestId('fund-password-input');
    expect(document.querySelector(`label[for="${field.id}"]`)?.textContent).toBe('Fund password');
    const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('You will still be asked for your fund password if your IP address changes.');
  });

  it('widgets §2 "/myaccount/fundpass_setup ... opened in a new tab from a Modify link", under the locale prefix', async () => {
    renderDialog({ onSubmit: vi.fn() }, { locale: 'de', catalog: 'en' });
    const link = await screen.findByTestId('fund-password-modify');
    expect(link.getAttribute('href')).toBe('/de/myaccount/fundpass_setup');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.textContent).toBe('Modify (opens in a new tab)');
  });

  it('widgets §7 get_user_frequency "data.frequency is shown as the current validity choice"', async () => {
    const api = fakeApi(frequencyIs('2'));
    renderDialog({ onSubmit: vi.fn() }, { fetch: api.fetch });
    const control = await screen.findByTestId('fund-password-validity-control');
    await waitFor(() => expect(control.dataset.frequency).toBe('2'));
    expect(control.textContent).toBe('Every time');
    expect(api.calls.map((call) => call.path)).toEqual([getUserFrequency.path]);
  });

  it('widgets §8 "Frequency read fails: silent": no message, and the control shows nothing chosen', async () => {
    const onRequestError = vi.fn();
    const api = fakeApi({ [getUserFrequency.path]: { status: 500, body: { code: 500, message: 'down', data: null } } });
    renderDialog({ onSubmit: vi.fn() }, { fetch: api.fetch, onRequestError });
    const control = await screen.findByTestId('fund-password-validity-control');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    // Let the failed answer be read before looking.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(control.dataset.frequency).toBe('');
    expect(control.textContent).toBe('Not chosen');
    expect(onRequestError).not.toHaveBeenCalled();
  });
});

function Opener() {
  const { open } = useModals();
  return (
    <button type="button" onClick={() => open('fund-password', { onSubmit: () => undefined })}>
      Withdraw
    </button>
  );
}

describe('the validity control opens the validity modal (widgets §2 "a validity setting control that opens a second modal")', () => {
  it('opens it with the current choice; when it closes, the fund-password modal is back', async () => {
    renderWithShell(<Opener />, { session: session(true), fetch: fakeApi(frequencyIs('0')).fetch });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const control = await screen.findByTestId('fund-password-validity-control', {}, { timeout: 5000 });
    await waitFor(() => expect(control.dataset.frequency).toBe('0'));
    fireEvent.click(control);
    const validity = await screen.findByTestId('fund-password-validity-modal', {}, { timeout: 5000 });
    expect(screen.queryByTestId('fund-password-modal')).toBeNull();
    expect((within(validity).getByTestId('validity-choice-0') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(validity).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('fund-password-modal', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('fund-password-validity-modal')).toBeNull();
  });
});

describe('validity modal (widgets §2, §3, §4, §5, §8)', () => {
  function renderValidity(api: { fetch: BrowserFetch }, frequency: '0' | '1' | '2' | null = '1') {
    const onClose = vi.fn();
    const onChanged = vi.fn();
    renderWithShell(
      <ToastProvider closeLabel="Close">
        <ValidityModal props={{ frequency, onChanged }} onClose={onClose} />
      </ToastProvider>,
      { session: session(true), fetch: api.fetch },
    );
    return { onClose, onChanged };
  }
  const fill = (fundpass: string, totp: string) => {
    type(screen.getByLabelText('Fund password'), fundpass);
    type(screen.getByLabelText('Authenticator code'), totp);
  };
  const toasts = () => screen.getByTestId('toast-region').textContent;

  it('widgets §3 the choices: every time, once an hour, never', async () => {
    renderValidity(fakeApi({}));
    const group = await screen.findByRole('group', { name: 'How often to ask' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['2', '1', '0']);
    expect(within(group).getByRole('radio', { name: /Once an hour/ })).toHaveProperty('checked', true);
  });

  it('widgets §5 "A frequency change needs both fund password and authenticator code, both non-empty"', async () => {
    const api = fakeApi({});
    renderValidity(api);
    const submit = (await screen.findByTestId('validity-submit')) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fill('fund-secret', '');
    expect(submit.disabled).toBe(true);
    fill('', '123456');
    expect(submit.disabled).toBe(true);
    fireEvent.submit(submit.closest('form')!);
    fill('fund-secret', '123456');
    expect(submit.disabled).toBe(false);
    // Nothing was sent while a field was empty.
    expect(api.calls).toEqual([]);
  });

  it('a choice is needed too: with none read (widgets §8 silent read), Confirm waits for one', async () => {
    renderValidity(fakeApi({}), null);
    fill('fund-secret', '123456');
    const submit = screen.getByTestId('validity-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('validity-choice-2'));
    expect(submit.disabled).toBe(false);
  });

  it('widgets §7 query_safe "action=tradepassfrequency, frequency, fundpass, totp"; widgets §4 "Success closes it"', async () => {
    const api = fakeApi({ [postQuerySafe.path]: { body: { result: true, msg: 'success' } } });
    const { onClose, onChanged } = renderValidity(api);
    fireEvent.click(await screen.findByTestId('validity-choice-0'));
    fill('fund-secret', '123456');
    fireEvent.click(screen.getByTestId('validity-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onChanged).toHaveBeenCalledWith('0');
    expect(api.calls).toEqual([
      {
        path: '/json_svr/query_safe',
        method: 'POST',
        body: { action: 'tradepassfrequency', frequency: '0', fundpass: 'fund-secret', totp: '123456' },
      },
    ]);
    expect(toasts()).toBe('');
  });

  it('widgets §8 "Frequency change fails: error toast with the server msg" (a refusal with its 4xx status)', async () => {
    const msg = 'Wrong fund password. 4 tries left before it is locked for 15 minutes.';
    const api = fakeApi({
      [postQuerySafe.path]: { status: 403, body: { result: false, msg, code: 403, message: msg, data: null } },
    });
    const { onClose, onChanged } = renderValidity(api);
    fill('wrong-secret', '123456');
    fireEvent.click(await screen.findByTestId('validity-submit'));
    await waitFor(() => expect(toasts()).toBe(msg));
    expect(onClose).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('widgets §7 "result truthy means success; msg is the failure text": result false with a msg is a failure', async () => {
    const api = fakeApi({ [postQuerySafe.path]: { body: { result: false, msg: 'Frequency unchanged' } } });
    const { onClose } = renderValidity(api);
    fill('fund-secret', '123456');
    fireEvent.click(await screen.findByTestId('validity-submit'));
    await waitFor(() => expect(toasts()).toBe('Frequency unchanged'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('widgets §8 "... or \'Error\' if none": no msg, or no answer at all', async () => {
    let answer: Answer = { body: { result: false, msg: '' } };
    const api = fakeApi({ [postQuerySafe.path]: () => answer });
    const { onClose } = renderValidity(api);
    fill('fund-secret', '123456');
    fireEvent.click(await screen.findByTestId('validity-submit'));
    await waitFor(() => expect(toasts()).toBe('Error'));
    // Closed, so the second 'Error' is a new message (outside the modal dialog, hidden from roles: by element).
    fireEvent.click(screen.getByTestId('toast-region').querySelector('button')!);
    await waitFor(() => expect(toasts()).toBe(''));
    answer = { status: 502, body: 'bad gateway' };
    fireEvent.click(screen.getByTestId('validity-submit'));
    await waitFor(() => expect(toasts()).toBe('Error'));
    expect(api.calls).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('/myaccount/fundpass_setup', () => {
  const NOT_SET: FundPasswordStatus = { is_set: false, frequency: '1', verified_recently: false };
  const SET: FundPasswordStatus = { is_set: true, frequency: '2', verified_recently: false };
  const fieldIds = () =>
    Array.from(screen.getByTestId('fundpass-form').querySelectorAll('input')).map((input) => input.dataset.testid);

  it('first time, two-factor on: new, confirm, log-in password and the code; the domain length rule; then set', async () => {
    const api = fakeApi({ [postFundPasswordSet.path]: envelope({ is_set: true, frequency: '1' }) });
    renderWithShell(<FundPasswordSetupPage status={NOT_SET} />, { session: session(true), fetch: api.fetch });
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Set your fund password');
    expect(fieldIds()).toEqual(['fundpass-new', 'fundpass-confirm', 'fundpass-password', 'fundpass-totp']);

    // Domain FUND_PASSWORD_MIN_LENGTH is 6: five characters are refused before anything is sent.
    type(screen.getByLabelText('New fund password'), 'abcde');
    type(screen.getByLabelText('Confirm the new fund password'), 'abcdX');
    fireEvent.click(screen.getByTestId('fundpass-submit'));
    expect(screen.getByTestId('fundpass-new-problem').textContent).toBe('Use at least 6 characters.');
    expect(screen.getByTestId('fundpass-confirm-problem').textContent).toBe('The two passwords do not match.');
    expect(screen.getByTestId('fundpass-password-problem').textContent).toBe('Fill in this field.');
    expect(api.calls).toEqual([]);

    type(screen.getByLabelText('New fund password'), 'fund-secret');
    type(screen.getByLabelText('Confirm the new fund password'), 'fund-secret');
    type(screen.getByLabelText('Log-in password'), 'login-secret');
    type(screen.getByLabelText('Authenticator code'), '123456');
    fireEvent.click(screen.getByTestId('fundpass-submit'));
    expect((await screen.findByTestId('fundpass-done')).textContent).toBe('Your fund password is set.');
    expect(api.calls).toEqual([
      {
        path: postFundPasswordSet.path,
        method: 'POST',
        body: { new_fundpass: 'fund-secret', password: 'login-secret', totp: '123456' },
      },
    ]);
    // Set now: the form is the change form, and the validity shows.
    expect(screen.getByTestId('fundpass-form').dataset.mode).toBe('change');
    expect(screen.getByTestId('fundpass-validity').textContent).toBe('Currently: Once an hour');
  });

  it('first time, two-factor off: no code field, none sent', async () => {
    const api = fakeApi({ [postFundPasswordSet.path]: envelope({ is_set: true, frequency: '1' }) });
    renderWithShell(<FundPasswordSetupPage status={NOT_SET} />, { session: session(false), fetch: api.fetch });
    await screen.findByTestId('fundpass-form');
    expect(fieldIds()).toEqual(['fundpass-new', 'fundpass-confirm', 'fundpass-password']);
    type(screen.getByLabelText('New fund password'), 'fund-secret');
    type(screen.getByLabelText('Confirm the new fund password'), 'fund-secret');
    type(screen.getByLabelText('Log-in password'), 'login-secret');
    fireEvent.click(screen.getByTestId('fundpass-submit'));
    await screen.findByTestId('fundpass-done');
    expect(api.calls[0]?.body).toEqual({ new_fundpass: 'fund-secret', password: 'login-secret' });
  });

  it('change: current, new, confirm and the code; the API\'s "must differ from the log-in password" is shown', async () => {
    const message = 'new_fundpass: the fund password must differ from your log-in password';
    let answer: Answer = {
      status: 422,
      body: { code: 422, message, data: null, label: 'fundPasswordSameAsLogin', values: {} },
    };
    const api = fakeApi({ [postFundPasswordSet.path]: () => answer });
    renderWithShell(<FundPasswordSetupPage status={SET} />, { session: session(true), fetch: api.fetch });
    expect((await screen.findByRole('heading', { level: 2, name: 'Change your fund password' })).textContent).toBe(
      'Change your fund password',
    );
    expect(fieldIds()).toEqual(['fundpass-old', 'fundpass-new', 'fundpass-confirm', 'fundpass-totp']);
    type(screen.getByLabelText('Current fund password'), 'old-secret');
    type(screen.getByLabelText('New fund password'), 'login-secret');
    type(screen.getByLabelText('Confirm the new fund password'), 'login-secret');
    type(screen.getByLabelText('Authenticator code'), ' 123456 ');
    fireEvent.click(screen.getByTestId('fundpass-submit'));
    expect((await screen.findByTestId('fundpass-error')).textContent).toBe(message);
    expect(api.calls[0]?.body).toEqual({ new_fundpass: 'login-secret', old_fundpass: 'old-secret', totp: '123456' });

    answer = envelope({ is_set: true, frequency: '2' });
    type(screen.getByLabelText('New fund password'), 'fund-secret-2');
    type(screen.getByLabelText('Confirm the new fund password'), 'fund-secret-2');
    fireEvent.click(screen.getByTestId('fundpass-submit'));
    expect((await screen.findByTestId('fundpass-done')).textContent).toBe('Your fund password is changed.');
    expect(screen.queryByTestId('fundpass-error')).toBeNull();
  });

  it('the current validity, and a button opening the validity modal; a change shows the new one', async () => {
    const api = fakeApi({ [postQuerySafe.path]: { body: { result: true, msg: 'success' } } });
    renderWithShell(<FundPasswordSetupPage status={SET} />, { session: session(true), fetch: api.fetch });
    expect((await screen.findByTestId('fundpass-validity')).textContent).toBe('Currently: Every time');
    fireEvent.click(screen.getByTestId('fundpass-validity-change'));
    const validity = await screen.findByTestId('fund-password-validity-modal', {}, { timeout: 5000 });
    expect((within(validity).getByTestId('validity-choice-2') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(validity).getByTestId('validity-choice-1'));
    type(within(validity).getByLabelText('Fund password'), 'fund-secret');
    type(within(validity).getByLabelText('Authenticator code'), '123456');
    fireEvent.click(within(validity).getByTestId('validity-submit'));
    await waitFor(() => expect(screen.queryByTestId('fund-password-validity-modal')).toBeNull());
    expect(screen.getByTestId('fundpass-validity').textContent).toBe('Currently: Once an hour');
  });

  it('a failed status read says so instead of guessing the form', async () => {
    renderWithShell(<FundPasswordSetupPage status={null} />, { session: session(true) });
    expect((await screen.findByTestId('fundpass-unavailable')).textContent).toBe(
      'Your fund password settings cannot be shown right now. Please try again later.',
    );
    expect(screen.queryByTestId('fundpass-form')).toBeNull();
  });
});
